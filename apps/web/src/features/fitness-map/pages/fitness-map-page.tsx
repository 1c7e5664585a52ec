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
 * Parts: ../use-view-tiles.ts (the view's tiles, merged), ../map-status.ts (the status line's words).
 */
import type { MapCluster, MapMarkerPoint, MapPointItem } from '@portal/contracts/fitness-map';
import { AimOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type L from 'leaflet';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAP_MAX_ZOOM, MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { MapCanvas, type MapViewState, type OpenPoint } from '../components/map-canvas';
import { useTileSettings } from '../../../components/map/base-layer';
import { PlaceFinder } from '../components/place-finder';
import type { FinderCentre } from '../components/place-finder-view';
import { SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { TypeFilter } from '../components/type-filter';
import { capMarkers, tileRange } from '../map-request';
import { mapStatus } from '../map-status';
import { useViewTiles } from '../use-view-tiles';
import { LOCATE_ZOOM, RESULT_ZOOM, nationalViewFor, parseMapView } from '../map-view';
import '../fitness-map.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: '您没有允许获取位置，地图仍按当前位置显示',
  2: '暂时无法获取您的位置，请稍后再试',
  3: '获取位置超时，请稍后再试',
};

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

  const status = mapStatus({ noTypes: !request && view !== null && types.length === 0, answers: tileAnswers, drawn });

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
