/**
 * Example feedback for a fresh portal (spec §2 /main/feedback): a few dozen submissions of the four kinds,
 * public and about venues, in every status, so the agency inbox and the status look-up have something to
 * show. The texts are the project's own writing; names and phones are made up (phones in the 139 0000
 * range nobody is given). Dates lie in the 60 days before `now`, the seeding moment, so the inbox always
 * looks current; everything else comes from the fixed PRNG stream 'feedback'.
 */
import type { Insertable } from 'kysely';
import { FEEDBACK_ACCEPT_NO_ALPHABET, FEEDBACK_TYPES, type FeedbackType } from '@portal/contracts/feedback.codes';
import type { FeedbackTable } from '../../db/tables/feedback.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { seedRandom, type SeedRandom } from '../random.js';

/** Examples at scale 1; at least MIN_EXAMPLES at any scale. */
export const BASE_EXAMPLES = 40;
const MIN_EXAMPLES = 8;

const TEXTS: Readonly<Record<FeedbackType, readonly { title: string; content: string; reply: string }[]>> = {
  consult: [
    {
      title: '免费开放时段如何预约',
      content: '请问场馆的免费开放时段需要提前预约吗？老年人没有智能手机可以到现场登记吗？',
      reply: '免费时段无需预约，凭身份证件现场入场即可；老年人可在服务台人工登记。',
    },
    {
      title: '游泳馆是否提供学生优惠',
      content: '暑假期间孩子想学游泳，请问学生凭学生证是否可以享受半价优惠？',
      reply: '学生凭有效学生证可享受低收费时段半价优惠，寒暑假同样适用。',
    },
  ],
  suggest: [
    {
      title: '建议延长夜间开放时间',
      content: '下班后锻炼的人很多，晚上九点关门太早，建议工作日延长到十点。',
      reply: '感谢建议。经评估，自下月起工作日夜间开放时间延长至 21:30，后续将视客流再作调整。',
    },
    {
      title: '建议增加无障碍设施',
      content: '场馆入口台阶较多，轮椅进出不便，建议增设坡道和无障碍卫生间。',
      reply: '已将无障碍坡道纳入今年的改造计划，预计年底前完工。',
    },
  ],
  complaint: [
    {
      title: '免费时段仍被收费',
      content: '上周六上午在公示的免费时段入场，工作人员仍要求缴费，请核实处理。',
      reply: '经核实，系当班人员未按公示时段执行，已退还费用并对相关人员进行培训。',
    },
    {
      title: '更衣室卫生较差',
      content: '更衣室地面积水，垃圾桶没有及时清理，希望加强保洁。',
      reply: '已增加更衣室保洁频次至每两小时一次，并安排专人巡查。',
    },
  ],
  correction: [
    {
      title: '场馆电话信息有误',
      content: '网站上公布的场馆联系电话已经停用，拨打无人接听，请更新。',
      reply: '已更正场馆联系电话，感谢您的指正。',
    },
    {
      title: '地图位置标注偏差',
      content: '健身地图上的场馆位置标在了马路对面的小区里，实际入口在东侧。',
      reply: '已联系场馆重新采集坐标并更新地图标注。',
    },
  ],
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];

/** A venue an example may be about. */
export interface ExampleVenue {
  organId: number;
  name: string;
}

function acceptNo(random: SeedRandom, at: Date): string {
  let tail = '';
  for (let i = 0; i < 10; i++)
    tail += FEEDBACK_ACCEPT_NO_ALPHABET[random.int(0, FEEDBACK_ACCEPT_NO_ALPHABET.length - 1)];
  return `FK${shanghaiToday(at).replaceAll('-', '')}${tail}`;
}

/** The example rows for `scale`, about `venues` (two in three) or public, dated before `now`. */
export function* feedbackExamples(
  venues: readonly ExampleVenue[],
  scale: number,
  now: Date,
): Generator<Insertable<FeedbackTable>> {
  const random = seedRandom('feedback');
  const count = Math.max(MIN_EXAMPLES, Math.round(BASE_EXAMPLES * scale));
  for (let i = 0; i < count; i++) {
    // Types change every four examples and stages every one, so each type occurs in every status.
    const type = FEEDBACK_TYPES[Math.floor(i / 4) % FEEDBACK_TYPES.length]!;
    const text = random.pick(TEXTS[type]);
    const venue = venues.length > 0 && random.chance(2 / 3) ? random.pick(venues) : null;
    // Every status occurs at any scale; the further along a case is, the older it is (stage k: 15k-15k+14 days).
    const stage = i % 4;
    const ageMinutes = (stage * 15 + random.int(0, 14)) * 1440 + random.int(60, 1380);
    const created = new Date(now.getTime() - ageMinutes * 60_000);
    const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000).toISOString();
    const processing = stage >= 1 ? at(random.int(30, 600)) : null;
    const replied = stage >= 2 ? at(random.int(700, 3000)) : null;
    yield {
      accept_no: acceptNo(random, created),
      type,
      title: text.title,
      content: text.content,
      name: `${random.pick(SURNAMES)}${random.chance(0.5) ? '先生' : '女士'}`,
      phone: `1390000${String(random.int(0, 9999)).padStart(4, '0')}`,
      organ_id: venue?.organId ?? null,
      status: (['accepted', 'processing', 'replied', 'closed'] as const)[stage]!,
      reply: replied ? text.reply : null,
      reply_unit: replied ? (venue ? venue.name : '国家体育总局体育信息中心') : null,
      created_at: created.toISOString(),
      processing_at: processing,
      replied_at: replied,
      closed_at: stage === 3 ? at(random.int(3100, 6000)) : null,
      dedup_key: `seed-${i}`,
      challenge_id: `seed-${i}`,
      lookup_failures: 0,
      lookup_locked_until: null,
    };
  }
}
