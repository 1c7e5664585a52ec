/**
 * Tables derived from sport_guider by set-based SQL after its rows are written (standard SQL on both
 * dialects; substr/length count characters on both):
 * - sport_guider_name_gram: every two-character substring of every name, with the row's county, level
 *   and sport (names have at most 6 characters: a compound surname and two given characters at most);
 * - sport_guider_cell: instructors per (county, level, sport), which the list pages and the landing
 *   figures count from (modules/sport-guider/guider-cells.ts).
 * A change to sport_guider outside the seed must run both again.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

const LONGEST_NAME = 6;

export async function rebuildGuiderNameGrams(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('sport_guider_name_gram').execute();
  let written = 0;
  for (let start = 1; start < LONGEST_NAME; start += 1) {
    const result = await sql`insert into sport_guider_name_gram (gram, county_code, level, sport, guider_id)
      select substr(name, ${start}, 2), county_code, level, sport, id from sport_guider
      where length(name) >= ${start + 1}`.execute(db);
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}

export async function rebuildGuiderCells(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('sport_guider_cell').execute();
  const result = await sql`insert into sport_guider_cell (county_code, level, sport, total)
    select county_code, level, sport, count(*) from sport_guider group by county_code, level, sport`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
