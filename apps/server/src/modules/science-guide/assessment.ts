/**
 * 综合评定 (POST /api_/ow/information/assess): a visitor's own results -> each item's score (0-5) and the
 * composite grade, under 《国民体质测定标准（成年人部分）》 (国家体育总局, 2003 edition, ages 20-59), whose
 * tables are data in @portal/contracts/science-guide.standard-2003.codes and
 * science-guide.height-weight-2003.codes (sources and misprints cited there).
 *
 * Rules of the standard: an item below its 1-point band has no score (无分); the composite grade is the
 * sum of the group's items (20-39: 9 items, 40-59: 7 items) against COMPOSITE_GRADES_2003, and is not
 * given when any item has no score — here also when an item is missing or its table is not available.
 * Ages outside 20-59: every item "not available" (the other groups' tables are not implemented).
 *
 * Pure: no I/O, no logging; the figures live only in this call (PIPL: body measurements are sensitive).
 */
import type { AssessmentInput, AssessmentItemResult, AssessmentResult } from '@portal/contracts/science-guide';
import { assessmentItemsFor } from '@portal/contracts/science-guide.codes';
import { HEIGHT_WEIGHT_2003, type HeightWeightGroup } from '@portal/contracts/science-guide.height-weight-2003.codes';
import { STANDARD_ITEMS } from '@portal/contracts/science-guide.items.codes';
import {
  BAND_TABLES_2003,
  COMPOSITE_GRADES_2003,
  STANDARD_2003,
  type BandItemKey,
  type Sex,
} from '@portal/contracts/science-guide.standard-2003.codes';
import { adviceFor } from './assessment-advice.js';

const STANDARD_LABEL = `《${STANDARD_2003.title}》（${STANDARD_2003.issuer}，${STANDARD_2003.edition}）`;

/** Five-year group lower bound (20, 25 … 55), or null outside 20-59. */
export function ageGroupFrom(age: number): number | null {
  if (age < STANDARD_2003.ageMin || age > STANDARD_2003.ageMax) return null;
  return Math.floor(age / 5) * 5;
}

/** Compares at 0.01 resolution, so 0.1 + 0.2 style float noise never moves a value across a bound. */
const cents = (value: number) => Math.round(value * 100);

/**
 * Score 0-5 of `value` on a five-band row (thresholds t1..t5), or undefined when the group has no row.
 * Higher is better: value >= t_k gives k points. Lower is better (reaction time): value <= t_k gives k.
 */
export function bandScore(item: BandItemKey, ageFrom: number, sex: Sex, value: number): number | undefined {
  const row = BAND_TABLES_2003[item].find((r) => r[0] === ageFrom && r[1] === sex);
  if (!row) return undefined;
  const thresholds = row.slice(2) as number[];
  const lowerIsBetter = item === 'reaction';
  let score = 0;
  thresholds.forEach((t, index) => {
    const reached = lowerIsBetter ? cents(value) <= cents(t) : cents(value) >= cents(t);
    if (reached) score = index + 1;
  });
  return score;
}

const HW_BANDS = ['偏轻', '较轻', '正常', '较重', '偏重'] as const;

/** 身高标准体重 score (1, 3 or 5) and its band, or undefined when the height is outside the table. */
export function heightWeightScore(
  ageFrom: number,
  sex: Sex,
  height: number,
  weight: number,
): { score: number; band: (typeof HW_BANDS)[number] } | undefined {
  const decade = `${Math.floor(ageFrom / 10) * 10}-${Math.floor(ageFrom / 10) * 10 + 9}` as HeightWeightGroup;
  const row = HEIGHT_WEIGHT_2003[sex][decade].find((r) => Math.floor(height) === r[0]);
  if (!row) return undefined;
  const [, w1, w3, w5, w3h] = row.map(cents);
  const w = cents(weight);
  const band = w < w1! ? 0 : w < w3! ? 1 : w <= w5! ? 2 : w <= w3h! ? 3 : 4;
  return { score: [1, 3, 5, 3, 1][band]!, band: HW_BANDS[band] };
}

const itemOf = (table: BandItemKey | 'heightWeight') => STANDARD_ITEMS.find((i) => i.table === table)!;

function scoreItem(key: ReturnType<typeof assessmentItemsFor>[number], input: AssessmentInput, ageFrom: number) {
  if (key === 'height') {
    const item = itemOf('heightWeight');
    const hw = heightWeightScore(ageFrom, input.sex, input.height, input.weight);
    return hw
      ? { itemId: item.id, name: item.name, status: 'scored' as const, score: hw.score, note: hw.band }
      : { itemId: item.id, name: item.name, status: 'noScore' as const, score: 0, note: '身高超出评分表范围' };
  }
  const bandKey = key as BandItemKey;
  const item = itemOf(bandKey);
  const value = input[bandKey];
  if (value === undefined)
    return { itemId: item.id, name: item.name, status: 'missing' as const, score: null, note: '未填写' };
  const score = bandScore(bandKey, ageFrom, input.sex, value);
  if (score === undefined) {
    return {
      itemId: item.id,
      name: item.name,
      status: 'unavailable' as const,
      score: null,
      note: '该年龄组评分暂未收录',
    };
  }
  return score === 0
    ? { itemId: item.id, name: item.name, status: 'noScore' as const, score: 0, note: '低于 1 分标准（无分）' }
    : { itemId: item.id, name: item.name, status: 'scored' as const, score, note: '' };
}

/** The assessment of one visitor's results (see the module comment). */
export function assess(input: AssessmentInput): AssessmentResult {
  const ageFrom = ageGroupFrom(input.age);
  if (ageFrom === null) {
    return {
      standard: STANDARD_LABEL,
      ageGroup: null,
      items: [],
      total: null,
      maxTotal: null,
      level: null,
      grade: null,
      notes: [`${STANDARD_LABEL}适用于 20-59 岁成年人；其他年龄组的评分暂未收录，暂不能评定。`],
      advice: [],
    };
  }
  const items: AssessmentItemResult[] = assessmentItemsFor(input.age, input.sex).map((key) =>
    scoreItem(key, input, ageFrom),
  );
  const notes: string[] = [];
  const missing = items.filter((i) => i.status === 'missing').map((i) => i.name);
  const unavailable = items.filter((i) => i.status === 'unavailable').map((i) => i.name);
  const noScore = items.filter((i) => i.status === 'noScore').map((i) => i.name);
  if (missing.length) notes.push(`未填写：${missing.join('、')}，不进行综合评级。`);
  if (unavailable.length) notes.push(`${unavailable.join('、')}在本年龄组的评分暂未收录，不进行综合评级。`);
  if (noScore.length) notes.push(`${noScore.join('、')}无分，按标准不进行综合评级。`);
  const complete = missing.length + unavailable.length + noScore.length === 0;
  const total = complete ? items.reduce((sum, i) => sum + (i.score ?? 0), 0) : null;
  const grades = COMPOSITE_GRADES_2003[ageFrom < 40 ? '20-39' : '40-59'];
  const found = total === null ? undefined : grades.find((g) => total >= g.min);
  return {
    standard: STANDARD_LABEL,
    ageGroup: `${ageFrom}-${ageFrom + 4}`,
    items,
    total,
    maxTotal: items.length * 5,
    level: found?.level ?? null,
    grade: found?.grade ?? null,
    notes,
    advice: adviceFor(items),
  };
}
