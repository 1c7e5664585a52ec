/**
 * One page of search results as the API ranks them (docs/decisions/site-search.md):
 * each item titled (h2) with a link to its own page (components/site-search/result-links.ts), its kind
 * named beside the title, the matched words marked, its day, and for a nearby search its distance.
 */
import type { SiteSearchItem } from '@portal/contracts/site-search';
import { SITE_SEARCH_KIND_NAMES } from '@portal/contracts/site-search.codes';
import { Link } from 'react-router';
import { HighlightedText } from '../../../components/site-search/highlighted-text';
import { RESULT_LINK } from '../../../components/site-search/result-links';

/** A count as shown: '1000+' when the server stopped counting there (contracts SITE_SEARCH_COUNT_CAP). */
export function countText(count: number, more: boolean): string {
  return more ? `${count}+` : String(count);
}

/** Metres as read: '850 米', '12.3 公里'. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} 米` : `${(metres / 1000).toFixed(1)} 公里`;
}

export function SearchResults({ items }: { items: readonly SiteSearchItem[] }) {
  return (
    <ul className="site-search-list">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="site-search-item">
          <h2 className="site-search-item__title">
            <span className="site-search-item__kind">{SITE_SEARCH_KIND_NAMES[item.kind]}</span>
            <Link to={RESULT_LINK[item.kind](item)}>
              <HighlightedText text={item.title} ranges={item.titleRanges} />
            </Link>
          </h2>
          {item.summary && (
            <p className="site-search-item__summary">
              <HighlightedText text={item.summary} ranges={item.summaryRanges} />
            </p>
          )}
          <p className="site-search-item__meta muted-text">
            {item.distance !== undefined && <span>距您约 {distanceText(item.distance)}</span>}
            {item.matchedBy === 'initials' && <span>名称拼音首字母匹配</span>}
            {item.date && <time dateTime={item.date}>{item.date}</time>}
          </p>
        </li>
      ))}
    </ul>
  );
}
