/**
 * GeoJSON (RFC 7946): a FeatureCollection with one Point feature per row at [longitude, latitude] and the
 * whole row as its properties (the datum column names the coordinates' system). Rows without a finite
 * position get a null geometry, as RFC 7946 §3.2 allows, so the row count matches the other files.
 */
import type { DatasetRow } from '@portal/contracts/open-data';
import { finish, openFile, push, type RowSink } from './sink.js';

function geometryOf(row: DatasetRow, lng: string, lat: string) {
  const x = row[lng];
  const y = row[lat];
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
    ? { type: 'Point', coordinates: [x, y] }
    : null;
}

export function geojsonSink(path: string, position: { lng: string; lat: string }): RowSink {
  const file = openFile(path);
  let first = true;
  return {
    write: (row) => {
      const feature = { type: 'Feature', geometry: geometryOf(row, position.lng, position.lat), properties: row };
      const prefix = first ? '{"type":"FeatureCollection","features":[\n' : ',\n';
      first = false;
      return push(file, prefix + JSON.stringify(feature));
    },
    close: async () => {
      await push(file, first ? '{"type":"FeatureCollection","features":[]}\n' : '\n]}\n');
      await finish(file);
    },
  };
}
