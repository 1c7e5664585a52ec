/**
 * Counts a batch's refused rows into exchange_rejection_day (migration 0024; docs/decisions/
 * data-exchange.md "Rejections"), inside the batch's command: one upsert per (Beijing day, system, entity,
 * province, field), adding the batch's rows and keeping the latest reason. Only the field, the reason and
 * the province are kept, never the refused values (they may hold personal data).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';

/** One refused row: its province ('' when unknown), field and Chinese reason. */
export interface Refusal {
  provinceCode: string;
  field: string;
  reason: string;
}

/** See the module comment. Does nothing for an empty list. */
export async function countRejections(
  trx: Transaction<Database>,
  batch: { system: string; entity: string; now: Date },
  refusals: readonly Refusal[],
): Promise<void> {
  const day = shanghaiToday(batch.now);
  const groups = new Map<string, { province_code: string; field: string; row_count: number; last_reason: string }>();
  for (const r of refusals) {
    const key = `${r.provinceCode}\u0000${r.field}`;
    const group = groups.get(key) ?? { province_code: r.provinceCode, field: r.field, row_count: 0, last_reason: '' };
    group.row_count += 1;
    group.last_reason = r.reason;
    groups.set(key, group);
  }
  for (const group of groups.values())
    await trx
      .insertInto('exchange_rejection_day')
      .values({ day, system: batch.system, entity: batch.entity, ...group })
      .onConflict((oc) =>
        oc.columns(['day', 'system', 'entity', 'province_code', 'field']).doUpdateSet({
          row_count: sql`exchange_rejection_day.row_count + excluded.row_count`,
          last_reason: sql`excluded.last_reason`,
        }),
      )
      .execute();
}
