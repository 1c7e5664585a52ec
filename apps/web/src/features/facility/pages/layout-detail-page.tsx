/**
 * /main/facilityLayout/layoutDetail?id=<division code> — 布局详情: one province's, city's or county's
 * facilities (in total, per 10,000 residents, per kind, each a link into that kind's list filtered to the
 * division) and the same figures for each division below it (cities, counties), which open their own
 * breakdown. Data: GET /api/data/facilityLayout?areaCode= (LayoutData); an unknown code is a 404.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useIdParam } from '../../../components/article/use-id-param';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { NotFoundState } from '../../../components/states/not-found-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNotFoundError } from '../../../lib/api-data';
import { layoutQuery } from '../api';
import { LayoutCoverageNote } from '../components/layout-coverage-note';
import { LayoutTable } from '../components/layout-table';
import { FACILITY_KIND_PAGES } from '../facility-pages';
import '../facility.css';

/** A six-digit division code from the page's `id`, or '' when it is not one. */
const divisionCode = (id: number | null) => (id !== null && id >= 110000 && id <= 999999 ? String(id) : '');

export default function LayoutDetailPage() {
  const titleId = useId();
  const code = divisionCode(useIdParam('id'));
  const result = useQuery({ ...layoutQuery(code), enabled: code !== '' });
  const back = { backTo: catalogue.facilityLayout.href(), backLabel: `返回${pageHeading(catalogue.facilityLayout)}` };
  if (code === '' || (result.isError && isNotFoundError(result.error)))
    return (
      <ContentPage>
        <NotFoundState title="未找到该地区" {...back} />
      </ContentPage>
    );
  const data = result.data;
  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>
          {data ? `${data.name}全民健身设施布局` : pageHeading(catalogue.facilityLayoutDetail)}
        </PageTitle>
        {result.isPending && <ListSkeleton />}
        {result.isError && <ErrorState error={result.error} onRetry={() => void result.refetch()} />}
        {data && (
          <>
            <p className="facility-actions">
              <span>
                设施 <strong>{data.total.toLocaleString('zh-CN')}</strong> 处，器材{' '}
                <strong>{data.equipmentCount.toLocaleString('zh-CN')}</strong> 件，常住人口{' '}
                {(data.population / 10000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })} 万人，每万人{' '}
                <strong>{data.perTenThousand.toFixed(2)}</strong> 处
              </span>
              <Link to={back.backTo}>{back.backLabel}</Link>
            </p>
            <LayoutCoverageNote coverage={data.coverage} />
            <h2 className="facility-section-title">各类设施</h2>
            <ul className="facility-counts">
              {data.counts.map((c) => (
                <li key={c.kind}>
                  <Link to={FACILITY_KIND_PAGES[c.kind].list.href({ areaCode: data.code })}>
                    <strong>{c.count.toLocaleString('zh-CN')}</strong>
                    {c.kindName}
                  </Link>
                </li>
              ))}
            </ul>
            {data.children.length > 0 && (
              <>
                <h2 className="facility-section-title">下级地区</h2>
                <LayoutTable
                  rows={data.children}
                  caption={`${data.name}各下级地区健身设施数量和人均`}
                  linkRows={data.level === 'province'}
                />
              </>
            )}
            <p className="muted-text">人口数据来源：{data.populationSource}</p>
          </>
        )}
      </ContentPanel>
    </ContentPage>
  );
}
