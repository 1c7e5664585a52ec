/**
 * One link of the top tab menu (./tab-menu.tsx): in-site (router Link, aria-current on its page) or external
 * (a new window, components/page/external-link).
 */
import type { MenuItem } from '@portal/contracts/site';
import { Link } from 'react-router';
import { ExternalLink } from '../components/page/external-link';
import { isExternalPath } from './menu-model';

export function MenuLink({
  item,
  className,
  current,
  onFollow,
}: {
  item: MenuItem;
  className: string;
  current: boolean;
  onFollow: () => void;
}) {
  if (isExternalPath(item.path)) {
    return (
      <ExternalLink href={item.path} className={className} onClick={onFollow}>
        {item.title}
      </ExternalLink>
    );
  }
  return (
    <Link to={item.path} className={className} aria-current={current ? 'page' : undefined} onClick={onFollow}>
      {item.title}
    </Link>
  );
}
