/**
 * The error file of an import (docs/data-exchange.md "File import"): CSV, UTF-8 with a BOM, header 行号, 列,
 * 值, 原因, one line per rejected row in file order (lib/csv.ts: formula-like cells neutralised).
 */
import type { ImportRow } from '@portal/contracts/exchange-import';
import { csvText } from '../../../lib/csv.js';

/** The CSV text of the rejected `rows`. */
export function importErrorsCsv(rows: readonly ImportRow[]): Promise<string> {
  return csvText([
    ['行号', '列', '值', '原因'],
    ...rows.map((r) => [String(r.rowNo), r.field ?? '', r.value ?? '', r.reason ?? '']),
  ]);
}
