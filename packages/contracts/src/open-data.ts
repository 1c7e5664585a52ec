/**
 * Open data (数据开放, docs/decisions/open-data.md): the dataset list and detail the /opendata pages read
 * (GET /api/open/v1/datasets, GET /api/open/v1/datasets/{datasetId}) and the keyless row API
 * (GET /api/open/v1/{datasetId}?<column>=<value>&pageNum&pageSize). Codes: open-data.codes.ts.
 * Sizes are bytes, times ISO UTC, checksums SHA-256 hex.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import {
  COLUMN_TYPES,
  DATASET_ID_PATTERN,
  OPEN_API_KEY_HEADER,
  OPEN_DATA_FORMATS,
  OPEN_FILTER_MAX_LENGTH,
} from './open-data.codes.js';
import { Page, PageQuery } from './paging.js';

export const DatasetId = Type.String({
  pattern: DATASET_ID_PATTERN,
  description: '数据集标识，如 venue-open-year-2025',
});

export const DatasetParams = Type.Object({ datasetId: DatasetId });
export type DatasetParams = Static<typeof DatasetParams>;

/** One column of the 数据字典. */
export const DatasetColumn = Type.Object({
  name: Type.String({ description: '字段名（文件表头）' }),
  title: Type.String({ description: '中文含义' }),
  type: literalUnion(COLUMN_TYPES, { description: '类型' }),
  unit: Type.Optional(Type.String({ description: '单位' })),
  values: Type.Optional(Type.Array(Type.String(), { description: '取值范围（代码：含义）' })),
  description: Type.Optional(Type.String({ description: '说明' })),
  filterable: Type.Boolean({ description: '可在行接口中按此字段筛选' }),
});
export type DatasetColumn = Static<typeof DatasetColumn>;

/** One downloadable file of a dataset. */
export const DatasetFile = Type.Object({
  format: literalUnion(OPEN_DATA_FORMATS),
  mediaType: Type.String(),
  url: Type.String({ description: '站内路径' }),
  byteSize: Type.Integer({ minimum: 0 }),
  rows: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ description: 'SHA-256（十六进制）' }),
});
export type DatasetFile = Static<typeof DatasetFile>;

/** A dataset as the catalogue lists it. */
export const DatasetSummary = Type.Object({
  id: DatasetId,
  title: Type.String(),
  description: Type.String(),
  /** The series a yearly dataset belongs to ('venue-open-year'), null otherwise. */
  series: Type.Union([Type.String(), Type.Null()]),
  theme: Type.String({ description: '主题' }),
  updateFrequency: Type.String({ description: '更新频率' }),
  modified: Type.String({ description: '最近更新（文件生成时间）' }),
  rows: Type.Integer({ minimum: 0 }),
  temporal: Type.Union([Type.String(), Type.Null()], { description: '时间范围' }),
  spatial: Type.String({ description: '空间范围' }),
  hasPosition: Type.Boolean(),
});
export type DatasetSummary = Static<typeof DatasetSummary>;

export const CellValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export const DatasetRow = Type.Record(Type.String(), CellValue);
export type DatasetRow = Static<typeof DatasetRow>;

/** A dataset's page: the summary, its 数据字典, attributes, files and the first rows. */
export const DatasetDetail = Type.Evaluate(
  Type.Intersect([
    DatasetSummary,
    Type.Object({
      accessLevel: Type.String({ description: '开放属性' }),
      publisher: Type.String(),
      license: Type.Object({ id: Type.String(), title: Type.String(), url: Type.String(), text: Type.String() }),
      columns: Type.Array(DatasetColumn),
      files: Type.Array(DatasetFile),
      datapackageUrl: Type.String(),
      rowApi: Type.Union([Type.String(), Type.Null()], { description: '行接口路径，null 表示仅提供文件' }),
      preview: Type.Array(DatasetRow),
    }),
  ]),
);
export type DatasetDetail = Static<typeof DatasetDetail>;

/** The catalogue: every dataset, newest yearly first; generating: files still being written at start-up. */
export const DatasetCatalogue = Type.Object({
  datasets: Type.Array(DatasetSummary),
  generating: Type.Boolean(),
  catalogUrl: Type.String(),
});
export type DatasetCatalogue = Static<typeof DatasetCatalogue>;

/**
 * Query of the row API: paging, plus one optional exact-match filter per filterable column
 * (`provinceCode=330000`, `organType=1`); any other parameter is refused with 400.
 */
/** Headers of the row API: the optional app key for the higher limit (open-data.codes.ts OPEN_API_KEY_HEADER). */
export const OpenRowsHeaders = Type.Object({
  [OPEN_API_KEY_HEADER]: Type.Optional(Type.String({ description: '可选的应用密钥（更高限额）' })),
});
export type OpenRowsHeaders = Static<typeof OpenRowsHeaders>;

export const OpenRowsQuery = Type.Evaluate(Type.Intersect([PageQuery]), {
  additionalProperties: Type.String({ maxLength: OPEN_FILTER_MAX_LENGTH }),
});
export type OpenRowsQuery = Static<typeof OpenRowsQuery> & Record<string, string | number>;

export const OpenRowsPage = Page(DatasetRow);
