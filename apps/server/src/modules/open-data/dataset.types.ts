/**
 * Datasets as code (docs/decisions/open-data.md): what one open dataset declares. The generator
 * (./generate-files.ts) streams `rows` once into every file format and the row API's index (./row-index.ts);
 * the row API (./open-data.routes.ts) pages through the generated JSON file, so the files and the API show
 * the same rows.
 */
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { ColumnType } from '@portal/contracts/open-data.codes';
import type { Database } from '../../db/database.js';

/** One column of the 数据字典: `name` is the file header and the row key. */
export interface ColumnDef {
  name: string;
  /** 中文含义. */
  title: string;
  type: ColumnType;
  unit?: string;
  /** Allowed values as 'code：meaning' (or the plain values). */
  values?: string[];
  description?: string;
}

/** Exact-match filters of the row API: column name -> its value, already checked against the column type. */
export type RowFilters = Readonly<Record<string, string | number>>;

/** The tables a dataset reads: a change to one of them regenerates its files (`regenerate(tables)`). */
export type SourceTable = keyof Database;

export interface DatasetDefinition {
  /** Stable id, also the files' folder ('venue-open-year-2025'). */
  id: string;
  title: string;
  description: string;
  /** The series of a yearly dataset ('venue-open-year'); null for a single dataset. */
  series: string | null;
  theme: string;
  /** 更新频率 as published. */
  updateFrequency: string;
  /** dct:temporal as 'YYYY-MM-DD/YYYY-MM-DD' or null when the rows have no time. */
  temporal: string | null;
  spatial: string;
  tables: readonly SourceTable[];
  columns: readonly ColumnDef[];
  /** The row's longitude/latitude columns: the dataset gets a GeoJSON file. */
  position: { lng: string; lat: string } | null;
  /** Columns the row API filters on (exact match on the published value; indexed with the files, ./row-index.ts). */
  filters: readonly string[];
  /** Every row, in a stable order, read in batches (never the whole table in memory). */
  rows(db: Kysely<Database>): AsyncIterable<DatasetRow>;
}

/** What every national dataset outside a yearly series shares: no series, rows without a period, all of China. */
export const NATIONAL_DATASET = { series: null, temporal: null, spatial: '全国' } as const satisfies Pick<
  DatasetDefinition,
  'series' | 'temporal' | 'spatial'
>;
