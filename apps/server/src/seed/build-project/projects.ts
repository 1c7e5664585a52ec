/**
 * Generates the construction projects (table build_project) and their timelines (build_project_progress)
 * from the kind profiles (./build-kinds.ts), deterministically (one random stream per kind, ../random.ts).
 *
 * - Every province gets projects of every kind: the kind's count is apportioned over the provinces by
 *   2020 population (× the kind's boost: ice and snow in the north), at least one each.
 * - Dates follow the seed's anchor (REFERENCE_DAY, ../venue-opening/dates.ts): the plan is issued in its
 *   year (never after the anchor), construction starts and ends after the kind's delays; the status is the
 *   last step reached by the anchor, and the dates of steps not reached are null.
 * - A project in use becomes a venue of the kind's venue types (a national fitness centre becomes a venue
 *   of type 4 …; field facilities only for a share of them), the first unused one of its county, else city, else province: it takes that venue's place,
 *   address and point, and its name from the venue; with none left it stays unlinked.
 * - Money in 万元 rounded to 0.01, area in m² rounded to 10.
 */
import type { Insertable, Selectable } from 'kysely';
import { BUILD_KIND_NAMES, type BuildKind, type BuildStatus } from '@portal/contracts/build-project.codes';
import type { BuildProjectProgressTable, BuildProjectTable } from '../../db/tables/build-project.js';
import type { VenueTable } from '../../db/tables/venue.js';
import { fill } from '../content/compose.js';
import { fullPlaceName, localitiesByProvince, shortCityName, type Locality } from '../divisions.js';
import { apportion, PROVINCE_POPULATION_2020 } from '../population.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { scaled } from '../seed-settings.js';
import { dayOf, isoDate, REFERENCE_DAY, yearOfDay } from '../venue-opening/dates.js';
import { fundSource, KIND_PROFILES, RESPONSIBLE_UNITS, type KindProfile } from './build-kinds.js';
import type { BuildPhotoPool, PhotoStep } from './photos.js';

/** The venue columns a project in use takes over. */
export type SeedVenue = Pick<
  Selectable<VenueTable>,
  'organ_id' | 'name' | 'organ_type' | 'province_code' | 'city_code' | 'county_code' | 'address' | 'lng' | 'lat'
>;

export interface GeneratedProjects {
  projects: Insertable<BuildProjectTable>[];
  progress: Insertable<BuildProjectProgressTable>[];
}

const ROADS = [
  '体育路',
  '人民路',
  '建设路',
  '文化路',
  '滨河路',
  '迎宾大道',
  '世纪大道',
  '发展大道',
  '健康路',
  '奥体路',
];

const LOCALITIES = localitiesByProvince();
const LOCALITY_BY_COUNTY = new Map([...LOCALITIES.values()].flat().map((l) => [l.county.code, l]));

/** Unused venues by `${organType}:${divisionCode}` for county, city and province codes. */
class VenuePool {
  private readonly lists = new Map<string, SeedVenue[]>();
  private readonly used = new Set<number>();

  constructor(venues: readonly SeedVenue[]) {
    for (const venue of venues) {
      for (const code of [venue.county_code, venue.city_code, venue.province_code]) {
        const key = `${venue.organ_type}:${code}`;
        const list = this.lists.get(key) ?? [];
        list.push(venue);
        this.lists.set(key, list);
      }
    }
  }

  /** The first unused venue of `types` in the county, else the city, else the province of `locality`. */
  take(types: readonly number[], locality: Locality): SeedVenue | undefined {
    for (const code of [locality.county.code, locality.city.code, locality.province.code]) {
      for (const type of types) {
        const found = this.lists.get(`${type}:${code}`)?.find((v) => !this.used.has(v.organ_id));
        if (found) {
          this.used.add(found.organ_id);
          return found;
        }
      }
    }
    return undefined;
  }
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const money = (value: number) => Math.round(value * 100) / 100;

/** The dates of the steps, null when after the anchor, and the status reached. */
function drawDates(rng: SeedRandom, profile: KindProfile) {
  const year = rng.weighted(profile.years, ([, weight]) => weight)[0];
  const first = dayOf(year, 1, 10);
  const last = Math.min(dayOf(year, 12, 20), REFERENCE_DAY - 1);
  const approved = rng.int(first, Math.max(first, last));
  const start = approved + rng.int(...profile.startDelay);
  const completed = start + rng.int(...profile.buildDays);
  const inUse = completed + rng.int(20, 90);
  const reached = (day: number) => (day <= REFERENCE_DAY ? day : null);
  const days = { approved, start: reached(start), completed: reached(completed), inUse: reached(inUse) };
  const status: BuildStatus =
    days.inUse !== null
      ? 'inUse'
      : days.completed !== null
        ? 'completed'
        : days.start !== null
          ? 'building'
          : 'approved';
  return { year: yearOfDay(approved), days, buildDays: completed - start, status };
}

type Dates = ReturnType<typeof drawDates>;

/** A name not used yet: the pattern's, or with （二期）, （三期） … appended. */
function uniqueName(name: string, seen: Set<string>): string {
  let candidate = name;
  for (let phase = 2; seen.has(candidate); phase += 1)
    candidate = `${name}（${'一二三四五六七八九十'[phase - 1] ?? phase}期）`;
  seen.add(candidate);
  return candidate;
}

/** The timeline of a project: one step per status reached, plus a mid-construction photo. */
function timeline(
  kind: BuildKind,
  project: { id: number; name: string; fundSource: string; subsidy: number },
  dates: Dates,
  photos: BuildPhotoPool,
): Omit<Insertable<BuildProjectProgressTable>, 'id'>[] {
  const { days } = dates;
  const photo = (step: PhotoStep) => photos.mediaId(kind, step);
  const steps: [BuildStatus, number | null, string, string, number | null][] = [
    [
      'approved',
      days.approved,
      '项目立项',
      `列入${dates.year}年${project.fundSource}${BUILD_KIND_NAMES[kind]}项目计划，下达中央补助资金${project.subsidy}万元。`,
      null,
    ],
    ['building', days.start, '开工建设', '施工单位进场，项目正式开工建设。', photo('start')],
  ];
  if (days.start !== null) {
    const mid = days.start + Math.floor(dates.buildDays * 0.5);
    if (mid <= REFERENCE_DAY)
      steps.push(['building', mid, '主体施工', '主体工程施工有序推进，完成形象进度约一半。', photo('structure')]);
  }
  steps.push(
    ['completed', days.completed, '竣工验收', '通过竣工验收，主要设施达到设计要求。', photo('completed')],
    ['inUse', days.inUse, '投入使用', '正式向社会开放，按规定免费或低收费开放。', photo('inUse')],
  );
  return steps
    .filter((step): step is [BuildStatus, number, string, string, number | null] => step[1] !== null)
    .map(([stage, day, title, description, mediaId], index) => ({
      project_id: project.id,
      stage,
      day: isoDate(day),
      title,
      description,
      media_id: mediaId,
      sort: index + 1,
    }));
}

/** Projects of one kind with ids from `firstId`, appended to `out`. */
function generateKind(
  kind: BuildKind,
  scale: number,
  pool: VenuePool,
  photos: BuildPhotoPool,
  out: GeneratedProjects,
  firstId: number,
): void {
  const profile = KIND_PROFILES[kind];
  const rng = seedRandom(`build-projects:${kind}`);
  const weights = Object.fromEntries(
    Object.entries(PROVINCE_POPULATION_2020).map(([prefix, people]) => [
      prefix,
      people * (profile.provinceBoost?.[prefix] ?? 1),
    ]),
  );
  const perProvince = apportion(scaled(profile.base, scale), weights);
  const seen = new Set<string>();
  let id = firstId;
  for (const [prefix, count] of perProvince) {
    const localities = LOCALITIES.get(`${prefix}0000`) ?? [];
    if (localities.length === 0) continue;
    for (let i = 0; i < count; i += 1) {
      const dates = drawDates(rng, profile);
      let locality = rng.pick(localities);
      const linked = dates.status === 'inUse' && rng.chance(profile.venueShare);
      const venue = linked ? pool.take(profile.venueTypes, locality) : undefined;
      if (venue) locality = LOCALITY_BY_COUNTY.get(venue.county_code) ?? locality;
      const slots = { county: locality.county.name, city: shortCityName(locality), venue: venue?.name ?? '' };
      const name = uniqueName(fill(venue ? profile.venueName : rng.pick(profile.names), slots), seen);
      const investment = money(rng.between(...profile.investment));
      const subsidy = money(Math.min(profile.subsidyCap, investment * rng.between(...profile.subsidyShare)));
      const fund = fundSource(profile, rng.float());
      const facilities = rng.sample(profile.facilities, rng.int(...profile.facilityCount));
      const area = round(rng.between(...profile.area), 10);
      out.projects.push({
        id,
        kind,
        name,
        province_code: locality.province.code,
        city_code: locality.city.code,
        county_code: locality.county.code,
        address: venue?.address ?? `${fullPlaceName(locality)}${rng.pick(ROADS)}${rng.int(1, 300)}号`,
        lng: venue?.lng ?? Number((locality.county.lng + rng.between(-0.04, 0.04)).toFixed(6)),
        lat: venue?.lat ?? Number((locality.county.lat + rng.between(-0.03, 0.03)).toFixed(6)),
        year: dates.year,
        status: dates.status,
        approved_date: isoDate(dates.days.approved),
        start_date: dates.days.start === null ? null : isoDate(dates.days.start),
        completed_date: dates.days.completed === null ? null : isoDate(dates.days.completed),
        in_use_date: dates.days.inUse === null ? null : isoDate(dates.days.inUse),
        total_investment: investment,
        central_subsidy: subsidy,
        fund_source: fund,
        area,
        facilities: JSON.stringify(facilities),
        content: fill(profile.content, { area, facilities: facilities.join('、') }),
        responsible_unit: fill(rng.pick(RESPONSIBLE_UNITS), slots),
        organ_id: venue?.organ_id ?? null,
      });
      for (const step of timeline(kind, { id, name, fundSource: fund, subsidy }, dates, photos)) {
        out.progress.push({ id: out.progress.length + 1, ...step });
      }
      id += 1;
    }
  }
}

/**
 * Every kind's projects (ids from 1, kinds in the order given) at `scale` (1: 4,930 projects), linked to
 * `venues` (the seeded venues, in organ_id order) where in use. Kinds earlier in `kinds` choose their
 * venues first: give the kinds that always become a venue first.
 */
export function generateBuildProjects(
  kinds: readonly BuildKind[],
  scale: number,
  venues: readonly SeedVenue[],
  photos: BuildPhotoPool,
): GeneratedProjects {
  const pool = new VenuePool(venues);
  const out: GeneratedProjects = { projects: [], progress: [] };
  for (const kind of kinds) generateKind(kind, scale, pool, photos, out, out.projects.length + 1);
  return out;
}
