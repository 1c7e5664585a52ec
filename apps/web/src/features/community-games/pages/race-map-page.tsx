/**
 * /qmsports/race/map — 赛事地图 (spec §2, §7 "race map"): the races on a Leaflet map, clustered by the
 * server (at most 500 markers a view), filtered like the query (filters in the address,
 * race-url-state.ts RACE_MAP_STATE); the map starts on the whole country, or on `lng`/`lat`/`zoom` when
 * the address gives them. A status line says how many races the view holds; the single races in view
 * are also listed as links under the map (the keyboard- and screen-reader-friendly way to reach them).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RACE_MAP_MAX_ZOOM, RACE_MAP_MIN_ZOOM } from '@portal/contracts/community-games.codes';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTileSettings } from '../../../components/map/base-layer';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { useUrlState } from '../../../lib/url-state';
import { raceMapQuery } from '../api';
import { GamesPage } from '../components/games-page';
import type { RaceMapViewState } from '../components/race-map-canvas';
import { RaceFilters } from '../components/race-filters';
import { formatCount, statusName } from '../race-format';
import { pickFilters, RACE_MAP_STATE } from '../race-url-state';

const RaceMapCanvas = lazy(() => import('../components/race-map-canvas'));

/** The whole country (the fitness map's national view). */
const NATIONAL_VIEW = { lng: 104.5, lat: 35.5, zoom: 4 };
/** At most this many races are listed under the map. */
const LISTED_POINTS = 30;

function initialView(params: URLSearchParams) {
  const lng = Number(params.get('lng'));
  const lat = Number(params.get('lat'));
  const zoom = Number(params.get('zoom') ?? 11);
  if (!params.get('lng') || !params.get('lat') || !Number.isFinite(lng) || !Number.isFinite(lat)) return NATIONAL_VIEW;
  if (lng < 70 || lng > 140 || lat < 0 || lat > 56) return NATIONAL_VIEW;
  return {
    lng,
    lat,
    zoom: Number.isInteger(zoom) ? Math.min(RACE_MAP_MAX_ZOOM, Math.max(RACE_MAP_MIN_ZOOM, zoom)) : 11,
  };
}

/** Coordinates rounded to 4 decimals (~10 m): nearby views share one cached answer. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

export default function RaceMapPage() {
  const titleId = useId();
  const listId = useId();
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => initialView(searchParams));
  const [state, update] = useUrlState(RACE_MAP_STATE);
  const tiles = useTileSettings();
  const [view, setView] = useState<RaceMapViewState | null>(null);
  const onView = useCallback((next: RaceMapViewState) => setView(next), []);
  const filters = pickFilters(state);
  const request = view
    ? {
        ...filters,
        west: round(view.west),
        south: round(view.south),
        east: round(view.east),
        north: round(view.north),
        zoom: view.zoom,
      }
    : null;
  const markers = useQuery({
    ...raceMapQuery(request ?? { ...filters, west: 0, south: 0, east: 0, north: 0, zoom: RACE_MAP_MIN_ZOOM }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const data = markers.isError ? undefined : markers.data;

  return (
    <GamesPage>
      <ContentPage>
        <ContentPanel labelledBy={titleId}>
          <PageTitle id={titleId}>{pageHeading(catalogue.raceMap)}</PageTitle>
          <RaceFilters filters={filters} onChange={update} />
          <p className="list-total muted-text" role="status">
            {data
              ? `当前视野内共 ${formatCount(data.total)} 场赛事${data.clusters.length > 0 ? '，数字为聚合的赛事数，选择后放大' : ''}`
              : '地图加载中…'}
          </p>
          {markers.isError && <ErrorState error={markers.error} onRetry={() => void markers.refetch()} />}
          <div className="games-map-frame" aria-busy={markers.isFetching}>
            {tiles !== undefined && (
              <Suspense fallback={<p className="muted-text">地图加载中…</p>}>
                <RaceMapCanvas
                  initial={initial}
                  tiles={tiles}
                  clusters={data?.clusters ?? []}
                  points={data?.points ?? []}
                  onView={onView}
                />
              </Suspense>
            )}
          </div>
          <section aria-labelledby={listId} className="games-map-list">
            <h2 id={listId} className="section-title">
              视野内的单场赛事
            </h2>
            {data && data.points.length > 0 ? (
              <ul>
                {data.points.slice(0, LISTED_POINTS).map((point) => (
                  <li key={point.id}>
                    <Link to={catalogue.raceDetail.href({ id: point.id })}>{point.name}</Link>
                    <span className="muted-text">
                      {' '}
                      {point.sport}，{statusName(point.status)}，{point.startDate} 开赛
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted-text">放大地图后，这里列出视野内的单场赛事。</p>
            )}
          </section>
        </ContentPanel>
      </ContentPage>
    </GamesPage>
  );
}
