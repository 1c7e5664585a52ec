/**
 * datapackage.json of a dataset (Frictionless Data Package, tabular profile): title, licence, publisher and
 * one resource per file with its bytes and sha256 hash; the CSV resource carries the Table Schema built from
 * the 数据字典 (field name, title, type, description with unit and allowed values).
 */
import { OPEN_DATA_LICENSE, OPEN_DATA_MEDIA_TYPES, OPEN_DATA_PUBLISHER } from '@portal/contracts/open-data.codes';
import type { ColumnDef, DatasetDefinition } from './dataset.types.js';
import type { GeneratedFile } from './manifest.js';

/** The column's description for a schema: its own text, unit and allowed values. */
export function columnDescription(column: ColumnDef): string {
  return [
    column.description,
    column.unit ? `单位：${column.unit}` : undefined,
    column.values ? `取值：${column.values.join('，')}` : undefined,
  ]
    .filter(Boolean)
    .join('。');
}

export function tableSchema(columns: readonly ColumnDef[]) {
  return {
    fields: columns.map((c) => ({
      name: c.name,
      title: c.title,
      type: c.type,
      ...(c.type === 'boolean' ? { trueValues: ['true'], falseValues: ['false'] } : {}),
      description: columnDescription(c),
    })),
    missingValues: [''],
  };
}

export function buildDatapackage(def: DatasetDefinition, files: readonly GeneratedFile[], modified: string) {
  return {
    profile: 'tabular-data-package',
    name: def.id,
    title: def.title,
    description: def.description,
    created: modified,
    licenses: [{ name: OPEN_DATA_LICENSE.id, path: OPEN_DATA_LICENSE.url, title: OPEN_DATA_LICENSE.title }],
    contributors: [{ title: OPEN_DATA_PUBLISHER, role: 'publisher' }],
    resources: files.map((f) => ({
      name: `${def.id}-${f.format}`,
      path: f.name,
      format: f.format,
      mediatype: OPEN_DATA_MEDIA_TYPES[f.format],
      bytes: f.byteSize,
      hash: `sha256:${f.sha256}`,
      ...(f.format === 'csv'
        ? { profile: 'tabular-data-resource', encoding: 'utf-8-sig', schema: tableSchema(def.columns) }
        : {}),
    })),
  };
}
