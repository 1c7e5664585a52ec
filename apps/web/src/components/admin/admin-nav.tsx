/**
 * The back office's own navigation (docs/decisions/content-management.md "Accounts and grants"): links to
 * the content list, venue videos, column freshness, audit log, accounts and site menu, the current page marked
 * with aria-current. A plain list of links: keyboard and screen readers reach every page. Shared (not in a
 * feature) because the back-office pages live in two features: content-admin and venue-video's uploads.
 */
import { NavLink } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import './admin-nav.css';

const LINKS = [
  [catalogue.adminContent, '内容列表'],
  [catalogue.adminVenueVideos, '场馆视频'],
  [catalogue.adminColumns, '栏目更新状态'],
  [catalogue.adminAudit, '审计日志'],
  [catalogue.adminAccounts, '账号与权限'],
  [catalogue.adminMenu, '网站菜单'],
] as const;

export function AdminNav() {
  return (
    <nav aria-label="内容管理导航" className="admin-nav">
      <ul>
        {LINKS.map(([page, label]) => (
          <li key={page.path}>
            <NavLink to={page.href()} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
