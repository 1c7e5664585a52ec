/**
 * The scoring tables of 《国民体质测定标准》（成年人部分）, issued by 国家体育总局 (General Administration of
 * Sport of China), 2003 edition, for people aged 20-59, as data — the standard the portal's
 * 综合评定 (/exerciseStandard/synthesizeAssess) implements. The 2023 revision (《国民体质测定标准（2023年
 * 修订）》) changed items and tables; its tables could not be found in a machine-readable, checkable form,
 * so it is not implemented (the page says so).
 *
 * Tables (the adult part's scoring tables, by title): 身高标准体重评分表 (./science-guide.height-weight-2003.codes.ts),
 * 肺活量评分表, 台阶试验（台阶指数）评分表, 握力评分表, 俯卧撑评分表 (men 20-39), 1分钟仰卧起坐评分表
 * (women 20-39), 纵跳评分表 (20-39), 坐位体前屈评分表, 选择反应时评分表, 闭眼单脚站立评分表, and the
 * 综合评级 thresholds. Values checked against the booklet as transcribed in LilMikey-CN/fitness-scorer
 * (src/data/scoringTables.ts, commit 2007777), which records the booklet's misprints:
 * - 坐位体前屈 30-34 men, 45-49 women, 50-54 women, 55-59 women: the 2-point lower bound lost its minus
 *   sign in print (0.0 / -0.5 / -0.7 as the 1-point upper bounds -0.1 / -0.6 / -0.8 imply);
 * - 纵跳 20-24 women: 5 points from 30.1 (the 4-point band ends at 30.0);
 * - 闭眼单脚站立 20-24 men (3 points 18-41) and 35-39 men (3 points 12-27): the printed upper bound of the
 *   3-point band ('14', '17') is below its lower bound; the band ends where the 4-point band begins;
 *   20-24 women: the printed 3- and 4-point bands overlap (16-36, 34-90): 4 points from 34;
 * - 选择反应时 25-29 women: 1- and 2-point bands share 0.69 in print: 2 points up to 0.68.
 * - 坐位体前屈 35-39 women: the transcription repeats the men's row, which cannot be checked, so that
 *   row is left out: that group's sit-and-reach says "not available" rather than guess.
 *
 * Row format: [age group lower bound (20, 25, … 55; five-year groups), sex, t1, t2, t3, t4, t5].
 * Higher is better (all but reaction time): value < t1 -> 0 (无分), t1 <= value < t2 -> 1 分, …,
 * value >= t5 -> 5 分. Reaction time (lower is better): value > t1 -> 0, t2 < value <= t1 -> 1 分, …,
 * value <= t5 -> 5 分. Edition: 2003. Version of this file: 1.
 */

export type Sex = 'm' | 'f';

/** [age group lower bound, sex, t1, t2, t3, t4, t5]; a group without a row has no table (not available). */
export type ScoreRow = readonly [number, Sex, number, number, number, number, number];

/** Items scored from a five-band table (身高标准体重 has its own table shape). */
export type BandItemKey =
  | 'vitalCapacity'
  | 'stepIndex'
  | 'grip'
  | 'pushUp'
  | 'sitUp'
  | 'verticalJump'
  | 'sitAndReach'
  | 'reaction'
  | 'oneLegStance';

export const STANDARD_2003 = {
  title: '国民体质测定标准（成年人部分）',
  issuer: '国家体育总局',
  edition: '2003 年版',
  ageMin: 20,
  ageMax: 59,
} as const;

export const BAND_TABLES_2003: Readonly<Record<BandItemKey, readonly ScoreRow[]>> = {
  vitalCapacity: [
    [20, 'm', 2369, 2848, 3465, 3985, 4635],
    [20, 'f', 1423, 1874, 2355, 2780, 3260],
    [25, 'm', 2326, 2850, 3460, 3970, 4625],
    [25, 'f', 1396, 1835, 2365, 2770, 3245],
    [30, 'm', 2240, 2750, 3345, 3875, 4545],
    [30, 'f', 1320, 1782, 2340, 2760, 3243],
    [35, 'm', 2135, 2620, 3210, 3740, 4350],
    [35, 'f', 1295, 1735, 2250, 2675, 3160],
    [40, 'm', 2007, 2450, 3085, 3600, 4224],
    [40, 'f', 1228, 1630, 2150, 2574, 3075],
    [45, 'm', 1900, 2308, 2965, 3465, 4100],
    [45, 'f', 1160, 1520, 2050, 2460, 2980],
    [50, 'm', 1770, 2165, 2780, 3255, 3915],
    [50, 'f', 1115, 1470, 1978, 2375, 2900],
    [55, 'm', 1669, 2060, 2645, 3125, 3770],
    [55, 'f', 1095, 1375, 1855, 2250, 2770],
  ],
  stepIndex: [
    [20, 'm', 42.1, 46.2, 52.1, 58.1, 67.7],
    [20, 'f', 40.9, 46.2, 52.3, 58.1, 67.2],
    [25, 'm', 42.1, 46.2, 52, 58.4, 68.2],
    [25, 'f', 40.7, 46.9, 53.3, 59.2, 68.7],
    [30, 'm', 41.4, 46.2, 52.3, 58.4, 68.2],
    [30, 'f', 39.5, 47.1, 53.8, 60, 69.2],
    [35, 'm', 41.3, 46.2, 52.3, 58.8, 68.2],
    [35, 'f', 37, 46.9, 53.9, 60.4, 69.8],
    [40, 'm', 37.8, 46.6, 53.6, 60, 70.3],
    [40, 'f', 31.5, 46.9, 54.9, 61.6, 71.4],
    [45, 'm', 35.5, 46.4, 53.6, 60.4, 70.3],
    [45, 'f', 30, 45.7, 54.5, 61.6, 71.4],
    [50, 'm', 31.5, 45.9, 53.6, 60, 69.8],
    [50, 'f', 27.9, 43.9, 54.2, 61.6, 71.4],
    [55, 'm', 29.9, 44.8, 53.3, 60, 69.8],
    [55, 'f', 27.3, 39.9, 52.9, 60.4, 70.3],
  ],
  grip: [
    [20, 'm', 29.6, 37, 43.6, 49.3, 56.4],
    [20, 'f', 18.6, 21.2, 25.8, 29.9, 35.1],
    [25, 'm', 32.6, 38.4, 44.9, 50.5, 57.7],
    [25, 'f', 19.2, 21.8, 26.2, 30.2, 35.4],
    [30, 'm', 32.2, 38.1, 45, 50.7, 57.7],
    [30, 'f', 19.8, 22.4, 27, 31, 36.2],
    [35, 'm', 31.3, 37.3, 44.5, 50.3, 57.8],
    [35, 'f', 19.6, 22.4, 27.1, 31.3, 36.5],
    [40, 'm', 30, 36.5, 43.5, 49.6, 56.8],
    [40, 'f', 19.1, 22.1, 27, 31.1, 36.6],
    [45, 'm', 29.2, 35.5, 42.5, 48.6, 55.5],
    [45, 'f', 18.1, 21.3, 26.1, 30.4, 35.8],
    [50, 'm', 27.2, 32.8, 40.4, 46.4, 53.3],
    [50, 'f', 17.1, 20.2, 24.9, 29, 34.3],
    [55, 'm', 25.9, 31.5, 38.6, 44, 50.8],
    [55, 'f', 16.3, 19.3, 23.6, 27.7, 32.8],
  ],
  pushUp: [
    [20, 'm', 7, 13, 20, 28, 41],
    [25, 'm', 5, 11, 18, 25, 36],
    [30, 'm', 4, 11, 16, 23, 31],
    [35, 'm', 3, 7, 12, 20, 28],
  ],
  sitUp: [
    [20, 'f', 1, 6, 16, 26, 37],
    [25, 'f', 1, 4, 12, 21, 31],
    [30, 'f', 1, 4, 11, 20, 29],
    [35, 'f', 1, 3, 7, 15, 24],
  ],
  verticalJump: [
    [20, 'm', 19.9, 24.9, 32.4, 38.5, 45.9],
    [20, 'f', 12.7, 15.9, 20.6, 24.8, 30.1],
    [25, 'm', 19.6, 24, 31.4, 36.9, 43.7],
    [25, 'f', 12.4, 15.1, 19.8, 23.5, 28.6],
    [30, 'm', 18.4, 22.4, 29.4, 34.8, 41.2],
    [30, 'f', 12, 14.6, 18.8, 22.7, 27.8],
    [35, 'm', 17.8, 21.5, 28, 33.1, 39.6],
    [35, 'f', 11.5, 13.8, 17.9, 21.4, 26.2],
  ],
  sitAndReach: [
    [20, 'm', -3.5, 1.8, 9, 14.2, 20.2],
    [20, 'f', -2.1, 2.9, 9.5, 14.4, 20.3],
    [25, 'm', -5.5, 1, 7.9, 13.5, 19.8],
    [25, 'f', -3.5, 2, 8.3, 14, 19.8],
    [30, 'm', -7, 0, 6.5, 12, 18.4],
    [30, 'f', -4, 1.7, 8, 13.4, 19.3],
    [35, 'm', -8.7, -2.3, 5, 10.8, 17.2],
    [40, 'm', -9.4, -3.7, 4, 10, 16.3],
    [40, 'f', -5.9, 0.2, 6.6, 12, 18],
    [45, 'm', -10, -4.3, 3.3, 9.2, 16],
    [45, 'f', -6.3, 0, 6.2, 11.9, 18],
    [50, 'm', -10.7, -5.5, 2.2, 8, 14.9],
    [50, 'f', -6.5, -0.5, 6, 11.5, 18],
    [55, 'm', -11.2, -6.2, 1.8, 7.3, 13.9],
    [55, 'f', -6.6, -0.7, 5.8, 11.2, 17.8],
  ],
  reaction: [
    [20, 'm', 0.69, 0.6, 0.49, 0.43, 0.39],
    [20, 'f', 0.79, 0.65, 0.52, 0.45, 0.4],
    [25, 'm', 0.73, 0.62, 0.51, 0.44, 0.39],
    [25, 'f', 0.82, 0.68, 0.55, 0.47, 0.42],
    [30, 'm', 0.76, 0.65, 0.52, 0.46, 0.41],
    [30, 'f', 0.86, 0.7, 0.57, 0.49, 0.43],
    [35, 'm', 0.78, 0.66, 0.54, 0.47, 0.41],
    [35, 'f', 0.86, 0.73, 0.58, 0.5, 0.44],
    [40, 'm', 0.81, 0.7, 0.59, 0.48, 0.43],
    [40, 'f', 0.9, 0.75, 0.61, 0.51, 0.44],
    [45, 'm', 0.86, 0.72, 0.6, 0.5, 0.43],
    [45, 'f', 0.94, 0.8, 0.64, 0.53, 0.45],
    [50, 'm', 0.9, 0.76, 0.61, 0.52, 0.44],
    [50, 'f', 0.96, 0.84, 0.66, 0.55, 0.46],
    [55, 'm', 0.93, 0.79, 0.64, 0.54, 0.45],
    [55, 'f', 0.97, 0.87, 0.68, 0.57, 0.48],
  ],
  oneLegStance: [
    [20, 'm', 3, 6, 18, 42, 99],
    [20, 'f', 3, 6, 16, 34, 91],
    [25, 'm', 3, 5, 15, 36, 86],
    [25, 'f', 3, 6, 15, 33, 85],
    [30, 'm', 3, 5, 13, 30, 75],
    [30, 'f', 3, 5, 13, 29, 73],
    [35, 'm', 3, 4, 12, 28, 70],
    [35, 'f', 3, 4, 10, 24, 63],
    [40, 'm', 3, 4, 10, 22, 55],
    [40, 'f', 3, 4, 8, 19, 46],
    [45, 'm', 3, 4, 9, 20, 49],
    [45, 'f', 2, 3, 7, 16, 40],
    [50, 'm', 3, 5, 8, 17, 40],
    [50, 'f', 2, 3, 6, 14, 34],
    [55, 'm', 2, 3, 7, 14, 34],
    [55, 'f', 2, 3, 6, 11, 27],
  ],
};

/**
 * 综合评级 (composite grade) of the 2003 adult part: the sum of the item scores; no composite grade when
 * any item has no score (无分) or is missing. 20-39 岁 (9 items, 45 points): 一级 > 33, 二级 30-33,
 * 三级 23-29, 四级 < 23; 40-59 岁 (7 items, 35 points): 一级 > 26, 二级 24-26, 三级 18-23, 四级 < 18.
 * `min`: lowest total of the grade.
 */
export const COMPOSITE_GRADES_2003: Readonly<
  Record<'20-39' | '40-59', readonly { level: '一级' | '二级' | '三级' | '四级'; grade: string; min: number }[]>
> = {
  '20-39': [
    { level: '一级', grade: '优秀', min: 34 },
    { level: '二级', grade: '良好', min: 30 },
    { level: '三级', grade: '合格', min: 23 },
    { level: '四级', grade: '不合格', min: 0 },
  ],
  '40-59': [
    { level: '一级', grade: '优秀', min: 27 },
    { level: '二级', grade: '良好', min: 24 },
    { level: '三级', grade: '合格', min: 18 },
    { level: '四级', grade: '不合格', min: 0 },
  ],
};
