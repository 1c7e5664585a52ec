/**
 * The provenance of a public record (contracts data-source.ts; docs/decisions/data-exchange.md
 * "Provenance"): the latest accepted exchange revision (not a tombstone: a year deleted from a venue leaves the
 * venue's own) of the record among `entities` (e.g. ['venue', 'venueYear'] for a venue page: both are keyed by
 * the venue's organId), as `{updatedAt: 'YYYY-MM-DD' (Asia/Shanghai), system, systemName}`, or null when no
 * filling system pushed it. Read by the detail answers of the venue, facility and build-project modules (one
 * indexed look-up, exchange_revision (entity, portal_id, id), migration 0023).
 *
 * A venueYear revision is not public when it arrives: it waits for a reviewer (docs/decisions/data-exchange.md
 * "Review before public (审核)"). So 'venueYear' counts by its approvals instead: the venue's latest 已审核
 * submission, dated by its reviewed_at (the day the figures went public) and named by its source system. A
 * pending or returned push never moves the line. When a newer push has replaced an approved submission, the
 * approval is no longer on record and the line falls back to the venue's own revisions (older, never newer, than
 * the truth). Detail caches need not watch exchange_revision or venue_year_submission: a revision is only
 * appended with a write to the entity's own tables, and an approval writes venue_year_stat, which they follow.
 */
import type { Kysely, NotNull } from 'kysely';
import { EXCHANGE_SYSTEM_NAMES, EXCHANGE_SYSTEMS, type ExchangeSystem } from '@portal/contracts/data-exchange';
import type { DataSource } from '@portal/contracts/data-source';
import { shanghaiToday } from '../lib/shanghai-time.js';
import { AUDITED_STATUS } from './audited-venue-year.js';
import type { Database } from './database.js';

/** The entity whose revisions become public only when a reviewer approves them (module comment). */
const REVIEWED_ENTITY = 'venueYear';

/** A system's write that is public, with its instant (ISO UTC). */
interface PublicWrite {
  system: string;
  at: string;
}

/** The latest non-tombstone revision of the record among `entities`, or undefined. */
function latestRevision(
  db: Kysely<Database>,
  entities: readonly string[],
  portalId: number,
): Promise<PublicWrite | undefined> {
  return db
    .selectFrom('exchange_revision')
    .select(['system', 'received_at as at'])
    .where('entity', 'in', entities)
    .where('portal_id', '=', portalId)
    .where('deleted', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The venue's latest approved year submission, dated by its approval, or undefined. */
function latestApproval(db: Kysely<Database>, organId: number): Promise<PublicWrite | undefined> {
  return db
    .selectFrom('venue_year_submission')
    .select(['source_system as system', 'reviewed_at as at'])
    .where('organ_id', '=', organId)
    .where('status', '=', AUDITED_STATUS)
    .where('reviewed_at', 'is not', null)
    .$narrowType<{ at: NotNull }>()
    .orderBy('reviewed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** See the module comment. */
export async function dataSourceOf(
  db: Kysely<Database>,
  entities: readonly string[],
  portalId: number,
): Promise<DataSource | null> {
  const direct = entities.filter((entity) => entity !== REVIEWED_ENTITY);
  const [revision, approval] = await Promise.all([
    direct.length > 0 ? latestRevision(db, direct, portalId) : undefined,
    entities.includes(REVIEWED_ENTITY) ? latestApproval(db, portalId) : undefined,
  ]);
  // ISO UTC instants compare as text.
  const row = approval && (!revision || approval.at > revision.at) ? approval : revision;
  if (!row || !EXCHANGE_SYSTEMS.includes(row.system as ExchangeSystem)) return null;
  const system = row.system as ExchangeSystem;
  return { updatedAt: shanghaiToday(new Date(row.at)), system, systemName: EXCHANGE_SYSTEM_NAMES[system] };
}
