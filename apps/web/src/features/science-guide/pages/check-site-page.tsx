/**
 * bodyCheck/checkSite (测定站点): monitoring stations by area (province / city / county cascader) and
 * keyword, in the URL (`?areaCode=&keyword=&pageNum=`), or nearest-first from the visitor's position.
 *
 * Position (PIPL: a precise personal location): asked for only when the visitor presses the button, kept
 * in memory, rounded to 0.01° (about 1 km) before it is sent, and never written to the address.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListPager } from '../../../components/list-page/list-pager';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { areaCode, LIST_PAGING, text, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { stationListQuery } from '../api';
import { GuidePage } from '../components/guide-page';
import { StationList } from '../components/station-list';

const SPEC = urlStateSpec({ areaCode, keyword: text(KEYWORD_MAX_LENGTH), ...LIST_PAGING });

const round2 = (value: number) => Math.round(value * 100) / 100;

type Locating = { state: 'idle' | 'busy' } | { state: 'failed'; message: string };

export default function CheckSitePage() {
  const baseId = useId();
  const [query, update] = useUrlState(SPEC);
  const [point, setPoint] = useState<{ lng: number; lat: number }>();
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const result = useQuery({ ...stationListQuery({ ...query, point }), placeholderData: keepPreviousData });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'failed', message: '当前浏览器不支持定位，请按地区查找。' });
      return;
    }
    setLocating({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPoint({ lng: round2(position.coords.longitude), lat: round2(position.coords.latitude) });
        setLocating({ state: 'idle' });
        update({ pageNum: 1 });
      },
      () => setLocating({ state: 'failed', message: '未能获取您的位置，请允许定位后重试，或按地区查找。' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const page = result.data;
  let body;
  if (result.isPending) body = <ListSkeleton />;
  else if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (!page || page.list.length === 0) body = <EmptyState description="没有找到符合条件的监测站点" />;
  else body = <StationList stations={page.list} />;

  return (
    <GuidePage entry={catalogue.bodyCheckSite}>
      <div className="list-filters">
        <KeywordSearch
          key={query.keyword}
          id={`${baseId}-keyword`}
          initial={query.keyword}
          placeholder="请输入站点名称或地址"
          label="搜索监测站点"
          onSearch={(keyword) => update({ keyword })}
        />
        <div className="list-filters-field">
          <label htmlFor={`${baseId}-area`}>地区</label>
          <AreaCascader id={`${baseId}-area`} value={query.areaCode} onChange={(code) => update({ areaCode: code })} />
        </div>
        <div className="list-filters-field">
          <Button onClick={locate} loading={locating.state === 'busy'} type={point ? 'primary' : 'default'}>
            查找离我最近的站点
          </Button>
          {point && (
            <Button type="link" onClick={() => setPoint(undefined)}>
              取消按距离排序
            </Button>
          )}
        </div>
      </div>
      <p className="list-total muted-text" role="status">
        {locating.state === 'failed' && locating.message}
        {page && !result.isError ? `共 ${page.total} 个监测站点${point ? '，按距离由近到远排列' : ''}` : ''}
      </p>
      <div className="list-results" aria-busy={result.isFetching}>
        {body}
      </div>
      {page && !result.isError && <ListPager paging={query} total={page.total} onChange={update} />}
    </GuidePage>
  );
}
