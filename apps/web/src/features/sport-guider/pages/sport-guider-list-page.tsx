/**
 * /socialSportGuider/sportGuiderList — 指导员名录 (catalogue.sportGuiderList): instructors by name
 * (2 characters are enough), area, level, sport and service station, in the address (guider-query.ts);
 * 由近及远 asks for the visitor's position (kept in this page's state, never in the address) and lists
 * the instructors of the nearest service stations first. Data: GET /api/data/sportGuider/search.
 * States: skeleton, error with retry, empty with a hint, the pager.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { guiderSearchQuery } from '../api';
import { GuiderCardList } from '../components/guider-card';
import { GuiderFilterBar } from '../components/guider-filter-bar';
import { GUIDER_URL_STATE, roundPosition, toGuiderSearchQuery, type VisitorPosition } from '../guider-query';

/** 由近及远: the visitor's position on request, or a message why there is none. */
function useVisitorPosition() {
  const [position, setPosition] = useState<VisitorPosition | null>(null);
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  const toggle = useCallback(() => {
    if (position) {
      setPosition(null);
      setMessage('');
      return;
    }
    if (!('geolocation' in navigator)) {
      setMessage('当前浏览器无法获取位置');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setPosition(roundPosition(p.coords.longitude, p.coords.latitude));
        setMessage('已按服务站点距离由近及远排序');
      },
      () => {
        setLocating(false);
        setMessage('未能获取您的位置，请在浏览器中允许定位后重试');
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, [position]);
  return { position, nearest: { active: position !== null, locating, message, toggle } };
}

export default function SportGuiderListPage() {
  const titleId = useId();
  const [filters, update] = useUrlState(GUIDER_URL_STATE);
  const { position, nearest } = useVisitorPosition();
  const result = useQuery({
    ...guiderSearchQuery(toGuiderSearchQuery(filters, position)),
    placeholderData: keepPreviousData,
  });
  const filtered = isNarrowed(GUIDER_URL_STATE, filters);
  const shortName = filters.name.trim() !== '' && [...filters.name.trim()].length < 2;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.sportGuiderList)}</PageTitle>
        <p className="muted-text">按姓名、地区、等级、项目或服务站点查找社会体育指导员。联系指导员请通过其服务站点。</p>
        <GuiderFilterBar filters={filters} onChange={update} nearest={nearest} />
        <ListResults
          result={result}
          paging={filters}
          onPage={update}
          note={shortName ? '姓名至少输入2个字，已忽略姓名条件。' : ''}
          totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 名指导员${filtered ? '符合条件' : ''}`}
          emptyText={filtered ? '没有符合条件的指导员，请更换姓名、地区或项目' : '暂无指导员信息'}
          errorTitle="指导员名录加载失败"
          renderList={(guiders) => <GuiderCardList guiders={guiders} />}
        />
      </ContentPanel>
    </ContentPage>
  );
}
