/**
 * The structured search terms of the kinds answered from their tables (docs/decisions/site-search.md
 * "National size"; table site_search_term, migration 0020): per item, `n:` + every two-character substring
 * of its lower-cased name, `k:` + its kind (a facility's kind code), `s:` + each sport offered, `d:` + each
 * division code of its place.
 *
 * - itemTerms: the terms of one item (pure);
 * - writeFacilityTerms: replaces the terms of some facilities from their rows (facility, map_point,
 *   facility_field), inside the command that wrote them (modules/data-exchange/entities/facility.entity.ts),
 *   so a pushed facility is searchable on every instance as soon as the command commits. Absent ids lose
 *   their terms (a deleted facility). The seed writes the same rows in its own pass
 *   (seed/facility/seed-facilities.ts).
 * Errors: a database error rejects (the caller's transaction rolls back).
 */
import type { Kysely } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import type { Database } from './database.js';

/** Term prefixes: name gram, sport, division code, the item's own kind (a facility's kind code). */
export const TERM = { gram: 'n:', sport: 's:', division: 'd:', kind: 'k:' } as const;

/** Ids per statement (below every driver's parameter limit). */
const ID_CHUNK = 500;

/** Every distinct two-character substring of `text` lower-cased (a one-character text: none). */
export function nameGrams(text: string): string[] {
  const chars = [...text.toLowerCase()];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The terms of one item: its name's grams, its kind, its sports, its place's division codes (module comment). */
export function itemTerms(
  name: string,
  kind: string,
  sports: Iterable<string>,
  divisionCodes: Iterable<string>,
): string[] {
  const terms = new Set<string>(nameGrams(name).map((g) => TERM.gram + g));
  if (kind) terms.add(TERM.kind + kind);
  for (const sport of sports) if (sport) terms.add(TERM.sport + sport);
  for (const code of divisionCodes) if (code) terms.add(TERM.division + code);
  return [...terms];
}

/** Replaces the terms of the facilities `ids` (module comment); resolves with the rows written. */
export async function writeFacilityTerms(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const only = ids.slice(i, i + ID_CHUNK);
    await db.deleteFrom('site_search_term').where('kind', '=', 'facility').where('id', 'in', only).execute();
    const [rows, fields] = await Promise.all([
      db
        .selectFrom('facility as f')
        .innerJoin('map_point as p', 'p.id', 'f.id')
        .select(['f.id', 'f.kind', 'p.name', 'f.province_code', 'f.city_code', 'f.county_code'])
        .where('f.id', 'in', only)
        .execute(),
      db.selectFrom('facility_field').select(['facility_id', 'sport']).where('facility_id', 'in', only).execute(),
    ]);
    const sportsOf = new Map<number, string[]>();
    for (const field of fields) {
      const id = Number(field.facility_id);
      sportsOf.set(id, [...(sportsOf.get(id) ?? []), field.sport]);
    }
    const values = rows.flatMap((r) =>
      itemTerms(r.name, r.kind, sportsOf.get(Number(r.id)) ?? [], [r.province_code, r.city_code, r.county_code]).map(
        (term) => ({ kind: 'facility' satisfies SiteSearchKind, term, id: Number(r.id) }),
      ),
    );
    for (let at = 0; at < values.length; at += 3 * ID_CHUNK) {
      await db
        .insertInto('site_search_term')
        .values(values.slice(at, at + 3 * ID_CHUNK))
        .execute();
    }
    written += values.length;
  }
  return written;
}
