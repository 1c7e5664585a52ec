/**
 * National fitness map shapes (spec §2 /fitnessMap, §3 map types, §9 map filter codes): clusters
 * of a viewport, nearby points, keyword search and one point's popup.
 *
 * Units: lng/lat in degrees (the seed's division centres, WGS-84-ish); distances and radii in metres;
 * zoom is the web map's zoom level (0..18, 256 px tiles). Every body is `{ code, msg, data }`.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { LineText } from './content.js';
import { PageQuery } from './paging.js';
import { MAP_MAX_ZOOM, MAP_TYPES } from './fitness-map.codes.js';
import { OpenStatus, VenueBasic } from './venue.js';
import { EVENT_STATUSES } from './venue-event.codes.js';
import { MapPointFacility } from './facility.js';

/** A map type code (fitness-map.codes.ts MAP_TYPES) as it appears in answers. */
const MapTypeCode = Type.Integer({ minimum: Math.min(...MAP_TYPES), maximum: Math.max(...MAP_TYPES) });

/** `types=1,2,6`: map types separated by commas; absent or blank = all types. */
export const MapTypesParam = Type.String({
  maxLength: 40,
  description: '地图类型，英文逗号分隔：1-4 场馆类型，5 赛事活动，6 场地器材；不传或为空表示全部',
});

/** GET /api/data/fitnessMap/cluster */
export const MapClusterQuery = Type.Object({
  bbox: Type.String({ maxLength: 200, description: '地图范围 minLng,minLat,maxLng,maxLat（度）' }),
  zoom: Type.Integer({ minimum: 0, maximum: MAP_MAX_ZOOM, description: '地图缩放级别，0-18 的整数' }),
  types: Type.Optional(MapTypesParam),
});
export type MapClusterQuery = Static<typeof MapClusterQuery>;

/** A group of points shown as one marker with its count; zooming to expansionZoom splits it. */
export const MapCluster = Type.Object({
  /** Centroid of its points (always inside the viewport). */
  lng: Type.Number(),
  lat: Type.Number(),
  count: Type.Integer({ minimum: 2 }),
  /** The zoom at which these points fall apart into several markers (MAP_MAX_ZOOM when they never do). */
  expansionZoom: Type.Integer({ minimum: 0, maximum: MAP_MAX_ZOOM }),
});
export type MapCluster = Static<typeof MapCluster>;

/** A single point marker; its popup comes from GET /api/data/fitnessMap/point/{id}. */
export const MapMarkerPoint = Type.Object({
  id: Type.Integer(),
  lng: Type.Number(),
  lat: Type.Number(),
  mapType: MapTypeCode,
});
export type MapMarkerPoint = Static<typeof MapMarkerPoint>;

export const MapClusterData = Type.Object({
  zoom: Type.Integer(),
  /** Points of the chosen types inside the viewport: the sum of the cluster counts plus the points. */
  total: Type.Integer({ minimum: 0 }),
  clusters: Type.Array(MapCluster),
  points: Type.Array(MapMarkerPoint),
});
export type MapClusterData = Static<typeof MapClusterData>;

/**
 * GET /api/data/fitnessMap/tile/{z}/{x}/{y}?types=: the clusters and points of one XYZ map tile (256 px,
 * Web Mercator, y south) at zoom z, as MapClusterData. Public and cacheable: the same URL gives the same
 * answer to every visitor (ETag, short max-age), so a view asks for the tiles it covers.
 */
export const MapTileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: MAP_MAX_ZOOM, description: '缩放级别，0-18 的整数' }),
  x: Type.Integer({ minimum: 0, maximum: 2 ** MAP_MAX_ZOOM - 1, description: '瓦片列号（自西向东，0 到 2^z-1）' }),
  y: Type.Integer({ minimum: 0, maximum: 2 ** MAP_MAX_ZOOM - 1, description: '瓦片行号（自北向南，0 到 2^z-1）' }),
});
export type MapTileParams = Static<typeof MapTileParams>;

export const MapTileQuery = Type.Object({ types: Type.Optional(MapTypesParam) });
export type MapTileQuery = Static<typeof MapTileQuery>;

/** GET /api/data/fitnessMap/nearby */
export const MapNearbyQuery = Type.Object({
  lng: Type.Number({ minimum: -180, maximum: 180, description: '中心经度（度）' }),
  lat: Type.Number({ minimum: -85, maximum: 85, description: '中心纬度（度）' }),
  radius: Type.Integer({
    minimum: 1,
    maximum: 50000,
    default: 5000,
    description: '搜索半径（米），1-50000，默认 5000',
  }),
  types: Type.Optional(MapTypesParam),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '最多返回条数，1-100，默认 20' }),
});
export type MapNearbyQuery = Static<typeof MapNearbyQuery>;

/** A point as lists show it (nearby, search). */
export const MapPointItem = Type.Object({
  id: Type.Integer(),
  mapType: MapTypeCode,
  /** MAP_TYPE_NAMES, or for type 6 the sub-kind's name (e.g. 全民健身路径). */
  typeName: Type.String(),
  /** Type 6 sub-kind (facility.codes.ts FACILITY_KINDS); '' for types 1-5. */
  kind: Type.String(),
  name: Type.String(),
  address: Type.String(),
  /** e.g. '浙江省杭州市西湖区' */
  areaName: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** In-site path of its detail page; null when it has none (see the module comment of the server's presenter). */
  detailPath: Type.Union([Type.String(), Type.Null()]),
});
export type MapPointItem = Static<typeof MapPointItem>;

export const MapNearbyItem = Type.Evaluate(
  Type.Intersect([
    MapPointItem,
    Type.Object({ distance: Type.Number({ description: '到中心的球面（haversine）距离，米，保留 1 位小数' }) }),
  ]),
);
export type MapNearbyItem = Static<typeof MapNearbyItem>;

export const MapNearbyData = Type.Object({
  lng: Type.Number(),
  lat: Type.Number(),
  radius: Type.Integer(),
  /** Nearest first; at most `limit`, all within `radius`. */
  list: Type.Array(MapNearbyItem),
});
export type MapNearbyData = Static<typeof MapNearbyData>;

/** GET /api/data/fitnessMap/search */
export const MapSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      keyword: LineText(50, '名称或地址中的文字，1-50 个字符'),
      types: Type.Optional(MapTypesParam),
    }),
  ]),
);
export type MapSearchQuery = Static<typeof MapSearchQuery>;

export const MapSearchData = Type.Object({
  list: Type.Array(MapPointItem),
  /** Matches counted up to MAP_SEARCH_TOTAL_CAP; `totalCapped` says there are more. */
  total: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Boolean(),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type MapSearchData = Static<typeof MapSearchData>;

/** GET /api/data/fitnessMap/point/{id} */
export const MapPointParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '地图点位编号' }),
});
export type MapPointParams = Static<typeof MapPointParams>;

/** The event (map type 5) a point stands for. */
export const MapPointMatch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sport: Type.String(),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  status: literalUnion(EVENT_STATUSES),
  statusName: Type.String({ description: '未开始 / 进行中 / 已结束' }),
});
export type MapPointMatch = Static<typeof MapPointMatch>;

/** One point's popup: the list fields plus what is known about today. */
export const MapPointDetail = Type.Evaluate(
  Type.Intersect([
    MapPointItem,
    Type.Object({
      /** Daily hours where known: '全天开放' or 'HH:mm-HH:mm' (Asia/Shanghai); null when unknown. */
      openHours: Type.Union([Type.String(), Type.Null()]),
      /** Open right now by `status` (venues) or `openHours`; null when unknown. */
      openNow: Type.Union([Type.Boolean(), Type.Null()]),
      /** Today's open status of a venue with a page (types 1-4), from the venue-opening engine. */
      status: Type.Union([OpenStatus, Type.Null()]),
      /** The venue (types 1-4 with a page; type 5: where the event is held). */
      venue: Type.Union([VenueBasic, Type.Null()]),
      match: Type.Union([MapPointMatch, Type.Null()]),
      /** A facility (type 6): its equipment condition and open repair reports; null for other types. */
      facility: Type.Union([MapPointFacility, Type.Null()]),
    }),
  ]),
);
export type MapPointDetail = Static<typeof MapPointDetail>;

/** GET /api/data/fitnessMap/summary -> data: the in-memory index's state and points per map type. */
export const MapSummary = Type.Object({
  ready: Type.Boolean({ description: '内存索引是否已建好（未建好时 cluster、nearby 返回 503）' }),
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer(), { description: '各地图类型的点位数' }),
  buildMs: Type.Number({ description: '上次建索引用时（毫秒）' }),
});
export type MapSummary = Static<typeof MapSummary>;
