/**
 * The provenance of a public record (contracts data-source.ts; docs/decisions/data-exchange.md
 * "Provenance"): the latest accepted exchange revision (not a tombstone: a year deleted from a venue leaves the venue's own) of the record among `entities`
 * (e.g. ['venue', 'venueYear'] for a venue page: both are keyed by the venue's organId), as
 * `{updatedAt: 'YYYY-MM-DD' (received day, Asia/Shanghai), system, systemName}`, or null when no filling
 * system pushed it. Read by the detail answers of the venue, facility and build-project modules (one
 * indexed look-up, exchange_revision (entity, portal_id, id), migration 0023). Detail caches need not
 * watch exchange_revision: a revision is only appended with a write to the entity's own tables (a venueYear's
 * to its submission awaiting review; the venue page's line follows when the approval writes venue_year_stat,
 * docs/decisions/data-exchange.md "Review before public (审核)").
 */
import type { Kysely } from 'kysely';
import { EXCHANGE_SYSTEM_NAMES, EXCHANGE_SYSTEMS, type ExchangeSystem } from '@portal/contracts/data-exchange';
import type { DataSource } from '@portal/contracts/data-source';
import { shanghaiToday } from '../lib/shanghai-time.js';
import type { Database } from './database.js';

/** See the module comment. */
export async function dataSourceOf(
  db: Kysely<Database>,
  entities: readonly string[],
  portalId: number,
): Promise<DataSource | null> {
  const row = await db
    .selectFrom('exchange_revision')
    .select(['system', 'received_at'])
    .where('entity', 'in', entities)
    .where('portal_id', '=', portalId)
    .where('deleted', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || !EXCHANGE_SYSTEMS.includes(row.system as ExchangeSystem)) return null;
  const system = row.system as ExchangeSystem;
  return { updatedAt: shanghaiToday(new Date(row.received_at)), system, systemName: EXCHANGE_SYSTEM_NAMES[system] };
}
