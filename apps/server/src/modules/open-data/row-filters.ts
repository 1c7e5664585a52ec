/**
 * The row API's filters (GET /api/open/v1/{datasetId}?<column>=<value>): every parameter other than pageNum
 * and pageSize must name one of the dataset's filterable columns; its value is checked against the column's
 * type (integer / number / boolean / text). Errors: 400 naming the parameter, in Chinese.
 */
import { badRequest } from '../../lib/api-error.js';
import type { DatasetDefinition, RowFilters } from './dataset.types.js';

const PAGING = new Set(['pageNum', 'pageSize']);

export function parseRowFilters(def: DatasetDefinition, query: Readonly<Record<string, unknown>>): RowFilters {
  const filters: Record<string, string | number> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (PAGING.has(name)) continue;
    const column = def.filters.includes(name) ? def.columns.find((c) => c.name === name) : undefined;
    if (!column) {
      const allowed = def.filters.length > 0 ? `可用的筛选字段：${def.filters.join('、')}` : '该数据集不支持筛选';
      throw badRequest(name, `不是可筛选的字段（${allowed}）`);
    }
    const value = String(raw);
    if (column.type === 'integer') {
      if (!/^-?\d{1,15}$/.test(value)) throw badRequest(name, '应为整数');
      filters[name] = Number(value);
    } else if (column.type === 'number') {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) throw badRequest(name, '应为数字');
      filters[name] = n;
    } else if (column.type === 'boolean') {
      if (value !== 'true' && value !== 'false') throw badRequest(name, '应为 true 或 false');
      filters[name] = value === 'true' ? 1 : 0;
    } else {
      if (value === '') throw badRequest(name, '不能为空');
      filters[name] = value;
    }
  }
  return filters;
}
