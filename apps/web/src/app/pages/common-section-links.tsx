/**
 * The list of open sections that the 404 and "栏目建设中" pages offer as ways on, so a visitor who lands
 * on a missing or unfinished page always has somewhere useful to go. `label` names the list for
 * screen readers.
 */
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';

const OPEN_SECTIONS = [
  { to: catalogue.home.href(), text: '返回首页' },
  ...[catalogue.news, catalogue.notice, catalogue.regulation].map((page) => ({
    to: page.href(),
    text: pageHeading(page),
  })),
];

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
