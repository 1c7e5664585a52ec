/** The navigation between the organisation categories (spec §2; organization-pages.ts), on the list and detail pages. */
import { Link } from 'react-router';
import { pageHeading } from '../../../config/route-handle';
import { ORGANIZATION_PAGES, type OrganizationPage } from '../organization-pages';
import './organization.css';

/** `current`: the category whose page is shown (aria-current), null on a page of none. */
export function CategoryNav({ current }: { current: OrganizationPage['category'] | null }) {
  return (
    <nav aria-label="健身组织类别" className="organization-nav">
      <ul>
        {ORGANIZATION_PAGES.map(({ category, entry }) => (
          <li key={category}>
            <Link to={entry.href()} aria-current={category === current ? 'page' : undefined}>
              {pageHeading(entry)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
