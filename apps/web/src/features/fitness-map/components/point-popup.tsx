/**
 * A map point's popup (name, type, address, today's open status where known, tap-to-call, a link to its
 * detail page and a navigation link), from GET /api/data/fitnessMap/point/{id}.
 *
 * - Venues with a page (types 1-4): the open-now badge and today's hours of the venue-opening engine
 *   (components/venue OpenStatusBadge, TodayHours).
 * - Others with daily hours: '此刻开放' / '此刻未开放' and the hours; without: '开放时间：暂无信息'.
 * - Events (type 5): the event's name, sport, dates and status.
 * - Facilities (type 6): the equipment condition (报修中 while a safety report is open) and the pieces.
 * - Phone: components/venue PhoneLink (tel: link); detail link only when detailPath is set; navigation:
 *   the point on Amap in a new window (the link text says so).
 * The root takes focus when `autoFocus` (opened from a marker or a list); Escape is handled by the map
 * (components/map-canvas).
 */
import { useQuery } from '@tanstack/react-query';
import type { MapPointDetail } from '@portal/contracts/fitness-map';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { OpenStatusBadge } from '../../../components/venue/open-status-badge';
import { PhoneLink } from '../../../components/venue/phone-link';
import { TodayHours } from '../../../components/venue/today-hours';
import { describeApiError } from '../../../lib/http-client';
import { pointQuery } from '../api';
import { AMAP_NAME, amapMarkerUrl } from '../../../components/map/amap-link';
import { placeText } from '../map-format';

export interface PointPopupProps {
  id: number;
  autoFocus: boolean;
  /** Called when the content's size changed (the popup re-measures itself). */
  onResize: () => void;
}

function OpenInfo({ point }: { point: MapPointDetail }) {
  if (point.status) {
    return (
      <div className="fm-popup-status">
        <OpenStatusBadge status={point.status} />
        <TodayHours slots={point.status.todayHours} nextOpening={point.status.nextOpening} />
      </div>
    );
  }
  if (point.openNow === null && !point.openHours) return <p className="fm-popup-line">开放时间：暂无信息</p>;
  return (
    <p className="fm-popup-line">
      {point.openNow !== null && <strong className="fm-popup-open">{point.openNow ? '此刻开放' : '此刻未开放'}</strong>}
      {point.openHours && <span>开放时间：{point.openHours}</span>}
    </p>
  );
}

function PointDetails({ point, titleId }: { point: MapPointDetail; titleId: string }) {
  return (
    <>
      <h2 id={titleId} className="fm-popup-title">
        {point.name}
      </h2>
      <p className="fm-popup-type">{point.typeName}</p>
      <p className="fm-popup-line">地址：{placeText(point)}</p>
      {point.match && (
        <p className="fm-popup-line">
          赛事：{point.match.name}（{point.match.sport}，{point.match.startDate} 至 {point.match.endDate}，
          {point.match.statusName}）
        </p>
      )}
      {point.facility && (
        <p className="fm-popup-line">
          器材状况：<strong>{point.facility.conditionName}</strong>
          {point.facility.repairingCount > 0
            ? `（${point.facility.repairingCount} 件报修中，共 ${point.facility.equipmentCount} 件）`
            : `（共 ${point.facility.equipmentCount} 件器材）`}
        </p>
      )}
      <OpenInfo point={point} />
      <p className="fm-popup-line">
        电话：
        <PhoneLink phone={point.phone} />
      </p>
      <p className="fm-popup-links">
        {point.detailPath && (
          <Link to={point.detailPath} className="fm-popup-detail">
            查看详情
          </Link>
        )}
        <a href={amapMarkerUrl(point)} target="_blank" rel="noopener noreferrer" className="fm-popup-nav">
          用{AMAP_NAME}导航（新窗口打开）
        </a>
      </p>
    </>
  );
}

export function PointPopup({ id, autoFocus, onResize }: PointPopupProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const point = useQuery(pointQuery(id));

  useEffect(() => {
    if (autoFocus) rootRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  useEffect(() => {
    onResize();
  }, [point.status, onResize]);

  return (
    <div
      ref={rootRef}
      className="fm-popup"
      tabIndex={-1}
      role="group"
      aria-labelledby={point.data ? titleId : undefined}
      aria-label={point.data ? undefined : '点位详情'}
      aria-busy={point.isPending}
    >
      {point.isPending && (
        <p className="fm-popup-line" role="status">
          正在加载点位信息…
        </p>
      )}
      {point.isError && (
        <p className="fm-popup-line" role="alert">
          点位信息加载失败：{describeApiError(point.error)}{' '}
          <button type="button" className="fm-link-button" onClick={() => void point.refetch()}>
            重试
          </button>
        </p>
      )}
      {point.data && <PointDetails point={point.data} titleId={titleId} />}
    </div>
  );
}
