/**
 * The audit export's CSV (docs/content-management-api.md "Audit"): UTF-8 with a byte-order mark (so Excel
 * opens the Chinese text), RFC 4180 quoting by @fast-csv/format, a Chinese header row, and a cell that
 * starts with = + - @ or a tab/CR prefixed by an apostrophe so a spreadsheet shows it as text, never runs
 * it as a formula (OWASP "CSV injection": a user name is typed by whoever tries to log in).
 */
import { format } from '@fast-csv/format';
import { neutralizeFormula } from '../../lib/csv.js';
import type { AuditLogRow } from './audit-search.repository.js';

export { neutralizeFormula };

const HEADERS = ['编号', '时间', '动作', '操作人', '来源地址', '结果', '详情'];

/** The CSV text of `rows` (header first). */
export function auditCsv(rows: readonly AuditLogRow[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const csv = format({ headers: HEADERS, writeBOM: true, alwaysWriteHeaders: true });
    const chunks: Buffer[] = [];
    csv.on('data', (chunk: Buffer) => chunks.push(chunk));
    csv.on('error', reject);
    csv.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    for (const r of rows)
      csv.write([String(r.id), r.time, r.action, r.user_name, r.ip, r.result, r.detail].map(neutralizeFormula));
    csv.end();
  });
}
