/**
 * Venue-year submissions awaiting review (docs/decisions/data-exchange.md "Review before public (审核)"), so the
 * back-office page 数据交换/年度数据审核 has work at every scale: for Beijing, Zhejiang and Guangdong, the
 * first SUBMISSIONS_PER_PROVINCE venues (organ_id order) with 2025 figures get a corrected 2025 (open days
 * +3 up to 366, two more events, one more training) pushed 1-12 days before the seeding day; the first of
 * each province was returned (退回修改) with a reason. Read back from the seeded venue_year_stat rows.
 */
import type { Insertable, Kysely } from 'kysely';
import { venueYearEntity } from '@portal/contracts/exchange/venue-year';
import type { Database } from '../../db/database.js';
import type { VenueYearSubmissionTable } from '../../db/tables/programme.js';
import { insertRows } from '../insert-rows.js';

const PROVINCES = ['110000', '330000', '440000'] as const;
const SUBMISSIONS_PER_PROVINCE = 4;
const YEAR = 2025;
const DAY_MS = 86_400_000;
const RETURN_REASON = '赛事活动次数与已发布的赛事记录不一致，请核对后重新填报';

/** Writes the submissions; resolves with the rows written. */
export async function seedYearSubmissions(db: Kysely<Database>, now: Date): Promise<number> {
  const rows: Insertable<VenueYearSubmissionTable>[] = [];
  for (const province of PROVINCES) {
    const stats = await db
      .selectFrom('venue_year_stat as s')
      .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
      .selectAll('s')
      .where('v.province_code', '=', province)
      .where('s.year', '=', YEAR)
      .orderBy('s.organ_id')
      .limit(SUBMISSIONS_PER_PROVINCE)
      .execute();
    stats.forEach((s, i) => {
      const submitted = new Date(now.getTime() - (1 + ((s.organ_id * 7 + i) % 12)) * DAY_MS);
      const returned = i === 0;
      const { organ_id, year, audited_at: _audited, ...figures } = s;
      rows.push({
        organ_id,
        year,
        source_system: venueYearEntity.system,
        source_id: `seed-vy-${organ_id}-${year}`,
        figures: JSON.stringify({
          ...figures,
          open_days: Math.min(366, Number(s.open_days) + 3),
          events_held: Number(s.events_held) + 2,
          trainings_held: Number(s.trainings_held) + 1,
          filled_at: submitted.toISOString(),
        }),
        status: returned ? '退回修改' : '已填报',
        submitted_at: submitted.toISOString(),
        reviewed_at: returned ? new Date(submitted.getTime() + DAY_MS / 2).toISOString() : null,
        reviewer: returned ? '体育局群众体育处' : null,
        return_reason: returned ? RETURN_REASON : null,
      });
    });
  }
  return rows.length === 0 ? 0 : insertRows(db, 'venue_year_submission', rows);
}
