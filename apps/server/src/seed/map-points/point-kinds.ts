/**
 * What the fitness-map seed places: the kinds of generated points, their
 * name patterns, daily hours and counts at scale 1 and at national size.
 *
 * National figures: China has about 4.84 million sports venues and about 1.1 million fitness
 * paths (全民健身路径); the other facility counts are rounded guesses for a realistic mix, not statistics.
 * Name patterns: `{county}` the county's own name ('桐庐县'), `{road}` `{quarter}` `{village}` `{park}`
 * `{school}` `{river}` `{hill}` `{unit}` from ./place-words.ts.
 */
import { PUBLISHED_NATIONAL_COUNT, type FacilityKind } from '@portal/contracts/facility.codes';

export interface PointKind {
  mapType: 1 | 2 | 3 | 4 | 6;
  /** Sub-kind of type 6; '' for the venue types. */
  kind: FacilityKind | '';
  patterns: readonly string[];
  /** Daily hours as the popup shows them, or null when unknown. */
  openHours: string | null;
  /** Share of points with a known phone number. */
  phoneShare: number;
}

/** Seeded facilities (map type 6) at scale 1: about 9,000, so the default seed stays quick. */
export const FACILITY_BASE_COUNTS: Record<FacilityKind, number> = {
  fitness_path: 6000,
  special_site: 900,
  fitness_center: 500,
  sports_park: 400,
  skating_rink: 60,
  fitness_trail: 1100,
  fitness_venue: 300,
  stadium: 200,
  mountain_trail: 300,
  greenway: 300,
  other: 200,
};

/** Counts of `npm run seed -- --map-national`. */
export const NATIONAL_COUNTS = {
  /** All venues of map types 1-4, the seeded venues included. */
  venues: 4_840_000,
  facilities: {
    // The published count the facility layout measures its coverage against.
    fitness_path: PUBLISHED_NATIONAL_COUNT.count,
    special_site: 45_000,
    fitness_center: 20_000,
    sports_park: 10_000,
    // 2024 figures where the issue names them (fitness trails 171,800; skating sites 1,764); the
    // others are rounded guesses at their national order of magnitude, not statistics.
    skating_rink: 1_764,
    fitness_trail: 171_800,
    fitness_venue: 120_000,
    stadium: 30_000,
    mountain_trail: 20_000,
    greenway: 40_000,
    other: 100_000,
  } satisfies Record<FacilityKind, number>,
} as const;

/** How the national venues (map types 1-4 without a venue page) split over the types. */
export const NATIONAL_VENUE_SHARES: Record<1 | 2 | 3 | 4, number> = { 1: 0.42, 2: 0.28, 3: 0.06, 4: 0.24 };

/** The venue kinds of the national set: the everyday sports grounds of schools, communities and villages. */
export const VENUE_KINDS: Record<1 | 2 | 3 | 4, PointKind> = {
  1: {
    mapType: 1,
    kind: '',
    patterns: [
      '{county}{school}田径场',
      '{county}{road}社区篮球场',
      '{county}{village}村篮球场',
      '{county}{park}足球场',
      '{county}{quarter}全民健身广场',
      '{county}{school}足球场',
    ],
    openHours: null,
    phoneShare: 0.3,
  },
  2: {
    mapType: 2,
    kind: '',
    patterns: [
      '{county}{school}体育馆',
      '{county}{road}羽毛球馆',
      '{county}{road}乒乓球馆',
      '{county}{unit}体育馆',
      '{county}{quarter}综合训练馆',
    ],
    openHours: null,
    phoneShare: 0.7,
  },
  3: {
    mapType: 3,
    kind: '',
    patterns: [
      '{county}{school}游泳池',
      '{county}{road}游泳馆',
      '{county}{quarter}游泳健身中心',
      '{county}{park}露天游泳池',
    ],
    openHours: null,
    phoneShare: 0.8,
  },
  4: {
    mapType: 4,
    kind: '',
    patterns: [
      '{county}{road}社区健身中心',
      '{county}{quarter}街道全民健身活动中心',
      '{county}{village}村文体活动中心',
      '{county}{road}健身房',
    ],
    openHours: null,
    phoneShare: 0.6,
  },
};

export const FACILITY_KINDS_SEEDED: Record<FacilityKind, PointKind> = {
  fitness_path: {
    mapType: 6,
    kind: 'fitness_path',
    patterns: [
      '{county}{road}社区全民健身路径',
      '{county}{village}村全民健身路径',
      '{county}{park}全民健身路径',
      '{county}{school}全民健身路径',
    ],
    openHours: '全天开放',
    phoneShare: 0,
  },
  special_site: {
    mapType: 6,
    kind: 'special_site',
    patterns: [
      '{county}{park}笼式足球场',
      '{county}{road}门球场',
      '{county}{quarter}滑板公园',
      '{county}{park}攀岩场',
      '{county}{road}气排球场',
      '{county}{park}网球场',
    ],
    openHours: '08:00-21:00',
    phoneShare: 0.2,
  },
  fitness_center: {
    mapType: 6,
    kind: 'fitness_center',
    patterns: ['{county}{quarter}体育健身中心', '{county}{road}体育健身中心', '{county}{unit}体育健身中心'],
    openHours: '09:00-21:00',
    phoneShare: 0.9,
  },
  sports_park: {
    mapType: 6,
    kind: 'sports_park',
    patterns: ['{county}{river}体育公园', '{county}{quarter}体育公园', '{county}{hill}体育公园'],
    openHours: '06:00-22:00',
    phoneShare: 0.5,
  },
  skating_rink: {
    mapType: 6,
    kind: 'skating_rink',
    patterns: ['{county}{quarter}滑冰场', '{county}{park}冰场', '{county}{road}真冰滑冰馆'],
    openHours: '10:00-21:30',
    phoneShare: 0.9,
  },
  fitness_trail: {
    mapType: 6,
    kind: 'fitness_trail',
    patterns: ['{county}{river}健身步道', '{county}{park}环湖健身步道', '{county}{quarter}健身步道'],
    openHours: '全天开放',
    phoneShare: 0,
  },
  fitness_venue: {
    mapType: 6,
    kind: 'fitness_venue',
    patterns: ['{county}{road}全民健身馆', '{county}{quarter}健身馆', '{county}{unit}职工健身房'],
    openHours: '09:00-21:00',
    phoneShare: 0.8,
  },
  stadium: {
    mapType: 6,
    kind: 'stadium',
    patterns: ['{county}{school}体育场', '{county}{park}体育场', '{county}{unit}灯光球场'],
    openHours: '06:00-21:00',
    phoneShare: 0.6,
  },
  mountain_trail: {
    mapType: 6,
    kind: 'mountain_trail',
    patterns: ['{county}{hill}登山健身步道', '{county}{hill}登山步道', '{county}{village}村登山步道'],
    openHours: '全天开放',
    phoneShare: 0,
  },
  greenway: {
    mapType: 6,
    kind: 'greenway',
    patterns: ['{county}{river}绿道', '{county}{park}骑行绿道', '{county}{river}滨水绿道'],
    openHours: '全天开放',
    phoneShare: 0,
  },
  other: {
    mapType: 6,
    kind: 'other',
    patterns: ['{county}{quarter}全民健身广场', '{county}{village}村健身场地', '{county}{park}健身角'],
    openHours: '全天开放',
    phoneShare: 0.1,
  },
};
