/**
 * CSV files the back office hands out (audit export, the exchange import's template and error file): UTF-8
 * with a byte-order mark (so Excel opens the Chinese text), RFC 4180 quoting by @fast-csv/format, and a
 * cell that starts with = + - @ or a tab/CR prefixed by an apostrophe so a spreadsheet shows it as text,
 * never runs it as a formula (OWASP "CSV injection").
 */
import { format } from '@fast-csv/format';

/** `value` safe to open in a spreadsheet. */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV text (BOM first) of `rows`, the first row being the header; every cell neutralised. */
export function csvText(rows: readonly (readonly string[])[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const csv = format({ writeBOM: true });
    const chunks: Buffer[] = [];
    csv.on('data', (chunk: Buffer) => chunks.push(chunk));
    csv.on('error', reject);
    csv.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    for (const row of rows) csv.write(row.map(neutralizeFormula));
    csv.end();
  });
}
