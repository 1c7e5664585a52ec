/**
 * The base layer of every Leaflet map of the portal: the configured tile service (runtime configuration
 * mapTileUrl + mapAttribution — a standard map's source and 审图号 — shown as text) or else the bundled
 * offline layer (./offline-base-layer). `useTileSettings` reads the choice once per page.
 */
import { useEffect, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { OfflineBaseLayer } from './offline-base-layer';

/**
 * Where every map of the portal may pan: China and its seas with a margin, [south-west, north-east] as
 * Leaflet [lat, lng] pairs (the base layer draws nothing beyond).
 */
export const CHINA_MAX_BOUNDS: [[number, number], [number, number]] = [
  [-10, 40],
  [70, 170],
];

export interface TileSettings {
  url: string;
  attribution: string;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Base layer from the runtime configuration: undefined while unknown, null for the offline layer. */
export function useTileSettings(): TileSettings | null | undefined {
  const [tiles, setTiles] = useState<TileSettings | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void getRuntimeConfig().then((config) => {
      if (live)
        setTiles(config.mapTileUrl ? { url: config.mapTileUrl, attribution: config.mapAttribution ?? '' } : null);
    });
    return () => {
      live = false;
    };
  }, []);
  return tiles;
}

/** The tile layer of `tiles`, or the offline layer when null. Render inside a react-leaflet MapContainer. */
export function BaseLayer({ tiles, maxZoom }: { tiles: TileSettings | null; maxZoom: number }) {
  return tiles ? (
    <TileLayer url={tiles.url} attribution={escapeText(tiles.attribution)} maxZoom={maxZoom} />
  ) : (
    <OfflineBaseLayer />
  );
}
