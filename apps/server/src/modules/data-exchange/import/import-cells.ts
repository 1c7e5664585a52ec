/**
 * Turns a file row's text cells into an exchange item by the entity's contract schema (docs/data-exchange.md
 * "File import"): integers and numbers from decimal text, booleans from 是/否, true/false, 1/0, lists from
 * text split on 、 ; ； | (or a JSON array), objects and lists of objects from JSON; a literal union of
 * numbers (organType) from its number. A cell that does not read as its type is passed on as text, so the
 * push API's own per-row check (../item-check.ts) rejects it naming the column. Blank cells are omitted.
 */
import type { TObject, TSchema } from 'typebox';

const TRUE = new Set(['是', 'true', 'TRUE', 'True', '1', 'Y', 'y']);
const FALSE = new Set(['否', 'false', 'FALSE', 'False', '0', 'N', 'n']);
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

type Schema = TSchema & {
  type?: string;
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
};

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `text` read as `schema`'s type, or `text` itself when it does not read. */
export function cellValue(schema: Schema, text: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return NUMBER.test(text) ? Number(text) : text;
  if (schema.type === 'boolean') return TRUE.has(text) ? true : FALSE.has(text) ? false : text;
  if (schema.type === 'object') return json(text);
  if (schema.type === 'array') {
    if (text.startsWith('[')) return json(text);
    const items = schema.items;
    if (items?.type === 'object') return json(text);
    return text
      .split(/[、;；|]/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => (items ? cellValue(items, part) : part));
  }
  if (schema.anyOf && schema.anyOf.length > 0 && schema.anyOf.every((s) => typeof s.const === 'number'))
    return NUMBER.test(text) ? Number(text) : text;
  return text;
}

/** The item of a row's `cells` by the contract's `item` schema (unknown cells are dropped). */
export function itemOfCells(item: TObject, cells: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(cells)) {
    const schema = item.properties[name] as Schema | undefined;
    if (schema) out[name] = cellValue(schema, text);
  }
  return out;
}

/** The cell text of a rejected field (`schedule.0.date` -> the `schedule` cell), '' when the row has none. */
export function cellOfField(item: Readonly<Record<string, unknown>>, field: string | undefined): string {
  const name = (field ?? '').split('.')[0] ?? '';
  const value = item[name];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
