/**
 * Rows of the science fitness guidance section (migration 0008): `science_guide` (36 encyclopedia
 * entries, 26 lectures, 20 nutrition articles, 20 teaching videos, 12 plans — the curated texts of this
 * folder, the same at every seed scale) and `fitness_station` (./stations.ts). Publish dates spread over
 * the content span before the seed's REFERENCE_NOW; bodies are HTML built from the texts (sanitized again
 * when served). Ids are 1..n in publishing order.
 */
import type { Insertable } from 'kysely';
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import type { ScienceGuideTable } from '../../db/tables/science-guide.js';
import { beijingDate, publishTimes, viewCount } from '../content/compose.js';
import { h2, ol, p, table, ul } from '../content/html.js';
import { seedRandom } from '../random.js';
import { KNOWLEDGE, TOPIC_NOTES, type GuideText } from './knowledge.js';
import { NUTRITION } from './nutrition.js';
import { PLANS, type PlanSpec } from './plans.js';
import { SPEAKERS, TALKS } from './talks.js';
import { TEACH } from './teach.js';

export { generateStations } from './stations.js';

/** The project's own sample clip (apps/web/public/media/videos/); it has no speech, so no captions. */
const SAMPLE_CLIP = '/media/videos/venue-sample.mp4';
/** Its length (12 s) in whole minutes, rounded up: what a video entry's duration says. */
const SAMPLE_CLIP_MINUTES = 1;

type Draft = Omit<Insertable<ScienceGuideTable>, 'id' | 'publish_date' | 'view_count'>;

const NOTE = (topic: string) => TOPIC_NOTES[topic] ?? TOPIC_NOTES['科学健身理念']!;

function article(kind: ScienceGuideKind, [topic, title, summary, points]: GuideText, speaker: string): Draft {
  return {
    kind,
    title,
    summary,
    category: topic,
    speaker,
    media: 'article',
    duration_minutes: 3 + points.length,
    level: '',
    age_group: '',
    weeks: 0,
    video_url: null,
    captions_url: null,
    content_html: [p(summary), h2('要点'), ul(points), h2('提示'), p(NOTE(topic))].join(''),
  };
}

function lecture([topic, title, summary, outline]: GuideText, index: number): Draft {
  const video = index % 2 === 0;
  return {
    ...article('talk', [topic, title, summary, outline], SPEAKERS[index % SPEAKERS.length]!),
    media: video ? 'video' : 'article',
    duration_minutes: video ? SAMPLE_CLIP_MINUTES : 8,
    video_url: video ? SAMPLE_CLIP : null,
    content_html: [
      p(summary),
      h2('讲座提纲'),
      ol(outline),
      h2('主讲人'),
      p(SPEAKERS[index % SPEAKERS.length]!),
      p(NOTE(topic)),
    ].join(''),
  };
}

function teaching([topic, title, summary, steps]: GuideText): Draft {
  return {
    ...article('teach', [topic, title, summary, steps], '科学健身指导编辑部'),
    media: 'video',
    duration_minutes: SAMPLE_CLIP_MINUTES,
    video_url: SAMPLE_CLIP,
    content_html: [
      p(summary),
      h2('动作步骤'),
      ol(steps),
      h2('提示'),
      p('练习时量力而行，动作不熟练时先放慢速度，出现疼痛立即停止。'),
    ].join(''),
  };
}

function plan(spec: PlanSpec): Draft {
  const weeks: string[][] = [];
  for (const [count, content] of spec.phases)
    for (let i = 0; i < count; i += 1) weeks.push([`第 ${weeks.length + 1} 周`, content]);
  return {
    kind: 'plan',
    title: spec.title,
    summary: spec.summary,
    category: spec.goal,
    speaker: '科学健身指导编辑部',
    media: 'article',
    duration_minutes: 5,
    level: spec.level,
    age_group: spec.ageGroup,
    weeks: weeks.length,
    video_url: null,
    captions_url: null,
    content_html: [
      p(spec.summary),
      h2('适用人群'),
      p(`${spec.ageGroup}，${spec.level}水平；目标：${spec.goal}。开始前建议进行一次国民体质测定。`),
      h2('每周安排'),
      table(`${spec.title}每周安排`, ['周次', '训练内容'], weeks),
      h2('注意事项'),
      p('每次练习前热身 5-10 分钟，结束后拉伸 5-10 分钟；身体不适时暂停计划，必要时咨询医生或社会体育指导员。'),
    ].join(''),
  };
}

/** Every guidance row, ids 1..n in publishing order. */
export function generateScienceGuide(): Insertable<ScienceGuideTable>[] {
  const rng = seedRandom('science-guide:entries');
  const drafts: Draft[] = [
    ...KNOWLEDGE.map((t) => article('knowledge', t, '科学健身指导编辑部')),
    ...TALKS.map(lecture),
    ...NUTRITION.map((t) => article('nutrition', t, '运动营养专家组')),
    ...TEACH.map(teaching),
    ...PLANS.map(plan),
  ];
  // Publish order: shuffled, so each kind's list mixes old and new entries.
  const order = drafts
    .map((draft) => ({ draft, key: rng.float() }))
    .sort((a, b) => a.key - b.key)
    .map((d) => d.draft);
  const times = publishTimes(rng, order.length);
  return order.map((draft, index) => {
    const time = times[index]!;
    return { id: index + 1, ...draft, publish_date: beijingDate(time), view_count: viewCount(rng, time) };
  });
}
