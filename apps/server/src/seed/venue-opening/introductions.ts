/**
 * Venue texts (table `venue_introduction`), written by the project:
 * - an 'introduction' for every venue: overview, sports, the opening hours of its schedule, the fee table
 *   of the programme prices, transport and contact;
 * - 'announcement's for many: closures from 2025 on (published when announced), holiday opening hours
 *   and 全民健身日 (8 August) free opening;
 * - 'notice's (须知) for most: admission rules, the free/low-fee service guide, concession documents.
 * Nothing is published after REFERENCE_NOW. Ids 1..n venue by venue.
 */
import type { Insertable } from 'kysely';
import type { VenueIntroductionTable } from '../../db/tables/venue.js';
import { h2, p, table, ul } from '../content/html.js';
import type { SeedRandom } from '../random.js';
import { HOLIDAY_ARRANGEMENTS } from './calendar.js';
import { venueClosures, type VenueClosure } from './closures.js';
import {
  LOCAL_OFFSET_MINUTES,
  REFERENCE_DAY,
  REFERENCE_ISO,
  chineseDay,
  clockTime,
  dayNumber,
  dayOf,
  isoInstant,
  localDayOfMillis,
  localInstant,
} from './dates.js';
import { dateRangeText } from './events.js';
import { describeSchedule, venueSchedule } from './schedules.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';

type Row = Insertable<VenueIntroductionTable>;
type Text = Omit<Row, 'id' | 'organ_id'>;

const OVERVIEW: Record<number, [large: string, small: string]> = {
  1: ['是当地规模最大的公共体育场，可承办全国性和国际单项体育赛事', '是服务周边群众日常健身的公共体育场'],
  2: ['是集比赛、训练、全民健身于一体的大型综合体育馆', '是面向社会公众开放的综合性体育馆'],
  3: ['是可承办省级以上游泳、跳水比赛的专业场馆', '是面向群众开放的公共游泳馆'],
  4: ['是政府投资建设、面向社区居民的全民健身中心', '是政府投资建设、面向社区居民的全民健身中心'],
};

const BOOKING = [
  '免费开放时段无需预约，凭身份证件即可入场；低收费时段可在服务台或通过场馆线上平台预约。',
  '免费和低收费时段均可通过场馆公众号预约，未预约的群众在场地有空余时可现场登记入场。',
  '低收费时段按小时计费，可现场购票或线上预约；团体活动请提前三个工作日联系场馆。',
];

/** A publish instant on local `day` in office hours, never after REFERENCE_NOW. */
function officeInstant(rng: SeedRandom, day: number): string {
  const instant = localInstant(day, rng.int(540, 1050));
  return instant > REFERENCE_ISO ? localInstant(REFERENCE_DAY, 480) : instant;
}

function introduction(rng: SeedRandom, venue: VenueFacts, hours: readonly string[]): Text {
  const built = rng.int(venue.isLarge ? 1985 : 1995, 2021);
  const [large, small] = OVERVIEW[venue.organType] ?? ['', ''];
  const seats = venue.seats > 0 ? `，设有固定座位${venue.seats}个` : '';
  const outdoor = venue.hasOutdoor ? '，另设有室外运动场地和健身路径' : '';
  const content = [
    h2('场馆概况'),
    p(
      `${venue.name}位于${venue.address}，${venue.isLarge ? large : small}。场馆于${built}年建成投入使用，建筑面积${venue.floorArea}平方米${seats}。`,
    ),
    p(
      `场馆现开设${venue.sports.join('、')}等运动项目${outdoor}，已纳入公共体育场馆免费低收费开放范围，常年面向社会公众开放。`,
    ),
    h2('开放时间'),
    ul(hours),
    p('每年8月8日全民健身日全天免费开放。如遇闭馆维护或承办赛事，将至少提前7天在本平台发布公告。'),
    h2('收费标准'),
    table(
      '收费标准（元/人·小时）',
      ['类别', '价格', '说明'],
      [
        ['市场参考价', venue.marketPrice, '当地同类场馆市场价格'],
        ['低收费时段', venue.lowFeePrice, '不高于市场参考价的70%'],
        [
          '优惠价',
          venue.concessionPrice,
          '老年人、残疾人、学生、军人、消防救援人员凭有效证件享受，不高于低收费价格的50%',
        ],
      ],
    ),
    p(rng.pick(BOOKING)),
    h2('交通指引'),
    p(
      `可乘坐公交${rng.int(1, 99)}路、${rng.int(100, 399)}路至“${venue.name}”站下车，步行约${rng.int(2, 10)}分钟到达；场馆设有停车位${rng.int(4, 60) * 10}个。`,
    ),
    h2('联系方式'),
    p(`咨询电话：${venue.phone}；地址：${venue.address}。`),
  ].join('');
  const publishDay = dayOf(rng.int(2022, 2024), rng.int(1, 12), rng.int(1, 28));
  return {
    kind: 'introduction',
    title: `${venue.name}简介`,
    content_html: content,
    publish_time: officeInstant(rng, publishDay),
  };
}

/** '2026年3月5日' or '2026年3月5日12:00' of an instant (local). */
function whenText(ms: number): string {
  const day = localDayOfMillis(ms);
  const minute = Math.round((ms / 60_000 + LOCAL_OFFSET_MINUTES) % 1440);
  return minute === 0 ? chineseDay(day) : `${chineseDay(day)}${clockTime(minute)}`;
}

function closureAnnouncement(venue: VenueFacts, c: VenueClosure): Text {
  const firstDay = chineseDay(localDayOfMillis(c.startMs));
  const title = {
    maintenance: `关于${firstDay}起闭馆维护的公告`,
    event: '关于承办赛事期间暂停对外开放的公告',
    renovation: '关于场馆提升改造期间暂停开放的公告',
    weather: `关于${firstDay}临时闭馆的公告`,
  }[c.kind];
  const reason = c.reason.replace(/，[^，]*$/u, '');
  const content = [
    p('广大健身群众：'),
    p(
      `因${reason}，本馆自${whenText(c.startMs)}起暂停对外开放，${whenText(c.endMs)}起恢复正常开放。闭馆期间已预约的场次将全额退款。给您带来的不便，敬请谅解。`,
    ),
    p(`如有疑问，请致电${venue.phone}咨询。`),
    p(venue.name),
    p(chineseDay(localDayOfMillis(c.announcedMs))),
  ].join('');
  return { kind: 'announcement', title, content_html: content, publish_time: isoInstant(c.announcedMs) };
}

/** Holidays whose opening hours venues announce (first rest day, name). */
const ANNOUNCED_HOLIDAYS = [2025, 2026].flatMap((year) =>
  (HOLIDAY_ARRANGEMENTS[year] ?? [])
    .filter((b) => ['春节', '劳动节', '国庆节', '国庆节、中秋节'].includes(b.name))
    .map((b) => ({ year, name: b.name, from: dayNumber(b.from), to: dayNumber(b.to) }))
    .filter((h) => h.from - 3 <= REFERENCE_DAY),
);

function holidayAnnouncement(
  rng: SeedRandom,
  venue: VenueFacts,
  schedule: readonly string[],
  h: (typeof ANNOUNCED_HOLIDAYS)[number],
): Text {
  const hours = schedule.find((item) => item.startsWith('法定节假日'))?.replace(/^法定节假日：/u, '') ?? '';
  const content = [
    p('广大健身群众：'),
    p(
      `根据国务院办公厅关于${h.year}年部分节假日安排的通知，${h.name}假期为${dateRangeText(h.from, h.to)}。假期期间本馆正常开放，开放时间为：${hours}。`,
    ),
    p('节假日期间入场人数较多，请合理安排健身时间，遵守场馆秩序，注意运动安全。'),
    p(venue.name),
  ].join('');
  return {
    kind: 'announcement',
    title: `关于${h.year}年${h.name}假期开放时间的公告`,
    content_html: content,
    publish_time: officeInstant(rng, h.from - rng.int(3, 10)),
  };
}

function fitnessDayAnnouncement(rng: SeedRandom, venue: VenueFacts, year: number): Text {
  const content = [
    p('广大健身群众：'),
    p(
      `${year}年8月8日是第${year - 2008}个全民健身日。当天本馆所有场地全天免费向社会开放，并安排社会体育指导员现场提供健身指导。`,
    ),
    p(`欢迎广大群众积极参与，${venue.sports.slice(0, 3).join('、')}等项目场地先到先得，请自觉遵守场馆秩序。`),
    p(venue.name),
  ].join('');
  return {
    kind: 'announcement',
    title: `关于${year}年“全民健身日”免费开放的公告`,
    content_html: content,
    publish_time: officeInstant(rng, dayOf(year, 8, rng.int(1, 5))),
  };
}

const NOTICES: { title: (v: VenueFacts) => string; items: (v: VenueFacts) => string[] }[] = [
  {
    title: (v) => (v.organType === 3 ? '游泳馆入场须知' : `${v.name}入场须知`),
    items: (v) =>
      v.organType === 3
        ? [
            '入场请出示健康承诺及有效证件，进入深水区须持有深水合格证',
            '患有心脏病、高血压、皮肤病等不宜游泳疾病者请勿入池',
            '入池前请淋浴，并按规定穿戴泳衣、泳帽',
            '身高1.4米以下儿童须由成年人陪同',
            '请听从救生员指挥，禁止跳水、追逐打闹',
          ]
        : [
            '请着运动服装和运动鞋入场，场地内禁止吸烟',
            '请爱护场地设施，损坏照价赔偿',
            '运动前请做好热身，量力而行',
            '未成年人须由监护人陪同',
            '请保持场地卫生，垃圾分类投放',
          ],
  },
  {
    title: () => '免费低收费开放服务指南',
    items: (v) => [
      `免费开放时段面向全体群众，低收费时段收费不高于${v.lowFeePrice}元/人·小时`,
      '免费和低收费时段以场馆公布的开放时间表为准，节假日另行公告',
      '每年8月8日全民健身日全天免费开放',
      '场馆设有服务台，可咨询健身指导和场地预约',
    ],
  },
  {
    title: () => '优惠对象及有效证件说明',
    items: (v) => [
      `老年人、残疾人、学生、军人、消防救援人员享受优惠价${v.concessionPrice}元/人·小时`,
      '老年人凭身份证或老年人优待证，残疾人凭残疾人证',
      '学生凭学生证，军人和消防救援人员凭有效证件',
      '优惠价格与其他优惠不同时享受',
    ],
  },
];

/** The texts of one venue, in publishing order. */
export function venueTexts(venue: VenueFacts): Text[] {
  const rng = venueRandom('introductions', venue.organId);
  const hours = describeSchedule(venueSchedule(venue).slots);
  const texts: Text[] = [introduction(rng, venue, hours)];
  const since2025 = dayOf(2025, 1, 1);
  for (const c of venueClosures(venue)) {
    if (localDayOfMillis(c.startMs) >= since2025 && rng.chance(0.8)) texts.push(closureAnnouncement(venue, c));
  }
  for (const h of ANNOUNCED_HOLIDAYS) if (rng.chance(0.12)) texts.push(holidayAnnouncement(rng, venue, hours, h));
  for (const year of [2024, 2025, 2026]) if (rng.chance(0.2)) texts.push(fitnessDayAnnouncement(rng, venue, year));
  const noticeCount = rng.chance(0.6) ? (rng.chance(0.3) ? 2 : 1) : 0;
  for (const notice of rng.sample(NOTICES, noticeCount)) {
    const content = [h2('注意事项'), ul(notice.items(venue)), p(`咨询电话：${venue.phone}`)].join('');
    texts.push({
      kind: 'notice',
      title: notice.title(venue),
      content_html: content,
      publish_time: officeInstant(rng, dayOf(rng.int(2023, 2026), rng.int(1, 10), rng.int(1, 28))),
    });
  }
  return texts.sort((a, b) => (a.publish_time < b.publish_time ? -1 : a.publish_time > b.publish_time ? 1 : 0));
}

/** Rows for table `venue_introduction`, ids from 1. */
export function* introductionRows(venues: readonly VenueFacts[]): Generator<Row> {
  let id = 1;
  for (const venue of venues) {
    for (const text of venueTexts(venue)) {
      yield { id, organ_id: venue.organId, ...text };
      id += 1;
    }
  }
}
