/**
 * The list of open sections that the 404 and "栏目建设中" pages offer as ways on, so a visitor who lands
 * on a missing or unfinished page always has somewhere useful to go. `label` names the list for
 * screen readers.
 */
import { Link } from 'react-router';

const OPEN_SECTIONS = [
  { to: '/', text: '返回首页' },
  { to: '/news', text: '新闻资讯' },
  { to: '/main/notice', text: '通知公告' },
  { to: '/policyRule', text: '政策法规' },
] as const;

export function CommonSectionLinks({ label }: { label: string }) {
  return (
    <ul className="status-page__links" aria-label={label}>
      {OPEN_SECTIONS.map(({ to, text }) => (
        <li key={to}>
          <Link to={to}>{text}</Link>
        </li>
      ))}
    </ul>
  );
}
