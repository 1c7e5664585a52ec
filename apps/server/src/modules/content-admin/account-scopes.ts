/**
 * An agency account's review scopes (职责范围; rows of `feedback_scope`, modules/area/agency-scope.ts) as the
 * site admin keeps them (account-scopes.routes.ts): the rows of every section with their area's or venue's
 * name, the input check (kinds per section, current GB/T 2260 divisions, existing venues, 'all' alone), and
 * the replacing command: one spine command (data/commands.ts) over `feedback_scope` with its audit row
 * `account_scopes` (section, rows before and after as codes and ids, never a name) in the same transaction.
 * The inboxes read the rows per request (loadAccountScope), so a change holds at the account's next request.
 */
import type { Kysely } from 'kysely';
import type { AdminAccountScopes, ScopeRowInput } from '@portal/contracts/account-scopes';
import { SCOPE_KINDS_OF, SCOPE_SECTIONS, type ScopeSection } from '@portal/contracts/account-scopes.codes';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/api-error.js';
import { accountScopeRows } from '../area/agency-scope.js';
import { areaNameOf, loadDivisions, type DivisionMap } from '../area/divisions.js';
import type { Actor } from './content-admin.commands.js';

const AREA_CODE = /^\d{6}$/;

/** A row's key: its sort order, what makes two rows the same, and the audit's words for it. */
const keyOf = (row: ScopeRowInput): string =>
  row.kind === 'all' ? 'all' : row.kind === 'area' ? `area:${row.areaCode}` : `venue:${row.organId}`;

/** Rows without repeats, sorted by key, with the fields their kind does not use set to null. */
export function normaliseScopeRows(rows: readonly ScopeRowInput[]): ScopeRowInput[] {
  const unique = new Map<string, ScopeRowInput>();
  for (const row of rows)
    unique.set(keyOf(row), {
      kind: row.kind,
      areaCode: row.kind === 'area' ? row.areaCode : null,
      organId: row.kind === 'venue' ? row.organId : null,
    });
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** The audit's words for a list of rows: their keys joined by commas, or `-` for none (codes and ids only). */
const rowsText = (rows: readonly ScopeRowInput[]): string => (rows.length === 0 ? '-' : rows.map(keyOf).join(','));

/** The full place name of division `code` ('北京市东城区'), from the province and city codes it starts with. */
function divisionName(divisions: DivisionMap, code: string): string {
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return (
    areaNameOf(divisions, province, code === province ? '' : city, code.endsWith('00') ? '' : code) ||
    `行政区划 ${code}`
  );
}

/** The stored rows of account `accountId` in `section`, normalised. */
async function rowsOf(db: Kysely<Database>, accountId: number, section: ScopeSection): Promise<ScopeRowInput[]> {
  const rows = await accountScopeRows(db, accountId, section);
  return normaliseScopeRows(
    rows.map((r) => ({ kind: r.kind as ScopeRowInput['kind'], areaCode: r.area_code, organId: r.organ_id })),
  );
}

/**
 * Every section's rows of account `accountId` (SCOPE_SECTIONS order), each with its name: the division's
 * full place name, the venue's name ('场馆 N' for a venue that is gone), '全部' for all.
 */
export async function accountScopes(db: Kysely<Database>, accountId: number): Promise<AdminAccountScopes> {
  const divisions = await loadDivisions(db);
  const bySection = await Promise.all(SCOPE_SECTIONS.map((section) => rowsOf(db, accountId, section)));
  const organIds = [...new Set(bySection.flat().flatMap((r) => (r.organId === null ? [] : [r.organId])))];
  const venues =
    organIds.length === 0
      ? []
      : await db.selectFrom('venue').select(['organ_id', 'name']).where('organ_id', 'in', organIds).execute();
  const venueName = new Map(venues.map((v) => [v.organ_id, v.name]));
  const nameOf = (row: ScopeRowInput) =>
    row.kind === 'all'
      ? '全部'
      : row.kind === 'area'
        ? divisionName(divisions, row.areaCode ?? '')
        : (venueName.get(row.organId ?? 0) ?? `场馆 ${row.organId}`);
  return {
    accountId,
    sections: SCOPE_SECTIONS.map((section, i) => ({
      section,
      rows: bySection[i]!.map((row) => ({ ...row, name: nameOf(row) })),
    })),
  };
}

/**
 * Checks `rows` for `section`; throws 400 naming the first bad field `rows.N.kind` (a kind the section does
 * not take; 'all' beside other rows), `rows.N.areaCode` (missing, or not a current division of the
 * `division` table) or `rows.N.organId` (missing, or no such venue).
 */
export async function checkScopeRows(
  db: Kysely<Database>,
  section: ScopeSection,
  rows: readonly ScopeRowInput[],
): Promise<void> {
  const divisions = await loadDivisions(db);
  const organIds = [...new Set(rows.flatMap((r) => (r.kind === 'venue' && r.organId !== null ? [r.organId] : [])))];
  const venues = new Set(
    organIds.length === 0
      ? []
      : (await db.selectFrom('venue').select('organ_id').where('organ_id', 'in', organIds).execute()).map(
          (v) => v.organ_id,
        ),
  );
  for (const [i, row] of rows.entries()) {
    if (!SCOPE_KINDS_OF[section].includes(row.kind))
      throw badRequest(`rows.${i}.kind`, '该业务不能按场馆划分，请选择全部或按地区');
    if (row.kind === 'all' && rows.some((other) => other.kind !== 'all'))
      throw badRequest(`rows.${i}.kind`, '“全部”已包含所有案件，不能再与地区或场馆同时设置');
    if (row.kind === 'area' && (row.areaCode === null || !AREA_CODE.test(row.areaCode) || !divisions.has(row.areaCode)))
      throw badRequest(`rows.${i}.areaCode`, '不是现行有效的行政区划代码（GB/T 2260）');
    if (row.kind === 'venue' && (row.organId === null || !venues.has(row.organId)))
      throw badRequest(`rows.${i}.organId`, '场馆不存在');
  }
}

/**
 * Replaces account `target`'s rows of `section` by `rows` (already checked), audited `account_scopes` with
 * the rows before and after (`all`, `area:110000`, `venue:9101`). Resolves false when the rows are the same
 * (no write, no version bump, no audit row).
 */
export function replaceScopes(
  db: Kysely<Database>,
  target: { id: number; userName: string },
  section: ScopeSection,
  rows: readonly ScopeRowInput[],
  actor: Actor,
): Promise<boolean> {
  const after = normaliseScopeRows(rows);
  return runCommand(db, { tables: ['feedback_scope'], at: actor.now }, async (trx) => {
    const before = await rowsOf(trx, target.id, section);
    if (rowsText(before) === rowsText(after)) return { value: false, changed: false };
    await trx.deleteFrom('feedback_scope').where('account_id', '=', target.id).where('section', '=', section).execute();
    if (after.length > 0)
      await trx
        .insertInto('feedback_scope')
        .values(
          after.map((r) => ({
            account_id: target.id,
            section,
            kind: r.kind,
            area_code: r.areaCode,
            organ_id: r.organId,
          })),
        )
        .execute();
    await appendAuditLog(trx, {
      time: actor.now,
      action: 'account_scopes',
      userName: actor.userName,
      ip: actor.ip,
      result: 'ok',
      detail:
        `account=${target.id} user=${target.userName} section=${section} ` +
        `before=${rowsText(before)} after=${rowsText(after)}`,
    });
    return { value: true };
  });
}
