/**
 * /equipment/index (全部设施) and every facility kind's list (/equipment/NationalFitnessPath ... /Other; the
 * route gives the kind, app/routes.ts; null on /equipment/index): the section navigation, filters in the address
 * (facility-search.ts), and the facilities as cards opening their detail page.
 * - /equipment/index: GET /api_/ruoyi/equipment/list; adds the kind filter, the counts per kind for the
 *   same filters (each a link to that kind's list with them), and links to the fitness map and the layout.
 * - a kind's page: the equipment service's POST list of the kind (with the facilities token).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { FacilityKindCount } from '@portal/contracts/facility';
import type { FacilityKind } from '@portal/contracts/facility.codes';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue, MAP_LINK_CENTRE } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { FacilityCards } from '../components/facility-cards';
import { FacilityFilters } from '../components/facility-filters';
import { FacilityNav } from '../components/facility-nav';
import { FACILITY_KIND_PAGES } from '../facility-pages';
import { FACILITY_URL_STATE, facilityListRequest, type FacilitySearch } from '../facility-search';
import '../facility.css';

function KindCounts({ counts, search }: { counts: readonly FacilityKindCount[]; search: FacilitySearch }) {
  const titleId = useId();
  const filters = {
    ...(search.areaCode ? { areaCode: search.areaCode } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.condition ? { condition: search.condition } : {}),
  };
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="facility-section-title">
        各类设施数量
      </h2>
      <ul className="facility-counts">
        {counts.map((c) => (
          <li key={c.kind}>
            <Link to={FACILITY_KIND_PAGES[c.kind].list.href(filters)}>
              <strong>{c.count.toLocaleString('zh-CN')}</strong>
              {c.kindName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `kind`: the list's facility kind; null on /equipment/index (all kinds, with the kind filter). */
export default function FacilityListPage({ kind }: { kind: FacilityKind | null }) {
  const entry = kind ? FACILITY_KIND_PAGES[kind].list : catalogue.equipmentIndex;
  const titleId = useId();
  const [search, update] = useUrlState(FACILITY_URL_STATE);
  const result = useQuery({ ...facilityListRequest(search, kind), placeholderData: keepPreviousData });
  const title = pageHeading(entry);
  const filtered = isNarrowed(FACILITY_URL_STATE, search, kind !== null ? ['kind'] : []);

  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <FacilityNav />
        <p className="facility-intro">
          {/* The catalogue's intro is in the server's first HTML too: painted at once, it stays the page's LCP. */}
          {kind ? FACILITY_KIND_PAGES[kind].intro : catalogue.equipmentIndex.intro}
        </p>
        <p className="facility-actions">
          <Link to={catalogue.fitnessMap.href(MAP_LINK_CENTRE)}>在健身地图中查看附近设施</Link>
          <Link to={catalogue.facilityLayout.href()}>全民健身设施布局（各地数量和人均）</Link>
        </p>
        <FacilityFilters search={search} onChange={update} withKind={kind === null} />
        {!kind && result.data && !result.isError && <KindCounts counts={result.data.kindCounts} search={search} />}
        <ListResults
          result={result}
          paging={search}
          onPage={update}
          totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 处${filtered ? '符合条件的' : ''}设施`}
          emptyText={filtered ? '没有符合条件的设施，请更换地区、类型、状况或关键词' : '暂无设施信息'}
          renderList={(items) => <FacilityCards items={items} from={title} />}
        />
      </ContentPanel>
    </ContentPage>
  );
}
