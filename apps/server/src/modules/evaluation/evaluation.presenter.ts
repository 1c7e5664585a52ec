/**
 * Repository rows -> evaluation contracts (@portal/contracts/evaluation): one result row -> EvaluationItem,
 * per-province aggregates -> EvaluationSummary (national totals are the sums of the provinces, average
 * scores rounded to one decimal like the scores themselves; 0 when there is nothing to average).
 */
import type { EvaluationItem, EvaluationSummary, GradeCounts } from '@portal/contracts/evaluation';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import type { OrganType } from '@portal/contracts/venue.codes';
import { placeName } from '../../lib/division-codes.js';
import type { EvaluationRow, ProvinceAggregateRow } from './evaluation.repository.js';

export function presentEvaluation(row: EvaluationRow): EvaluationItem {
  return {
    organId: row.organ_id,
    name: row.name,
    organType: row.organ_type as OrganType,
    isLarge: row.is_large === 1,
    provinceCode: row.province_code,
    provinceName: row.province_name ?? '',
    areaName: placeName(row.province_name, row.city_name, row.county_name),
    year: row.year,
    score: Number(row.score),
    grade: row.grade,
    provinceRank: row.province_rank,
  };
}

const average = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);

export function presentSummary(year: number, provinces: ProvinceAggregateRow[]): EvaluationSummary {
  const grades = Object.fromEntries(EVALUATION_GRADES.map((g) => [g, 0])) as GradeCounts;
  let venueCount = 0;
  let scoreSum = 0;
  for (const p of provinces) {
    venueCount += p.venue_count;
    scoreSum += p.score_sum;
    for (const g of EVALUATION_GRADES) grades[g] += p.grades[g];
  }
  return {
    year,
    venueCount,
    averageScore: average(scoreSum, venueCount),
    grades,
    provinces: provinces.map((p) => ({
      provinceCode: p.province_code,
      provinceName: p.province_name ?? '',
      venueCount: p.venue_count,
      averageScore: average(p.score_sum, p.venue_count),
      grades: p.grades,
    })),
  };
}
