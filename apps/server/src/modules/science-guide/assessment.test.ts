/**
 * Scoring under 《国民体质测定标准（成年人部分）》2003 (assessment.ts): each band's lower and upper edge for
 * several age/sex groups, typed from the published tables (肺活量, 握力, 坐位体前屈, 选择反应时, 闭眼单脚站立,
 * 身高标准体重), the composite grade edges of both age bands, and the "no composite grade" rules.
 */
import { describe, expect, it } from 'vitest';
import type { AssessmentInput } from '@portal/contracts/science-guide';
import { BAND_TABLES_2003 } from '@portal/contracts/science-guide.standard-2003.codes';
import { ageGroupFrom, assess, bandScore, heightWeightScore } from './assessment.js';

/** [value, expected score] pairs: the edges of every band, from the printed table. */
const EDGES: { item: Parameters<typeof bandScore>[0]; age: number; sex: 'm' | 'f'; cases: [number, number][] }[] = [
  // 肺活量 20-24 男: 1 分 2369-2847, 2 分 2848-3464, 3 分 3465-3984, 4 分 3985-4634, 5 分 >= 4635.
  {
    item: 'vitalCapacity',
    age: 20,
    sex: 'm',
    cases: [
      [2368, 0],
      [2369, 1],
      [2847, 1],
      [2848, 2],
      [3464, 2],
      [3465, 3],
      [3984, 3],
      [3985, 4],
      [4634, 4],
      [4635, 5],
      [7000, 5],
    ],
  },
  // 握力 45-49 女: 18.1-21.2, 21.3-26.0, 26.1-30.3, 30.4-35.7, >= 35.8.
  {
    item: 'grip',
    age: 45,
    sex: 'f',
    cases: [
      [18.0, 0],
      [18.1, 1],
      [21.2, 1],
      [21.3, 2],
      [26.0, 2],
      [26.1, 3],
      [30.3, 3],
      [30.4, 4],
      [35.7, 4],
      [35.8, 5],
    ],
  },
  // 坐位体前屈 50-54 女: -6.5 to -0.6, -0.5 to 5.9, 6.0-11.4, 11.5-17.9, >= 18.0.
  {
    item: 'sitAndReach',
    age: 50,
    sex: 'f',
    cases: [
      [-6.6, 0],
      [-6.5, 1],
      [-0.6, 1],
      [-0.5, 2],
      [5.9, 2],
      [6.0, 3],
      [11.4, 3],
      [11.5, 4],
      [17.9, 4],
      [18.0, 5],
    ],
  },
  // 选择反应时 55-59 男 (lower is better): 0.80-0.93, 0.65-0.79, 0.55-0.64, 0.46-0.54, <= 0.45.
  {
    item: 'reaction',
    age: 55,
    sex: 'm',
    cases: [
      [0.94, 0],
      [0.93, 1],
      [0.8, 1],
      [0.79, 2],
      [0.65, 2],
      [0.64, 3],
      [0.55, 3],
      [0.54, 4],
      [0.46, 4],
      [0.45, 5],
      [0.3, 5],
    ],
  },
  // 闭眼单脚站立 35-39 男: 3, 4-11, 12-27, 28-69, >= 70.
  {
    item: 'oneLegStance',
    age: 35,
    sex: 'm',
    cases: [
      [2, 0],
      [3, 1],
      [4, 2],
      [11, 2],
      [12, 3],
      [27, 3],
      [28, 4],
      [69, 4],
      [70, 5],
    ],
  },
  // 俯卧撑 25-29 男: 5-10, 11-17, 18-24, 25-35, >= 36.
  {
    item: 'pushUp',
    age: 25,
    sex: 'm',
    cases: [
      [4, 0],
      [5, 1],
      [10, 1],
      [11, 2],
      [17, 2],
      [18, 3],
      [24, 3],
      [25, 4],
      [35, 4],
      [36, 5],
    ],
  },
];

describe('bandScore', () => {
  for (const { item, age, sex, cases } of EDGES) {
    it(`${item} ${age}-${age + 4} ${sex}: every band edge`, () => {
      for (const [value, score] of cases) expect([value, bandScore(item, age, sex, value)]).toEqual([value, score]);
    });
  }

  it('has no table for groups the standard does not test (push-ups for women) or that cannot be checked', () => {
    expect(bandScore('pushUp', 25, 'f', 20)).toBeUndefined();
    expect(bandScore('verticalJump', 45, 'm', 30)).toBeUndefined();
    expect(bandScore('sitAndReach', 35, 'f', 10)).toBeUndefined();
  });

  it('every row rises (falls for reaction time) from 1 to 5 points', () => {
    for (const [item, rows] of Object.entries(BAND_TABLES_2003)) {
      for (const row of rows) {
        const t = row.slice(2) as number[];
        const ordered = t.every((v, i) => i === 0 || (item === 'reaction' ? v < t[i - 1]! : v > t[i - 1]!));
        expect([item, row[0], row[1], ordered]).toEqual([item, row[0], row[1], true]);
      }
    }
  });
});

describe('heightWeightScore', () => {
  // 20-29 岁男 170 cm: <52.0 偏轻 1, 52.0-55.7 较轻 3, 55.8-72.1 正常 5, 72.2-76.8 较重 3, >76.8 偏重 1.
  it.each([
    [51.9, 1, '偏轻'],
    [52.0, 3, '较轻'],
    [55.7, 3, '较轻'],
    [55.8, 5, '正常'],
    [72.1, 5, '正常'],
    [72.2, 3, '较重'],
    [76.8, 3, '较重'],
    [76.9, 1, '偏重'],
  ])('170.5 cm, %s kg -> %s (%s)', (weight, score, band) => {
    expect(heightWeightScore(25, 'm', 170.5, weight)).toEqual({ score, band });
  });

  it('has no score for a height outside the table', () => {
    expect(heightWeightScore(25, 'm', 143.9, 50)).toBeUndefined();
    expect(heightWeightScore(25, 'f', 185, 60)).toBeUndefined();
  });
});

describe('assess', () => {
  const man30 = (score: 1 | 2 | 3 | 4 | 5): AssessmentInput => {
    // 30-34 男 rows: the lower edge of band `score` for every item.
    const pick = (item: Parameters<typeof bandScore>[0]) =>
      BAND_TABLES_2003[item].find((r) => r[0] === 30 && r[1] === 'm')![1 + score] as number;
    return {
      age: 32,
      sex: 'm',
      height: 172,
      weight: 65, // 5 points at 172 cm (58.6-76.0)
      vitalCapacity: pick('vitalCapacity'),
      stepIndex: pick('stepIndex'),
      grip: pick('grip'),
      pushUp: pick('pushUp'),
      verticalJump: pick('verticalJump'),
      sitAndReach: pick('sitAndReach'),
      reaction: pick('reaction'),
      oneLegStance: pick('oneLegStance'),
    };
  };

  it('grades 20-39 totals: 一级 > 33, 二级 30-33, 三级 23-29, 四级 < 23', () => {
    // 5 (height-weight) + 8 items × score.
    expect(assess(man30(4))).toMatchObject({ total: 37, level: '一级', grade: '优秀', maxTotal: 45 });
    expect(assess(man30(3))).toMatchObject({ total: 29, level: '三级', grade: '合格' });
    expect(assess(man30(2))).toMatchObject({ total: 21, level: '四级', grade: '不合格' });
    expect(assess({ ...man30(3), reaction: 0.46, pushUp: 23 })).toMatchObject({
      total: 31,
      level: '二级',
      grade: '良好',
    });
    expect(assess({ ...man30(3), reaction: 0.46, pushUp: 23, grip: 50.7, stepIndex: 58.4 })).toMatchObject({
      total: 33,
      level: '二级',
    });
    expect(
      assess({ ...man30(3), reaction: 0.46, pushUp: 23, grip: 50.7, stepIndex: 58.4, oneLegStance: 30 }),
    ).toMatchObject({
      total: 34,
      level: '一级',
    });
  });

  it('grades 40-59 totals on 7 items: 一级 > 26, 二级 24-26, 三级 18-23', () => {
    // 45-49 女, every band item at 3 points, 5 for height-weight: 5 + 6 × 3 = 23 -> 三级; one more point -> 24 二级.
    const base: AssessmentInput = {
      age: 47,
      sex: 'f',
      height: 160,
      weight: 58,
      vitalCapacity: 2050,
      stepIndex: 54.5,
      grip: 26.1,
      sitAndReach: 6.2,
      reaction: 0.64,
      oneLegStance: 7,
    };
    expect(assess(base)).toMatchObject({ total: 23, level: '三级', maxTotal: 35 });
    expect(assess({ ...base, grip: 30.4 })).toMatchObject({ total: 24, level: '二级', grade: '良好' });
    expect(assess({ ...base, grip: 35.8, vitalCapacity: 2980, stepIndex: 61.6 })).toMatchObject({
      total: 28,
      level: '一级',
    });
  });

  it('gives no composite grade when an item has no score (无分), and names it', () => {
    const result = assess({ ...man30(3), grip: 10 });
    expect(result.grade).toBeNull();
    expect(result.items.find((i) => i.name === '握力')).toMatchObject({ status: 'noScore', score: 0 });
    expect(result.notes.join()).toContain('握力无分');
  });

  it("marks 35-39 women's sit-and-reach as not available and still scores the rest", () => {
    const result = assess({ age: 36, sex: 'f', height: 160, weight: 55, sitAndReach: 10, grip: 30 });
    expect(result.items.find((i) => i.name === '坐位体前屈')!.status).toBe('unavailable');
    expect(result.items.find((i) => i.name === '握力')).toMatchObject({ status: 'scored', score: 3 });
    expect(result.grade).toBeNull();
  });

  it('age groups: 20-59 in five-year groups, none outside', () => {
    expect([19, 20, 24, 25, 59, 60].map(ageGroupFrom)).toEqual([null, 20, 20, 25, 55, null]);
  });
});
