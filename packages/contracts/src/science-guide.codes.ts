/**
 * Science fitness guidance (科学健身指导, spec §2 /scienceFitnessGuide/* and /exerciseStandard/*): the
 * plain values the web needs at run time and the server validates against.
 *
 * Glossary: "science guide" is this section (code term); "guidance" stays the venue-informatisation
 * consulting guidance of /guidance/guidanceDetail.
 */
import type { BandItemKey } from './science-guide.standard-2003.codes.js';

/** The kinds of guidance entry, one list page each (spec §2), with their Chinese names. */
export const SCIENCE_GUIDE_KINDS = ['talk', 'knowledge', 'nutrition', 'teach', 'plan'] as const;
export type ScienceGuideKind = (typeof SCIENCE_GUIDE_KINDS)[number];

export const SCIENCE_GUIDE_KIND_NAMES: Readonly<Record<ScienceGuideKind, string>> = {
  talk: '健身讲座',
  knowledge: '健身百科',
  nutrition: '运动营养',
  teach: '教学视频',
  plan: '健身计划',
};

/** Topics (`category`) of each kind; the list pages filter by them. */
export const SCIENCE_GUIDE_TOPICS: Readonly<Record<ScienceGuideKind, readonly string[]>> = {
  talk: ['科学健身理念', '运动损伤预防', '慢病运动干预', '老年人健身', '青少年体育'],
  knowledge: ['运动损伤预防', '慢病运动干预', '老年人健身', '青少年', '女性健身', '健身常识'],
  nutrition: ['运动前后饮食', '补水与电解质', '减脂饮食', '增肌饮食', '特殊人群营养'],
  teach: ['广播体操', '健身气功', '力量训练', '拉伸放松', '居家健身'],
  plan: ['减脂', '增肌', '提高心肺耐力', '改善柔韧与平衡', '慢病康复'],
};

/** Plan facets (运动处方): level and age group. */
export const PLAN_LEVELS = ['初级', '中级', '高级'] as const;
export const PLAN_AGE_GROUPS = ['青少年', '成年人', '老年人'] as const;

/** Whether a kind's entries are videos (lectures may be either; teaching entries always are). */
export const SCIENCE_GUIDE_MEDIA = ['article', 'video'] as const;
export type ScienceGuideMedia = (typeof SCIENCE_GUIDE_MEDIA)[number];

/** The items a visitor may enter on 综合评定, with the physiologically possible range of each (400 outside). */
export interface AssessmentField {
  key: 'height' | 'weight' | BandItemKey;
  name: string;
  unit: string;
  min: number;
  max: number;
  /** Decimal places the input accepts. */
  step: number;
}

export const ASSESSMENT_FIELDS: readonly AssessmentField[] = [
  { key: 'height', name: '身高', unit: '厘米', min: 100, max: 250, step: 0.1 },
  { key: 'weight', name: '体重', unit: '千克', min: 20, max: 300, step: 0.1 },
  { key: 'vitalCapacity', name: '肺活量', unit: '毫升', min: 300, max: 10000, step: 1 },
  { key: 'stepIndex', name: '台阶指数', unit: '', min: 10, max: 200, step: 0.1 },
  { key: 'grip', name: '握力', unit: '千克', min: 1, max: 150, step: 0.1 },
  { key: 'pushUp', name: '俯卧撑', unit: '次', min: 0, max: 200, step: 1 },
  { key: 'sitUp', name: '1分钟仰卧起坐', unit: '次', min: 0, max: 150, step: 1 },
  { key: 'verticalJump', name: '纵跳', unit: '厘米', min: 0, max: 150, step: 0.1 },
  { key: 'sitAndReach', name: '坐位体前屈', unit: '厘米', min: -50, max: 60, step: 0.1 },
  { key: 'reaction', name: '选择反应时', unit: '秒', min: 0.1, max: 5, step: 0.01 },
  { key: 'oneLegStance', name: '闭眼单脚站立', unit: '秒', min: 0, max: 600, step: 1 },
];

export const ASSESSMENT_AGE = { min: 3, max: 100 } as const;

/** Which items a group is tested on under the 2003 adult part (20-39: 9 items, 40-59: 7 items). */
export function assessmentItemsFor(age: number, sex: 'm' | 'f'): AssessmentField['key'][] {
  const common: AssessmentField['key'][] = ['height', 'vitalCapacity', 'stepIndex', 'grip'];
  const young: AssessmentField['key'][] = age < 40 ? [sex === 'm' ? 'pushUp' : 'sitUp', 'verticalJump'] : [];
  return [...common, ...young, 'sitAndReach', 'reaction', 'oneLegStance'];
}

/** Monitoring-station list: nearest-first needs both coordinates (WGS-84 degrees within China's box). */
export const STATION_COORDINATE_BOUNDS = { lngMin: 73, lngMax: 136, latMin: 3, latMax: 54 } as const;
