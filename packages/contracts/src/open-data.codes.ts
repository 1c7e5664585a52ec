/**
 * Open data (数据开放, docs/decisions/open-data.md): plain values the web and the server share. The licence, the open attribute
 * (开放属性) and the publisher every dataset carries; the file formats with their media types; the column types
 * of a 数据字典 (Frictionless Table Schema's names) with their Chinese names; the keyless row API's limits.
 * Decisions: docs/decisions/open-data.md.
 */

/** Every dataset is published under CC BY 4.0: reuse with attribution (the issue: "state it"). */
export const OPEN_DATA_LICENSE = {
  id: 'CC-BY-4.0',
  title: '知识共享署名 4.0 国际许可协议（CC BY 4.0）',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  text: '可自由复制、分发、改编和商业使用，使用时须注明来源“全民健身场馆信息服务平台”。',
} as const;

/** 开放属性 of every dataset here: no registration, no key, no conditions. */
export const OPEN_ACCESS_LEVEL = '无条件开放';

/** The publisher named in every dataset and the catalogue. */
export const OPEN_DATA_PUBLISHER = '全民健身场馆信息服务平台';

/** File formats, in the order the page lists them. GeoJSON only for datasets with a position. */
export const OPEN_DATA_FORMATS = ['csv', 'xlsx', 'json', 'geojson'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

export const OPEN_DATA_MEDIA_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  geojson: 'application/geo+json',
};

export const OPEN_DATA_FORMAT_NAMES: Record<OpenDataFormat, string> = {
  csv: 'CSV（UTF-8，带 BOM）',
  xlsx: 'Excel（XLSX）',
  json: 'JSON',
  geojson: 'GeoJSON',
};

/** Column types of a 数据字典 (Frictionless Table Schema field types). */
export const COLUMN_TYPES = ['integer', 'number', 'string', 'boolean', 'date'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const COLUMN_TYPE_NAMES: Record<ColumnType, string> = {
  integer: '整数',
  number: '数值',
  string: '文本',
  boolean: '布尔（true/false）',
  date: '日期（YYYY-MM-DD）',
};

/** A dataset id: lower-case letters, digits and hyphens ('venue-open-year-2025'). */
export const DATASET_ID_PATTERN = '^[a-z0-9-]{1,64}$';

/** Rows the dataset page previews. */
export const PREVIEW_ROWS = 10;

/**
 * The keyless row API's limit per client address: a bucket of OPEN_API_BURST requests refilled at
 * OPEN_API_PER_SECOND (answered as a window of OPEN_API_BURST requests per OPEN_API_BURST seconds).
 */
export const OPEN_API_PER_SECOND = 1;
export const OPEN_API_BURST = 10;

/**
 * The row API's limit for a request carrying a valid app key (header OPEN_API_KEY_HEADER), counted per key
 * instead of per address, in the same window (OPEN_API_BURST seconds): 20 req/s with a burst of 200.
 */
export const OPEN_API_KEY_PER_SECOND = 20;
export const OPEN_API_KEY_BURST = 200;
/** The request header carrying an app key (issued by the operator: `npm run open-data-key`). */
export const OPEN_API_KEY_HEADER = 'x-app-key';

/** Longest filter value the row API accepts (characters). */
export const OPEN_FILTER_MAX_LENGTH = 64;
