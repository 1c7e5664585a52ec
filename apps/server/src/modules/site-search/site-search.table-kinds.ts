/**
 * The kinds the site search answers from their own tables (docs/decisions/site-search.md "National size"),
 * each as a TableSource for ./site-search.tables.ts: the query of its rows (one shape, TableRow), the SQL
 * columns a condition tests (id, name, place, pinyin initials), what its `k:` codes are called and which
 * words name the whole kind (label words), its sports, and the result row a hit shows. Their terms are
 * written by db/site-search-terms.ts.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { FACILITY_KIND_NAMES, type FacilityKind } from '@portal/contracts/facility.codes';
import { ORGANIZATION_CATEGORY_NAMES, ORGANIZATION_KINDS } from '@portal/contracts/fitness-organization.codes';
import { ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';
import { BUILD_KIND_NAMES } from '@portal/contracts/build-project.codes';
import type { Database } from '../../db/database.js';
import { parseSports, type TermKind } from '../../db/site-search-terms.js';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { SiteSearchRow } from './site-search.documents.js';
import { indexTerms } from './site-search.segment.js';

/** A row of a table kind as the search reads it (every kind's query selects these columns). */
export interface TableRow {
  id: number | string;
  name: string;
  /** The `k:` code (facility kind, organ type, organisation kind, project kind); '' when the kind has none. */
  code: string | number;
  province_code: string;
  city_code: string;
  county_code: string;
  lng: number | null;
  lat: number | null;
  /** The second line's text (address, a race's venue, an event's organiser). */
  summary: string;
  /** The text the `t:` grams were made of when it is not `summary` (a race's address); else absent. */
  text?: string;
  time: string | null;
  /** A venue's sports (JSON) or a race's or an event's sport; null otherwise. */
  sports: string | null;
  is_large: number | null;
  /** A venue's pinyin initials (venue.name_initials); null otherwise. */
  initials: string | null;
}

/** The SQL of one table kind (module comment). */
export interface TableSource {
  kind: TermKind;
  /** Columns the conditions test (SQL references). */
  id: string;
  name: string;
  /**
   * The position's columns (附近 with a position reads the kind nearest first), or null for a kind without
   * one (organisations: an address only). Every position is a public place's, never a person's: a venue's or
   * facility's, the site of a race or a construction project, an event's venue (matches, trainings).
   */
  lng: string | null;
  lat: string | null;
  /** Pinyin initials of the name (venue.name_initials), or null. */
  initials: string | null;
  /**
   * The column matched through its `t:` grams (an event's organiser; a project's, venue's, facility's,
   * organisation's or race's address), with the field whose weight a match has, or null for a kind without.
   * An address of the four kinds written by addressGrams (db/site-search-terms.ts) weighs as `summary`,
   * below the name, the sports and kind and the structured place (docs/decisions/site-search.md
   * "Addresses on the table path"); a project's as `area` (the index's field for it).
   */
  text: { column: string; field: 'summary' | 'area' } | null;
  // The rows' query: its tables differ per kind, only its selection is shared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rows(db: Kysely<Database>): SelectQueryBuilder<any, any, TableRow>;
  /** `k:` code -> the words it is called (a query word inside them matches the code). */
  codeNames: Readonly<Record<string, string>>;
  /** Words that name every item of the kind (健身设施; 场馆). */
  labels: ReadonlySet<string>;
  /**
   * Whether the item is a place (venues and facilities: ./site-search.rank.ts ENTITY_KINDS): 附近 without
   * other words ("附近", "身边的") reads only the places; with words every kind with a position answers.
   */
  place: boolean;
  /** The sports of some rows (facilities: their fields'). */
  sportsOf(db: Kysely<Database>, rows: readonly TableRow[]): Promise<Map<number, Set<string>>>;
  result(divisions: DivisionMap, row: TableRow): SiteSearchRow;
}

const labels = (text: string): ReadonlySet<string> => new Set(indexTerms(text));

/** The sports of rows whose `sports` column is a JSON list (venues) or one sport (races). */
const sportsInRows = (json: boolean) => async (_db: Kysely<Database>, rows: readonly TableRow[]) =>
  new Map(rows.map((r) => [Number(r.id), new Set(json ? parseSports(r.sports ?? '') : [r.sports ?? ''])]));

const facility: TableSource = {
  kind: 'facility',
  id: 'f.id',
  name: 'p.name',
  lng: 'p.lng',
  lat: 'p.lat',
  initials: null,
  text: { column: 'p.address', field: 'summary' },
  rows: (db) =>
    db
      .selectFrom('facility as f')
      .innerJoin('map_point as p', 'p.id', 'f.id')
      .select([
        'f.id',
        'f.kind as code',
        'p.name',
        'p.address as summary',
        'p.lng',
        'p.lat',
        'f.province_code',
        'f.city_code',
        'f.county_code',
        sql<null>`null`.as('time'),
        sql<null>`null`.as('sports'),
        sql<null>`null`.as('is_large'),
        sql<null>`null`.as('initials'),
      ]),
  codeNames: FACILITY_KIND_NAMES,
  labels: labels('健身设施'),
  place: true,
  async sportsOf(db, rows) {
    const ids = rows.map((r) => Number(r.id));
    const sports = new Map<number, Set<string>>();
    for (let i = 0; i < ids.length; i += 500) {
      const fields = await db
        .selectFrom('facility_field')
        .select(['facility_id', 'sport'])
        .where('facility_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of fields) {
        const id = Number(r.facility_id);
        sports.set(id, (sports.get(id) ?? new Set()).add(r.sport));
      }
    }
    return sports;
  },
  result(divisions, r) {
    const kindName = FACILITY_KIND_NAMES[r.code as FacilityKind] ?? '';
    const areaName = areaNameOf(divisions, r.province_code, r.city_code, r.county_code);
    return {
      kind: 'facility',
      id: Number(r.id),
      title: r.name,
      summary: [kindName, areaName, r.summary].filter(Boolean).join(' · '),
      time: null,
      timeKind: null,
      facility_kind: String(r.code),
    };
  },
};

const organization: TableSource = {
  kind: 'organization',
  id: 'o.id',
  name: 'o.name',
  lng: null,
  lat: null,
  initials: null,
  text: { column: 'o.address', field: 'summary' },
  rows: (db) =>
    db
      .selectFrom('fitness_organization as o')
      .select([
        'o.id',
        'o.kind as code',
        'o.name',
        'o.address as summary',
        sql<null>`null`.as('lng'),
        sql<null>`null`.as('lat'),
        'o.province_code',
        'o.city_code',
        'o.county_code',
        sql<null>`null`.as('time'),
        sql<null>`null`.as('sports'),
        sql<null>`null`.as('is_large'),
        sql<null>`null`.as('initials'),
      ]),
  codeNames: Object.fromEntries(
    Object.entries(ORGANIZATION_KINDS).flatMap(([category, kinds]) =>
      Object.entries(kinds).map(([code, name]) => [
        code,
        `${ORGANIZATION_CATEGORY_NAMES[Number(category) as keyof typeof ORGANIZATION_CATEGORY_NAMES]} ${name}`,
      ]),
    ),
  ),
  labels: labels('健身组织'),
  place: false,
  sportsOf: async () => new Map(),
  result: (_divisions, r) => ({
    kind: 'organization',
    id: Number(r.id),
    title: r.name,
    summary: r.summary,
    time: null,
    timeKind: null,
  }),
};

const race: TableSource = {
  kind: 'race',
  id: 'r.id',
  name: 'r.name',
  lng: 'r.lng',
  lat: 'r.lat',
  initials: null,
  text: { column: 'r.address', field: 'summary' },
  rows: (db) =>
    db
      .selectFrom('games_race as r')
      .select([
        'r.id',
        sql<string>`''`.as('code'),
        'r.name',
        'r.venue_name as summary',
        'r.address as text',
        'r.lng',
        'r.lat',
        'r.province_code',
        'r.city_code',
        'r.county_code',
        'r.start_date as time',
        'r.sport as sports',
        sql<null>`null`.as('is_large'),
        sql<null>`null`.as('initials'),
      ]),
  codeNames: {},
  labels: labels('全民运动会 比赛'),
  place: false,
  sportsOf: sportsInRows(false),
  result: (_divisions, r) => ({
    kind: 'race',
    id: Number(r.id),
    title: r.name,
    // The address after the venue: what an address word found (highlighted) is shown.
    summary: [r.summary, r.text].filter(Boolean).join(' · '),
    time: r.time,
    timeKind: 'date',
  }),
};

const venue: TableSource = {
  kind: 'venue',
  id: 'v.organ_id',
  name: 'v.name',
  lng: 'v.lng',
  lat: 'v.lat',
  initials: 'v.name_initials',
  text: { column: 'v.address', field: 'summary' },
  rows: (db) =>
    db
      .selectFrom('venue as v')
      .select([
        'v.organ_id as id',
        'v.organ_type as code',
        'v.name',
        'v.address as summary',
        'v.lng',
        'v.lat',
        'v.province_code',
        'v.city_code',
        'v.county_code',
        sql<null>`null`.as('time'),
        'v.sports',
        'v.is_large',
        'v.name_initials as initials',
      ]),
  codeNames: Object.fromEntries(Object.entries(ORGAN_TYPE_NAMES)),
  labels: labels('场馆'),
  place: true,
  sportsOf: sportsInRows(true),
  result: (_divisions, r) => ({
    kind: 'venue',
    id: Number(r.id),
    title: r.name,
    summary: r.summary,
    time: null,
    timeKind: null,
    organ_type: Number(r.code),
    is_large: Number(r.is_large),
  }),
};

/**
 * A venue event kind (matches or trainings): its name, its sport (`s:`), its venue's place (`d:`; the row
 * reads the venue's codes), the organiser on the second line; `label`: the words the index's kind field
 * held for it (赛事活动 比赛; 培训).
 */
function venueEvent(kind: 'match' | 'training', label: string): TableSource {
  // Both event tables have these columns; the cast only names one of them for the query builder's types.
  const table = (kind === 'match' ? 'venue_match' : 'venue_training') as 'venue_match';
  return {
    kind,
    id: 'e.id',
    name: 'e.name',
    // The venue's position (an event has none of its own; its venue is a public place).
    lng: 'v.lng',
    lat: 'v.lat',
    initials: null,
    text: { column: 'e.organiser', field: 'summary' },
    rows: (db) =>
      db
        .selectFrom(`${table} as e`)
        .leftJoin('venue as v', 'v.organ_id', 'e.organ_id')
        .select([
          'e.id',
          sql<string>`''`.as('code'),
          'e.name',
          'e.organiser as summary',
          'v.lng',
          'v.lat',
          sql<string>`coalesce(v.province_code, '')`.as('province_code'),
          sql<string>`coalesce(v.city_code, '')`.as('city_code'),
          sql<string>`coalesce(v.county_code, '')`.as('county_code'),
          'e.start_date as time',
          'e.sport as sports',
          sql<null>`null`.as('is_large'),
          sql<null>`null`.as('initials'),
        ]),
    codeNames: {},
    labels: labels(label),
    place: false,
    sportsOf: sportsInRows(false),
    result: (_divisions, r) => ({
      kind,
      id: Number(r.id),
      title: r.name,
      summary: r.summary,
      time: r.time,
      timeKind: 'date',
    }),
  };
}

const buildProject: TableSource = {
  kind: 'buildProject',
  id: 'b.id',
  name: 'b.name',
  lng: 'b.lng',
  lat: 'b.lat',
  initials: null,
  text: { column: 'b.address', field: 'area' },
  rows: (db) =>
    db
      .selectFrom('build_project as b')
      .select([
        'b.id',
        'b.kind as code',
        'b.name',
        'b.address as summary',
        'b.lng',
        'b.lat',
        'b.province_code',
        'b.city_code',
        'b.county_code',
        'b.approved_date as time',
        sql<null>`null`.as('sports'),
        sql<null>`null`.as('is_large'),
        sql<null>`null`.as('initials'),
      ]),
  codeNames: BUILD_KIND_NAMES,
  labels: labels('建设项目'),
  place: false,
  sportsOf: async () => new Map(),
  result: (_divisions, r) => ({
    kind: 'buildProject',
    id: Number(r.id),
    title: r.name,
    summary: r.summary,
    time: r.time,
    timeKind: 'date',
    build_kind: String(r.code),
  }),
};

/** Every table kind's source; TABLE_KINDS (./site-search.tables.ts) says which are answered from tables. */
export const TABLE_SOURCES: Readonly<Record<TermKind, TableSource>> = {
  facility,
  organization,
  race,
  venue,
  match: venueEvent('match', '赛事活动 比赛'),
  training: venueEvent('training', '培训'),
  buildProject,
};

/** The kinds answered from their tables today; the in-memory index leaves them out (./site-search.sources.ts). */
export const TABLE_KINDS = [
  'venue',
  'facility',
  'organization',
  'race',
  'match',
  'training',
  'buildProject',
] as const satisfies readonly TermKind[];
export type TableKind = (typeof TABLE_KINDS)[number];

/** Whether `kind` is answered from its tables. */
export const isTableKind = (kind: SiteSearchKind): kind is TableKind =>
  (TABLE_KINDS as readonly string[]).includes(kind);
