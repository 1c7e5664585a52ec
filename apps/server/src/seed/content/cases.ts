/**
 * Seeded fitness work cases (table `fitness_case`, /fitnessCase?case_id; their names become the cases
 * tab's sub-menu): 10 themes at scale 1, each placed in a real city ("{省}{市}"), with background,
 * practices, results and lessons, and a cover image. Ids 1..count; `sort` follows the list order.
 */
import type { Insertable } from 'kysely';
import type { FitnessCaseTable } from '../../db/tables/content.js';
import { fullPlaceName, shortCityName } from '../divisions.js';
import { seedRandom } from '../random.js';
import { fill, numberSlots, pickLocality, placeSlots, publishTimes } from './compose.js';
import { figure, h2, p, ul } from './html.js';
import type { SeedMediaRefs } from './media-refs.js';

interface CaseTheme {
  name: string; // {city} slot
  background: string;
  practices: string[];
  results: string;
  lesson: string;
}

const THEMES: readonly CaseTheme[] = [
  {
    name: '{city}：打造“15分钟健身圈”',
    background: '随着城市人口增长，老城区健身场地不足、新城区设施分布不均的问题日益突出，群众“健身去哪儿”的呼声较高。',
    practices: [
      '开展健身设施普查，绘制“健身地图”',
      '利用边角地、屋顶建设小型运动场',
      '推动机关企事业单位体育设施错时开放',
      '在服务平台公开设施位置和开放时间',
    ],
    results: '三年来新增健身场地{n1}处，城区居民步行15分钟可达健身设施的比例达到{pct}%。',
    lesson: '补齐设施短板要算好“空间账”，把有限的土地用在群众最需要的地方。',
  },
  {
    name: '{city}：体育公园建管用一体化',
    background: '部分体育公园建成后存在重建设、轻管理的问题，设施损坏维修不及时，利用率不高。',
    practices: [
      '实行“建设单位+运营团队”一体化管理',
      '引入社会体育指导员驻园服务',
      '定期举办公园联赛和周末健身课堂',
      '建立群众评价和问题反馈机制',
    ],
    results: '公园年接待健身群众{n1}万人次，群众满意度达到{pct}%。',
    lesson: '体育公园的生命力在于运营，建好更要管好、用好。',
  },
  {
    name: '{city}：乡村篮球赛激活乡村体育',
    background: '当地群众有打篮球的传统，但乡村赛事组织松散、场地条件简陋。',
    practices: [
      '支持村级篮球场改造和夜间照明建设',
      '建立乡镇、县、市三级联赛体系',
      '由村民自主组织、体育部门提供裁判支持',
      '赛事与农产品展销、乡村旅游结合',
    ],
    results: '联赛参赛村队达到{n1}支，带动周边消费和农产品销售明显增长。',
    lesson: '尊重群众首创精神，让群众成为赛事的主角。',
  },
  {
    name: '{city}：公共体育场馆免费低收费开放提质增效',
    background: '部分公共体育场馆开放时间短、信息不透明，群众反映预约难、收费不清楚。',
    practices: [
      '统一公示开放时间、收费标准和服务项目',
      '接入信息服务平台实现在线预约',
      '客流数据按小时报送，纳入绩效评价',
      '对学生、老年人、残疾人实行免费或优惠',
    ],
    results: '场馆年服务人次较改革前增长{n3}成，群众投诉明显减少。',
    lesson: '信息公开和数据监管是提升开放服务质量的有效抓手。',
  },
  {
    name: '{city}：体卫融合开出“运动处方”',
    background: '慢性病人群不断增加，很多群众想锻炼却不知道怎么练、练多少。',
    practices: [
      '在社区卫生服务中心设立运动健康指导站',
      '培训医生和社会体育指导员开具运动处方',
      '体质监测结果与健康档案相衔接',
      '针对高血压、糖尿病人群开设运动干预课程',
    ],
    results: '参与运动干预的群众中，{pct}%的人体质测试指标有所改善。',
    lesson: '体育和卫生部门协同发力，才能把科学健身落实到每个人身上。',
  },
  {
    name: '{city}：学校体育场馆向社会开放',
    background: '学校体育场地资源丰富，但开放后的安全责任和管理成本让学校顾虑较多。',
    practices: [
      '由政府统一购买场地开放责任保险',
      '实行校园内外区域物理隔离和实名预约',
      '委托专业机构负责开放期间的管理',
      '开放收入用于场地维护和管理补贴',
    ],
    results: '全市{n2}所学校体育场地在课后和节假日向社会开放，缓解了周边居民健身难题。',
    lesson: '把学校的顾虑解决在前面，开放才能持续。',
  },
  {
    name: '{city}：社会体育指导员进社区',
    background: '社区居民健身热情高，但缺乏专业指导，运动损伤时有发生。',
    practices: [
      '每个社区配备{n3}名以上社会体育指导员',
      '开设健身操、太极拳、八段锦等公益课程',
      '建立指导员服务积分和表彰制度',
      '通过平台公开指导员服务时间和项目',
    ],
    results: '社区健身指导服务覆盖率达到{pct}%，居民科学健身意识明显增强。',
    lesson: '指导员队伍是全民健身的“毛细血管”，要用好、管好、激励好。',
  },
  {
    name: '{city}：冰雪运动进公园',
    background: '冬季户外健身项目少，群众参与冰雪运动的场地和机会不多。',
    practices: [
      '利用公园水面和广场建设季节性冰雪场地',
      '开展冰雪运动免费教学和体验活动',
      '落实冰面安全检测和现场救护',
      '对学生和老年人实行优惠',
    ],
    results: '冰雪季接待群众{n1}万人次，冰雪运动成为当地冬季健身的新选择。',
    lesson: '因地制宜利用季节资源，让冷资源变成热运动。',
  },
  {
    name: '{city}：智慧健身平台让健身更便捷',
    background: '场馆信息分散在各个单位，群众查询和预约不便，管理部门也难以掌握开放情况。',
    practices: [
      '汇聚全市场馆和健身设施信息',
      '提供在线预约、电子支付和导航服务',
      '建设客流监测和开放数据分析功能',
      '保留电话和现场服务，照顾老年人',
    ],
    results: '平台上线以来注册用户超过{n1}万人，场馆预约成功率达到{pct}%。',
    lesson: '数字化建设要以群众方便为出发点，线上线下并重。',
  },
  {
    name: '{city}：健身步道串联城乡',
    background: '城乡之间健身资源差距较大，乡村群众缺少安全便利的健身场所。',
    practices: [
      '依托河道、绿道和田园建设健身步道',
      '沿线设置里程标识、休憩点和急救设施',
      '步道与乡村旅游和特色产业结合',
      '组织健步走、骑行等常态化活动',
    ],
    results: '新建城乡健身步道{n2}0公里，沿线村庄接待游客数量明显增加。',
    lesson: '步道建设与乡村振兴相结合，实现健身和发展双赢。',
  },
];

export function generateCases(count: number, media: SeedMediaRefs): Insertable<FitnessCaseTable>[] {
  const rng = seedRandom('cases');
  const names = new Set<string>();
  return publishTimes(rng, count).map((publishTime, index) => {
    const theme = THEMES[index % THEMES.length] as CaseTheme;
    let locality = pickLocality(rng);
    let name = fill(theme.name, { city: shortCityName(locality) });
    for (let attempt = 0; names.has(name); attempt += 1) {
      locality = pickLocality(rng);
      name = fill(theme.name, { city: shortCityName(locality) });
      if (attempt > 30) name = `${name}（${index + 1}）`; // only at very large scales
    }
    names.add(name);
    const slots = { ...placeSlots(locality), ...numberSlots(rng) };
    const cover = rng.pick(media.allCovers);
    const region = fullPlaceName({ ...locality, county: locality.city });
    const body = [
      h2('一、背景'),
      p(`${region}${theme.background}`),
      figure(cover.mediaId, name, `${cover.caption}（示意图）`),
      h2('二、主要做法'),
      ul(theme.practices.map((t) => fill(t, slots))),
      h2('三、取得成效'),
      p(fill(theme.results, slots)),
      h2('四、经验启示'),
      p(theme.lesson),
    ].join('');
    return {
      id: index + 1,
      name,
      region,
      summary: fill(theme.results, slots),
      content_html: body,
      cover_media_id: cover.mediaId,
      publish_time: publishTime,
      sort: index + 1,
    };
  });
}
