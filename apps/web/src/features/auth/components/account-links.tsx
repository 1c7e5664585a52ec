/**
 * The header's account area, given to the main layout as its `account` slot by app/router.tsx (spec §2 Header, §4 Login state): the user name and 退出登录 when logged
 * in; otherwise 登录 (-> /login, coming back here afterwards) and 免费注册 (the register page of the
 * low/free venue filling system, new window).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ExternalLink } from '../../../components/page/external-link';
import { useLoggedInUser } from '../../../lib/login-state';
import { fillingSystemsQuery, registerUrlOf } from '../api';
import { useLogout } from '../hooks/use-logout';
import { loginPathFor } from '../login-redirect';

export function AccountLinks() {
  const user = useLoggedInUser();
  const logout = useLogout();
  const location = useLocation();
  const { data: systems } = useQuery(fillingSystemsQuery);
  const registerUrl = registerUrlOf(systems);

  if (user) {
    return (
      <div className="account-links">
        <span className="account-links__user">
          您好，<strong>{user.userName}</strong>
        </span>
        <button type="button" className="account-links__action" onClick={logout}>
          退出登录
        </button>
      </div>
    );
  }
  return (
    <div className="account-links">
      <Link className="account-links__action" to={loginPathFor(location.pathname + location.search)}>
        登录
      </Link>
      {registerUrl ? (
        <ExternalLink className="account-links__action" href={registerUrl}>
          免费注册
        </ExternalLink>
      ) : (
        <span className="account-links__pending">免费注册</span>
      )}
    </div>
  );
}
