/**
 * The notice an agency page (spec §6: agency users log in) shows without a usable agency session: not
 * logged in, or the session ended (a 401 from the agency call). Links to /login, which brings the user
 * back to `returnTo`. Shared by the agency inboxes (意见反馈处理, 器材报修处理).
 */
import { Alert } from 'antd';
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';

export interface LoginNeededProps {
  /** The session ended (401) rather than never started. */
  expired: boolean;
  /** The page's name, e.g. '意见反馈处理'. */
  pageName: string;
  /** What the page is for, e.g. '处理意见反馈'. */
  task: string;
  /** The page's own address, given to the login page as `redirect`. */
  returnTo: string;
}

export function LoginNeeded({ expired, pageName, task, returnTo }: LoginNeededProps) {
  return (
    <Alert
      type="info"
      showIcon
      title={expired ? `登录已过期，请重新登录后${task}。` : `${pageName}仅向单位用户开放，请先登录。`}
      description={<Link to={catalogue.login.href({ redirect: returnTo })}>前往单位用户登录</Link>}
    />
  );
}
