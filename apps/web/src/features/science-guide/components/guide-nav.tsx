/**
 * The section's own navigation (科学健身指导): links to every list and to the body-check and exercise
 * standard pages, so the menu's hidden items (nutrition, teaching, plans) are reachable from each page.
 * The current page is marked with aria-current.
 */
import { Link } from 'react-router';
import { catalogue, type PageEntry, type PageInfo } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import './science-guide.css';

const ENTRIES: readonly PageEntry<object>[] = [
  catalogue.fitnessTalk,
  catalogue.fitnessKnowledge,
  catalogue.fitnessNutrition,
  catalogue.fitnessTeach,
  catalogue.fitnessPlan,
  catalogue.bodyCheck,
  catalogue.exerciseEvent,
  catalogue.synthesizeAssess,
];

export function GuideNav({ current }: { current: PageInfo }) {
  return (
    <nav className="guide-nav" aria-label="科学健身指导栏目">
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.href()} aria-current={entry.path === current.path ? 'page' : undefined}>
              {pageHeading(entry)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
