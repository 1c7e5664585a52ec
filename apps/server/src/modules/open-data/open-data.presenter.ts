/**
 * Dataset definition + generated manifest entry -> the contract shapes of the /opendata pages
 * (@portal/contracts/open-data: DatasetSummary, DatasetDetail). Only what the files already publish leaves:
 * the 数据字典, the attributes, the files' size/rows/SHA-256 and the preview rows captured at generation.
 */
import type { DatasetDetail, DatasetSummary } from '@portal/contracts/open-data';
import {
  OPEN_ACCESS_LEVEL,
  OPEN_DATA_LICENSE,
  OPEN_DATA_MEDIA_TYPES,
  OPEN_DATA_PUBLISHER,
} from '@portal/contracts/open-data.codes';
import type { DatasetDefinition } from './dataset.types.js';
import { fileUrl, type GeneratedDataset } from './manifest.js';

/** The row API's path of a dataset. */
export const rowApiPath = (id: string) => `/api/open/v1/${id}`;

export function presentSummary(def: DatasetDefinition, generated: GeneratedDataset): DatasetSummary {
  return {
    id: def.id,
    title: def.title,
    description: def.description,
    series: def.series,
    theme: def.theme,
    updateFrequency: def.updateFrequency,
    modified: generated.modified,
    rows: generated.rows,
    temporal: def.temporal,
    spatial: def.spatial,
    hasPosition: def.position !== null,
  };
}

export function presentDetail(def: DatasetDefinition, generated: GeneratedDataset): DatasetDetail {
  const filters = new Set(def.filters);
  return {
    ...presentSummary(def, generated),
    accessLevel: OPEN_ACCESS_LEVEL,
    publisher: OPEN_DATA_PUBLISHER,
    license: { ...OPEN_DATA_LICENSE },
    columns: def.columns.map((c) => ({
      ...c,
      values: c.values ? [...c.values] : undefined,
      filterable: filters.has(c.name),
    })),
    files: generated.files.map((f) => ({
      format: f.format,
      mediaType: OPEN_DATA_MEDIA_TYPES[f.format],
      url: fileUrl(generated, f.name),
      byteSize: f.byteSize,
      rows: f.rows,
      sha256: f.sha256,
    })),
    datapackageUrl: fileUrl(generated, generated.datapackage.name),
    rowApi: rowApiPath(def.id),
    preview: generated.preview,
  };
}
