/**
 * The base layer of every Leaflet map of the portal (docs/decisions/base-map.md "Base map"): 天地图 (runtime
 * configuration tiandituKey), the configured tile service (mapTileUrl + mapAttribution — a standard map's
 * source and 审图号 — shown as text), or else the bundled offline layer (./offline-base-layer); the choice is
 * ./base-layer-choice. `useTileSettings` reads it once per page.
 */
import { useEffect, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { chooseBaseTiles, type TileSettings } from './base-layer-choice';
import { OfflineBaseLayer } from './offline-base-layer';

export type { TileSettings } from './base-layer-choice';

/**
 * Where every map of the portal may pan: China and its seas with a margin, [south-west, north-east] as
 * Leaflet [lat, lng] pairs (the base layer draws nothing beyond).
 */
export const CHINA_MAX_BOUNDS: [[number, number], [number, number]] = [
  [-10, 40],
  [70, 170],
];

const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Base layer from the runtime configuration: undefined while unknown, null for the offline layer. */
export function useTileSettings(): TileSettings | null | undefined {
  const [tiles, setTiles] = useState<TileSettings | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void getRuntimeConfig().then((config) => {
      if (live) setTiles(chooseBaseTiles(config));
    });
    return () => {
      live = false;
    };
  }, []);
  return tiles;
}

/** The tile layers of `tiles`, or the offline layer when null. Render inside a react-leaflet MapContainer. */
export function BaseLayer({ tiles, maxZoom }: { tiles: TileSettings | null; maxZoom: number }) {
  if (!tiles) return <OfflineBaseLayer />;
  return (
    <>
      {tiles.layers.map((layer) => (
        <TileLayer
          key={layer.url}
          url={layer.url}
          attribution={layer.attribution ? escapeText(layer.attribution) : undefined}
          maxZoom={maxZoom}
          {...(layer.subdomains ? { subdomains: layer.subdomains } : {})}
        />
      ))}
    </>
  );
}
