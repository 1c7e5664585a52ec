/**
 * Which base map the portal's Leaflet maps draw, from the runtime configuration (docs/decisions/base-map.md
 * "Base map"): pure, so the choice is tested without Leaflet.
 *
 * - `tiandituKey` set (server TIANDITU_KEY): 天地图, the national platform's standard map — its vector layer
 *   (vec_w) with its annotation layer (cva_w) on top, WMTS tiles in Web Mercator ("_w") from the hosts
 *   t0-t7.tianditu.gov.cn (http://lbs.tianditu.gov.cn/server/MapService.html), credited with its 审图号.
 *   天地图's coordinates are CGCS2000, which agrees with WGS-84 to centimetres; the portal's coordinates are
 *   the same (the seed's and the venue records'), so markers go on 天地图 unconverted. (高德's GCJ-02 is the
 *   only system the portal converts to: ./amap-link.ts.)
 * - else `mapTileUrl` (MAP_TILE_URL): that tile service, with its plain-text attribution.
 * - else null: the bundled offline layer (offline-base-layer.tsx).
 */
import type { RuntimeConfig } from '../../lib/runtime-config';

/** One tile layer: a Leaflet URL template, its plain-text credit ('' for none) and `{s}` values. */
export interface TileLayerSpec {
  url: string;
  attribution: string;
  /** Characters Leaflet puts in `{s}` in turn (Leaflet's default 'abc' when absent). */
  subdomains?: string;
}

/** A tiled base map: its layers, bottom first. */
export interface TileSettings {
  layers: readonly TileLayerSpec[];
}

/** 天地图's attribution with its 审图号 (what 天地图's own web map prints under the map). */
export function tiandituAttribution(approval: string): string {
  return `天地图·国家地理信息公共服务平台 审图号：${approval}`;
}

/** The WMTS GetTile template of a 天地图 Web-Mercator layer ('vec' vector, 'cva' its annotation) for a key. */
export function tiandituTileUrl(layer: 'vec' | 'cva', key: string): string {
  const query = new URLSearchParams({
    SERVICE: 'WMTS',
    REQUEST: 'GetTile',
    VERSION: '1.0.0',
    LAYER: layer,
    STYLE: 'default',
    TILEMATRIXSET: 'w',
    FORMAT: 'tiles',
    TILEMATRIX: '{z}',
    TILEROW: '{y}',
    TILECOL: '{x}',
    tk: key,
  });
  // URLSearchParams percent-encodes the braces Leaflet needs to see.
  return `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?${query.toString().replace(/%7B/g, '{').replace(/%7D/g, '}')}`;
}

/** The tiled base map for a runtime configuration, or null for the offline layer (see the module comment). */
export function chooseBaseTiles(
  config: Pick<RuntimeConfig, 'tiandituKey' | 'tiandituApproval' | 'mapTileUrl' | 'mapAttribution'>,
): TileSettings | null {
  if (config.tiandituKey) {
    const approval = config.tiandituApproval || 'GS(2024)0568号';
    return {
      layers: [
        {
          url: tiandituTileUrl('vec', config.tiandituKey),
          attribution: tiandituAttribution(approval),
          subdomains: '01234567',
        },
        { url: tiandituTileUrl('cva', config.tiandituKey), attribution: '', subdomains: '01234567' },
      ],
    };
  }
  if (config.mapTileUrl) return { layers: [{ url: config.mapTileUrl, attribution: config.mapAttribution ?? '' }] };
  return null;
}
