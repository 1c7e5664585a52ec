/**
 * Articles of the instructor section (table guider_article): policies (政策法规), notices (通知公告),
 * association news (指导员协会) and training courses (指导员培训, with dates, place, capacity, enrolment
 * window and the number enrolled). Texts are the project's own, composed with real province and city
 * names; dates count back (courses also forward) from REFERENCE_DAY: courses start from half a year
 * before to five months after it, so every enrolment status occurs.
 */
import type { Insertable } from 'kysely';
import { GUIDER_LEVEL_NAMES, GUIDER_SPORT_NAMES } from '@portal/contracts/sport-guider.codes';
import type { GuiderArticleTable } from '../../db/tables/sport-guider.js';
import { pickLocality, placeSlots } from '../content/compose.js';
import { h2, p, ul } from '../content/html.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { isoDate, REFERENCE_DAY } from '../venue-opening/dates.js';

type Row = Insertable<GuiderArticleTable> & { id: number };

const POLICY_TITLES = [
  '社会体育指导员管理办法',
  '社会体育指导员技术等级评定与注册管理实施细则',
  '关于加强新时代社会体育指导员队伍建设的意见',
  '社会体育指导员服务站点建设与管理规范',
  '社会体育指导员培训大纲（三级、二级）',
  '社会体育指导员继续教育与年度注册工作规程',
  '优秀社会体育指导员评选表彰办法',
  '社会体育指导员志愿服务记录与激励办法',
] as const;

const NOTICE_TITLES = [
  '{prov}关于开展{year}年度社会体育指导员注册年审工作的通知',
  '关于公布{year}年{prov}优秀社会体育指导员名单的公告',
  '关于举办{prov}社会体育指导员技能展示大赛的通知',
  '{city}关于征集社会体育指导员服务站点的通知',
  '关于{city}社会体育指导员等级晋升考核结果的公示',
] as const;

const ASSOCIATION_TITLES = [
  '{prov}社会体育指导员协会召开会员代表大会',
  '{city}社会体育指导员协会开展“送健身进社区”活动',
  '{city}指导员协会组织骨干赴{county}开展健身指导交流',
  '{prov}社会体育指导员协会发布年度志愿服务报告',
] as const;

const fill = (template: string, slots: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(slots[key] ?? ''));

function body(title: string, lines: readonly string[]): string {
  return [p(lines[0]!), h2('主要内容'), ul(lines.slice(1)), p(`${title}的具体事宜，请向所在地体育主管部门咨询。`)].join(
    '',
  );
}

function policy(rng: SeedRandom, id: number, title: string, day: number): Row {
  const lines = [
    `为规范社会体育指导员的培训、等级评定、注册和服务，提高全民健身科学指导水平，制定《${title}》。`,
    '社会体育指导员分为国家级、一级、二级、三级四个技术等级，按等级逐级晋升。',
    '取得等级称号者应在所在地体育主管部门注册，并在服务站点或线上平台登记服务情况。',
    '社会体育指导员的姓名、等级、项目和服务站点可以公示，身份证件号码、出生日期和个人联系方式不予公开。',
    '各地应为社会体育指导员提供继续教育、保险保障和服务激励。',
  ];
  return article(rng, { id, kind: 'policy', title, day, source: '国家体育总局群众体育司', html: body(title, lines) });
}

function article(
  rng: SeedRandom,
  a: { id: number; kind: string; title: string; day: number; source: string; html: string },
): Row {
  const summary = /<p>(.*?)<\/p>/u.exec(a.html)?.[1] ?? a.title;
  return {
    id: a.id,
    kind: a.kind,
    title: a.title,
    summary: summary.length > 120 ? `${summary.slice(0, 119)}…` : summary,
    source: a.source,
    publish_date: isoDate(a.day),
    content_html: a.html,
    view_count: rng.int(60, 5000),
    course_start: null,
    course_end: null,
    enrol_start: null,
    enrol_end: null,
    place: null,
    capacity: null,
    enrolled: null,
    course_level: null,
  };
}

function news(rng: SeedRandom, id: number, kind: 'notice' | 'association', templates: readonly string[]): Row {
  const day = REFERENCE_DAY - rng.int(0, 1095);
  const place = placeSlots(pickLocality(rng));
  const slots = {
    prov: String(place.prov),
    city: String(place.city),
    county: String(place.county),
    year: isoDate(day).slice(0, 4),
  };
  const title = fill(rng.pick(templates), slots);
  const lines = [
    `${title}。本次工作面向${slots.prov}各级社会体育指导员和服务站点，旨在推动科学健身指导进社区、进公园、进乡村。`,
    `参与对象：已注册的社会体育指导员及${slots.city}各服务站点负责人。`,
    `时间安排：${isoDate(day + 7)}至${isoDate(day + 37)}。`,
    '材料报送：由所在服务站点统一汇总后报送，个人信息仅用于本次工作。',
    `联系方式：请拨打${slots.city}体育主管部门群众体育科办公电话。`,
  ];
  const source = kind === 'notice' ? `${slots.prov}体育局` : `${slots.prov}社会体育指导员协会`;
  return article(rng, { id, kind, title, day, source, html: body(title, lines) });
}

function course(rng: SeedRandom, id: number): Row {
  const start = REFERENCE_DAY + rng.int(-180, 150);
  const length = rng.int(3, 7);
  const level = rng.weighted([4, 3, 2] as const, (l) => (l === 4 ? 5 : l === 3 ? 3 : 1));
  const sport = GUIDER_SPORT_NAMES[rng.int(1, 20)] ?? '健身气功';
  const slots = placeSlots(pickLocality(rng));
  const levelName = `${GUIDER_LEVEL_NAMES[level]}社会体育指导员`;
  const title = `${slots.city}${isoDate(start).slice(0, 4)}年${levelName}培训班（${sport}）`;
  const capacity = rng.pick([40, 60, 80, 100, 120]);
  const enrolStart = start - 40;
  const enrolEnd = start - 7;
  const opened = Math.max(0, Math.min(1, (REFERENCE_DAY - enrolStart) / (enrolEnd - enrolStart)));
  const enrolled = Math.min(capacity, Math.round(capacity * opened * rng.between(0.6, 1.3)));
  const place = `${slots.city}体育运动学校（${slots.place}）`;
  const lines = [
    `为壮大${slots.prov}社会体育指导员队伍，${slots.city}举办${levelName}培训班，项目为${sport}。`,
    `培训时间：${isoDate(start)}至${isoDate(start + length - 1)}，共${length}天。`,
    `培训地点：${place}。`,
    `招收名额：${capacity}人，报名时间${isoDate(enrolStart)}至${isoDate(enrolEnd)}，额满即止。`,
    '培训内容：运动项目技术与教学方法、科学健身知识、运动损伤预防与急救、志愿服务规范。',
  ];
  const row = article(rng, {
    id,
    kind: 'train',
    title,
    // Announced three days before enrolment opens, but never after the seed's day.
    day: Math.min(enrolStart - 3, REFERENCE_DAY - rng.int(0, 3)),
    source: `${slots.city}体育局`,
    html: body(title, lines),
  });
  return {
    ...row,
    course_start: isoDate(start),
    course_end: isoDate(start + length - 1),
    enrol_start: isoDate(enrolStart),
    enrol_end: isoDate(enrolEnd),
    place,
    capacity,
    enrolled,
    course_level: levelName,
  };
}

/** Rows with ids 1..n: every policy title, then `counts` notices, association items and courses. */
export function guiderArticleRows(counts: { notices: number; associations: number; courses: number }): Row[] {
  const rng = seedRandom('guider-articles');
  const rows: Row[] = [];
  POLICY_TITLES.forEach((title, i) => rows.push(policy(rng, rows.length + 1, title, REFERENCE_DAY - 200 * (i + 1))));
  for (let i = 0; i < counts.notices; i += 1) rows.push(news(rng, rows.length + 1, 'notice', NOTICE_TITLES));
  for (let i = 0; i < counts.associations; i += 1)
    rows.push(news(rng, rows.length + 1, 'association', ASSOCIATION_TITLES));
  for (let i = 0; i < counts.courses; i += 1) rows.push(course(rng, rows.length + 1));
  return rows;
}
