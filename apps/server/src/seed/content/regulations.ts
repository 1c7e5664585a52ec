/**
 * Seeded laws, regulations and policy documents (table `regulation`, /policyRule): issuing body,
 * document number in the official styles ('国发〔2024〕11号', '体群字〔2025〕12号', '国家体育总局令第28号'),
 * category, status (现行有效 / 已修订 / 已废止; older documents are more often revised or repealed),
 * publish date and an effective date on or after it (never after the seed's reference date).
 * Titles and provisions are the project's own writing on real subjects of the field; some bodies hold
 * a table (the free/low-fee programme's large-venue thresholds, a task split, a facility checklist).
 * Ids are 1..count in publishing order.
 */
import dayjs from 'dayjs';
import type { Insertable } from 'kysely';
import type { RegulationCategory, RegulationStatus } from '@portal/contracts/content.codes';
import type { RegulationTable } from '../../db/tables/content.js';
import { shortProvinceName } from '../divisions.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { beijingDate, chineseDate, fill, pickLocality, publishTimes, viewCount, type Slots } from './compose.js';
import { attachmentLinks, h2, h3, p, table, ul } from './html.js';
import type { AttachmentCollector, SeedMediaRefs } from './media-refs.js';

/** Subjects: `topic` reads after '关于', `noun` names the regulated matter inside provisions. */
const SUBJECTS: readonly { topic: string; noun: string; measures: string }[] = [
  {
    topic: '加强公共体育场馆免费低收费开放管理',
    noun: '公共体育场馆免费低收费开放',
    measures: '公共体育场馆开放服务管理办法',
  },
  { topic: '推进体育公园建设', noun: '体育公园建设和管理', measures: '体育公园建设管理办法' },
  { topic: '加快全民健身场地设施建设', noun: '全民健身场地设施建设', measures: '全民健身场地设施管理办法' },
  { topic: '加强社会体育指导员队伍建设', noun: '社会体育指导员管理', measures: '社会体育指导员管理办法' },
  { topic: '做好国民体质监测工作', noun: '国民体质监测', measures: '国民体质监测管理办法' },
  { topic: '推动学校体育场馆向社会开放', noun: '学校体育场馆开放', measures: '学校体育场馆开放管理办法' },
  { topic: '规范健身步道建设和管理', noun: '健身步道建设和管理', measures: '健身步道建设管理办法' },
  { topic: '加强体育场馆安全运营管理', noun: '体育场馆安全运营', measures: '体育场馆安全运营管理办法' },
  { topic: '推进智慧体育场馆建设', noun: '体育场馆信息化建设', measures: '体育场馆信息化管理办法' },
  { topic: '促进群众体育赛事活动规范发展', noun: '群众体育赛事活动', measures: '群众体育赛事活动管理办法' },
  { topic: '推动体卫融合发展', noun: '体卫融合服务', measures: '体卫融合服务管理办法' },
  { topic: '加强全民健身志愿服务', noun: '全民健身志愿服务', measures: '全民健身志愿服务管理办法' },
  { topic: '促进老年人体育健身', noun: '老年人体育健身服务', measures: '老年人体育健身服务规范' },
  { topic: '推进冰雪运动场地向社会开放', noun: '冰雪运动场地开放', measures: '冰雪运动场地开放服务办法' },
];

const PROVINCE_ABBR: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '黔',
  '53': '滇',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
};

type BodyStyle = 'opinion' | 'measures';

interface RegulationKind {
  category: RegulationCategory;
  issuers: string[];
  number: string; // {y} year, {n} serial, {abbr} province abbreviation
  titles: string[]; // {topic}, {measures}, {province}
  style: BodyStyle;
  /**
   * The regulated matter of a title that names its own subject (a local 条例), used for the body's
   * provisions instead of the drawn subject's, so the body is about what the title says (docs/decisions/public-experience.md §4).
   */
  nouns?: Readonly<Record<string, string>>;
  local?: boolean;
  weight: number;
}

const KINDS: readonly RegulationKind[] = [
  {
    category: '行政法规',
    issuers: ['国务院'],
    number: '国发〔{y}〕{n}号',
    titles: ['国务院关于{topic}的意见'],
    style: 'opinion',
    weight: 0.5,
  },
  {
    category: '行政法规',
    issuers: ['国务院办公厅'],
    number: '国办发〔{y}〕{n}号',
    titles: ['国务院办公厅关于{topic}的意见', '国务院办公厅关于{topic}的指导意见'],
    style: 'opinion',
    weight: 0.7,
  },
  {
    category: '部门规章',
    issuers: ['国家体育总局'],
    number: '国家体育总局令第{n}号',
    titles: ['{measures}'],
    style: 'measures',
    weight: 1.5,
  },
  {
    category: '规范性文件',
    issuers: ['国家体育总局', '国家体育总局办公厅'],
    number: '体群字〔{y}〕{n}号',
    titles: ['体育总局关于{topic}的通知', '体育总局关于{topic}的实施意见', '体育总局办公厅关于{topic}的工作方案'],
    style: 'opinion',
    weight: 3,
  },
  {
    category: '规范性文件',
    issuers: ['国家体育总局 国家发展改革委', '国家发展改革委 国家体育总局'],
    number: '发改社会〔{y}〕{n}号',
    titles: ['关于{topic}的指导意见', '关于{topic}的实施方案'],
    style: 'opinion',
    weight: 1,
  },
  {
    category: '规范性文件',
    issuers: ['国家体育总局 财政部'],
    number: '体经字〔{y}〕{n}号',
    titles: ['关于{topic}的通知', '关于{topic}专项资金管理的通知'],
    style: 'opinion',
    weight: 1,
  },
  {
    category: '地方性法规',
    issuers: ['{province}人民代表大会常务委员会'],
    number: '{abbr}人大常委会公告第{n}号',
    titles: ['{province}全民健身条例', '{province}公共体育设施条例', '{province}体育发展条例'],
    nouns: {
      '{province}全民健身条例': '全民健身',
      '{province}公共体育设施条例': '公共体育设施建设、使用和管理',
      '{province}体育发展条例': '体育发展',
    },
    style: 'measures',
    local: true,
    weight: 1.5,
  },
  {
    category: '规范性文件',
    issuers: ['{province}体育局', '{province}人民政府办公厅'],
    number: '{abbr}体发〔{y}〕{n}号',
    titles: ['{province}关于{topic}的实施意见', '{province}{measures}'],
    style: 'opinion',
    local: true,
    weight: 3,
  },
];

/** Provisions of a 'measures' body: chapters of articles, numbered in order. */
const CHAPTERS: readonly { title: string; articles: string[] }[] = [
  {
    title: '总则',
    articles: [
      '为了规范{noun}工作，保障公民参加体育健身活动的合法权益，推动全民健身事业高质量发展，制定本{doc}。',
      '本{doc}适用于本行政区域内{noun}及其相关管理活动。',
      '{noun}工作坚持政府主导、社会参与、公益为先、便民利民的原则。',
      '县级以上人民政府体育主管部门负责本行政区域内{noun}的监督管理工作，其他有关部门在各自职责范围内做好相关工作。',
    ],
  },
  {
    title: '规划与建设',
    articles: [
      '县级以上人民政府应当将{noun}纳入国民经济和社会发展规划，合理布局，统筹推进。',
      '新建居住区应当按照国家有关标准配套建设全民健身设施，并与住宅同步设计、同步施工、同步投入使用。',
      '鼓励利用城市空闲地、边角地、公园绿地和建筑屋顶等空间建设全民健身设施。',
    ],
  },
  {
    title: '开放与服务',
    articles: [
      '公共体育设施应当向社会开放，每周开放时间不少于35小时，并在全民健身日向公众免费开放。',
      '管理单位应当公示服务内容、开放时间、收费标准和安全须知，并对学生、老年人、残疾人等给予优惠。',
      '管理单位应当按照规定报送开放数据和客流信息，确保数据真实、准确、及时。',
      '鼓励管理单位提供在线预约、电子支付等便民服务，同时保留线下服务渠道，方便老年人使用。',
    ],
  },
  {
    title: '监督管理',
    articles: [
      '体育主管部门应当建立{noun}绩效评价制度，评价结果向社会公布。',
      '任何单位和个人不得侵占、破坏公共体育设施或者擅自改变其用途。',
      '违反本{doc}规定的，由体育主管部门责令限期改正；情节严重的，依法追究相关责任。',
    ],
  },
];

/** Sections of an 'opinion' body (意见/通知/方案). */
const OPINION_SECTIONS: readonly { title: string; paragraphs: string[] }[] = [
  {
    title: '总体要求',
    paragraphs: [
      '坚持以人民为中心的发展思想，围绕群众身边的健身需求，以{noun}为重点，着力解决健身场地设施不足、开放服务不充分等问题。',
      '到{target}年，{noun}工作机制更加健全，服务质量明显提升，群众参与体育健身的获得感显著增强。',
    ],
  },
  {
    title: '主要任务',
    paragraphs: [
      '统筹规划布局。各地要结合国土空间规划，摸清现有设施底数，编制建设计划，优先补齐社区和农村短板。',
      '提升开放服务。推动公共体育场馆延长开放时间、扩大免费低收费开放范围，完善信息公开和预约服务。',
      '强化科学指导。发挥社会体育指导员作用，普及科学健身知识，推广运动处方。',
      '推进数字化建设。依托全民健身场馆信息服务平台，实现设施信息、开放数据和客流数据的统一汇聚和共享。',
    ],
  },
  {
    title: '保障措施',
    paragraphs: [
      '加强组织领导，建立部门协同工作机制；加大资金投入，引导社会力量参与；强化监督评估，定期通报工作进展。',
    ],
  },
];

function largeVenueTable(): string {
  return table(
    '大型体育场馆免费低收费开放认定标准',
    ['场馆类型', '认定标准', '开放要求'],
    [
      ['体育场', '座位数20000个及以上', '每周开放不少于35小时，全民健身日全天免费'],
      ['体育馆', '座位数3000个及以上', '每周开放不少于35小时，全民健身日全天免费'],
      ['游泳馆（跳水馆）', '座位数1500个及以上', '每周开放不少于35小时，全民健身日全天免费'],
    ],
  );
}

function taskTable(rng: SeedRandom, year: number): string {
  const tasks = [
    ['编制设施建设计划', '各级体育主管部门'],
    ['扩大免费低收费开放范围', '体育主管部门、财政部门'],
    ['完善开放数据报送', '体育信息中心、各场馆管理单位'],
    ['开展绩效评价', '体育主管部门'],
    ['加强宣传引导', '体育主管部门、宣传部门'],
  ];
  return table(
    '重点任务分工表',
    ['序号', '重点任务', '责任单位', '完成时限'],
    rng
      .sample(tasks, 4)
      .map(([task, owner], i) => [i + 1, task as string, owner as string, `${year + (i < 2 ? 0 : 1)}年底前`]),
  );
}

/** The full-width space that separates an article number from its text in Chinese legal documents. */
const IDEOGRAPHIC_SPACE = '\u3000';

function measuresBody(rng: SeedRandom, slots: Slots, effective: string): string {
  let article = 0;
  const doc = String(slots.title).match(/(条例|规范|办法)$/u)?.[1] ?? '办法';
  const withDoc = { ...slots, doc };
  const numerals = ['一', '二', '三', '四', '五', '六'];
  const articleNo = (n: number) => `第${toChineseNumber(n)}条`;
  const chapters = CHAPTERS.map((chapter, i) => {
    // The general chapter is kept whole; later chapters keep a random subset, in order.
    const kept = i === 0 ? chapter.articles : chapter.articles.filter(() => rng.chance(0.75));
    const articles = (kept.length > 0 ? kept : chapter.articles)
      .map((t) => p(`${articleNo(++article)}${IDEOGRAPHIC_SPACE}${fill(t, withDoc)}`))
      .join('');
    const extra = chapter.title === '开放与服务' && rng.chance(0.5) ? largeVenueTable() : '';
    return h2(`第${numerals[i]}章${IDEOGRAPHIC_SPACE}${chapter.title}`) + articles + extra;
  });
  const closing =
    h2(`第${numerals[CHAPTERS.length]}章${IDEOGRAPHIC_SPACE}附则`) +
    p(`${articleNo(++article)}${IDEOGRAPHIC_SPACE}本${doc}自${chineseDate(effective)}起施行。`);
  return chapters.join('') + closing;
}

function opinionBody(rng: SeedRandom, slots: Slots, year: number): string {
  const numerals = ['一', '二', '三'];
  const sub = ['（一）', '（二）', '（三）', '（四）'];
  return OPINION_SECTIONS.map((section, i) => {
    const heading = h2(`${numerals[i]}、${section.title}`);
    if (section.title === '主要任务') {
      const items = rng.sample(section.paragraphs, 3).map((t, j) => {
        const [lead, rest] = fill(t, slots).split('。', 2) as [string, string];
        return h3(`${sub[j]}${lead}`) + p(rest);
      });
      return heading + items.join('') + (rng.chance(0.4) ? taskTable(rng, year) : '');
    }
    if (section.title === '保障措施') {
      return (
        heading +
        ul(['加强组织领导', '加大资金投入', '强化监督评估', '做好宣传引导']) +
        p(fill(section.paragraphs[0] as string, slots))
      );
    }
    return heading + section.paragraphs.map((t) => p(fill(t, slots))).join('');
  }).join('');
}

/** 1..99 in Chinese numerals ('十二', '二十三'). */
function toChineseNumber(n: number): string {
  const digits = '零一二三四五六七八九';
  if (n < 10) return digits[n] as string;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : digits[tens]}十${ones ? digits[ones] : ''}`;
}

/** Status by age: documents older than two years are more often revised or repealed. */
function statusFor(rng: SeedRandom, publishDate: string): RegulationStatus {
  const old = dayjs(REFERENCE_NOW).diff(dayjs(publishDate), 'day') > 730;
  const roll = rng.float();
  if (roll < (old ? 0.55 : 0.85)) return '现行有效';
  return roll < (old ? 0.85 : 0.95) ? '已修订' : '已废止';
}

export function generateRegulations(
  count: number,
  media: SeedMediaRefs,
  attachments: AttachmentCollector,
): Insertable<RegulationTable>[] {
  const rng = seedRandom('regulations');
  const titles = new Set<string>();
  const serials = new Map<string, number>();
  const lastDate = beijingDate(REFERENCE_NOW.toISOString());
  const rows: Insertable<RegulationTable>[] = [];
  for (const [index, publishTime] of publishTimes(rng, count).entries()) {
    const id = index + 1;
    const publishDate = beijingDate(publishTime);
    const year = Number(publishDate.slice(0, 4));
    const interpretation = rows.length > 4 && rng.chance(0.1);
    if (interpretation) {
      // A policy interpretation (政策解读) of an earlier document, under that document's number.
      const target = rng.pick(rows.filter((r) => r.category !== '政策解读'));
      const title = `《${target.title}》政策解读`;
      if (!titles.has(title)) {
        titles.add(title);
        rows.push({
          id,
          title,
          issuing_body: '国家体育总局政策法规司',
          document_number: target.document_number,
          category: '政策解读',
          status: target.status,
          publish_date: publishDate,
          effective_date: publishDate,
          summary: `对《${target.title}》的出台背景、主要内容和贯彻落实要求进行解读。`,
          content_html: [
            h2('一、出台背景'),
            p(
              `为贯彻落实全民健身国家战略，回应群众对健身场地设施和开放服务的期待，${target.issuing_body}研究出台了《${target.title}》。`,
            ),
            h2('二、主要内容'),
            p(target.summary),
            ul(['明确了工作目标和基本原则', '细化了开放服务和信息公开要求', '建立了监督评价和责任落实机制']),
            h2('三、贯彻落实'),
            p('各地要认真组织学习，结合实际制定配套措施，确保各项要求落到实处。'),
          ].join(''),
          view_count: viewCount(rng, publishTime),
        });
        continue;
      }
    }
    let kind = rng.weighted(KINDS, (k) => k.weight);
    let title = '';
    let slots: Slots = {};
    for (let attempt = 0; attempt < 40 && (title === '' || titles.has(title)); attempt += 1) {
      if (attempt > 0) kind = rng.weighted(KINDS, (k) => k.weight);
      const subject = rng.pick(SUBJECTS);
      const locality = pickLocality(rng);
      slots = {
        topic: subject.topic,
        noun: subject.noun,
        measures: subject.measures,
        province: locality.province.name,
        prov: shortProvinceName(locality.province.name),
        abbr: PROVINCE_ABBR[locality.province.code.slice(0, 2)] ?? '',
        target: year + 3,
      };
      const template = rng.pick(kind.titles);
      const noun = kind.nouns?.[template];
      if (noun) slots = { ...slots, noun };
      title = fill(template, slots);
    }
    if (titles.has(title)) title = `${title}（${year}年修订）`;
    titles.add(title);

    // Orders (令) are numbered across years; other series restart every year.
    const key = kind.number.includes('{y}') ? `${kind.number}|${slots.abbr}|${year}` : kind.number;
    const serial = (serials.get(key) ?? rng.int(3, 20)) + rng.int(1, 6);
    serials.set(key, serial);
    const documentNumber = fill(kind.number, {
      ...slots,
      y: year,
      n: kind.number.includes('令') ? 20 + serial : serial,
    });
    const lag = rng.pick([0, 0, 15, 30, 30, 60, 90]);
    const effective = dayjs(publishDate).add(lag, 'day').format('YYYY-MM-DD');
    const effectiveDate = effective > lastDate ? publishDate : effective;
    const issuer = fill(rng.pick(kind.issuers), slots);
    const summary =
      kind.style === 'measures'
        ? `${title}共${CHAPTERS.length + 1}章，对${slots.noun ?? '全民健身'}的规划建设、开放服务和监督管理作出规定。`
        : `${issuer}就${slots.topic}提出总体要求、主要任务和保障措施。`;
    const withForm = rng.chance(0.25);
    const form = withForm ? media.forms.get('filling-guide') : undefined;
    const body =
      (kind.style === 'measures'
        ? measuresBody(rng, { ...slots, title }, effectiveDate)
        : opinionBody(rng, slots, year)) + (form ? attachmentLinks([form]) : '');
    if (form) attachments.add('regulation', id, [form]);
    rows.push({
      id,
      title,
      issuing_body: issuer,
      document_number: documentNumber,
      category: kind.category,
      status: statusFor(rng, publishDate),
      publish_date: publishDate,
      effective_date: effectiveDate,
      summary,
      content_html: body,
      view_count: viewCount(rng, publishTime),
    });
  }
  return rows;
}
