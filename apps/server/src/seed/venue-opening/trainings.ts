/**
 * Trainings held at venues (table `venue_training`, 培训): about 1,200 × scale, starting between
 * 2024-01-01 and 2027-06-30 (like ./matches.ts), so ended, ongoing and upcoming trainings all exist;
 * about 12 % are courses of 1-3 months starting within a few weeks of REFERENCE_NOW.
 * Kinds: public-benefit youth courses, summer/winter vacation courses, seniors, adults (paid, low fee),
 * social sports instructors and referees (short, many participants), disabled people, workers, toddlers.
 * target / capacity / fee (yuan per person, 0 = free; more than half are free) follow the kind.
 * Ids 1..n. `counts` receives the trainings per venue and year for the yearly data.
 */
import type { Insertable } from 'kysely';
import type { VenueTrainingTable } from '../../db/tables/venue-event.js';
import { h2, p, ul } from '../content/html.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { REFERENCE_DAY, dayOf, isoDate, yearOfDay } from './dates.js';
import {
  associationOf,
  dateRangeText,
  eventCreatedAt,
  eventPlace,
  eventStartDay,
  weightedPicker,
  type EventPlace,
  type VenueYearCounts,
} from './events.js';
import type { VenueFacts } from './venue-facts.js';

interface TrainingKind {
  name: string;
  target: string;
  weight: number;
  capacity: [number, number];
  /** Fee range in yuan; [0, 0] = free. */
  fee: [number, number];
  /** Length in days. */
  days: [number, number];
  /** 'summer' / 'winter' courses start in the vacation. */
  season?: 'summer' | 'winter';
  organiser: (place: EventPlace, venue: VenueFacts, assoc: string) => string;
  /** Only for these sports (e.g. swimming safety). */
  sports?: string[];
}

const KINDS: TrainingKind[] = [
  {
    name: '{year}年{county}青少年{sport}公益培训班',
    target: '青少年',
    weight: 4,
    capacity: [30, 80],
    fee: [0, 0],
    days: [14, 56],
    organiser: (pl) => pl.countyAuthority,
  },
  {
    name: '{year}年暑期中小学生{sport}免费培训班',
    target: '中小学生',
    weight: 3,
    capacity: [40, 120],
    fee: [0, 0],
    days: [20, 35],
    season: 'summer',
    organiser: (pl) => pl.cityAuthority,
  },
  {
    name: '{year}年中小学生防溺水及游泳技能培训',
    target: '中小学生',
    weight: 3,
    capacity: [40, 100],
    fee: [0, 0],
    days: [10, 20],
    season: 'summer',
    sports: ['游泳'],
    organiser: (pl) => `${pl.city}教育局`,
  },
  {
    name: '{year}年寒假青少年{sport}训练营',
    target: '青少年',
    weight: 2,
    capacity: [20, 60],
    fee: [300, 1200],
    days: [7, 14],
    season: 'winter',
    organiser: (_, v) => v.name,
  },
  {
    name: '{year}年老年人{sport}健身培训班',
    target: '老年人',
    weight: 3,
    capacity: [30, 80],
    fee: [0, 0],
    days: [14, 42],
    organiser: (pl) => `${pl.city}老年人体育协会`,
  },
  {
    name: '成人{sport}入门班（{year}年第{n}期）',
    target: '成年人',
    weight: 3,
    capacity: [15, 40],
    fee: [200, 800],
    days: [28, 56],
    organiser: (_, v) => v.name,
  },
  {
    name: '{sport}技术提高班（{year}年第{n}期）',
    target: '成年人',
    weight: 2,
    capacity: [12, 30],
    fee: [300, 1200],
    days: [28, 56],
    organiser: (_, v) => v.name,
  },
  {
    name: '{year}年{city}二级社会体育指导员培训班（{sport}）',
    target: '社会体育指导员',
    weight: 2,
    capacity: [80, 200],
    fee: [0, 0],
    days: [2, 5],
    organiser: (pl) => `${pl.city}社会体育指导员协会`,
  },
  {
    name: '{year}年{province}{sport}三级裁判员培训班',
    target: '裁判员',
    weight: 1,
    capacity: [40, 120],
    fee: [100, 300],
    days: [2, 4],
    organiser: (pl, _, a) => `${pl.province}${a}协会`,
  },
  {
    name: '{year}年{county}残疾人{sport}康复健身培训',
    target: '残疾人',
    weight: 1,
    capacity: [15, 40],
    fee: [0, 0],
    days: [7, 28],
    organiser: (pl) => `${pl.city}残疾人联合会`,
  },
  {
    name: '{year}年{city}职工{sport}技能培训',
    target: '职工',
    weight: 1,
    capacity: [30, 80],
    fee: [0, 0],
    days: [3, 14],
    organiser: (pl) => `${pl.city}总工会`,
  },
  {
    name: '幼儿{sport}启蒙班（{year}年第{n}期）',
    target: '幼儿（4-6岁）',
    weight: 1,
    capacity: [12, 30],
    fee: [400, 1500],
    days: [28, 70],
    organiser: (_, v) => v.name,
  },
];

const CONTENT: Record<string, string[]> = {
  default: ['基本技术动作讲解与练习', '运动损伤预防与科学健身知识', '体能训练方法', '结业展示与考核'],
  社会体育指导员: ['社会体育指导员职责与服务规范', '项目技术与教学方法', '运动安全与急救知识', '实践指导与考核'],
  裁判员: ['最新竞赛规则解读', '裁判法与临场执裁实践', '案例分析', '理论与实践考试'],
};

function description(
  rng: SeedRandom,
  t: { target: string; organiser: string; first: number; last: number; capacity: number; fee: number },
  venue: VenueFacts,
): string {
  return [
    h2('培训时间'),
    p(
      `${dateRangeText(t.first, t.last)}，${rng.pick(['每周六、周日上午', '每周二、周四晚上', '每天上午', '每周三、周五下午'])}授课。`,
    ),
    h2('培训地点'),
    p(`${venue.name}（${venue.address}）。`),
    h2('培训对象'),
    p(`${t.target}，共${t.capacity}个名额，额满为止。`),
    h2('培训内容'),
    ul(CONTENT[t.target] ?? CONTENT.default ?? []),
    h2('收费标准'),
    p(
      t.fee === 0
        ? '公益培训，免费参加。'
        : `${t.fee}元/人（按不高于市场价70%的低收费标准收取），老年人、残疾人、学生等优惠对象减半收费。`,
    ),
    h2('报名方式'),
    p(`由${t.organiser}统一组织报名，请携带有效证件到场馆服务台登记，或致电${venue.phone}咨询。`),
  ].join('');
}

/** Rows for table `venue_training` (see the module comment). */
export function* trainingRows(
  venues: readonly VenueFacts[],
  count: number,
  counts: VenueYearCounts,
): Generator<Insertable<VenueTrainingTable>> {
  const rng = seedRandom('venue-trainings');
  const pickVenue = weightedPicker(venues, (v) => (v.isLarge ? 4 : 1));
  for (let id = 1; id <= count; id += 1) {
    const venue = pickVenue(rng);
    const place = eventPlace(venue);
    const sports = venue.sports.length > 0 ? venue.sports : ['健身'];
    const kinds = KINDS.filter((k) => !k.sports || k.sports.some((s) => sports.includes(s)));
    const kind = rng.weighted(kinds, (k) => k.weight);
    const sport = kind.sports ? (kind.sports.find((s) => sports.includes(s)) ?? rng.pick(sports)) : rng.pick(sports);
    let first: number;
    if (rng.chance(0.12))
      first = REFERENCE_DAY - rng.int(0, 40) + rng.int(0, 14); // under way around REFERENCE_NOW
    else if (kind.season === 'summer') first = dayOf(rng.pick([2024, 2025, 2026]), 7, rng.int(8, 25));
    else if (kind.season === 'winter') first = dayOf(rng.pick([2024, 2025, 2026, 2027]), 1, rng.int(15, 28));
    else first = eventStartDay(rng);
    const last = first + rng.int(kind.days[0], kind.days[1]) - 1;
    const year = yearOfDay(first);
    const name = kind.name
      .replace('{year}', String(year))
      .replace('{county}', place.county)
      .replace('{city}', place.city)
      .replace('{province}', place.province)
      .replace('{sport}', sport)
      .replace('{n}', String(rng.int(1, 6)));
    const capacity = rng.int(kind.capacity[0], kind.capacity[1]);
    const fee = kind.fee[1] === 0 ? 0 : Math.round(rng.int(kind.fee[0], kind.fee[1]) / 10) * 10;
    const organiser = kind.organiser(place, venue, associationOf(sport));
    counts.add(venue.organId, first);
    yield {
      id,
      organ_id: venue.organId,
      name,
      sport,
      organiser,
      start_date: isoDate(first),
      end_date: isoDate(last),
      description_html: description(rng, { target: kind.target, organiser, first, last, capacity, fee }, venue),
      created_at: eventCreatedAt(rng, first),
      target: kind.target,
      capacity,
      fee,
    };
  }
}
