/**
 * /dataHealth — 数据质量公开 (docs/decisions/data-exchange.md "Data health"; catalogue.dataHealth, linked from the
 * footer and the 网站地图): per province, how complete and timely the filling systems' and venues' data are.
 * Year and province filters in the URL (?year=2025&areaCode=330000); each measure with its explanation, a
 * chart and the same figures as a table (features/data-health/components/health-sections.tsx).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { catalogue } from '@portal/contracts/pages.codes';
import { FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { pageHeading } from '../../../config/route-handle';
import { isNotFoundError } from '../../../lib/api-data';
import { useUrlState } from '../../../lib/url-state';
import { dataHealthQuery } from '../api';
import { HealthSections } from '../components/health-sections';
import { areaOf, comparedAreas, DATA_HEALTH_URL_STATE } from '../data-health-model';
import '../../../components/list-page/list-page.css';
import '../data-health.css';

const PAGE_HEADING = pageHeading(catalogue.dataHealth);

export default function DataHealthPage() {
  const titleId = useId();
  const baseId = useId();
  const [search, update] = useUrlState(DATA_HEALTH_URL_STATE);
  const result = useQuery({ ...dataHealthQuery(search.year), placeholderData: keepPreviousData });
  const health = result.data;
  const year = search.year || (health ? String(health.year) : '');
  const yearOptions = (health?.years ?? []).map((y) => ({ value: String(y), label: `${y}年度` }));
  if (year && !yearOptions.some((o) => o.value === year)) yearOptions.unshift({ value: year, label: `${year}年度` });
  const provinceOptions = [
    { value: '', label: '全国' },
    ...(health?.provinces ?? []).map((p) => ({ value: p.provinceCode, label: p.provinceName })),
  ];

  let body;
  if (result.isPending) body = <DetailSkeleton />;
  else if (result.isError && isNotFoundError(result.error)) body = <EmptyState description="该年度暂无数据质量统计" />;
  else if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else
    body = (
      <HealthSections
        health={result.data}
        area={areaOf(result.data, search.areaCode)}
        compared={comparedAreas(result.data, search.areaCode)}
      />
    );

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{PAGE_HEADING}</PageTitle>
        <p className="data-health__intro">{catalogue.dataHealth.intro}</p>
        <FilterBar>
          <FilterField id={`${baseId}-year`} label="统计年度">
            <Select
              id={`${baseId}-year`}
              value={year || undefined}
              placeholder="选择年度"
              options={yearOptions}
              onChange={(value: string) => update({ year: value })}
            />
          </FilterField>
          <FilterField id={`${baseId}-province`} label="省份">
            <Select
              id={`${baseId}-province`}
              value={search.areaCode ? `${search.areaCode.slice(0, 2)}0000` : ''}
              options={provinceOptions}
              onChange={(value: string) => update({ areaCode: value })}
            />
          </FilterField>
        </FilterBar>
        <div className="data-health__body" aria-busy={result.isFetching}>
          {body}
        </div>
      </ContentPanel>
    </ContentPage>
  );
}
