/**
 * Codes of the fitness facilities section (健身设施, spec §2 /equipment/*, /gymFacility/facilityDetail/*,
 * /main/facilityLayout; §7 /api_/ruoyi/equipment/*, "Equipment service", "Other GETs"): the facility kinds (the
 * sub-kinds of map type 6: the map's type-6 points ARE the facilities), the equipment categories and sample names (spec
 * §3 "Sample equipment name lists"), conditions, fault types and repair-report statuses, the equipment service's list
 * names, limits and the API paths. Plain values, no TypeBox: the web imports this file at run time and facility.ts
 * builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */
import type { CaseMachine } from './case-status.codes.js';
import { catalogue } from './pages.codes.js';

/**
 * Facility kinds (the one list; fitness-map.codes.ts re-exports it as the sub-kinds of map type 6), in the
 * order of the /equipment/* list pages: fitness_path 全民健身路径 (NationalFitnessPath), special_site 特色活动场地
 * (SpecialActivitySite), fitness_center 体育健身中心 (SportsFitnessCenter), sports_park 体育公园 (SportsPark),
 * fitness_venue 健身场馆 (FitnessVenues), stadium 体育场馆 (Stadium), fitness_trail 健身步道 (Fitnesspath),
 * mountain_trail 登山步道 (Fitnesstrail), greenway 绿道 (Greenway), skating_rink 滑冰场 (SkatingRink),
 * other 其他设施 (Other).
 */
export const FACILITY_KINDS = [
  'fitness_path',
  'special_site',
  'fitness_center',
  'sports_park',
  'fitness_venue',
  'stadium',
  'fitness_trail',
  'mountain_trail',
  'greenway',
  'skating_rink',
  'other',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

export const FACILITY_KIND_NAMES: Readonly<Record<FacilityKind, string>> = {
  fitness_path: '全民健身路径',
  special_site: '特色活动场地',
  fitness_center: '体育健身中心',
  sports_park: '体育公园',
  fitness_venue: '健身场馆',
  stadium: '体育场馆',
  fitness_trail: '健身步道',
  mountain_trail: '登山步道',
  greenway: '绿道',
  skating_rink: '滑冰场',
  other: '其他设施',
};

/**
 * The section's pages the server links to (first-HTML snapshots, the sitemap, map popups; spec §2
 * "Equipment under /equipment/"): the all-facilities list and, per kind, its list page and the detail page
 * its facilities open. A fitness path, special site, fitness centre and sports park have a detail page of
 * their own; every other kind opens fieldDetail (spec §2 lists none for them). The paths are the page
 * catalogue's (pages.codes.ts).
 */
export const FACILITY_INDEX_PATH = catalogue.equipmentIndex.path;
export const FACILITY_KIND_PATHS: Readonly<Record<FacilityKind, { list: string; detail: string }>> = {
  fitness_path: {
    list: catalogue.equipmentNationalFitnessPath.path,
    detail: catalogue.equipmentNationalFitnessPathDetail.path,
  },
  special_site: {
    list: catalogue.equipmentSpecialActivitySite.path,
    detail: catalogue.equipmentSpecialActivitySiteDetail.path,
  },
  fitness_center: {
    list: catalogue.equipmentSportsFitnessCenter.path,
    detail: catalogue.equipmentSportsFitnessCenterDetail.path,
  },
  sports_park: { list: catalogue.equipmentSportsPark.path, detail: catalogue.equipmentSportsParkDetail.path },
  fitness_venue: { list: catalogue.equipmentFitnessVenues.path, detail: catalogue.equipmentFieldDetail.path },
  stadium: { list: catalogue.equipmentStadium.path, detail: catalogue.equipmentFieldDetail.path },
  fitness_trail: { list: catalogue.equipmentFitnesspath.path, detail: catalogue.equipmentFieldDetail.path },
  mountain_trail: { list: catalogue.equipmentFitnesstrail.path, detail: catalogue.equipmentFieldDetail.path },
  greenway: { list: catalogue.equipmentGreenway.path, detail: catalogue.equipmentFieldDetail.path },
  skating_rink: { list: catalogue.equipmentSkatingRink.path, detail: catalogue.equipmentFieldDetail.path },
  other: { list: catalogue.equipmentOther.path, detail: catalogue.equipmentFieldDetail.path },
};

/** The detail page address of facility `id` of `kind` (an unknown kind opens fieldDetail, as 'other'). */
export function facilityDetailPath(kind: string, id: number): string {
  const paths = FACILITY_KIND_PATHS[kind as FacilityKind] ?? FACILITY_KIND_PATHS.other;
  return `${paths.detail}?id=${id}`;
}

/**
 * The equipment service's paged lists (spec §7 "POST paged lists (venue, field, path, budao, qixing, other,
 * certification)"), the spec's names kept as path segments: POST /api/data/equipService/{list}/list.
 * `field` lists fields (场地) and `certification` certification records; the others list facilities of the
 * kinds below (a body `kind` narrows to one of them).
 */
export const EQUIP_SERVICE_LISTS = ['venue', 'field', 'path', 'budao', 'qixing', 'other', 'certification'] as const;
export type EquipServiceList = (typeof EQUIP_SERVICE_LISTS)[number];

/** The facility kinds each facility list of the equipment service holds. */
export const EQUIP_SERVICE_LIST_KINDS: Readonly<
  Record<Exclude<EquipServiceList, 'field' | 'certification'>, readonly FacilityKind[]>
> = {
  venue: ['special_site', 'fitness_center', 'sports_park', 'fitness_venue', 'stadium', 'skating_rink'],
  path: ['fitness_path'],
  budao: ['fitness_trail', 'mountain_trail'],
  qixing: ['greenway'],
  other: ['other'],
};

/** Equipment categories (spec §3 sample lists): traditional 传统健身器材, smart 智能健身器材. */
export const EQUIPMENT_CATEGORIES = ['traditional', 'smart'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export const EQUIPMENT_CATEGORY_NAMES: Readonly<Record<EquipmentCategory, string>> = {
  traditional: '传统',
  smart: '智能',
};

/** Sample equipment names per category (spec §3 "Sample equipment name lists"; the seed draws from them). */
export const EQUIPMENT_SAMPLE_NAMES: Readonly<Record<EquipmentCategory, readonly string[]>> = {
  traditional: [
    '太空漫步机',
    '扭腰器',
    '腰背按摩器',
    '坐蹬训练器',
    '上肢牵引器',
    '单杠',
    '双杠',
    '肋木架',
    '三位扭腰器',
    '伸腰伸背器',
    '骑马机',
    '划船器',
    '压腿器',
    '健骑机',
    '太极揉推器',
    '漫步机',
  ],
  smart: [
    '智能健身车',
    '智能太极推手器',
    '智能漫步机',
    '智能划船器',
    '智能椭圆机',
    '智能坐蹬训练器',
    '智能上肢康复训练器',
    '智能体质检测一体机',
  ],
};

/**
 * Condition of a piece of equipment or a facility: normal 正常; reported 群众报修（待核实）: a citizen's report
 * of a safety fault not yet confirmed by an agency handler (FIX_REPORT_UNVERIFIED_STATUSES), so an unverified
 * report never makes a piece 报修中 publicly; repairing 报修中: an agency confirmed a safety fault and the
 * repair is under way (FIX_REPORT_CONFIRMED_STATUSES); disabled 停用 (taken out of use). A piece with both a
 * confirmed and an unverified report is 报修中.
 */
export const EQUIPMENT_CONDITIONS = ['normal', 'reported', 'repairing', 'disabled'] as const;
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number];
export const EQUIPMENT_CONDITION_NAMES: Readonly<Record<EquipmentCondition, string>> = {
  normal: '正常',
  reported: '群众报修（待核实）',
  repairing: '报修中',
  disabled: '停用',
};

/** Fault types a visitor chooses on the repair report (报修). */
export const FAULT_TYPES = ['broken', 'missing', 'loose', 'rust', 'sharp', 'other'] as const;
export type FaultType = (typeof FAULT_TYPES)[number];
export const FAULT_TYPE_NAMES: Readonly<Record<FaultType, string>> = {
  broken: '损坏',
  missing: '缺件',
  loose: '松动',
  rust: '锈蚀',
  sharp: '尖锐边角',
  other: '其他',
};
/**
 * Fault types that make a piece unsafe to use: while a report of one of them is open the piece shows
 * 群众报修（待核实） (已受理, not yet confirmed) or 报修中 (处理中, confirmed by an agency handler). Rust alone
 * and "other" are recorded but do not flag the piece.
 */
export const SAFETY_FAULT_TYPES: readonly FaultType[] = ['broken', 'missing', 'loose', 'sharp'];

/** Repair-report statuses: accepted 已受理 -> processing 处理中 -> fixed 已修复 / rejected 不予处理. */
export const FIX_REPORT_STATUSES = ['accepted', 'processing', 'fixed', 'rejected'] as const;
export type FixReportStatus = (typeof FIX_REPORT_STATUSES)[number];
export const FIX_REPORT_STATUS_NAMES: Readonly<Record<FixReportStatus, string>> = {
  accepted: '已受理',
  processing: '处理中',
  fixed: '已修复',
  rejected: '不予处理',
};
/**
 * The moves a handler may make (case-status.codes.ts): 已受理 -> 处理中 / 已修复 / 不予处理; 处理中 -> 已修复 /
 * 不予处理; 已修复 and 不予处理 are final.
 */
export const FIX_REPORT_NEXT: CaseMachine<FixReportStatus> = {
  accepted: ['processing', 'fixed', 'rejected'],
  processing: ['fixed', 'rejected'],
  fixed: [],
  rejected: [],
};
/** Statuses of a report still open (a new report of the same fault on the piece is a duplicate). */
export const FIX_REPORT_OPEN_STATUSES: readonly FixReportStatus[] = ['accepted', 'processing'];
/** An open report a citizen filed and no agency handler confirmed yet: the piece shows 群众报修（待核实）. */
export const FIX_REPORT_UNVERIFIED_STATUSES: readonly FixReportStatus[] = ['accepted'];
/**
 * An open report an agency handler confirmed by moving it to 处理中 (the inbox's status change): the piece
 * shows 报修中.
 */
export const FIX_REPORT_CONFIRMED_STATUSES: readonly FixReportStatus[] = ['processing'];

/** Repair-report limits: description characters, photos per report, bytes per photo, note characters. */
export const FIX_DESCRIPTION_MAX = 500;
export const FIX_PHOTO_MAX_COUNT = 3;
export const FIX_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photo types accepted (checked by their magic bytes on the server, never by the client's type). */
export const FIX_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FIX_NOTE_MAX = 500;
/** The phone the form accepts (same rule as feedback: mobile or landline with area code). */
export const FIX_PHONE_PATTERN = '^(1[3-9][0-9]{9}|0[1-9][0-9]{1,2}-?[0-9]{7,8})$';
export const FIX_PHONE_TAIL_PATTERN = '^[0-9]{4}$';
/**
 * 受理编号 of a repair report: 'BX' (报修), the Beijing date (YYYYMMDD) and 10 random characters of the
 * feedback alphabet without look-alikes (about 49 random bits).
 */
export const FIX_REPORT_NO_PATTERN = '^BX[0-9]{8}[2-9A-HJKMNP-TV-Z]{10}$';

/** GB 19272 (室外健身器材的安全): main load-bearing parts of outdoor equipment have an 8-year service life. */
export const EQUIPMENT_WARRANTY_YEARS = 8;

/** Facility lists: keyword length bounds (2 characters must work) and the list page size default. */
export const FACILITY_KEYWORD_MIN = 1;
export const FACILITY_KEYWORD_MAX = 50;
/** The facilities token lifetime in seconds (same as the portal's public token, spec §9). */
export const FACILITY_TOKEN_TTL_SECONDS = 14400;
/** Header carrying the facilities token on equipment-service calls. */
export const FACILITY_TOKEN_HEADER = 'equip-token';

/** Per-capita figures of the layout are per 10,000 residents. */
export const LAYOUT_PER_CAPITA_BASE = 10000;

/**
 * The published national count the layout measures its coverage against: 全民健身路径 110.0 万个 in
 * 国家体育总局《2024年全国体育场地统计调查数据》 (2025). Fitness paths are the one facility kind of the portal
 * with a published national count (fitness trails are published in kilometres, gyms under another
 * definition), and they are most of the facilities. The national seed (`--map-national`) holds this many.
 * docs/decisions/public-experience.md "§4 Content a citizen can trust".
 */
export const PUBLISHED_NATIONAL_COUNT = {
  kind: 'fitness_path',
  count: 1_100_000,
  source: '国家体育总局《2024年全国体育场地统计调查数据》',
} as const satisfies { kind: FacilityKind; count: number; source: string };

/** API paths of the section (spec §7 paths where the spec gives them; ours otherwise). */
export const FACILITY_API = {
  /** GET, query FacilityListQuery (spec §7). */
  list: '/api_/ruoyi/equipment/list',
  /** GET ?id= (spec §7). */
  detail: '/api_/ruoyi/equipment/detail',
  /** GET: the facilities token for the equipment service. */
  token: '/api/data/equipService/token',
  /** POST /api/data/equipService/{list}/list with a JSON body. */
  serviceList: (list: EquipServiceList) => `/api/data/equipService/${list}/list`,
  /** GET by id. */
  serviceField: (id: number) => `/api/data/equipService/field/${id}`,
  serviceEquipment: (id: number) => `/api/data/equipService/equipment/${id}`,
  serviceCertification: (id: number) => `/api/data/equipService/certification/${id}`,
  /** National fitness paths (the spec's fitness-path section; its 401 is not retried). */
  pathList: '/api/data/path/list',
  pathDetail: '/api/data/path/detail',
  /** Traditional equipment pieces. */
  traditionalList: '/api/data/equipment/traditional/list',
  /** Layout by division. */
  layout: '/api/data/facilityLayout',
  /** Repair reports: the form's proof-of-work challenge, multipart POST, status look-up, agency inbox. */
  fixReportChallenge: '/api/data/fixReport/challenge',
  fixReport: '/api/data/fixReport',
  fixReportTrack: '/api/data/fixReport/track',
  fixReportInbox: '/api/data/fixReport/inbox',
  fixReportStatus: (reportNo: string) => `/api/data/fixReport/inbox/${reportNo}/status`,
  fixReportPhoto: (id: number) => `/api/data/fixReport/photo/${id}`,
  /** POST: the report's full phone for an agency handler (audited). */
  fixReportPhone: (reportNo: string) => `/api/data/fixReport/inbox/${reportNo}/phone`,
} as const;
