/**
 * The section's navigation (健身设施): all facilities, each kind's list, traditional equipment, fields and
 * certification records (facility-pages.ts SECTION_NAV), the current page marked with aria-current.
 */
import { Link, useLocation } from 'react-router';
import { SECTION_NAV } from '../facility-pages';

export function SectionNav() {
  const { pathname } = useLocation();
  return (
    <nav className="facility-nav" aria-label="健身设施类别">
      <ul>
        {SECTION_NAV.map(({ entry, label }) => (
          <li key={entry.path}>
            <Link to={entry.href()} aria-current={pathname === entry.path ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
