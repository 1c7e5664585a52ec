/**
 * /fitnessMap?lng=&lat=(&zoom=) — 健身地图 (spec §2, §3 map types, §9 footer point).
 *
 * A full-width Leaflet map (components/map-canvas) centred on the query's point (map-view.ts) or, after
 * 定位到我的位置 and the visitor's consent, on their position; 查看全国 shows the whole country.
 * Above it the layer filter (map types 1-6 and 全部); before it — on its left, above it on a phone, and first
 * in the Tab order, ahead of the markers — the place finder (search and 附近). Every settled view asks for
 * the map tiles it covers, GET /api/data/fitnessMap/tile/{z}/{x}/{y} each (map-request.ts: the same URLs
 * for every visitor of an area, so the browser, nginx or a CDN can keep them; tiles already asked for are
 * not asked again while fresh), and draws their merged markers once all of them are in, at most
 * MAP_MAX_MARKERS (until then the previous view's markers stay). The status line carries the view it
 * describes in data-view and data-tiles for tests. A marker or a result opens the point's popup; choosing a result flies to it first.
 *
 * Landmarks: the layout's main holds one h1, a '地图' region (tools, status line, the map) and a
 * '查找健身场所' region with a search landmark.
 */
import { useQueries } from '@tanstack/react-query';
import type { MapCluster, MapClusterData, MapMarkerPoint, MapPointItem } from '@portal/contracts/fitness-map';
import { AimOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type L from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAP_MAX_ZOOM, MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { describeApiError } from '../../../lib/http-client';
import { isMapLoading, tileQuery } from '../api';
import { MapCanvas, type MapViewState, type OpenPoint } from '../components/map-canvas';
import { useTileSettings } from '../../../components/map/base-layer';
import { PlaceFinder } from '../components/place-finder';
import type { FinderCentre } from '../components/place-finder-view';
import { SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { TypeFilter } from '../components/type-filter';
import { formatCount } from '../map-format';
import { capMarkers, mergeTiles, tileRange, tilesOf, type TileRange } from '../map-request';
import { LOCATE_ZOOM, RESULT_ZOOM, nationalViewFor, parseMapView } from '../map-view';
import '../fitness-map.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: '您没有允许获取位置，地图仍按当前位置显示',
  2: '暂时无法获取您的位置，请稍后再试',
  3: '获取位置超时，请稍后再试',
};

/** The merged tile answers of a view, as the page shows them (see useViewTiles). */
interface ViewTiles {
  /** The merged answer of the view's tiles once all are in, else the last complete one (null before). */
  data: MapClusterData | null;
  /**
   * The view `data` belongs to, as tests read it from the status line: 'minLng,minLat,maxLng,maxLat,zoom'
   * and its tiles 'z/x0-x1/y0-y1/types' (types '' for all).
   */
  view: string | null;
  tiles: string | null;
  isFetching: boolean;
  /** The first tile failure once its retries are over (a 503 while the index loads is retried: api.ts). */
  error: unknown;
  failureReason: unknown;
  retry: () => void;
}

/**
 * Asks for every tile of `range` (api.ts tileQuery; tiles the query cache holds fresh are not asked
 * again) and merges their answers once all of them are in; until then the previous view's answer stays on
 * the map, as the single cluster request did with keepPreviousData.
 */
function useViewTiles(range: TileRange | null): ViewTiles {
  const tiles = range ? tilesOf(range) : [];
  const results = useQueries({ queries: tiles.map((tile) => tileQuery(tile)) });
  const complete = range !== null && results.length > 0 && results.every((result) => result.data !== undefined);
  const signature = complete ? `${JSON.stringify(range)}|${results.map((r) => r.dataUpdatedAt).join(',')}` : '';
  const merged = useMemo(
    () =>
      complete && range
        ? mergeTiles(
            range.z,
            results.map((result) => result.data!),
          )
        : null,
    // The signature names the range and every answer's version: a new merge only when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  // The last complete answer stays drawn while a new view's tiles arrive (React's "information from
  // previous renders" pattern: set during render, re-rendered at once).
  const [last, setLast] = useState<{ data: MapClusterData; view: string; tiles: string } | null>(null);
  if (merged && range && merged !== last?.data) {
    const { bbox, z, x0, x1, y0, y1, types } = range;
    setLast({ data: merged, view: `${bbox},${z}`, tiles: `${z}/${x0}-${x1}/${y0}-${y1}/${types ?? ''}` });
  }
  const failed = results.find((result) => result.isError);
  return {
    data: range ? (last?.data ?? null) : null,
    view: range ? (last?.view ?? null) : null,
    tiles: range ? (last?.tiles ?? null) : null,
    isFetching: results.some((result) => result.isFetching),
    error: failed ? failed.error : null,
    failureReason: results.find((result) => result.failureReason)?.failureReason ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

export default function FitnessMapPage() {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => parseMapView(searchParams, window.innerWidth));
  const tiles = useTileSettings();
  const [types, setTypes] = useState<MapType[]>([...MAP_TYPES]);
  const [view, setView] = useState<MapViewState | null>(null);
  const [visitor, setVisitor] = useState<{ lng: number; lat: number } | null>(null);
  const [locateMessage, setLocateMessage] = useState('');
  const [openPoint, setOpenPoint] = useState<OpenPoint | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const mapSectionRef = useRef<HTMLElement>(null);
  const pendingOpen = useRef<(() => void) | null>(null);

  const request = view ? tileRange(view.bounds, view.zoom, types) : null;
  const tileAnswers = useViewTiles(request);
  const drawn = request && tileAnswers.data ? capMarkers(tileAnswers.data) : { clusters: [], points: [], omitted: 0 };

  const onReady = useCallback((map: L.Map) => {
    mapRef.current = map;
  }, []);

  const flyTo = useCallback((lat: number, lng: number, zoom: number, then?: () => void) => {
    const map = mapRef.current;
    if (!map) return;
    if (pendingOpen.current) map.off('moveend', pendingOpen.current);
    pendingOpen.current = null;
    if (prefersReducedMotion()) {
      map.setView([lat, lng], zoom, { animate: false });
      then?.();
      return;
    }
    if (then) {
      const done = () => {
        pendingOpen.current = null;
        then();
      };
      pendingOpen.current = done;
      map.once('moveend', done);
    }
    map.flyTo([lat, lng], zoom, { duration: 0.8 });
  }, []);

  const onCluster = useCallback(
    (cluster: MapCluster) => {
      const map = mapRef.current;
      if (!map) return;
      const zoom = Math.min(MAP_MAX_ZOOM, Math.max(cluster.expansionZoom, map.getZoom() + 1));
      flyTo(cluster.lat, cluster.lng, zoom);
    },
    [flyTo],
  );

  const onPoint = useCallback((point: MapMarkerPoint, from: HTMLElement | null) => {
    setOpenPoint({ id: point.id, lng: point.lng, lat: point.lat, autoFocus: true, returnFocus: from });
  }, []);

  /** The popup of `closed` went away: forget it and, when focus was in it, give focus back to where it came from. */
  const onPopupClosed = useCallback((closed: OpenPoint) => {
    setOpenPoint((current) => (current === closed ? null : current));
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.leaflet-popup')) return;
    if (closed.returnFocus?.isConnected) closed.returnFocus.focus({ preventScroll: true });
    else mapRef.current?.getContainer().focus({ preventScroll: true });
  }, []);

  const onChoose = useCallback(
    (item: MapPointItem, from: HTMLElement) => {
      const map = mapRef.current;
      if (!map) return;
      map.closePopup();
      mapSectionRef.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      flyTo(item.lat, item.lng, Math.max(map.getZoom(), RESULT_ZOOM), () =>
        setOpenPoint({ id: item.id, lng: item.lng, lat: item.lat, autoFocus: true, returnFocus: from }),
      );
    },
    [flyTo],
  );

  const nearbyCentre = useCallback((): FinderCentre | null => {
    if (visitor) return { ...visitor, visitor: true };
    const centre = mapRef.current?.getCenter();
    return centre ? { lng: centre.lng, lat: centre.lat, visitor: false } : null;
  }, [visitor]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateMessage('此浏览器不能提供位置信息');
      return;
    }
    setLocateMessage('正在获取您的位置…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lng: position.coords.longitude, lat: position.coords.latitude };
        setVisitor(here);
        setLocateMessage('已定位到您的位置（蓝色圆点）；“附近的场所”将以您的位置为准');
        flyTo(here.lat, here.lng, Math.max(LOCATE_ZOOM, mapRef.current?.getZoom() ?? 0));
      },
      (error) => setLocateMessage(GEOLOCATION_ERRORS[error.code] ?? GEOLOCATION_ERRORS[2]!),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const showNation = () => {
    const map = mapRef.current;
    if (!map) return;
    const national = nationalViewFor(map.getContainer().clientWidth);
    flyTo(national.lat, national.lng, national.zoom);
  };

  let status: string;
  if (!request && view && types.length === 0) status = '请至少选择一种地图类型';
  else if (tileAnswers.error) status = `点位加载失败：${describeApiError(tileAnswers.error)}`;
  else if (!tileAnswers.data)
    status = isMapLoading(tileAnswers.failureReason) ? '健身地图数据正在加载，请稍候…' : '正在加载点位…';
  else {
    const { total } = tileAnswers.data;
    status = total === 0 ? '当前范围内没有点位，请移动或缩小地图' : `当前范围内共 ${formatCount(total)} 个点位`;
    if (drawn.clusters.length > 0) status += '；圆圈中的数字为该处的点位数，点击可放大';
    if (drawn.omitted > 0) status += `；另有 ${formatCount(drawn.omitted)} 个标记未显示，请放大地图`;
  }

  return (
    <div className="fm-page">
      <div className="fm-head">
        <h1 className="fm-title">{pageHeading(catalogue.fitnessMap)}</h1>
        <p className="fm-intro">{catalogue.fitnessMap.intro}</p>
      </div>
      <TypeFilter value={types} onChange={setTypes} />
      <div className="fm-body">
        {/* Before the map: the search box comes before the map's markers in the Tab order (WCAG 2.4.3). */}
        <PlaceFinder
          types={types}
          nearbyCentre={nearbyCentre}
          onChoose={onChoose}
          initialKeyword={(searchParams.get('keyword') ?? '').trim().slice(0, SITE_SEARCH_Q_MAX_LENGTH)}
        />
        <section className="fm-map-section" aria-label="地图" ref={mapSectionRef}>
          <div className="fm-map-tools">
            <Button icon={<AimOutlined aria-hidden="true" />} onClick={locate}>
              定位到我的位置
            </Button>
            <Button icon={<GlobalOutlined aria-hidden="true" />} onClick={showNation}>
              查看全国
            </Button>
            <p
              className="fm-map-status"
              role="status"
              aria-busy={tileAnswers.isFetching}
              data-view={tileAnswers.view ?? undefined}
              data-tiles={tileAnswers.tiles ?? undefined}
            >
              {locateMessage && <span className="fm-locate-message">{locateMessage}。</span>}
              {status}
              {tileAnswers.error !== null && (
                <>
                  {' '}
                  <button type="button" className="fm-link-button" onClick={tileAnswers.retry}>
                    重试
                  </button>
                </>
              )}
            </p>
          </div>
          <div className="fm-map-frame">
            {tiles !== undefined && (
              <MapCanvas
                initial={initial}
                tiles={tiles}
                clusters={drawn.clusters}
                points={drawn.points}
                openPoint={openPoint}
                visitor={visitor}
                onView={setView}
                onReady={onReady}
                onCluster={onCluster}
                onPoint={onPoint}
                onPopupClosed={onPopupClosed}
              />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
