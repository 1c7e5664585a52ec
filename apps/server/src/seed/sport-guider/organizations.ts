/**
 * Fitness organisations (table fitness_organization) and the service records of volunteer
 * organisations (organization_service_record): for every kind of contracts ORGANIZATION_KINDS, its
 * share of its category's count, spread by population over real counties (./spread.ts), named from the
 * county and the map words. Sites and teams get meeting times and a meeting place. Contact numbers are
 * generated mobiles (the presenter masks them). Dates count back from REFERENCE_DAY.
 */
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_KINDS,
  ORGANIZATION_MEETING_CATEGORIES,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';
import { fullPlaceName, type Locality } from '../divisions.js';
import { fillPattern, ROADS, villageName } from '../map-points/place-words.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { isoDate, REFERENCE_DAY } from '../venue-opening/dates.js';
import { EVENING_TIMES, MEETING_PLACES, MORNING_TIMES, SERVICE_TITLES, TEAM_TIMES } from './guider-words.js';
import { spreadOverCounties } from './spread.js';

export const ORGANIZATION_COLUMNS = [
  'id',
  'category',
  'kind',
  'name',
  'address',
  'province_code',
  'city_code',
  'county_code',
  'founded_year',
  'member_count',
  'supervisor',
  'contact_phone',
  'meeting_time',
  'meeting_place',
  'introduction',
] as const;

export const SERVICE_RECORD_COLUMNS = ['organization_id', 'service_date', 'title', 'volunteers', 'hours'] as const;

const NAME_PATTERNS: Record<OrganizationCategory, readonly string[]> = {
  1: ['{county}{kind}', '{county}{quarter}街道{kind}', '{county}{village}镇{kind}'],
  2: ['{county}{kind}', '{county}{quarter}社区{kind}', '{county}{school}{kind}'],
  3: ['{county}{kind}', '{county}{unit}{kind}', '{county}{quarter}{kind}'],
  4: ['{county}{park}{kind}', '{county}{quarter}社区{kind}', '{county}{village}村{kind}'],
  5: ['{quarter}{kind}', '{park}{kind}', '{village}村{kind}'],
};

const MEMBERS: Record<OrganizationCategory, [number, number]> = {
  1: [30, 600],
  2: [20, 400],
  3: [25, 300],
  4: [15, 200],
  5: [8, 80],
};

const WHAT: Record<OrganizationCategory, string> = {
  1: '组织和指导辖区群众性体育活动，承办全民健身赛事，发展基层体育组织',
  2: '为全民健身活动和体育赛事提供志愿服务，开展科学健身宣传和健身设施巡查',
  3: '推广本项目运动，组织业余训练、等级评定和交流比赛，培养项目骨干',
  4: '组织居民就近参加晨晚练，由社会体育指导员现场教学和安全提示',
  5: '定期集体练习，参加社区展示和全民健身赛事，带动邻里一起锻炼',
};

function meeting(rng: SeedRandom, category: OrganizationCategory, kind: number, county: string) {
  if (!ORGANIZATION_MEETING_CATEGORIES.includes(category)) return { time: null, place: null };
  const times = category === 5 ? TEAM_TIMES : kind === 403 ? EVENING_TIMES : MORNING_TIMES;
  return { time: rng.pick(times), place: fillPattern(rng, rng.pick(MEETING_PLACES), county, villageName(rng)) };
}

export interface OrganizationRowsOptions {
  /** Organisations per category. */
  perCategory: Readonly<Record<OrganizationCategory, number>>;
  stream: string;
  /** Service-record value rows of the volunteer organisations yielded so far (the caller drains it). */
  records: unknown[][];
}

/** Yields organisation value rows (ORGANIZATION_COLUMNS) with ids 1..n, kind by kind. */
export function* organizationRows(options: OrganizationRowsOptions): Generator<unknown[]> {
  let id = 1;
  const lastYear = Number(isoDate(REFERENCE_DAY).slice(0, 4));
  for (const category of ORGANIZATION_CATEGORIES) {
    const kinds = Object.entries(ORGANIZATION_KINDS[category]);
    const perKind = Math.max(1, Math.round(options.perCategory[category] / kinds.length));
    for (const [code, kindName] of kinds) {
      const kind = Number(code);
      const rng = seedRandom(`${options.stream}:${kind}`);
      for (const { locality } of spreadOverCounties(perKind, rng, 0)) {
        yield organizationRow(rng, { id, category, kind, kindName, locality, lastYear });
        if (category === 2) serviceRecords(rng, id, options.records);
        id += 1;
      }
    }
  }
}

function organizationRow(
  rng: SeedRandom,
  o: {
    id: number;
    category: OrganizationCategory;
    kind: number;
    kindName: string;
    locality: Locality;
    lastYear: number;
  },
): unknown[] {
  const county = o.locality.county.name;
  const pattern = rng.pick(NAME_PATTERNS[o.category]).replace('{kind}', o.kindName);
  const name = fillPattern(rng, pattern, county, villageName(rng));
  const founded = rng.int(1985, o.lastYear - 1);
  const members = rng.int(...MEMBERS[o.category]);
  const supervisor = `${county}文化体育主管部门`;
  const { time, place } = meeting(rng, o.category, o.kind, county);
  const intro =
    `${name}成立于${founded}年，现有成员${members}人，在${supervisor}指导下${WHAT[o.category]}。` +
    (time ? `活动时间为${time}，地点在${place}，欢迎附近居民参加。` : '欢迎热爱运动的居民加入。');
  return [
    o.id,
    o.category,
    o.kind,
    name,
    `${fullPlaceName(o.locality)}${rng.pick(ROADS)}${rng.int(1, 399)}号`,
    o.locality.province.code,
    o.locality.city.code,
    o.locality.county.code,
    founded,
    members,
    supervisor,
    `1${rng.pick([3, 5, 7, 8, 9])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
    time,
    place,
    intro,
  ];
}

function serviceRecords(rng: SeedRandom, organizationId: number, into: unknown[][]): void {
  const n = rng.int(2, 6);
  for (let i = 0; i < n; i += 1) {
    const volunteers = rng.int(5, 60);
    into.push([
      organizationId,
      isoDate(REFERENCE_DAY - rng.int(1, 720)),
      rng.pick(SERVICE_TITLES),
      volunteers,
      volunteers * rng.int(2, 8),
    ]);
  }
}
