/**
 * The organisation list pages, one per category of contracts ORGANIZATION_CATEGORIES (the route gives
 * the category, app/routes.ts): navigation between the categories, filters (area, kind of the category, keyword) and page in the address with the API's
 * names, results as cards whose names open fitnessOrganizationDetail with this page's name as the `from`
 * crumb (spec §2 "Breadcrumb" rule 7). Sites and teams show when they meet.
 * Data: GET /api/data/fitnessOrganization/search.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import type { OrganizationListItem } from '@portal/contracts/fitness-organization';
import { ORGANIZATION_KINDS, type OrganizationCategory } from '@portal/contracts/fitness-organization.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { FilterField } from '../../../components/list-page/filter-fields';
import { FilterKit } from '../../../components/list-page/filter-kit';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { CategoryNav } from '../components/category-nav';
import { ORGANIZATION_PAGES } from '../organization-pages';
import { organizationSearchRequest, organizationUrlState } from '../organization-search';
import '../components/organization.css';

function OrganizationCard({ item, from }: { item: OrganizationListItem; from: string }) {
  return (
    <article className="organization-card">
      <h2>
        <Link to={catalogue.fitnessOrganizationDetail.href({ id: item.id, from })}>{item.name}</Link>
      </h2>
      <p className="muted-text">
        {item.kindName} · 成员 {item.memberCount} 人
      </p>
      <p>{item.address}</p>
      {item.meetingTime && <p>活动时间：{item.meetingTime}</p>}
    </article>
  );
}

export default function OrganizationListPage({ category }: { category: OrganizationCategory }) {
  const titleId = useId();
  const baseId = useId();
  const listPage = ORGANIZATION_PAGES.find((page) => page.category === category)!;
  const kinds = ORGANIZATION_KINDS[category];
  const spec = organizationUrlState(category);
  const [state, update] = useUrlState(spec);
  const result = useQuery({ ...organizationSearchRequest(state, category), placeholderData: keepPreviousData });
  const from = pageHeading(listPage.entry);
  const filtered = isNarrowed(spec, state);
  const kindOptions = [
    { value: 0, label: '全部类型' },
    ...Object.entries(kinds).map(([v, label]) => ({ value: Number(v), label })),
  ];

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{from}</PageTitle>
        <CategoryNav current={listPage.category} />
        <p className="muted-text">{listPage.intro}</p>
        <FilterKit spec={spec} state={state} onChange={update}>
          <FilterField id={`${baseId}-area`} label="所在地区" wide>
            <AreaCascader
              id={`${baseId}-area`}
              value={state.areaCode}
              onChange={(value) => update({ areaCode: value })}
            />
          </FilterField>
          <FilterField id={`${baseId}-kind`} label="组织类型">
            <Select
              id={`${baseId}-kind`}
              className="list-filters-select"
              value={state.kind ?? 0}
              options={kindOptions}
              popupMatchSelectWidth={false}
              onChange={(value: number) => update({ kind: value === 0 ? null : value })}
            />
          </FilterField>
          <KeywordSearch
            key={state.keyword}
            id={`${baseId}-keyword`}
            initial={state.keyword}
            placeholder="组织名称关键词"
            label="按名称查找组织"
            fieldLabel="组织名称"
            onSearch={(keyword) => update({ keyword })}
          />
        </FilterKit>
        <ListResults
          result={result}
          paging={state}
          onPage={update}
          totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 个${filtered ? '符合条件' : ''}`}
          emptyText={filtered ? '没有符合条件的组织，请更换地区、类型或关键词' : '暂无组织信息'}
          renderList={(items) => (
            <ul className="organization-card-list">
              {items.map((item) => (
                <li key={item.id}>
                  <OrganizationCard item={item} from={from} />
                </li>
              ))}
            </ul>
          )}
        />
      </ContentPanel>
    </ContentPage>
  );
}
