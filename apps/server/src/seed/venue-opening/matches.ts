/**
 * Matches and sports events held at venues (table `venue_match`, 赛事活动): about 1,500 × scale, starting
 * between 2024-01-01 and 2027-06-30 so that, seen from REFERENCE_NOW (2026-11-01) and the weeks after it,
 * ended, ongoing and upcoming events all exist:
 * - most last 1-4 days; about 12 % are leagues of 1-4 months starting within ~10 weeks of
 *   REFERENCE_NOW (ongoing now and in the following weeks); a few are 全民健身日 activities on 8 August;
 * - held mostly at large venues; the sport is one the venue offers;
 * - level (国家级 … 社区级) decides the organiser (中国X协会, X省体育局, X市体育总会, X县文体旅局 …),
 *   the name pattern and the expected participants.
 * Ids 1..n in generation order. `counts` receives the events per venue and year for the yearly data.
 */
import type { Insertable } from 'kysely';
import type { VenueMatchTable } from '../../db/tables/venue-event.js';
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

export const MATCH_LEVELS = ['国家级', '省级', '市级', '县级', '社区级'] as const;
type Level = (typeof MATCH_LEVELS)[number];

/** Sports that are activities rather than competitions: matches prefer the venue's other sports. */
const NOT_COMPETED = new Set(['健身', '水中健身', '瑜伽', '棋牌', '健步走', '广场舞', '舞蹈', '台球']);

interface Pattern {
  name: string;
  organiser: (place: EventPlace, assoc: string, rng: SeedRandom) => string;
}

const QUARTERS = ['城关', '城东', '城西', '滨江', '新城', '东城', '西城', '南湖'];

const PATTERNS: Record<Level, Pattern[]> = {
  国家级: [
    { name: '{year}年全国{sport}锦标赛', organiser: (_, a) => `中国${a}协会` },
    { name: '{year}年全国{sport}冠军赛（{cityShort}站）', organiser: (_, a) => `中国${a}协会` },
    { name: '{year}年全国群众{sport}大赛（{cityShort}站）', organiser: () => '国家体育总局群众体育司' },
  ],
  省级: [
    { name: '{year}年{province}全民健身运动会{sport}比赛', organiser: (pl) => pl.provinceAuthority },
    { name: '{year}年{province}{sport}锦标赛', organiser: (pl, a) => `${pl.province}${a}协会` },
    { name: '{year}年{province}青少年{sport}锦标赛', organiser: (pl) => pl.provinceAuthority },
    { name: '{year}年{province}老年人{sport}交流赛', organiser: (pl) => `${pl.province}老年人体育协会` },
  ],
  市级: [
    { name: '{year}年{city}全民健身{sport}公开赛', organiser: (pl) => pl.cityAuthority },
    { name: '{year}年{city}中小学生{sport}比赛', organiser: (pl) => `${pl.city}教育局` },
    { name: '{year}年{city}职工{sport}比赛', organiser: (pl) => `${pl.city}总工会` },
    { name: '{year}年{city}{sport}俱乐部联赛', organiser: (pl, a) => `${pl.city}${a}协会` },
    { name: '{year}年{city}“市长杯”{sport}比赛', organiser: (pl) => `${pl.city}体育总会` },
  ],
  县级: [
    { name: '{year}年“{countyShort}杯”{sport}邀请赛', organiser: (pl) => pl.countyAuthority },
    { name: '{year}年{county}全民健身运动会{sport}比赛', organiser: (pl) => pl.countyAuthority },
    { name: '{year}年{county}{sport}业余联赛', organiser: (pl) => `${pl.county}体育总会` },
  ],
  社区级: [
    {
      name: '{year}年{county}{quarter}街道“邻里杯”{sport}友谊赛',
      organiser: (pl, _, rng) => `${pl.county}${rng.pick(QUARTERS)}街道办事处`,
    },
    { name: '{year}年{county}社区{sport}联谊赛', organiser: (pl) => `${pl.county}体育总会` },
  ],
};

const LEAGUE_NAMES = [
  '{year}年{city}{sport}联赛',
  '{year}—{next}赛季{city}{sport}超级联赛',
  '{year}年{county}{sport}业余联赛',
];

const PARTICIPANTS: Record<Level, [number, number]> = {
  国家级: [200, 1500],
  省级: [150, 1200],
  市级: [80, 800],
  县级: [50, 400],
  社区级: [30, 200],
};

const LEVEL_WEIGHTS: Record<'large' | 'small', number[]> = { large: [8, 30, 40, 15, 7], small: [1, 8, 35, 36, 20] };

const TARGETS: Record<Level, string> = {
  国家级: '各省（区、市）及行业体协组队报名的运动员，须在中国相关运动协会注册',
  省级: '各市（州）代表队及省内注册的业余俱乐部，运动员须身体健康、购买意外伤害保险',
  市级: '本市各县（市、区）、企事业单位、学校及业余俱乐部组队参赛',
  县级: '本县（区）各乡镇（街道）、机关企事业单位代表队',
  社区级: '辖区居民、驻区单位职工，以社区为单位自愿报名',
};

/** A sport the venue offers, a competed one when it has any. */
function sportOf(rng: SeedRandom, venue: VenueFacts): string {
  const competed = venue.sports.filter((s) => !NOT_COMPETED.has(s));
  return rng.pick(competed.length > 0 ? competed : venue.sports.length > 0 ? venue.sports : ['田径']);
}

function fillName(template: string, slots: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(slots[key] ?? ''));
}

function description(
  rng: SeedRandom,
  match: { sport: string; organiser: string; level: Level; first: number; last: number; participants: number },
  venue: VenueFacts,
): string {
  const deadlineDay = match.first - rng.int(7, 20);
  const deadline = dateRangeText(deadlineDay, deadlineDay);
  return [
    h2('一、主办单位'),
    p(`主办：${match.organiser}；承办：${venue.name}。`),
    h2('二、时间和地点'),
    p(`${dateRangeText(match.first, match.last)}，在${venue.name}（${venue.address}）举行。`),
    h2('三、参赛对象'),
    p(`${TARGETS[match.level]}。预计参赛约${match.participants}人。`),
    h2('四、竞赛办法'),
    ul([
      `执行国家体育总局审定的最新${match.sport}竞赛规则`,
      rng.pick([
        '分组循环赛决出小组名次，再进行交叉淘汰赛',
        '采用单败淘汰赛制，决出前八名',
        '按年龄分组进行，各组分别录取前六名',
      ]),
      '比赛期间场馆其他区域照常开放，请健身群众留意现场指引',
    ]),
    h2('五、报名办法'),
    p(`请于${deadline}前通过主办单位指定的报名平台提交报名表，逾期不予受理。比赛不收取报名费。`),
  ].join('');
}

/**
 * Rows for table `venue_match`: `count` matches over `venues` (see the module comment); `counts`
 * receives one count per match that started by REFERENCE_NOW.
 */
export function* matchRows(
  venues: readonly VenueFacts[],
  count: number,
  counts: VenueYearCounts,
): Generator<Insertable<VenueMatchTable>> {
  const rng = seedRandom('venue-matches');
  const pickVenue = weightedPicker(venues, (v) => (v.isLarge ? 6 : 1) * (v.organType <= 2 ? 1.5 : 1));
  for (let id = 1; id <= count; id += 1) {
    const venue = pickVenue(rng);
    const place = eventPlace(venue);
    const sport = sportOf(rng, venue);
    const kind = rng.float();
    let first: number;
    let last: number;
    let level: Level;
    let name: string;
    let organiser: string;
    const slots = (year: number) => ({
      year,
      next: year + 1,
      sport,
      province: place.province,
      city: place.city,
      cityShort: place.cityShort,
      county: place.county,
      countyShort: place.county.replace(/(县|区|市|旗)$/u, ''),
      quarter: rng.pick(QUARTERS),
    });
    if (kind < 0.12) {
      // A league running across REFERENCE_NOW and the weeks after it.
      first = REFERENCE_DAY - rng.int(0, 75) + rng.int(0, 20);
      last = first + rng.int(30, 120);
      level = rng.pick(['市级', '县级'] as const);
      name = fillName(rng.pick(LEAGUE_NAMES), slots(yearOfDay(first)));
      organiser = level === '市级' ? `${place.city}${associationOf(sport)}协会` : `${place.county}体育总会`;
    } else if (kind < 0.16) {
      // 全民健身日 (8 August) activities.
      const year = rng.pick([2024, 2025, 2026]);
      first = dayOf(year, 8, 8);
      last = first;
      level = '市级';
      name = `${year}年${place.city}“全民健身日”${sport}主题活动`;
      organiser = place.cityAuthority;
    } else {
      first = eventStartDay(rng);
      last = first + rng.pick([0, 0, 1, 1, 2, 3]);
      level = rng.weighted(
        MATCH_LEVELS,
        (l) => LEVEL_WEIGHTS[venue.isLarge ? 'large' : 'small'][MATCH_LEVELS.indexOf(l)] ?? 0,
      );
      const pattern = rng.pick(PATTERNS[level]);
      name = fillName(pattern.name, slots(yearOfDay(first)));
      organiser = pattern.organiser(place, associationOf(sport), rng);
    }
    const [low, high] = PARTICIPANTS[level];
    const participants = Math.round(rng.int(low, high) / 10) * 10;
    counts.add(venue.organId, first);
    yield {
      id,
      organ_id: venue.organId,
      name,
      sport,
      organiser,
      start_date: isoDate(first),
      end_date: isoDate(last),
      description_html: description(rng, { sport, organiser, level, first, last, participants }, venue),
      created_at: eventCreatedAt(rng, first),
      level,
      participants,
    };
  }
}
