/**
 * Every write of the back office, each one command of the spine (data/commands.ts runCommand; docs/decisions/
 * content-management.md) with its audit row in the same transaction (db/audit-log.ts: who, when, what, the
 * before/after digests), so an acknowledged save or transition is durable and audited together:
 * - `createItem` / `saveVersion`: a new version (never an update of an old one);
 * - `transition`: a state change guarded by the state it was decided on (a concurrent change loses: 409);
 * - `publishItem`: writes the version to its public table (journalled, so lists, detail, sitemap, search and
 *   caches follow on every instance) and marks the item published; `withdrawItem`: deletes the public row,
 *   marks it gone (410) and the item withdrawn; `publishDueItems`: the scheduled items whose time has come.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { runCommand } from '../../data/commands.js';
import type { RowChanges, TableName } from '../../data/change-log.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import type { CmsItemTable } from '../../db/tables/content-admin.js';
import { ApiError } from '../../lib/api-error.js';
import { ATTACHMENT_OWNER, publicRowDefaults, publicRowValues } from './content-kinds.js';
import type { CmsItemRow, CmsVersionRow } from './content-admin.repository.js';
import { withRunTimeTables } from '../../db/run-time-tables.js';

/** A version's content as saved (body already sanitised). */
export interface VersionInput {
  title: string;
  summary: string;
  source: string;
  body_html: string;
  publish_time: string | null;
  fields: Record<string, string | number>;
  attachments: Array<{ fileName: string; mediaId: number }>;
}

/** Who acts, from where, when. */
export interface Actor {
  userName: string;
  ip: string | undefined;
  now: Date;
}

const ITEM_TABLES: readonly TableName[] = ['cms_item', 'cms_version'];

/** SHA-256 hex of a version's content (the audit's before/after digest). */
export function versionDigest(v: VersionInput): string {
  const canonical = JSON.stringify([
    v.title,
    v.summary,
    v.source,
    v.body_html,
    v.publish_time,
    v.fields,
    v.attachments,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The first 12 hex digits of a digest for the audit detail ('-' for none). */
const short = (digest: string | null | undefined) => (digest ? digest.slice(0, 12) : '-');

async function audit(trx: Kysely<Database>, actor: Actor, action: string, detail: string): Promise<void> {
  await appendAuditLog(trx, { time: actor.now, action, userName: actor.userName, ip: actor.ip, result: 'ok', detail });
}

async function insertVersion(trx: Transaction<Database>, itemId: number, no: number, v: VersionInput, actor: Actor) {
  const digest = versionDigest(v);
  await trx
    .insertInto('cms_version')
    .values({
      item_id: itemId,
      version_no: no,
      title: v.title,
      summary: v.summary,
      source: v.source,
      body_html: v.body_html,
      publish_time: v.publish_time,
      fields_json: JSON.stringify(v.fields),
      attachments_json: JSON.stringify(v.attachments),
      digest,
      created_by: actor.userName,
      created_at: actor.now.toISOString(),
    })
    .execute();
  return digest;
}

/** Creates an item (draft) with its first version; resolves with its id. */
export function createItem(
  db: Kysely<Database>,
  item: { kind: CmsKind; column: string; areaCode: string | null },
  version: VersionInput,
  actor: Actor,
): Promise<number> {
  const now = actor.now.toISOString();
  return runCommand(db, { tables: ITEM_TABLES, at: actor.now }, async (trx) => {
    const { id } = await trx
      .insertInto('cms_item')
      .values({
        kind: item.kind,
        column_code: item.column,
        area_code: item.areaCode,
        status: 'draft',
        stage: 0,
        title: version.title,
        latest_version: 1,
        published_version: null,
        public_id: null,
        scheduled_at: null,
        reason: null,
        check_override: null,
        created_by: actor.userName,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const digest = await insertVersion(trx, id, 1, version, actor);
    await audit(
      trx,
      actor,
      'cms_create',
      `id=${id} kind=${item.kind} column=${item.column} v=1 before=- after=${short(digest)}`,
    );
    return { value: id, rows: [{ table: 'cms_item', upserted: [id] }] };
  });
}

/**
 * Saves a new version of `item` (the item becomes a draft again); 409 when it changed meanwhile.
 * `restoredFrom`: the version it copies (a restore, audited as `cms_restore`).
 */
export function saveVersion(
  db: Kysely<Database>,
  item: CmsItemRow,
  before: CmsVersionRow,
  version: VersionInput,
  actor: Actor,
  restoredFrom?: number,
): Promise<number> {
  const no = item.latest_version + 1;
  return runCommand(db, { tables: ITEM_TABLES, at: actor.now }, async (trx) => {
    const moved = await trx
      .updateTable('cms_item')
      .set({
        latest_version: no,
        title: version.title,
        status: 'draft',
        stage: 0,
        scheduled_at: null,
        check_override: null,
        updated_at: actor.now.toISOString(),
      })
      .where('id', '=', item.id)
      .where('latest_version', '=', item.latest_version)
      .where('status', '=', item.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, '该稿件已被他人修改，请刷新后重试');
    const digest = await insertVersion(trx, item.id, no, version, actor);
    const [action, from] = restoredFrom === undefined ? ['cms_save', ''] : ['cms_restore', ` from=v${restoredFrom}`];
    await audit(
      trx,
      actor,
      action,
      `id=${item.id} v=${no}${from} before=${short(before.digest)} after=${short(digest)}`,
    );
    return { value: no, rows: [{ table: 'cms_item', upserted: [item.id] }] };
  });
}

/** Columns of cms_item a transition sets. */
export type ItemPatch = Partial<Pick<CmsItemTable, 'status' | 'stage' | 'scheduled_at' | 'reason' | 'check_override'>>;

/**
 * Moves `item` to `patch` if it is still in the state it was read in (status, stage, latest version), with
 * the audit row `action`/`detail`; 409 when it moved meanwhile.
 */
export function transition(
  db: Kysely<Database>,
  item: CmsItemRow,
  patch: ItemPatch,
  actor: Actor,
  action: string,
  detail: string,
): Promise<void> {
  return runCommand(db, { tables: ['cms_item'], at: actor.now }, async (trx) => {
    await guardedUpdate(trx, item, { ...patch, updated_at: actor.now.toISOString() });
    await audit(
      trx,
      actor,
      action,
      `id=${item.id} v=${item.latest_version} ${item.status}->${patch.status ?? item.status} ${detail}`,
    );
    return { value: undefined, rows: [{ table: 'cms_item', upserted: [item.id] }] };
  });
}

async function guardedUpdate(trx: Transaction<Database>, item: CmsItemRow, set: Updateable<CmsItemTable>) {
  const moved = await trx
    .updateTable('cms_item')
    .set(set)
    .where('id', '=', item.id)
    .where('status', '=', item.status)
    .where('stage', '=', item.stage)
    .where('latest_version', '=', item.latest_version)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, '该稿件状态已变化，请刷新后重试');
}

/** The public table writes of a publish or withdrawal, as a command's scope. */
const publicTables = (kind: CmsKind): TableName[] => [kind, 'attachment', 'cms_item', 'content_gone'];

/** Writes `version` of `item` to its public table at `publishTime` inside `trx`; resolves with the row id. */
async function writePublicRow(
  trx: Transaction<Database>,
  item: CmsItemRow,
  version: CmsVersionRow,
  publishTime: string,
) {
  const kind = item.kind as CmsKind;
  const values = publicRowValues(
    kind,
    { ...version, fields: JSON.parse(version.fields_json) as Record<string, string | number> },
    publishTime,
  );
  // The kind picks the table, content-kinds.ts the columns.
  const loose = withRunTimeTables(trx);
  let publicId = item.public_id;
  const exists =
    publicId !== null &&
    (await loose.selectFrom(kind).select('id').where('id', '=', publicId).executeTakeFirst()) !== undefined;
  if (exists) {
    await loose.updateTable(kind).set(values).where('id', '=', publicId).execute();
  } else {
    const row = await loose
      .insertInto(kind)
      .values({ ...publicRowDefaults(kind), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    publicId = Number(row.id);
  }
  const owner = ATTACHMENT_OWNER[kind];
  await trx.deleteFrom('attachment').where('owner_type', '=', owner).where('owner_id', '=', publicId!).execute();
  const attachments = JSON.parse(version.attachments_json) as VersionInput['attachments'];
  if (attachments.length > 0)
    await trx
      .insertInto('attachment')
      .values(
        attachments.map((a, sort) => ({
          owner_type: owner,
          owner_id: publicId!,
          file_name: a.fileName,
          media_id: a.mediaId,
          sort,
        })),
      )
      .execute();
  return publicId!;
}

/**
 * Publishes the latest version of `item` now (its wished publish time when given, else now) and records
 * who signed it off (`detail`). `guard`: the item must still be as read (409 otherwise), or, for the
 * scheduled publisher, still scheduled (false when another instance was first).
 */
export function publishItem(
  db: Kysely<Database>,
  item: CmsItemRow,
  version: CmsVersionRow,
  actor: Actor,
  detail: string,
  patch: ItemPatch = {},
): Promise<boolean> {
  const kind = item.kind as CmsKind;
  return runCommand(db, { tables: publicTables(kind), at: actor.now }, async (trx) => {
    const claimed = await trx
      .updateTable('cms_item')
      .set({ status: 'published', stage: 0, scheduled_at: null, ...patch, updated_at: actor.now.toISOString() })
      .where('id', '=', item.id)
      .where('status', '=', item.status)
      .where('stage', '=', item.stage)
      .where('latest_version', '=', item.latest_version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      if (item.status === 'scheduled') return { value: false, changed: false };
      throw new ApiError(409, '该稿件状态已变化，请刷新后重试');
    }
    const publishTime = version.publish_time ?? actor.now.toISOString();
    const publicId = await writePublicRow(trx, item, version, publishTime);
    await trx
      .updateTable('cms_item')
      .set({ public_id: publicId, published_version: version.version_no })
      .where('id', '=', item.id)
      .execute();
    await trx.deleteFrom('content_gone').where('tbl', '=', kind).where('row_id', '=', publicId).execute();
    const before = item.published_version === null ? null : await publishedDigest(trx, item);
    await audit(
      trx,
      actor,
      'cms_publish',
      `id=${item.id} v=${version.version_no} ${kind}#${publicId} before=${short(before)} after=${short(version.digest)} ${detail}`,
    );
    const rows: RowChanges[] = [
      { table: kind, upserted: [publicId] },
      { table: 'cms_item', upserted: [item.id] },
    ];
    return { value: true, rows };
  });
}

async function publishedDigest(trx: Kysely<Database>, item: CmsItemRow): Promise<string | null> {
  if (item.published_version === null) return null;
  const row = await trx
    .selectFrom('cms_version')
    .select('digest')
    .where('item_id', '=', item.id)
    .where('version_no', '=', item.published_version)
    .executeTakeFirst();
  return row?.digest ?? null;
}

/**
 * Withdraws `item` with `reason`: its public row and attachments are deleted and marked gone (the detail
 * answers 410), the item becomes withdrawn. A scheduled item that never went public just stops.
 */
export function withdrawItem(db: Kysely<Database>, item: CmsItemRow, reason: string, actor: Actor): Promise<void> {
  const kind = item.kind as CmsKind;
  return runCommand(db, { tables: publicTables(kind), at: actor.now }, async (trx) => {
    await guardedUpdate(trx, item, {
      status: 'withdrawn',
      stage: 0,
      scheduled_at: null,
      published_version: null,
      reason,
      updated_at: actor.now.toISOString(),
    });
    const rows: RowChanges[] = [{ table: 'cms_item', upserted: [item.id] }];
    const publicId = item.published_version !== null ? item.public_id : null;
    if (publicId !== null) {
      await withRunTimeTables(trx).deleteFrom(kind).where('id', '=', publicId).execute();
      await trx
        .deleteFrom('attachment')
        .where('owner_type', '=', ATTACHMENT_OWNER[kind])
        .where('owner_id', '=', publicId)
        .execute();
      await trx
        .insertInto('content_gone')
        .values({ tbl: kind, row_id: publicId, gone_at: actor.now.toISOString() })
        .onConflict((oc) => oc.columns(['tbl', 'row_id']).doNothing())
        .execute();
      rows.push({ table: kind, deleted: [publicId] });
    }
    const before = await publishedDigest(trx, item);
    await audit(
      trx,
      actor,
      'cms_withdraw',
      `id=${item.id} ${item.status}->withdrawn ${publicId === null ? '' : `${kind}#${publicId} `}before=${short(before)} after=- reason=${reason}`,
    );
    return { value: undefined, rows };
  });
}

/**
 * Publishes every scheduled item whose time (scheduled_at) is at or before `now`; resolves with the ids this
 * call published (an item another instance published first is skipped). Run by the scheduled publisher.
 */
export async function publishDueItems(db: Kysely<Database>, now: Date): Promise<number[]> {
  const due = await db
    .selectFrom('cms_item')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now.toISOString())
    .orderBy('scheduled_at')
    .limit(100)
    .execute();
  const published: number[] = [];
  for (const item of due) {
    const version = await db
      .selectFrom('cms_version')
      .selectAll()
      .where('item_id', '=', item.id)
      .where('version_no', '=', item.latest_version)
      .executeTakeFirstOrThrow();
    const actor = { userName: 'scheduler', ip: undefined, now };
    if (await publishItem(db, item, version, actor, `scheduled=${item.scheduled_at}`)) published.push(item.id);
  }
  return published;
}
