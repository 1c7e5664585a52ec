/**
 * Deleting video address blocks (spec §7; docs/decisions/public-experience.md "Deleting video address blocks"): the
 * venue video entries `ids` leave the lists and details of every instance (one command over venue_video), for an
 * agency account whose feedback scope (modules/area/agency-scope.ts: all, an area, or named venues) holds every
 * entry's venue. Every attempt is in the audit log, refused ones too.
 * Errors (ApiError): 403 for a public session or an entry outside the scope; 404 naming `ids` for an unknown id.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { runSimpleCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import { ApiError } from '../../lib/api-error.js';
import { loadAccountScope, scopeHolds } from '../area/agency-scope.js';
import type { RequestSession } from '../../types.js';

/** Deletes the entries `ids` for `session` (module comment); resolves with the ids removed, ascending. */
export async function deleteVideoBlocks(
  db: Kysely<Database>,
  session: RequestSession,
  ids: readonly number[],
  audit: { time: Date; ip: string },
): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const record = (result: string, detail: string) =>
    appendAuditLog(db, { ...audit, action: 'venue_video_delete', userName: session.userName, result, detail });
  const entries = await db
    .selectFrom('venue_video as vv')
    .innerJoin('venue as v', 'v.organ_id', 'vv.organ_id')
    .select(['vv.id', 'vv.organ_id', 'v.province_code', 'v.city_code', 'v.county_code'])
    .where('vv.id', 'in', wanted)
    .execute();
  const missing = wanted.filter((id) => !entries.some((e) => e.id === id));
  if (missing.length > 0) {
    await record('refused', `ids=${wanted.join(',')} missing=${missing.join(',')}`);
    throw new ApiError(404, `ids：视频 ${missing.join('、')} 不存在或已删除`);
  }
  const scope = await loadAccountScope(db, session.accountId, 'feedback');
  const outside = entries.filter((e) => !scopeHolds(scope, e)).map((e) => e.id);
  if (outside.length > 0) {
    await record('refused', `ids=${wanted.join(',')} outside=${outside.join(',')}`);
    throw new ApiError(403, `无权删除视频 ${outside.join('、')}：不属于本账号负责的场馆`);
  }
  await runSimpleCommand(db, { tables: ['venue_video'] }, (trx) =>
    trx.deleteFrom('venue_video').where('id', 'in', wanted).execute(),
  );
  await record('ok', `ids=${wanted.join(',')} venues=${[...new Set(entries.map((e) => e.organ_id))].join(',')}`);
  return wanted;
}
