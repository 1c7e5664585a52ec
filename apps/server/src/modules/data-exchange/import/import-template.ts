/**
 * The import template of an entity (docs/data-exchange.md "File import"): a CSV, UTF-8 with a BOM (Excel
 * opens the Chinese text), whose first row is the entity's field names (sourceId, validFrom, then the
 * contract's fields, packages/contracts/src/exchange/<entity>.ts) and whose second row is a comment row
 * starting with `#`: each column's Chinese description from the contract, marked 必填 or 选填, with how
 * lists and booleans are written. The import skips `#` rows, so the filled-in template imports as is.
 */
import { csvText } from '../../../lib/csv.js';
import type { TObject } from 'typebox';

/** The columns of `item`'s schema in the contract's order. */
export function templateColumns(item: TObject): string[] {
  return Object.keys(item.properties);
}

/** The Chinese note of one column. */
function noteOf(item: TObject, name: string): string {
  const schema = item.properties[name] as { description?: string; type?: string };
  const required = (item.required ?? []).includes(name) ? '必填' : '选填';
  const hint =
    schema.type === 'boolean' ? '；填 是/否' : schema.type === 'array' ? '；多个用 、 分隔，或填 JSON 数组' : '';
  return `${schema.description ?? name}（${required}${hint}）`;
}

/** The template CSV of an entity's `item` schema. */
export function templateCsv(item: TObject): Promise<string> {
  const columns = templateColumns(item);
  const notes = columns.map((name) => noteOf(item, name));
  notes[0] = `#${notes[0]}`;
  return csvText([columns, notes]);
}
