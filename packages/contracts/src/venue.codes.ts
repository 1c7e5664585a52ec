/**
 * Codes of the venue section (spec §3 venue types; §9 codes): venue types and their names, fee kinds,
 * programme years, division codes, the programme's compliance rules and the kinds of venue texts.
 * Plain `as const` data, no TypeBox: the web imports this file at run time and venue.ts builds the
 * schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

/** Venue types (spec §3): 1 public stadium, 2 public gymnasium, 3 public swimming (diving) hall, 4 national fitness centre. */
export const ORGAN_TYPES = [1, 2, 3, 4] as const;
export type OrganType = (typeof ORGAN_TYPES)[number];

/** Display names of the venue types (spec §3). */
export const ORGAN_TYPE_NAMES: Readonly<Record<OrganType, string>> = {
  1: '公共体育场',
  2: '公共体育馆',
  3: '公共游泳（跳水）馆',
  4: '全民健身中心',
};

/** How an opening slot is charged: free (免费), low fee (低收费), paid (收费). */
export const FEE_KINDS = ['free', 'low', 'paid'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_KIND_NAMES: Readonly<Record<FeeKind, string>> = { free: '免费', low: '低收费', paid: '收费' };

/** A programme year is a four-digit year in PROGRAMME_YEAR_MIN..PROGRAMME_YEAR_MAX. */
export const PROGRAMME_YEAR_MIN = 2000;
export const PROGRAMME_YEAR_MAX = 2100;

/** A six-digit division code (province, city or county; GB/T 2260), as a regular-expression source. */
export const AREA_CODE_PATTERN = '^[0-9]{6}$';

/** Programme rules checked each year (free/low-fee opening programme). */
export const COMPLIANCE_RULES = [
  'weeklyOpenHours', // >= 35 h/week
  'openDays', // >= 330 days/year
  'restDayHours', // >= 8 h/day on rest days, holidays and school vacations
  'outdoorFreeHours', // outdoor areas free >= 12 h/day (not applicable without outdoor areas)
  'closureNotice', // closures announced >= 7 days ahead
  'lowFeePrice', // low fee <= 70 % of the market price
  'concessionPrice', // concession <= half of the low fee
] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];

/** Kinds of a venue's texts (/api/data/venueIntroduction/{kind}): 公告, 简介, 须知. */
export const INTRODUCTION_KINDS = ['announcement', 'introduction', 'notice'] as const;
export type IntroductionKind = (typeof INTRODUCTION_KINDS)[number];
