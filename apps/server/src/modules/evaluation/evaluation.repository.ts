/**
 * Comprehensive evaluations of venues' free/low-fee opening (综合评价; spec §2 /main/evaluation,
 * §7 "a list of comprehensive evaluations"): the evaluated years, a filtered and sorted page of one
 * year's results joined with the venue and its division names, and per-province aggregates.
 *
 * The search and the summary share one filter (`filtered`), so the summary's counts always equal the
 * totals of the matching searches. Ties are broken by organ_id so pages never overlap.
 */
import type { Kysely } from 'kysely';
import type { EvaluationSearchQuery } from '@portal/contracts/evaluation';
import { EVALUATION_GRADES, type EvaluationGrade } from '@portal/contracts/evaluation.codes';
import type { Database } from '../../db/database.js';
import { divisionLevelOf } from '../../lib/division-codes.js';
import { substringMatch } from '../../db/substring-match.js';

/** Filters of the search and summary; `year` is already resolved (see latestEvaluatedYear). */
export interface EvaluationFilter {
  year: number;
  areaCode?: string;
  organType?: number;
  grade?: EvaluationGrade;
  keyword?: string;
}

export interface EvaluationRow {
  organ_id: number;
  name: string;
  organ_type: number;
  is_large: number;
  province_code: string;
  year: number;
  score: number;
  grade: string;
  province_rank: number;
  province_name: string | null;
  city_name: string | null;
  county_name: string | null;
}

/** Per-province aggregate of one year (grade counts keyed like the contract). */
export interface ProvinceAggregateRow {
  province_code: string;
  province_name: string | null;
  venue_count: number;
  score_sum: number;
  grades: Record<EvaluationGrade, number>;
}

/** Years with at least one evaluation, newest first. */
export async function listEvaluatedYears(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('venue_evaluation').select('year').distinct().orderBy('year', 'desc').execute();
  return rows.map((r) => r.year);
}

/** The newest evaluated year, or undefined when nothing has been evaluated. */
export async function latestEvaluatedYear(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('venue_evaluation')
    .select((eb) => eb.fn.max('year').as('year'))
    .executeTakeFirst();
  return row?.year ?? undefined;
}

function filtered(db: Kysely<Database>, filter: EvaluationFilter) {
  let qb = db
    .selectFrom('venue_evaluation as e')
    .innerJoin('venue as v', 'v.organ_id', 'e.organ_id')
    .leftJoin('division as p', 'p.code', 'v.province_code')
    .where('e.year', '=', filter.year);
  if (filter.areaCode !== undefined) {
    const level = divisionLevelOf(filter.areaCode);
    const column = level === 'province' ? 'v.province_code' : level === 'city' ? 'v.city_code' : 'v.county_code';
    qb = qb.where(column, '=', filter.areaCode);
  }
  if (filter.organType !== undefined) qb = qb.where('v.organ_type', '=', filter.organType);
  if (filter.grade !== undefined) qb = qb.where('e.grade', '=', filter.grade);
  const keyword = filter.keyword?.trim();
  if (keyword) qb = qb.where(substringMatch(['v.name'], keyword));
  return qb;
}

type Sort = Required<Pick<EvaluationSearchQuery, 'orderBy' | 'order'>>;

/** One page of a year's results in the requested order, and the total matching. */
export async function searchEvaluations(
  db: Kysely<Database>,
  filter: EvaluationFilter,
  sort: Sort,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: EvaluationRow[]; total: number }> {
  const base = filtered(db, filter);
  let ordered = base
    .leftJoin('division as c', 'c.code', 'v.city_code')
    .leftJoin('division as k', 'k.code', 'v.county_code')
    .select([
      'v.organ_id',
      'v.name',
      'v.organ_type',
      'v.is_large',
      'v.province_code',
      'e.year',
      'e.score',
      'e.grade',
      'e.province_rank',
      'p.name as province_name',
      'c.name as city_name',
      'k.name as county_name',
    ]);
  if (sort.orderBy === 'score') ordered = ordered.orderBy('e.score', sort.order);
  else if (sort.orderBy === 'provinceRank')
    ordered = ordered.orderBy('e.province_rank', sort.order).orderBy('v.province_code');
  else ordered = ordered.orderBy('v.name', sort.order);
  const [rows, count] = await Promise.all([
    ordered
      .orderBy('v.organ_id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Counts, score sums and grade counts per province (ordered by code) of the filtered results. */
export async function aggregateByProvince(
  db: Kysely<Database>,
  filter: EvaluationFilter,
): Promise<ProvinceAggregateRow[]> {
  const rows = await filtered(db, filter)
    .select((eb) => [
      'v.province_code',
      'p.name as province_name',
      eb.fn.countAll<number>().as('venue_count'),
      eb.fn.sum<number>('e.score').as('score_sum'),
      ...EVALUATION_GRADES.map((grade, i) =>
        eb.fn.sum<number>(eb.case().when('e.grade', '=', grade).then(1).else(0).end()).as(`grade_${i}`),
      ),
    ])
    .groupBy(['v.province_code', 'p.name'])
    .orderBy('v.province_code')
    .execute();
  return rows.map((row) => {
    const counts = row as Record<string, number | string>;
    return {
      province_code: row.province_code,
      province_name: row.province_name,
      venue_count: Number(row.venue_count),
      score_sum: Number(row.score_sum),
      grades: Object.fromEntries(EVALUATION_GRADES.map((grade, i) => [grade, Number(counts[`grade_${i}`])])) as Record<
        EvaluationGrade,
        number
      >,
    };
  });
}

/** True when `year` has at least one evaluation. */
export async function yearEvaluated(db: Kysely<Database>, year: number): Promise<boolean> {
  const row = await db
    .selectFrom('venue_evaluation')
    .select('year')
    .where('year', '=', year)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
