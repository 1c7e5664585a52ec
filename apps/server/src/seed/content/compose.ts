/**
 * Shared pieces for composing seeded texts: template filling, places, dates and people.
 *
 * Templates use `{slot}` markers filled from a context: {province} '浙江省', {prov} '浙江',
 * {city} '杭州', {county} '桐庐县', {place} '浙江省杭州市桐庐县', {year} '2025', {n1} {n2} {n3} numbers,
 * {pct} a percentage. An unknown slot is a bug and throws.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { fullPlaceName, localitiesByProvince, shortCityName, shortProvinceName, type Locality } from '../divisions.js';
import { PROVINCE_POPULATION_2020 } from '../population.js';
import type { SeedRandom } from '../random.js';
import { CONTENT_SPAN_DAYS, REFERENCE_NOW } from '../seed-settings.js';

dayjs.extend(utc);

export type Slots = Record<string, string | number>;

/** Replaces every `{slot}` of `template` with `slots[slot]`. */
export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key];
    if (value === undefined) throw new Error(`seed template slot {${key}} has no value: ${template}`);
    return String(value);
  });
}

const LOCALITIES = [...localitiesByProvince().values()];

/** A random locality: province weighted by population, then a county of it. */
export function pickLocality(rng: SeedRandom): Locality {
  const places = rng.weighted(
    LOCALITIES,
    (list) => PROVINCE_POPULATION_2020[list[0]?.province.code.slice(0, 2) ?? ''] ?? 1,
  );
  return rng.pick(places);
}

/** Place slots of a locality. */
export function placeSlots(locality: Locality): Slots {
  return {
    province: locality.province.name,
    prov: shortProvinceName(locality.province.name),
    city: shortCityName(locality),
    county: locality.county.name,
    place: fullPlaceName(locality),
  };
}

/** Number slots drawn for one text: n1 10-300, n2 2-60, n3 3-20, pct 60-98. */
export function numberSlots(rng: SeedRandom): Slots {
  return { n1: rng.int(10, 300), n2: rng.int(2, 60), n3: rng.int(3, 20), pct: rng.int(60, 98) };
}

/** Where a list of publish instants ends and how recent its newest one must be. */
export interface PublishSpan {
  /** The span's end: the instants lie on the CONTENT_SPAN_DAYS days before its day (default REFERENCE_NOW). */
  end?: Date;
  /** When set, the newest instant lies within this many days before `end`'s day (drawn again if older). */
  recentDays?: number;
}

/**
 * `count` publish instants spread over the CONTENT_SPAN_DAYS before `end` (REFERENCE_NOW by default),
 * ascending, on office hours in Beijing (08:30-18:00, i.e. 00:30-10:00 UTC), as ISO UTC strings; with
 * `recentDays`, the newest is within that many days before `end`'s day.
 */
export function publishTimes(rng: SeedRandom, count: number, span: PublishSpan = {}): string[] {
  const start = dayjs
    .utc(span.end ?? REFERENCE_NOW)
    .subtract(CONTENT_SPAN_DAYS, 'day')
    .startOf('day');
  const at = (day: number) => start.add(day, 'day').add(rng.int(30, 600), 'minute').toISOString(); // 00:30-10:00 UTC
  const times: string[] = [];
  for (let i = 0; i < count; i += 1) times.push(at(rng.int(0, CONTENT_SPAN_DAYS - 1)));
  times.sort();
  const recent = span.recentDays;
  const newest = times.at(-1);
  if (
    recent !== undefined &&
    newest !== undefined &&
    newest < start.add(CONTENT_SPAN_DAYS - recent, 'day').toISOString()
  )
    times[times.length - 1] = at(rng.int(CONTENT_SPAN_DAYS - recent, CONTENT_SPAN_DAYS - 1));
  return times.sort();
}

/**
 * The end of the news and notices' span for a seed made at `seedNow`: REFERENCE_NOW, or the start (UTC) of
 * the seeding day when that is later, so a fresh start shows news and notices of the recent weeks and
 * nothing published after the seeding moment.
 */
export function contentEnd(seedNow: Date): Date {
  const day = dayjs.utc(seedNow).startOf('day').toDate();
  return day > REFERENCE_NOW ? day : REFERENCE_NOW;
}

/** News and notices: the newest lies within the two weeks before the seeding day. */
export const RECENT_CONTENT_DAYS = 14;

/** The Beijing calendar date (YYYY-MM-DD) of an ISO instant. */
export function beijingDate(iso: string): string {
  return dayjs.utc(iso).add(8, 'hour').format('YYYY-MM-DD');
}

/** '2025年8月8日' for an ISO instant or a YYYY-MM-DD date (Beijing calendar). */
export function chineseDate(isoOrDate: string): string {
  const date = isoOrDate.length === 10 ? isoOrDate : beijingDate(isoOrDate);
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** The Beijing calendar year of an ISO instant. */
export const yearOf = (iso: string) => Number(beijingDate(iso).slice(0, 4));

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN = '建国志强海燕文静丽娜晓东明辉秀兰玉梅红霞伟峰子涵欣怡浩然思远雨桐嘉怡俊杰佳琪宇航立新春华振宇若曦晨阳';

/** A plausible Chinese personal name (surname + one or two given characters). */
export function personName(rng: SeedRandom): string {
  const given = [...GIVEN];
  const first = rng.pick(given);
  return rng.pick([...SURNAMES]) + (rng.chance(0.7) ? first + rng.pick(given) : first);
}

/** View count of an article published at `iso`: older articles have been read more. */
export function viewCount(rng: SeedRandom, iso: string): number {
  const ageDays = Math.max(1, (REFERENCE_NOW.getTime() - Date.parse(iso)) / 86_400_000);
  return Math.round(rng.between(40, 260) * Math.sqrt(ageDays)) + rng.int(0, 90);
}

/** The first sentence of a paragraph (up to and including the first '。'), for summaries. */
export function firstSentence(text: string, maxLength = 120): string {
  const end = text.indexOf('。');
  const sentence = end >= 0 ? text.slice(0, end + 1) : text;
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1)}…` : sentence;
}
