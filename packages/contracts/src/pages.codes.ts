/**
 * THE page catalogue of the portal: one entry per page of spec §2 "Screens and routes", built or not
 * (docs/ARCHITECTURE.md "Page catalogue"; docs/decisions/page-catalogue.md). Plain data and small
 * functions, no React, so the web and the server link through the same entries. Everything else derives
 * from it:
 * - web: app/routes.ts lists the built entries with their lazy page import (an entry without a route shows
 *   the 404 page); the route handle (config/route-handle.ts) carries the entry's title, name and breadcrumb
 *   data, which the breadcrumb (layouts/breadcrumb-model.ts), the document title and the pages' h1 read;
 * - server: first-HTML renderers (`app.firstHtml.addPage(catalogue.x.path, ...)`), sitemap sources, map
 *   popups and site-search results, and the menu (site-menu.codes.ts) and facility pages (facility.codes.ts)
 *   of these contracts;
 * - every in-site link is `catalogue.<page>.href(query)`.
 *
 * This file imports nothing. Page paths are written here only: apps/server/src/page-paths.test.ts fails on
 * a page path written anywhere else in the server or the contracts.
 *
 * An entry:
 * - `path`: the spec's path, unchanged;
 * - `title`: '一级/二级[/三级]' (spec §2 "Breadcrumb": split on '/'); the last level names the page (h1,
 *   browser tab);
 * - `href(query)`: the page's address with a typed query (values URI-encoded, undefined left out);
 * - `name`: 'main' (home) or 'blank' where the spec names the route (the breadcrumb hides there);
 * - `standalone`: the page has no shared header (spec §2 "Standalone pages");
 * - `crumb`: its breadcrumb behaviour as data (CrumbRules below).
 */

/** A query value; undefined and null are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;

/** Breadcrumb behaviour of a page (spec §2 "Breadcrumb" rules 3, 6, 7, 8; see layouts/breadcrumb-model.ts). */
export interface CrumbRules {
  /** Rule 3: on a section's first page: a breadcrumb whose first level is this page's title links here. */
  readonly linked?: true;
  /**
   * Rule 6: query added to the link to the section. On the section's page: the default for every page of
   * the section (venue-open: organType 2); on a page of the section: this page's own (large venue: 3).
   */
  readonly sectionQuery?: Readonly<Record<string, QueryValue>>;
  /** Rule 7: the page takes a middle crumb from its `from` query parameter. */
  readonly fromParam?: true;
  /** Rule 8: extra CSS class of the breadcrumb bar on this page. */
  readonly className?: string;
}

/** The facts of a page, without its link builder (what a route handle and a route definition carry). */
export interface PageInfo {
  readonly path: string;
  readonly title: string;
  readonly name?: 'main' | 'blank';
  readonly standalone?: true;
  readonly crumb?: CrumbRules;
  /**
   * The page's lead paragraph under its h1 (plain text). The server's first HTML shows the same text
   * (apps/server/src/plugins/first-html), so the page's largest text is painted with the first HTML
   * rather than after the app's chunks and data arrive (Largest Contentful Paint, docs/benchmarks.md).
   */
  readonly intro?: string;
}

/** `href` of a page with query type Q: the query may be left out when every field of Q is optional. */
export type HrefBuilder<Q> = object extends Q ? (query?: Q) => string : (query: Q) => string;

/** A catalogue entry: the page's facts and its typed link builder. */
export interface PageEntry<Q = Record<never, never>> extends PageInfo {
  readonly href: HrefBuilder<Q>;
}

/**
 * `path` with `query` appended in the order of its keys; each key and value is encoded with
 * encodeURIComponent; undefined and null values are left out, and so is a '?' with nothing after it.
 */
export function pathWithQuery(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** One entry: `path` and `title` plus options; Q types the query of `href`. */
function page<Q extends object = Record<never, never>>(
  path: string,
  title: string,
  options: Omit<PageInfo, 'path' | 'title'> = {},
): PageEntry<Q> {
  const href = (query?: Q) => pathWithQuery(path, query as Record<string, QueryValue> | undefined);
  return { path, title, ...options, href: href as HrefBuilder<Q> };
}

/** Detail pages addressed by record id (`?id=`). */
type ById = { id: number };
/** A page of spec §2 with a `from` middle crumb (rule 7) and an id. */
type FromDetail = { id?: number | string; from?: string };
/** The instructor list's filters (contracts SportGuiderSearchQuery names). */
type GuiderListQuery = { areaCode?: string; level?: number; sport?: number; name?: string; stationId?: number };
/** An organisation list's filters (contracts OrganizationSearchQuery names; the page fixes the category). */
type OrganizationListQuery = { areaCode?: string; kind?: number; keyword?: string };
/** Rule 7 pages. */
const FROM: Omit<PageInfo, 'path' | 'title'> = { crumb: { fromParam: true } };

/** A facility list's filters (/equipment/*; contracts FacilityListQuery names, the page fixes the kind). */
type FacilityListQuery = { areaCode?: string; kind?: string; keyword?: string; condition?: string; valid?: string };

/** A construction-project list's filters (/main/vBuild/*; the API's own names, spec §7). */
type BuildListQuery = { areaCode?: string; status?: string; year?: number; keyword?: string };

/**
 * The venue-open list's filters (spec §3 organType: 1 stadium, 2 gymnasium, 3 swimming hall, 4 centre; the
 * API's areaCode, openNow, freeNow: features/venue-search/venue-query.ts).
 */
type OrganTypeQuery = { organType?: number; areaCode?: string; keyword?: string; openNow?: boolean; freeNow?: boolean };
/** A venue detail page: organ id, optional year (spec §2). */
type VenueDetailQuery = { organId: number; year?: number | null };

/** The race filters of the community games' query, calendar and map (contracts RaceFilters). */
type RaceFilterQuery = {
  gamesId?: number;
  areaCode?: string;
  sport?: string;
  status?: string;
  level?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
};

/**
 * The centre of the footer's map link (spec §9: the General Administration of Sport, Beijing), in
 * degrees; the tab menu's 健身地图 entry uses the same point.
 */
export const MAP_LINK_CENTRE = { lng: 116.42602, lat: 39.88433 } as const;

/**
 * The section paths carried by the tab menu's dropdown parents that are no page (site-menu.codes.ts: never
 * navigated to): the first path segment the section's pages share.
 */
export const MENU_SECTION_PATHS = {
  equipment: '/equipment',
  scienceFitnessGuide: '/scienceFitnessGuide',
  socialSportGuider: '/socialSportGuider',
} as const;

export const catalogue = {
  // Standalone pages (spec §2).
  login: page<{ redirect?: string }>('/login', '用户登录', { standalone: true }),
  passengerFlow: page<{ organId?: number; date?: string }>('/passengerflow', '场馆客流', { standalone: true }),
  videoCat: page<{ organId?: number }>('/videoCat', '场馆视频', { standalone: true }),
  qmsportsIndex: page('/qmsports/index', '全民运动会', {
    standalone: true,
    intro: '全民健身社区运动会：查找身边的社区赛事并报名参赛，查看赛事日历、比赛地图、成绩和各省赛事数据。',
  }),

  // Main layout: home, venue opening and evaluation.
  home: page('/', '首页', { name: 'main' }),
  venueSearch: page<OrganTypeQuery>('/main/openFacility', '场馆开放', {
    crumb: { linked: true, sectionQuery: { organType: 2 } },
    intro: '免费或低收费开放的公共体育场馆：按地区查找，看看此刻哪里开放、是否免费。',
  }),
  venueSmallDetail: page<VenueDetailQuery>('/openFacility/smallDetail', '场馆开放/场馆详情'),
  venueBigDetail: page<VenueDetailQuery>('/openFacility/bigDetail', '场馆开放/大型场馆详情', {
    crumb: { sectionQuery: { organType: 3 } },
  }),
  venueCentreDetail: page<VenueDetailQuery & { oldType?: number }>('/openFacility/detail', '场馆开放/全民健身中心详情'),
  evaluation: page<{ year?: number }>('/main/evaluation', '首页/公共体育场馆免费低收费开放服务评估结果', {
    crumb: { className: 'portal-breadcrumb--evaluation' },
  }),
  facilityLayout: page('/main/facilityLayout', '全民健身设施布局'),
  facilityLayoutDetail: page<ById>('/main/facilityLayout/layoutDetail', '全民健身设施布局/布局详情'),

  // Articles.
  notice: page('/main/notice', '通知公告'),
  noticeDetail: page<ById>('/main/notice/detail', '通知公告/公告详情'),
  // 意见反馈 (the name the site's own texts use); organId: the venue variant (我要反馈 on a venue page).
  // type: the kind chosen on arrival (feedback.codes FEEDBACK_TYPES; 'correction' from the footer's 我为政府网站找错).
  feedback: page<{ organId?: number; type?: string }>('/main/feedback', '意见反馈'),
  // The agency inbox (beyond spec §2's list, which it says is not exhaustive): agency login required.
  feedbackInbox: page<{ status?: string; id?: number }>('/main/feedback/inbox', '意见反馈/意见反馈处理'),
  // The editorial back office (docs/decisions/content-management.md): agency login with a back-office grant;
  // left out of the site map and of search engines like the other agency pages.
  adminContent: page<{ kind?: string; column?: string; status?: string; keyword?: string; pageNum?: number }>(
    '/admin/content',
    '内容管理',
  ),
  adminColumns: page('/admin/columns', '内容管理/栏目更新状态'),
  adminAudit: page<{
    actor?: string;
    action?: string;
    target?: string;
    from?: string;
    to?: string;
    pageNum?: number;
  }>('/admin/audit', '内容管理/审计日志'),
  // The site admin's accounts and grants, and the site menu (docs/decisions/content-management.md "Accounts and grants").
  adminAccounts: page('/admin/accounts', '内容管理/账号与权限'),
  adminMenu: page('/admin/menu', '内容管理/网站菜单'),
  // Its editor: a new item, and an item by id (the catalogue's query form, like the detail pages).
  adminContentNew: page('/admin/content/new', '内容管理/新建内容'),
  adminContentEdit: page<ById>('/admin/content/edit', '内容管理/编辑内容'),
  // The data exchange's file import (docs/data-exchange.md "File import"): agency login with an import grant.
  adminExchangeImport: page('/admin/exchange/import', '数据交换/文件导入'),
  // The review of venues' yearly figures before they become public (docs/data-exchange.md §7): agency login with a review scope.
  adminVenueYearReview: page<{ year?: number; status?: string; pageNum?: number }>(
    '/admin/exchange/review',
    '数据交换/年度数据审核',
  ),
  // Venue video uploads (docs/decisions/venue-opening.md "Venue video uploads"): agency login with the 采编 role.
  adminVenueVideos: page('/admin/venue/videos', '内容管理/场馆视频上传'),
  news: page('/news', '新闻资讯', { crumb: { linked: true } }),
  newsDetail: page<ById>('/news/newsdetail', '新闻资讯/新闻详情'),
  vNewsAll: page<{ kind?: string; year?: number; keyword?: string }>('/vNewsAll', '新闻资讯/全部资讯'),
  // Site search (beyond spec §2's list, like feedbackInbox): the header's search box leads here.
  siteSearch: page<{ q?: string; kind?: string; pageNum?: number }>('/search', '站内搜索'),

  // Fitness facilities (/equipment/*).
  equipmentIndex: page<FacilityListQuery>('/equipment/index', '健身设施/全部设施', {
    intro:
      '全国的全民健身路径、特色活动场地、体育健身中心、体育公园、步道和场馆。可按地区、类型、名称和状况查找；器材损坏可在器材页面报修。',
  }),
  equipmentNationalFitnessPath: page<FacilityListQuery>('/equipment/NationalFitnessPath', '健身设施/全民健身路径'),
  equipmentNationalFitnessPathDetail: page<FromDetail>(
    '/equipment/NationalFitnessPathDetail',
    '健身设施/全民健身路径详情',
    FROM,
  ),
  equipmentNationalFitnessPathEquipmentDetail: page<FromDetail>(
    '/equipment/NationalFitnessPathEquipmentDetail',
    '健身设施/全民健身路径器材详情',
    FROM,
  ),
  equipmentSpecialActivitySite: page<FacilityListQuery>('/equipment/SpecialActivitySite', '健身设施/特色活动场地'),
  equipmentSpecialActivitySiteDetail: page<FromDetail>(
    '/equipment/SpecialActivitySiteDetail',
    '健身设施/特色活动场地详情',
    FROM,
  ),
  equipmentSportsFitnessCenter: page<FacilityListQuery>('/equipment/SportsFitnessCenter', '健身设施/体育健身中心'),
  equipmentSportsFitnessCenterDetail: page<FromDetail>(
    '/equipment/SportsFitnessCenterDetail',
    '健身设施/体育健身中心详情',
    FROM,
  ),
  equipmentSportsPark: page<FacilityListQuery>('/equipment/SportsPark', '健身设施/体育公园'),
  equipmentSportsParkDetail: page<FromDetail>('/equipment/SportsParkDetail', '健身设施/体育公园详情', FROM),
  equipmentFitnessVenues: page<FacilityListQuery>('/equipment/FitnessVenues', '健身设施/健身场馆'),
  equipmentTraditionalEquipment: page<FacilityListQuery>('/equipment/TraditionalEquipment', '健身设施/传统健身器材'),
  equipmentStadium: page<FacilityListQuery>('/equipment/Stadium', '健身设施/体育场馆'),
  equipmentField: page<FacilityListQuery>('/equipment/Field', '健身设施/运动场地'),
  equipmentFitnesspath: page<FacilityListQuery>('/equipment/Fitnesspath', '健身设施/健身步道'),
  equipmentFitnesstrail: page<FacilityListQuery>('/equipment/Fitnesstrail', '健身设施/登山步道'),
  equipmentGreenway: page<FacilityListQuery>('/equipment/Greenway', '健身设施/绿道'),
  equipmentOther: page<FacilityListQuery>('/equipment/Other', '健身设施/其他设施'),
  equipmentSkatingRink: page<FacilityListQuery>('/equipment/SkatingRink', '健身设施/滑冰场'),
  equipmentAuthentication: page<FacilityListQuery>('/equipment/Authentication', '健身设施/设施认证'),
  equipmentFieldDetail: page<FromDetail>('/equipment/fieldDetail', '健身设施/场地详情', FROM),
  equipmentEquipmentDetail: page<FromDetail>('/equipment/equipmentDetail', '健身设施/器材详情', FROM),

  // Venue facilities (/gymFacility/facilityDetail/*), rule 7 throughout.
  gymFacilityDetail: page<FromDetail>('/gymFacility/facilityDetail', '场馆设施/设施详情', FROM),
  gymFacilitySmallDetail: page<FromDetail>(
    '/gymFacility/facilityDetail/facilitySmallDetail',
    '场馆设施/中小型场馆设施详情',
    FROM,
  ),
  gymFacilityBigDetail: page<FromDetail>(
    '/gymFacility/facilityDetail/facilityBigDetail',
    '场馆设施/大型场馆设施详情',
    FROM,
  ),
  gymFacilityFieldDetail: page<FromDetail>(
    '/gymFacility/facilityDetail/fieldFacilityDetail',
    '场馆设施/场地设施详情',
    FROM,
  ),
  gymFacilityFixReport: page<FromDetail>('/gymFacility/facilityDetail/fixReport', '场馆设施/器材报修', FROM),
  // The agency's repair inbox (beyond spec §2's list, which it says is not exhaustive): agency login required.
  fixReportInbox: page<{ status?: string; reportNo?: string }>(
    '/gymFacility/facilityDetail/fixReport/inbox',
    '场馆设施/器材报修处理',
  ),

  // Fitness organisations (/fitnessOrganization/*).
  fitnessAssociation: page<OrganizationListQuery>('/fitnessOrganization/fitnessAssociation', '健身组织/健身协会'),
  sportVolunteer: page<OrganizationListQuery>('/fitnessOrganization/sportVolunteer', '健身组织/体育志愿者'),
  sportAssociation: page<OrganizationListQuery>('/fitnessOrganization/sportAssociation', '健身组织/体育社团'),
  nationalSite: page<OrganizationListQuery>('/fitnessOrganization/nationalSite', '健身组织/全民健身站点'),
  fitnessTeam: page<OrganizationListQuery>('/fitnessOrganization/fitnessTeam', '健身组织/健身团队'),
  fitnessOrganizationDetail: page<FromDetail>(
    '/fitnessOrganization/fitnessOrganizationDetail',
    '健身组织/组织详情',
    FROM,
  ),

  // Matches (赛事活动) and trainings.
  match: page('/games', '赛事活动'),
  matchDetail: page<ById>('/games/detail', '赛事活动/赛事详情'),
  training: page('/training', '培训'),
  trainingDetail: page<ById>('/training/detail', '培训/培训详情'),

  // Science fitness guidance (/scienceFitnessGuide/*).
  fitnessTalk: page('/scienceFitnessGuide/fitnessTalk', '科学健身指导/健身讲座与百科'),
  scienceGuideDetail: page<FromDetail>('/scienceFitnessGuide/SFGDetail', '科学健身指导/指导详情', FROM),
  fitnessKnowledge: page('/scienceFitnessGuide/fitnessKnowledge', '科学健身指导/健身百科'),
  fitnessNutrition: page('/scienceFitnessGuide/fitnessNutrition', '科学健身指导/健身营养'),
  fitnessTeach: page('/scienceFitnessGuide/fitnessTeach', '科学健身指导/健身教学'),
  fitnessPlan: page('/scienceFitnessGuide/fitnessPlan', '科学健身指导/健身计划'),
  bodyCheck: page('/scienceFitnessGuide/bodyCheck', '科学健身指导/体质测定'),
  bodyCheckEvent: page('/scienceFitnessGuide/bodyCheck/checkEvent', '科学健身指导/体质测定/测定项目'),
  bodyCheckSite: page<{ areaCode?: string; keyword?: string }>(
    '/scienceFitnessGuide/bodyCheck/checkSite',
    '科学健身指导/体质测定/测定站点',
  ),

  // Social sports instructors (/socialSportGuider/*).
  sportGuider: page('/socialSportGuider/sportGuider', '社会体育指导员/指导员'),
  sportGuiderList: page<GuiderListQuery>('/socialSportGuider/sportGuiderList', '社会体育指导员/指导员名录'),
  guiderDetail: page<FromDetail>('/socialSportGuider/sportGuider/guiderDetail', '社会体育指导员/指导员详情', FROM),
  guiderPolicy: page('/socialSportGuider/policy', '社会体育指导员/政策法规'),
  guiderNotice: page('/socialSportGuider/socialSportNotice', '社会体育指导员/通知公告'),
  guiderAssociation: page('/socialSportGuider/guiderAssociation', '社会体育指导员/指导员协会'),
  guiderTrain: page('/socialSportGuider/guiderTrain', '社会体育指导员/指导员培训'),
  socialSportDetail: page<FromDetail>('/socialSportGuider/socialSportDetail', '社会体育指导员/资讯详情', FROM),

  // Exercise standards (/exerciseStandard/*).
  exerciseEvent: page('/exerciseStandard/exerciseEvent', '体育锻炼标准/锻炼项目'),
  exerciseDetail: page<ById>('/exerciseStandard/exerciseEvent/exerciseDetail', '体育锻炼标准/锻炼项目/项目详情'),
  synthesizeAssess: page('/exerciseStandard/synthesizeAssess', '体育锻炼标准/综合评定'),

  // Cases, regulations, map, guidance, placeholder.
  fitnessCase: page<{ case_id?: number }>('/fitnessCase', '健身工作案例'),
  regulation: page('/policyRule', '政策法规'),
  regulationDetail: page<ById>('/policyRule/ruleDetail', '政策法规/法规详情'),
  fitnessMap: page<{ lng?: number; lat?: number; zoom?: number; keyword?: string }>('/fitnessMap', '健身地图', {
    intro: '全国体育场馆、赛事活动和健身路径、体育公园等场地器材，放大地图或搜索找到身边的健身场所。',
  }),
  // The guidance list (not in spec §2: the footer's agency-oriented guidance entries moved to it, linked once).
  guidance: page('/guidance', '场馆信息化咨询指导'),
  guidanceDetail: page<ById>('/guidance/guidanceDetail', '场馆信息化咨询指导/指导详情'),
  // 网站地图 (not in spec §2: 政府网站发展指引 asks for it): every built page, grouped like the menu.
  siteMap: page('/siteMap', '网站地图'),
  // 数据开放 (docs/decisions/open-data.md; not in spec §2): the open datasets' catalogue and one dataset's page (its id, a string).
  openData: page('/opendata', '数据开放', {
    intro:
      '场馆免费低收费开放年度数据和场馆、设施、建设项目、赛事等名录，无条件开放，可下载 CSV、Excel、JSON、GeoJSON 文件或通过接口获取。',
  }),
  openDataDataset: page<{ id: string }>('/opendata/dataset', '数据开放/数据集详情'),
  // 数据质量公开 (docs/decisions/data-exchange.md "Data health"; not in spec §2): the filling systems' data
  // quality by province, linked from the footer.
  dataHealth: page<{ year?: number; areaCode?: string }>('/dataHealth', '数据质量公开', {
    intro:
      '按省份公开各填报系统报送数据的接收与拒收、场馆年度数据审核进度、场馆客流推送及时率和健身器材完好率，说明每项指标的口径与来源。',
  }),
  // The site's statements (not in spec §2: 政府网站发展指引 asks for them; docs/decisions/public-experience.md), linked from the footer.
  siteStatement: page('/siteStatement', '网站声明'),
  privacyPolicy: page('/privacyPolicy', '隐私政策'),
  accessibilityStatement: page('/accessibilityStatement', '无障碍声明'),
  blank: page('/blank', '建设中', { name: 'blank' }),

  // Construction projects (/main/vBuild/*).
  buildVenueEquipment: page<BuildListQuery>('/main/vBuild/venueEquipment', '建设项目/场地设施项目'),
  buildVenueEquipmentDetail: page<ById>('/main/vBuild/venueEquipment/detail', '建设项目/场地设施项目/项目详情'),
  buildGymCenter: page<BuildListQuery>('/main/vBuild/gymCenter', '建设项目/全民健身中心项目'),
  buildGymCenterDetail: page<ById>('/main/vBuild/gymCenter/detail', '建设项目/全民健身中心项目/项目详情'),
  buildIce: page<BuildListQuery>('/main/vBuild/ice', '建设项目/冰雪场地项目'),
  buildIceDetail: page<ById>('/main/vBuild/ice/detail', '建设项目/冰雪场地项目/项目详情'),
  buildSportsPark: page<BuildListQuery>('/main/vBuild/sportsPark', '建设项目/体育公园项目'),
  buildSportsParkDetail: page<ById>('/main/vBuild/sportsPark/detail', '建设项目/体育公园项目/项目详情'),

  // Community sports games with the main layout (/qmsports/*).
  raceQuery: page<RaceFilterQuery & { pageNum?: number }>('/qmsports/race/query', '全民运动会/赛事查询'),
  raceDetail: page<ById>('/qmsports/race/detail', '全民运动会/赛事详情'),
  raceCalendar: page<RaceFilterQuery & { month?: string; day?: string }>(
    '/qmsports/race/calendar',
    '全民运动会/赛事日历',
  ),
  raceMap: page<RaceFilterQuery & { lng?: number; lat?: number; zoom?: number }>(
    '/qmsports/race/map',
    '全民运动会/赛事地图',
  ),
  raceScore: page<{ id?: number }>('/qmsports/race/score', '全民运动会/成绩查询'),
  raceProvince: page<{ gamesId?: number }>('/qmsports/race/province', '全民运动会/各省赛况'),
  raceNewsDetail: page<ById>('/qmsports/news/detail', '全民运动会/新闻详情'),
} as const;

/** The key of a catalogue entry, e.g. 'newsDetail'. */
export type PageKey = keyof typeof catalogue;

/** Every entry, in catalogue order. */
export const CATALOGUE_PAGES: readonly PageInfo[] = Object.values(catalogue);

/** The entry whose path is `pathname` (trailing slashes ignored), or undefined. */
export function pageAt(pathname: string): PageInfo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CATALOGUE_PAGES.find((entry) => entry.path === path);
}

/**
 * The open-data section's addresses that are files, not pages (docs/decisions/open-data.md): the DCAT
 * catalogue and the folder of the generated dataset files. Written here, beside the pages they belong to.
 */
export const OPEN_DATA_ADDRESSES = {
  catalog: '/opendata/catalog.json',
  files: '/opendata/files/',
} as const;
