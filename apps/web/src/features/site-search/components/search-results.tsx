/**
 * One page of search results, grouped: the API returns the kinds one after another, and each run of one
 * kind on the page is a section headed by the kind's name and its count (h2, '1000+' past the cap), its items titled (h3)
 * with a link to the item's own page (../result-links.ts), the matches marked, and the item's day.
 */
import type { SiteSearchGroup, SiteSearchItem } from '@portal/contracts/site-search';
import { SITE_SEARCH_KIND_NAMES, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { useId } from 'react';
import { Link } from 'react-router';
import { RESULT_LINK } from '../result-links';
import { HighlightedText } from './highlighted-text';

/** A count as shown: '1000+' when the server stopped counting there (contracts SITE_SEARCH_COUNT_CAP). */
export function countText(count: number, more: boolean): string {
  return more ? `${count}+` : String(count);
}

/** Consecutive items of one kind. */
function runsOf(items: readonly SiteSearchItem[]): { kind: SiteSearchKind; items: SiteSearchItem[] }[] {
  const runs: { kind: SiteSearchKind; items: SiteSearchItem[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last?.kind === item.kind) last.items.push(item);
    else runs.push({ kind: item.kind, items: [item] });
  }
  return runs;
}

function ResultGroup({ kind, count, items }: { kind: SiteSearchKind; count: string; items: SiteSearchItem[] }) {
  const headingId = useId();
  return (
    <section className="site-search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-search-group__title">
        {SITE_SEARCH_KIND_NAMES[kind]}
        <span className="site-search-group__count">（共 {count} 条）</span>
      </h2>
      <ul className="site-search-list">
        {items.map((item) => (
          <li key={item.id} className="site-search-item">
            <h3 className="site-search-item__title">
              <Link to={RESULT_LINK[kind](item)}>
                <HighlightedText text={item.title} ranges={item.titleRanges} />
              </Link>
            </h3>
            {item.summary && (
              <p className="site-search-item__summary">
                <HighlightedText text={item.summary} ranges={item.summaryRanges} />
              </p>
            )}
            <p className="site-search-item__meta muted-text">
              {item.matchedBy === 'initials' && <span>名称拼音首字母匹配</span>}
              {item.date && <time dateTime={item.date}>{item.date}</time>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchResults({
  items,
  groups,
}: {
  items: readonly SiteSearchItem[];
  groups: readonly SiteSearchGroup[];
}) {
  const countOf = (kind: SiteSearchKind) => {
    const group = groups.find((g) => g.kind === kind);
    return countText(group?.count ?? 0, group?.more ?? false);
  };
  return (
    <div className="site-search-results">
      {runsOf(items).map((run) => (
        <ResultGroup key={run.kind} kind={run.kind} count={countOf(run.kind)} items={run.items} />
      ))}
    </div>
  );
}
