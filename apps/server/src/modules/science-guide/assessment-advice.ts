/**
 * Advice shown with an assessment (综合评定): one general line plus, for each item that scored 1-2 points
 * or has no score, what kind of exercise improves it. The wording follows the usual guidance of
 * 《全民健身指南》 (国家体育总局): moderate aerobic exercise on most days, strength twice a week, and
 * stretching and balance work; it names no threshold of its own.
 */
import type { AssessmentItemResult } from '@portal/contracts/science-guide';

const BY_ITEM: Readonly<Record<number, string>> = {
  1: '体重不在正常范围：在控制总热量、均衡膳食的基础上，每周进行 150 分钟以上中等强度有氧运动，配合力量练习。',
  2: '肺活量偏低：坚持快走、慢跑、游泳等有氧运动，可加入深呼吸与吹气练习。',
  3: '心肺耐力偏低：从快走开始，逐步增加到每周 3-5 次、每次 30 分钟以上的中等强度有氧运动。',
  4: '握力偏低：每周 2-3 次上肢与握力练习，如握力器、弹力带划船、悬垂。',
  5: '上肢力量耐力偏低：从跪姿或扶墙俯卧撑开始，每周 2-3 次，循序增加次数。',
  6: '腰腹力量偏低：每周 2-3 次卷腹、平板支撑等核心练习，动作平稳，避免憋气。',
  7: '下肢爆发力偏低：在充分热身后练习深蹲、弓步与原地纵跳，注意落地缓冲。',
  8: '柔韧性偏低：每天运动后做 10 分钟静态拉伸，每个动作保持 15-30 秒，不要弹震。',
  9: '反应速度偏低：多参加乒乓球、羽毛球等需要快速判断的运动，保证充足睡眠。',
  10: '平衡能力偏低：练习单脚站立、太极拳、八段锦，练习时身旁要有扶手或保护。',
};

/** General advice, then one line per weak item (score <= 2 or no score), in item order. */
export function adviceFor(items: readonly AssessmentItemResult[]): string[] {
  const weak = items.filter((i) => i.status === 'noScore' || (i.status === 'scored' && (i.score ?? 0) <= 2));
  const specific = weak.map((i) => BY_ITEM[i.itemId]).filter((line): line is string => Boolean(line));
  return [
    '成年人每周宜进行 150 分钟以上中等强度有氧运动，并进行 2 次以上力量练习；运动前热身、运动后拉伸。',
    ...specific,
    '如有慢性疾病或身体不适，请在医生或社会体育指导员指导下运动。',
  ];
}
