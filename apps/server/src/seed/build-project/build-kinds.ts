/**
 * What the seed knows of each kind of construction project (contracts build-project.codes BUILD_KINDS):
 * how many there are at scale 1, where they are, what they cost and contain, how long they take to build,
 * which venue type a project in use becomes, and the words of its name.
 *
 * Figures are the project's own estimates of the programme's order of magnitude, not official statistics:
 * - sports parks: the national programme built or upgraded over 1,300 parks in 2021-2024 (central budget
 *   investment of up to 3,000 万元 a park); the seed holds 1,360 at scale 1, plans of 2021-2026;
 * - national fitness centres: a few hundred county centres supported, 1,500-9,000 万元 each;
 * - ice and snow venues: concentrated in the northern provinces after the 2022 Winter Olympics;
 * - field facilities (社会足球场, 健身步道, 多功能运动场 …): the most numerous and the smallest projects,
 *   mostly funded by the central lottery public-welfare fund.
 * Money in 万元, area in m², durations in days.
 */
import type { BuildFundSource, BuildKind } from '@portal/contracts/build-project.codes';
import type { PictogramName } from '../media/pictograms.js';

export interface KindProfile {
  /** Projects at scale 1. */
  base: number;
  /** Years of the investment plans, with weights. */
  years: readonly [year: number, weight: number][];
  /** Weight multiplier by two-digit province prefix (default 1; population is the base weight). */
  provinceBoost?: Readonly<Record<string, number>>;
  investment: [min: number, max: number];
  /** Central subsidy as a share of the investment, and its cap. */
  subsidyShare: [min: number, max: number];
  subsidyCap: number;
  /** Share funded by central budget investment (the rest: the lottery fund). */
  budgetShare: number;
  area: [min: number, max: number];
  /** Facilities built (a sample of `facilityCount`). */
  facilities: readonly string[];
  facilityCount: [min: number, max: number];
  /** Days from plan to start and from start to completion. */
  startDelay: [min: number, max: number];
  buildDays: [min: number, max: number];
  /** Name patterns with {county} (full county name) and {city} (short city name); {venue} for linked ones. */
  names: readonly string[];
  venueName: string;
  /** Venue types (organType) a project in use becomes; the first of the same county, city or province. */
  venueTypes: readonly (1 | 2 | 3 | 4)[];
  /** Share of the projects in use that became a venue (field facilities are mostly open-air facilities). */
  venueShare: number;
  /** Construction content, with {area} and {facilities}. */
  content: string;
  pictogram: PictogramName;
}

const FUND_BUDGET: BuildFundSource = '中央预算内投资';
const FUND_LOTTERY: BuildFundSource = '中央集中彩票公益金';

/** The fund of a project: budget with probability `budgetShare`. */
export function fundSource(profile: KindProfile, draw: number): BuildFundSource {
  return draw < profile.budgetShare ? FUND_BUDGET : FUND_LOTTERY;
}

/** The northern provinces where most ice and snow venues are built (×4 weight). */
const NORTH = { '11': 4, '12': 3, '13': 4, '15': 4, '21': 4, '22': 5, '23': 5, '62': 2, '63': 2, '65': 4 };

export const KIND_PROFILES: Readonly<Record<BuildKind, KindProfile>> = {
  venueEquipment: {
    base: 2600,
    years: [
      [2021, 2],
      [2022, 2],
      [2023, 2],
      [2024, 2],
      [2025, 2],
      [2026, 1],
    ],
    investment: [60, 1500],
    subsidyShare: [0.3, 0.6],
    subsidyCap: 500,
    budgetShare: 0.3,
    area: [600, 30000],
    facilities: [
      '社会足球场',
      '笼式篮球场',
      '健身步道',
      '多功能运动场',
      '全民健身路径',
      '门球场',
      '乒乓球台',
      '羽毛球场',
    ],
    facilityCount: [1, 3],
    startDelay: [45, 150],
    buildDays: [90, 300],
    names: [
      '{county}社会足球场建设项目',
      '{county}健身步道建设项目',
      '{county}全民健身场地设施补短板工程',
      '{county}多功能运动场建设项目',
      '{city}城市社区运动场地建设项目',
    ],
    venueName: '{venue}场地设施提升项目',
    venueTypes: [1, 2],
    venueShare: 0.35,
    content: '补齐全民健身场地设施短板，建设面积{area}平方米，建设{facilities}，配套照明、围网和无障碍设施。',
    pictogram: 'football',
  },
  gymCenter: {
    base: 640,
    years: [
      [2021, 3],
      [2022, 3],
      [2023, 3],
      [2024, 3],
      [2025, 2],
      [2026, 1],
    ],
    investment: [1500, 9000],
    subsidyShare: [0.25, 0.5],
    subsidyCap: 2000,
    budgetShare: 0.6,
    area: [2000, 12000],
    facilities: [
      '篮球馆',
      '羽毛球馆',
      '乒乓球室',
      '健身房',
      '游泳池',
      '瑜伽舞蹈室',
      '体质监测站',
      '攀岩墙',
      '室内跑道',
    ],
    facilityCount: [3, 6],
    startDelay: [60, 180],
    buildDays: [300, 600],
    names: ['{county}全民健身中心建设项目', '{county}综合性全民健身中心项目', '{city}全民健身中心新建工程'],
    venueName: '{venue}建设项目',
    venueTypes: [4],
    venueShare: 1,
    content: '新建全民健身中心一座，建筑面积{area}平方米，设置{facilities}，配套建设停车场和无障碍设施。',
    pictogram: 'basketball',
  },
  ice: {
    base: 330,
    years: [
      [2021, 4],
      [2022, 3],
      [2023, 2],
      [2024, 2],
      [2025, 2],
      [2026, 1],
    ],
    provinceBoost: NORTH,
    investment: [800, 8000],
    subsidyShare: [0.2, 0.5],
    subsidyCap: 2000,
    budgetShare: 0.5,
    area: [1800, 15000],
    facilities: ['室内滑冰场', '冰球场', '冰壶场', '室外滑冰场', '滑雪练习坡道', '旱地冰球场', '嬉雪区'],
    facilityCount: [2, 4],
    startDelay: [45, 150],
    buildDays: [180, 420],
    names: [
      '{county}冰雪运动中心建设项目',
      '{county}室内滑冰馆项目',
      '{county}冰雪场地设施补短板项目',
      '{city}冰球馆建设项目',
    ],
    venueName: '{venue}冰场改造项目',
    venueTypes: [2],
    venueShare: 1,
    content:
      '新建（改造）冰雪运动场地，建筑面积{area}平方米，建设{facilities}，冬季开展群众性冰雪运动，其余季节兼顾其他项目。',
    pictogram: 'skater',
  },
  sportsPark: {
    base: 1360,
    years: [
      [2021, 5],
      [2022, 5],
      [2023, 5],
      [2024, 5],
      [2025, 2],
      [2026, 1],
    ],
    investment: [3000, 30000],
    subsidyShare: [0.1, 0.3],
    subsidyCap: 3000,
    budgetShare: 0.85,
    area: [20000, 250000],
    facilities: [
      '健身步道',
      '足球场',
      '篮球场',
      '门球场',
      '儿童游乐区',
      '全民健身路径',
      '羽毛球场',
      '乒乓球区',
      '轮滑场',
      '网球场',
    ],
    facilityCount: [4, 7],
    startDelay: [60, 180],
    buildDays: [300, 720],
    names: [
      '{county}体育公园建设项目',
      '{city}滨江体育公园项目',
      '{city}湿地体育公园建设项目',
      '{county}森林体育公园项目',
      '{city}市民体育公园改扩建工程',
      '{county}全民健身体育公园项目',
    ],
    venueName: '{county}体育公园建设项目',
    venueTypes: [1, 4],
    venueShare: 1,
    content:
      '占地面积约{area}平方米，新建{facilities}，配套建设停车场、公共卫生间和无障碍设施，建成后免费或低收费向社会开放。',
    pictogram: 'park',
  },
};

/** Who builds a project: patterns with {county}. */
export const RESPONSIBLE_UNITS = [
  '{county}体育局',
  '{county}文化广电旅游体育局',
  '{county}教育体育局',
  '{county}城市建设投资集团有限公司',
  '{county}住房和城乡建设局',
] as const;
