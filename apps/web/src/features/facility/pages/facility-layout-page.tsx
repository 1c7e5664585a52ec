/**
 * /main/facilityLayout — 全民健身设施布局: the facilities of every province on an ECharts province map,
 * shaded by the number of facilities or by facilities per 10,000 residents (the seed's population), and
 * the same figures as a table (each province opening its own breakdown, layoutDetail; each count a link
 * into the filtered list). Data: GET /api/data/facilityLayout (LayoutData, the country and its provinces).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/chart/e-chart';
import { useProvinceMap } from '../../../components/chart/province-map';
import { themePrimaryColor } from '../../../components/chart/theme-color';
import { ChoiceButtons } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { layoutQuery } from '../api';
import { LayoutCoverageNote } from '../components/layout-coverage-note';
import { LayoutTable } from '../components/layout-table';
import { LAYOUT_METRIC_NAMES, layoutMapLabel, layoutMapOption, type LayoutMetric } from '../layout-chart';
import '../facility.css';

const METRICS = (Object.keys(LAYOUT_METRIC_NAMES) as LayoutMetric[]).map((value) => ({
  value,
  label: LAYOUT_METRIC_NAMES[value],
}));

export default function FacilityLayoutPage() {
  const titleId = useId();
  const result = useQuery(layoutQuery(''));
  const map = useProvinceMap();
  const [metric, setMetric] = useState<LayoutMetric>('perTenThousand');
  const data = result.data;
  const option = useMemo(
    () => (data && map.names ? layoutMapOption(data.children, map.names, metric, themePrimaryColor()) : null),
    [data, map.names, metric],
  );

  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.facilityLayout)}</PageTitle>
        <p className="facility-intro">
          各省（自治区、直辖市）的全民健身设施数量和每万名常住人口拥有的设施数。点击省份名称查看下一级地区，
          点击数字进入对应的设施列表。
        </p>
        {result.isPending && <ListSkeleton />}
        {result.isError && <ErrorState error={result.error} onRetry={() => void result.refetch()} />}
        {data && (
          <>
            <p className="facility-actions">
              <span>
                全国设施 <strong>{data.total.toLocaleString('zh-CN')}</strong> 处，器材{' '}
                <strong>{data.equipmentCount.toLocaleString('zh-CN')}</strong> 件，每万人{' '}
                <strong>{data.perTenThousand.toFixed(2)}</strong> 处
              </span>
              <Link to={catalogue.equipmentIndex.href()}>查看全部设施</Link>
            </p>
            <LayoutCoverageNote coverage={data.coverage} />
            <ChoiceButtons
              label="地图显示"
              value={metric}
              options={METRICS}
              onChange={(v) => setMetric(v as LayoutMetric)}
            />
            {option ? (
              <EChart option={option} label={layoutMapLabel(data.children, metric)} height="min(560px, 80vw)" />
            ) : (
              !map.isError && <p role="status">正在加载地图…</p>
            )}
            {map.isError && <p className="muted-text">地图暂时无法显示，各地数据见下表。</p>}
            <h2 className="facility-section-title">各省份设施数据</h2>
            <LayoutTable rows={data.children} caption="各省份健身设施数量和人均" linkRows />
            <p className="muted-text">人口数据来源：{data.populationSource}</p>
          </>
        )}
      </ContentPanel>
    </ContentPage>
  );
}
