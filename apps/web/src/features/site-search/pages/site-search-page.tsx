/**
 * /search — 站内搜索 (beyond spec §2's list; the header's search box on every page leads here): one query over
 * every published section (contracts site-search.ts; docs/decisions/site-search.md). The query box, the kinds as filter buttons
 * with their counts (全部 first; kinds without a match are left out), one ranked list with the matches
 * marked, and the one pager; query, kind and page in the URL (../site-search-url.ts). Besides the list
 * (../components/search-help.tsx): 您是不是要找 for a corrected query, the nearby help for "附近…" (the
 * position, with consent, lives in this page's state only), and the zero-result help.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SITE_SEARCH_KIND_NAMES, SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { useId, useState, type ReactNode } from 'react';
import { ChoiceButtons, FilterBar } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { useUrlState } from '../../../lib/url-state';
import { siteSearchQuery } from '../api';
import { DidYouMean, NearbyHelp, NoResults, type LocateState } from '../components/search-help';
import { countText, SearchResults } from '../components/search-results';
import { SITE_SEARCH_URL_STATE } from '../site-search-url';
import '../../../components/list-page/list-page.css';
import '../site-search.css';

const PAGE_HEADING = pageHeading(catalogue.siteSearch);

export default function SiteSearchPage() {
  const titleId = useId();
  const baseId = useId();
  const [search, update] = useUrlState(SITE_SEARCH_URL_STATE);
  const [position, setPosition] = useState<{ q: string; lng: number; lat: number }>();
  const [locate, setLocate] = useState<{ q: string; state: LocateState }>({ q: '', state: 'idle' });
  const here = position?.q === search.q ? { lng: position.lng, lat: position.lat } : undefined;
  const locateState = locate.q === search.q ? locate.state : 'idle';
  const result = useQuery({ ...siteSearchQuery(search, here), placeholderData: keepPreviousData });
  const answer = search.q && !result.isError ? result.data : undefined;
  const all = answer?.groups.reduce((sum, g) => sum + g.count, 0) ?? 0;
  const anyMore = answer?.groups.some((g) => g.more) ?? false;
  const kindOptions = answer
    ? [
        { value: '', label: `全部（${countText(all, anyMore)}）` },
        ...answer.groups
          .filter((g) => g.count > 0 || g.kind === search.kind)
          .map((g) => ({ value: g.kind, label: `${SITE_SEARCH_KIND_NAMES[g.kind]}（${countText(g.count, g.more)}）` })),
      ]
    : [];
  const kindMore = answer && (search.kind ? answer.groups.some((g) => g.kind === search.kind && g.more) : anyMore);

  const askPosition = () => {
    const q = search.q;
    if (!('geolocation' in navigator)) {
      setLocate({ q, state: 'unsupported' });
      return;
    }
    setLocate({ q, state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ q, lng: coords.longitude, lat: coords.latitude });
        setLocate({ q, state: 'located' });
        update({ pageNum: 1 });
      },
      () => setLocate({ q, state: 'denied' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  let body: ReactNode = null;
  if (!search.q) body = <EmptyState description="请输入要搜索的内容，如“全民健身”“体育馆”或场馆名称拼音首字母“tyg”" />;
  else if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (!answer) body = <ListSkeleton />;
  else if (answer.total === 0) body = <NoResults q={answer.q} suggestions={answer.suggestions ?? []} />;
  else body = <SearchResults items={answer.list} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{PAGE_HEADING}</PageTitle>
        <FilterBar>
          <KeywordSearch
            key={search.q}
            id={`${baseId}-q`}
            initial={search.q}
            label="站内搜索（结果页）"
            fieldLabel="搜索词"
            maxLength={SITE_SEARCH_Q_MAX_LENGTH}
            placeholder="请输入搜索词"
            onSearch={(q) => update({ q, kind: '' })}
          />
          {answer && (
            <ChoiceButtons
              label="类别"
              value={search.kind}
              options={kindOptions}
              onChange={(kind) => update({ kind })}
              className="site-search-kinds"
            />
          )}
        </FilterBar>
        <p className="list-total muted-text" role="status">
          {answer ? `找到 ${countText(answer.total, kindMore ?? false)} 条与“${answer.q}”相关的结果` : ''}
        </p>
        {answer?.correctedQ && <DidYouMean correctedQ={answer.correctedQ} />}
        {answer?.nearby && <NearbyHelp keyword={answer.keyword ?? ''} state={locateState} onLocate={askPosition} />}
        <div className="list-results" aria-busy={result.isFetching}>
          {body}
        </div>
        {answer && answer.total > 0 && <ListPager paging={search} total={answer.total} onChange={update} quickJumper />}
      </ContentPanel>
    </ContentPage>
  );
}
