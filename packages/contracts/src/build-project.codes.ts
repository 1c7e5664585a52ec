/**
 * Codes of the construction projects (建设项目, spec §2 /main/vBuild/*, §7 /api/data/build/*): the four
 * kinds of project funded through central budget investment (中央预算内投资) and the central lottery
 * public-welfare fund (中央集中彩票公益金), the four statuses a project passes through, and the year range of
 * the year filter. Plain values, no TypeBox: the web imports this file at run time and build-project.ts
 * builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */
import { catalogue } from './pages.codes.js';

/** Project kinds in menu order; each is the spec's path segment (/main/vBuild/{kind}, /api/data/build/{kind}). */
export const BUILD_KINDS = ['venueEquipment', 'gymCenter', 'ice', 'sportsPark'] as const;
export type BuildKind = (typeof BUILD_KINDS)[number];

/** Chinese name of each kind (page titles, filters, tables). */
export const BUILD_KIND_NAMES: Readonly<Record<BuildKind, string>> = {
  venueEquipment: '场地设施',
  gymCenter: '全民健身中心',
  ice: '冰雪场地',
  sportsPark: '体育公园',
};

/** The list and detail page of each kind (catalogue /main/vBuild/{kind} and its /detail; web and first HTML). */
export const BUILD_KIND_PAGES = {
  venueEquipment: { list: catalogue.buildVenueEquipment, detail: catalogue.buildVenueEquipmentDetail },
  gymCenter: { list: catalogue.buildGymCenter, detail: catalogue.buildGymCenterDetail },
  ice: { list: catalogue.buildIce, detail: catalogue.buildIceDetail },
  sportsPark: { list: catalogue.buildSportsPark, detail: catalogue.buildSportsParkDetail },
} as const satisfies Record<BuildKind, unknown>;

/**
 * A project's status, in the order a project passes through them: approved 立项 (investment plan issued),
 * building 在建 (construction started), completed 竣工 (acceptance passed), inUse 投入使用 (open to the public).
 */
export const BUILD_STATUSES = ['approved', 'building', 'completed', 'inUse'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BUILD_STATUS_NAMES: Readonly<Record<BuildStatus, string>> = {
  approved: '立项',
  building: '在建',
  completed: '竣工',
  inUse: '投入使用',
};

/** The funding channels of the programme. */
export const BUILD_FUND_SOURCES = ['中央预算内投资', '中央集中彩票公益金'] as const;
export type BuildFundSource = (typeof BUILD_FUND_SOURCES)[number];

/** The year filter (the year of the investment plan, 立项年度): the programme's years on record. */
export const BUILD_YEAR_MIN = 2015;
export const BUILD_YEAR_MAX = 2100;
