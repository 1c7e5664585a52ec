/**
 * The facility layout (场地设施布局, spec §2 /main/facilityLayout and layoutDetail): for a division (the
 * country when absent), its facilities per kind, pieces of equipment, population and facilities per
 * 10,000 residents, and the same figures for each of its children (provinces, cities or counties).
 * Counts come from the facility snapshot's cells (./facility-snapshot.ts), so they agree with the lists.
 *
 * Population: the provinces' resident population of the 7th national census (seed/population.ts,
 * 国家统计局 2021); cities and counties have no census figure in the seed, so a province's population is
 * spread over its counties by a fixed weight derived from each county code (0.5-1.5), deterministic and
 * of real scale, not statistics (said in `populationSource`). Equipment counts are summed by county in one
 * grouped query, kept as a read model (data/read-model.ts) until facility_equipment changes.
 */
import type { Kysely } from 'kysely';
import type { LayoutCoverage, LayoutData, LayoutFigures } from '@portal/contracts/facility';
import {
  FACILITY_KIND_NAMES,
  FACILITY_KINDS,
  LAYOUT_PER_CAPITA_BASE,
  PUBLISHED_NATIONAL_COUNT,
} from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { perDbReadModel } from '../../data/read-model.js';
import { PROVINCE_POPULATION_2020 } from '../../seed/population.js';
import { loadDivisions, type DivisionMap } from '../area/divisions.js';
import { countsByCounty, loadFacilitySnapshot } from './facility-snapshot.js';
import { presentKindCounts } from './facility.presenter.js';
import { notFound } from '../../lib/api-error.js';

export const POPULATION_SOURCE =
  '省级为第七次全国人口普查常住人口（国家统计局，2021）；市、县暂无普查分项数据，按省级人口以固定权重估算';

/** Fixed weight 0.5..1.5 of a county code (FNV-1a). */
function weightOf(code: string): number {
  let h = 2166136261;
  for (let i = 0; i < code.length; i += 1) h = Math.imul(h ^ code.charCodeAt(i), 16777619);
  return 0.5 + ((h >>> 0) % 1000) / 1000;
}

/** Population of every division (persons): provinces from the census, counties by weight, cities summed. */
export function divisionPopulation(divisions: DivisionMap): Map<string, number> {
  const countiesOf = new Map<string, string[]>();
  for (const [code, entry] of divisions) {
    if (entry.level !== 3) continue;
    const province = `${code.slice(0, 2)}0000`;
    countiesOf.set(province, [...(countiesOf.get(province) ?? []), code]);
  }
  const population = new Map<string, number>();
  for (const [code, entry] of divisions) {
    if (entry.level !== 1) continue;
    const persons = (PROVINCE_POPULATION_2020[code.slice(0, 2)] ?? 0) * 10_000;
    population.set(code, persons);
    const counties = countiesOf.get(code) ?? [];
    const sum = counties.reduce((s, c) => s + weightOf(c), 0);
    for (const county of counties) {
      const n = Math.round((persons * weightOf(county)) / sum);
      population.set(county, n);
      const city = `${county.slice(0, 4)}00`;
      if (divisions.get(city)?.level === 2) population.set(city, (population.get(city) ?? 0) + n);
    }
  }
  return population;
}

const memoPopulation = perDbReadModel({
  name: 'division-population',
  tables: ['division'],
  build: async (db) => divisionPopulation(await loadDivisions(db)),
  size: (population) => population.size,
});

/** Pieces of equipment per county: one grouped query, again when a piece is added or removed. */
const equipmentByCounty = perDbReadModel<Map<number, number>>({
  name: 'equipment-by-county',
  tables: ['facility_equipment'],
  size: (counts) => counts.size,
  async build(db) {
    const rows = await db
      .selectFrom('facility_equipment')
      .select(['county_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('county_code')
      .execute();
    return new Map(rows.map((r) => [Number(r.county_code), Number(r.n)]));
  },
});

/** The division a county code belongs to at `level` (1 province, 2 city, 3 county). */
function parentAt(county: number, level: number): string {
  const code = String(county).padStart(6, '0');
  if (level === 1) return `${code.slice(0, 2)}0000`;
  if (level === 2) return `${code.slice(0, 4)}00`;
  return code;
}

/** Per 10,000 of `persons`, 2 decimals (0 without a population). */
const perTenThousand = (count: number, persons: number) =>
  persons > 0 ? Math.round((count / persons) * LAYOUT_PER_CAPITA_BASE * 100) / 100 : 0;

/** Residents of the whole country (persons): the sum of the provinces' census figures. */
const nationalPopulation = () => Object.values(PROVINCE_POPULATION_2020).reduce((a, b) => a + b, 0) * 10_000;

/**
 * The portal's facilities of the published kind against the published national count
 * (PUBLISHED_NATIONAL_COUNT; docs/decisions/public-experience.md "§4 Content a citizen can trust").
 */
function layoutCoverage(nationalCounts: readonly number[]): LayoutCoverage {
  const { kind, count, source } = PUBLISHED_NATIONAL_COUNT;
  const held = nationalCounts[FACILITY_KINDS.indexOf(kind)] ?? 0;
  return {
    kindName: FACILITY_KIND_NAMES[kind],
    published: count,
    publishedPerTenThousand: perTenThousand(count, nationalPopulation()),
    held,
    share: Math.round((held / count) * 10_000) / 10_000,
    source,
  };
}

/**
 * The layout of `areaCode` (the country when undefined): its figures, its children's, the population's
 * source and the portal's national coverage. Errors: 404 (行政区划) for a code that is not a division.
 */
export async function facilityLayout(db: Kysely<Database>, areaCode: string | undefined): Promise<LayoutData> {
  const divisions = await loadDivisions(db);
  const level = areaCode === undefined ? 0 : (divisions.get(areaCode)?.level ?? -1);
  if (level < 0) throw notFound('行政区划');
  const [snapshot, population, equipment] = await Promise.all([
    loadFacilitySnapshot(db),
    memoPopulation(db),
    equipmentByCounty(db),
  ]);
  const inside = (county: number) => areaCode === undefined || parentAt(county, level) === areaCode;
  const childLevel = Math.min(level + 1, 3);
  const sums = new Map<string, { counts: number[]; equipment: number }>();
  const whole = { counts: [] as number[], equipment: 0 };
  const national: number[] = [];
  const add = (into: { counts: number[]; equipment: number }, counts: number[], pieces: number) => {
    counts.forEach((n, i) => (into.counts[i] = (into.counts[i] ?? 0) + n));
    into.equipment += pieces;
  };
  for (const [county, counts] of countsByCounty(snapshot)) {
    counts.forEach((n, i) => (national[i] = (national[i] ?? 0) + n));
    if (!inside(county)) continue;
    const pieces = equipment.get(county) ?? 0;
    add(whole, counts, pieces);
    if (level < 3) {
      const child = parentAt(county, childLevel);
      // A municipality's districts sit directly under the province (no city row): use the county.
      const key = childLevel === 2 && !divisions.has(child) ? parentAt(county, 3) : child;
      let entry = sums.get(key);
      if (!entry) sums.set(key, (entry = { counts: [], equipment: 0 }));
      add(entry, counts, pieces);
    }
  }
  const figures = (code: string, name: string, persons: number, s: { counts: number[]; equipment: number }) => {
    const total = s.counts.reduce((a, b) => a + b, 0);
    return {
      code,
      name,
      population: persons,
      total,
      equipmentCount: s.equipment,
      perTenThousand: perTenThousand(total, persons),
      counts: presentKindCounts(s.counts),
    } satisfies LayoutFigures;
  };
  const children = [...divisions]
    .filter(([code, entry]) =>
      level === 0
        ? entry.level === 1
        : level < 3 && code !== areaCode && parentAt(Number(code), level) === areaCode && sums.has(code),
    )
    .map(([code, entry]) =>
      figures(code, entry.name, population.get(code) ?? 0, sums.get(code) ?? { counts: [], equipment: 0 }),
    )
    .sort((a, b) => (a.code < b.code ? -1 : 1));
  const code = areaCode ?? '000000';
  const persons = areaCode === undefined ? nationalPopulation() : (population.get(areaCode) ?? 0);
  return {
    ...figures(code, areaCode === undefined ? '全国' : divisions.get(areaCode)!.name, persons, whole),
    level: (['country', 'province', 'city', 'county'] as const)[level]!,
    populationSource: POPULATION_SOURCE,
    coverage: layoutCoverage(national),
    children,
  };
}
