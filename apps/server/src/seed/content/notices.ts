/**
 * Seeded notices (table `notice`, /main/notice): circulars, announcements and public notices of a
 * national sports administration, written by the project. Each kind has a title pattern, a purpose
 * paragraph, numbered sections (h2 '一、…', h3 for sub-items, lists) and a signature; most carry
 * attachments (a TXT form and/or a CSV venue list). Ids are 1..count in publishing order. Dated over the
 * three years before the seeding day, the newest within two weeks of it, like the news (compose.ts contentEnd).
 */
import type { Insertable } from 'kysely';
import type { NoticeCategory } from '@portal/contracts/content.codes';
import type { NoticeTable } from '../../db/tables/content.js';
import { isGroupingCity, shortCityName, shortProvinceName } from '../divisions.js';
import { seedRandom } from '../random.js';
import {
  chineseDate,
  fill,
  firstSentence,
  personName,
  pickLocality,
  contentEnd,
  publishTimes,
  RECENT_CONTENT_DAYS,
  viewCount,
  yearOf,
  type Slots,
} from './compose.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { attachmentLinks, escapeHtml, h2, h3, p, ul } from './html.js';
import type { AttachmentCollector, MediaRef, SeedMediaRefs } from './media-refs.js';

interface NoticeKind {
  category: NoticeCategory;
  title: string;
  issuer: string;
  purpose: string;
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[];
  /** Keys of TXT forms attached (SeedMediaRefs.forms). */
  forms: string[];
  /** Attach a CSV venue list of the notice's year (or the latest before it). */
  venueList?: boolean;
  /** Local kinds name a province in {prov}/{province}. */
  local?: boolean;
}

const NATIONAL_ADDRESSEES = '各省、自治区、直辖市体育局，新疆生产建设兵团体育局，各有关单位：';
const LOCAL_ADDRESSEES = '各市（州）体育主管部门，各有关单位：';

const KINDS: readonly NoticeKind[] = [
  {
    category: '通知',
    title: '关于开展{year}年“全民健身日”系列活动的通知',
    issuer: '国家体育总局群众体育司',
    purpose:
      '为深入实施全民健身国家战略，广泛开展群众身边的健身活动，现就做好{year}年“全民健身日”系列活动有关事项通知如下。',
    sections: [
      { heading: '活动主题', paragraphs: ['活动以“全民健身 你我同行”为主题，突出群众参与，倡导科学健身、文明健身。'] },
      { heading: '活动时间', paragraphs: ['{year}年8月1日至8月31日，8月8日为集中活动日。'] },
      {
        heading: '工作要求',
        items: [
          '各地要结合实际制定活动方案，突出小型、多样、就近的特点',
          '8月8日当天公共体育场馆要全天免费向社会开放',
          '做好活动安全保障和应急处置预案',
          '活动结束后10个工作日内报送活动总结',
        ],
      },
    ],
    forms: ['activity-summary'],
  },
  {
    category: '公告',
    title: '关于公布{year}年度公共体育场馆免费低收费开放绩效评价结果的公告',
    issuer: '国家体育总局经济司',
    purpose:
      '根据公共体育场馆向社会免费或低收费开放工作的有关要求，我局组织开展了{year}年度绩效评价工作，现将评价结果予以公布。',
    sections: [
      { heading: '评价范围', paragraphs: ['本次评价覆盖纳入中央财政补助范围的大型体育场馆和中小型公共体育场馆。'] },
      {
        heading: '评价内容',
        items: ['开放时间和开放人次', '免费低收费服务项目落实情况', '信息公开和客流数据报送情况', '群众满意度调查结果'],
      },
      {
        heading: '有关要求',
        paragraphs: ['评价结果较差的场馆要认真分析原因，制定整改措施，并于两个月内报送整改情况。'],
      },
    ],
    forms: [],
    venueList: true,
  },
  {
    category: '通知',
    title: '关于举办{year}年{prov}社会体育指导员培训班的通知',
    issuer: '{province}体育局',
    purpose: '为加强社会体育指导员队伍建设，提高科学健身指导能力，经研究，决定举办{year}年全省社会体育指导员培训班。',
    sections: [
      { heading: '培训对象', paragraphs: ['各市（州）推荐的在岗社会体育指导员，每个市（州）{n3}名。'] },
      {
        heading: '培训内容',
        items: ['全民健身政策法规解读', '运动损伤预防与现场急救', '健身项目教学与组织方法', '国民体质测试与运动处方'],
      },
      { heading: '报名方式', paragraphs: ['请于培训开始前10日将报名表报送省社会体育指导中心，逾期不再受理。'] },
    ],
    forms: ['training-signup'],
    local: true,
  },
  {
    category: '通知',
    title: '关于征集{year}年全民健身典型案例的通知',
    issuer: '国家体育总局群众体育司',
    purpose: '为总结推广各地推动全民健身高质量发展的好经验、好做法，现面向全国征集全民健身典型案例。',
    sections: [
      {
        heading: '征集范围',
        items: ['健身设施建设与运营管理', '群众性赛事活动组织', '科学健身指导服务', '体卫融合、体教融合创新实践'],
      },
      { heading: '报送要求', paragraphs: ['案例材料一般不超过3000字，可附图片和视频，内容须真实准确。'] },
    ],
    forms: ['case-submission'],
  },
  {
    category: '通知',
    title: '关于做好{year}年公共体育场馆开放数据填报工作的通知',
    issuer: '国家体育总局体育信息中心',
    purpose:
      '为准确掌握公共体育场馆开放情况，现就通过全民健身场馆信息服务平台填报{year}年度场馆开放数据有关事项通知如下。',
    sections: [
      {
        heading: '填报内容',
        items: ['场馆基础信息和开放时间', '全年开放天数和服务人次', '免费低收费项目和收费标准', '按小时报送的客流数据'],
      },
      {
        heading: '填报时间',
        paragraphs: ['年度数据请于次年1月31日前完成填报；客流数据每小时报送一次，整点后10分钟内完成。'],
      },
      { heading: '联系方式', paragraphs: ['填报中遇到技术问题，请拨打平台服务热线或通过“意见反馈”页面留言。'] },
    ],
    forms: ['filling-guide'],
  },
  {
    category: '公示',
    title: '{year}年度全民健身示范单位拟命名名单公示',
    issuer: '国家体育总局群众体育司',
    purpose: '经各地推荐、专家评审，现将{year}年度全民健身示范单位拟命名名单予以公示，公示期为5个工作日。',
    sections: [
      {
        heading: '公示期间',
        paragraphs: ['如对公示名单有异议，请在公示期内以书面形式实名反映，并提供必要的证明材料。'],
      },
      { heading: '受理方式', paragraphs: ['来信请注明联系方式，匿名信件不予受理。'] },
    ],
    forms: ['objection'],
  },
  {
    category: '通知',
    title: '关于开展{year}年国民体质监测工作的通知',
    issuer: '国家体育总局体育科学研究所',
    purpose: '根据国民体质监测工作安排，{year}年将在全国范围内开展国民体质监测，现将有关事项通知如下。',
    sections: [
      { heading: '监测对象', paragraphs: ['监测对象为3至79周岁的中国公民，按年龄分为幼儿、成年人和老年人三个人群。'] },
      {
        heading: '工作安排',
        items: ['3月至4月完成测试人员培训和器材检定', '5月至9月组织现场测试', '10月底前完成数据审核和上报'],
      },
      { heading: '质量控制', paragraphs: ['各地要严格执行测试细则，落实数据抽查复核制度，确保监测数据真实可靠。'] },
    ],
    forms: ['monitoring-plan'],
  },
  {
    category: '通知',
    title: '关于做好{year}年冬季全民健身活动安全工作的通知',
    issuer: '国家体育总局群众体育司',
    purpose: '冬季气温低、天气变化大，为保障群众参加冰雪运动和户外健身活动的安全，现就有关工作通知如下。',
    sections: [
      {
        heading: '加强场地设施安全检查',
        paragraphs: ['各类冰雪场地开放前必须进行安全检查，天然冰场冰面厚度达不到安全标准的不得开放。'],
      },
      {
        heading: '做好应急准备',
        items: ['配备必要的救生器材和医护人员', '设置明显的安全警示标识', '遇极端天气及时暂停活动'],
      },
    ],
    forms: [],
  },
  {
    category: '公告',
    title: '{prov}{year}年公共体育场馆免费低收费开放场馆名单公告',
    issuer: '{province}体育局',
    purpose:
      '根据全省公共体育场馆免费低收费开放工作安排，现将{year}年纳入免费低收费开放范围的场馆名单予以公告，接受社会监督。',
    sections: [
      {
        heading: '开放要求',
        items: ['每周开放时间不少于35小时', '全民健身日当天全天免费开放', '开放信息在场馆醒目位置公示'],
      },
      { heading: '监督方式', paragraphs: ['群众可通过平台“意见反馈”页面或服务热线反映场馆开放中存在的问题。'] },
    ],
    forms: [],
    venueList: true,
    local: true,
  },
  {
    category: '通知',
    title: '关于举办{year}年公共体育场馆信息化建设培训班的通知',
    issuer: '国家体育总局体育信息中心',
    purpose: '为提高公共体育场馆信息化管理水平，做好场馆数据接入工作，决定举办{year}年公共体育场馆信息化建设培训班。',
    sections: [
      {
        heading: '培训内容',
        items: [
          '场馆信息化建设指引解读',
          '开放数据与客流数据报送规范',
          '单点登录与填报系统操作',
          '网络安全与个人信息保护',
        ],
      },
      { heading: '参加人员', paragraphs: ['各省级体育部门信息化工作负责人及部分场馆技术人员，每省{n3}人以内。'] },
    ],
    forms: ['training-signup', 'filling-guide'],
  },
  {
    category: '公示',
    title: '{year}年度体育公园建设项目拟支持名单公示',
    issuer: '国家体育总局经济司',
    purpose: '经地方申报、专家评审，现将{year}年度体育公园建设拟支持项目名单进行公示。',
    sections: [
      { heading: '公示时间', paragraphs: ['公示期为7个自然日，自发布之日起计算。'] },
      {
        heading: '意见反馈',
        paragraphs: ['对公示项目有异议的，请在公示期内通过书面方式反映，并注明真实姓名和联系方式。'],
      },
    ],
    forms: ['objection'],
  },
  {
    category: '通知',
    title: '关于开展{year}年社会体育指导员志愿服务月活动的通知',
    issuer: '国家体育总局社会体育指导中心',
    purpose: '为发挥社会体育指导员在全民健身中的骨干作用，决定在全国开展社会体育指导员志愿服务月活动。',
    sections: [
      {
        heading: '活动内容',
        items: ['进社区、进公园开展健身指导', '为老年人提供科学健身和防跌倒指导', '协助开展国民体质测试'],
      },
      { heading: '总结报送', paragraphs: ['活动结束后，请各地于一个月内报送活动总结和典型事例。'] },
    ],
    forms: ['activity-summary'],
  },
  {
    category: '通知',
    title: '关于举办{year}年{city}全民健身运动会的通知',
    issuer: '{cityBureau}',
    purpose: '为丰富群众体育文化生活，展示全民健身成果，经研究，决定于{year}年举办{city}全民健身运动会。',
    sections: [
      { heading: '比赛项目', items: ['健步走', '广场舞', '气排球', '乒乓球', '象棋', '趣味运动'] },
      { heading: '参赛办法', paragraphs: ['以区县、街道（乡镇）和行业系统为单位组队报名，每支代表队不超过{n3}0人。'] },
      {
        heading: '安全要求',
        paragraphs: ['各代表队须为参赛人员购买意外伤害保险，参赛人员须身体健康、适合参加所报项目。'],
      },
    ],
    forms: ['training-signup'],
    local: true,
  },
  {
    category: '公告',
    title: '关于{city}{year}年公共体育场馆夏季开放时间调整的公告',
    issuer: '{cityBureau}',
    purpose: '为方便群众在夏季错峰健身，经研究，{city}公共体育场馆自{year}年6月1日起调整开放时间。',
    sections: [
      {
        heading: '调整内容',
        items: ['室外场地开放时间延长至22:00', '游泳馆增设早场（6:30—8:30）', '周一上午为设施检修时间，暂停开放'],
      },
      { heading: '其他事项', paragraphs: ['调整期间免费低收费开放政策不变，具体以各场馆公示为准。'] },
    ],
    forms: [],
    local: true,
  },
  {
    category: '公示',
    title: '{city}{year}年社会体育指导员技术等级拟批准名单公示',
    issuer: '{cityBureau}',
    purpose: '根据社会体育指导员技术等级评定的有关规定，经培训考核，现将{year}年拟批准的社会体育指导员名单予以公示。',
    sections: [
      { heading: '公示期限', paragraphs: ['公示期为5个工作日。'] },
      { heading: '异议反映', paragraphs: ['对公示人员有异议的，请在公示期内实名向市体育局群众体育科反映。'] },
    ],
    forms: ['objection'],
    local: true,
  },
];

export function generateNotices(
  count: number,
  media: SeedMediaRefs,
  attachments: AttachmentCollector,
  /** The seeding instant: the span ends on its day when later than REFERENCE_NOW (compose.ts contentEnd). */
  seedNow: Date = REFERENCE_NOW,
): Insertable<NoticeTable>[] {
  const rng = seedRandom('notices');
  const titles = new Set<string>();
  const span = { end: contentEnd(seedNow), recentDays: RECENT_CONTENT_DAYS };
  return publishTimes(rng, count, span).map((publishTime, index) => {
    const id = index + 1;
    const year = yearOf(publishTime);
    let kind = rng.pick(KINDS);
    let locality = pickLocality(rng);
    const slotsFor = (): Slots => ({
      year,
      prov: shortProvinceName(locality.province.name),
      province: locality.province.name,
      city: shortCityName(locality),
      cityBureau: `${isGroupingCity(locality.city) ? locality.county.name : locality.city.name}体育局`,
      n3: rng.int(3, 8),
    });
    let slots = slotsFor();
    let title = fill(kind.title, slots);
    // National kinds exist once per year; after that, local kinds (one per province and year) take over.
    for (let attempt = 0; titles.has(title); attempt += 1) {
      kind = rng.pick(KINDS.filter((k) => k.local));
      locality = pickLocality(rng);
      slots = slotsFor();
      title = fill(kind.title, slots);
      if (attempt > 20) title = `${title}（第${index + 1}号）`;
    }
    titles.add(title);

    const refs: MediaRef[] = kind.forms
      .map((key) => media.forms.get(key))
      .filter((r): r is MediaRef => r !== undefined);
    if (kind.venueList) {
      const list = media.venueLists.filter((l) => l.year <= year).at(-1) ?? media.venueLists[0];
      if (list) refs.push(list);
    }
    const numerals = ['一', '二', '三', '四', '五'];
    const sections = kind.sections.map((s, i) => {
      const heading = h2(`${numerals[i]}、${s.heading}`);
      const paragraphs = (s.paragraphs ?? []).map((t) => p(fill(t, slots))).join('');
      const items = s.items ? ul(s.items.map((t) => fill(t, slots))) : '';
      return heading + paragraphs + items;
    });
    const issuer = fill(kind.issuer, slots);
    const contact = `联系人：${personName(rng)}，电话：010-8718${rng.int(1000, 9999)}`;
    const body = [
      p(kind.local ? LOCAL_ADDRESSEES : NATIONAL_ADDRESSEES),
      p(fill(kind.purpose, slots)),
      ...sections,
      h3('联系方式'),
      p(contact),
      p(kind.category === '通知' ? '特此通知。' : '特此公告。'),
      attachmentLinks(refs),
      `<p>${escapeHtml(issuer)}<br>${chineseDate(publishTime)}</p>`,
    ].join('');
    if (refs.length > 0) attachments.add('notice', id, refs);
    return {
      id,
      title,
      summary: firstSentence(fill(kind.purpose, slots)),
      source: issuer,
      author: issuer,
      category: kind.category,
      content_html: body,
      publish_time: publishTime,
      view_count: viewCount(rng, publishTime),
    };
  });
}
