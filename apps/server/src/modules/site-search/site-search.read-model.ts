/**
 * The site search's read model (docs/decisions/site-search.md): `build(db, signal)` reads every
 * published item the search covers (contracts site-search.codes SITE_SEARCH_KINDS) from SITE_SEARCH_TABLES
 * and returns the in-memory index (./site-search.index.ts) the list and suggest calls answer from.
 *
 * Pure: it reads the database and nothing else (no clock, no globals), so the read-model holder
 * (data/read-model.ts) rebuilds it on every instance when one of SITE_SEARCH_TABLES changes (a publish or an
 * import is searchable one rebuild after its commit). Bodies (HTML) are indexed as plain text, the first
 * BODY_CHARS characters: the body is the lightest field, and a long article would otherwise weigh in by length.
 *
 * Errors: a database error rejects; `signal` aborted between tables rejects with its reason.
 */
import type { Kysely } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { BUILD_KIND_NAMES, type BuildKind } from '@portal/contracts/build-project.codes';
import { FACILITY_KIND_NAMES, type FacilityKind } from '@portal/contracts/facility.codes';
import { ORGANIZATION_CATEGORY_NAMES, ORGANIZATION_KINDS } from '@portal/contracts/fitness-organization.codes';
import { GUIDER_ARTICLE_KIND_NAMES, type GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { SCIENCE_GUIDE_KIND_NAMES, type ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { ORGAN_TYPE_NAMES, type OrganType } from '@portal/contracts/venue.codes';
import type { Database } from '../../db/database.js';
import { perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { areaNameOf, loadDivisions, type DivisionMap } from '../area/divisions.js';
import { ENTITY_WORDS, type SearchDocument, type SearchField } from './site-search.documents.js';
import { buildSiteSearchIndex, type SiteSearchIndex } from './site-search.index.js';

/** The tables build() reads: a change to any of them makes the index stale. */
export const SITE_SEARCH_TABLES = [
  'division',
  'news',
  'notice',
  'regulation',
  'guidance',
  'science_guide',
  'venue',
  'facility',
  'facility_field',
  'map_point',
  'venue_match',
  'venue_training',
  'build_project',
  'games_race',
  'guider_article',
  'fitness_organization',
] as const;

const BODY_CHARS = 2_000;

/** Plain text of stored (sanitised) HTML, for indexing only: tags dropped, entities of spaces folded. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .slice(0, BODY_CHARS);

/** The division names of an item's place, each also without its 省/市/区/县 suffix ("朝阳区" and "朝阳"). */
function areaWords(divisions: DivisionMap, codes: readonly string[]): string {
  const words: string[] = [];
  for (const code of new Set(codes)) {
    const name = divisions.get(code)?.name;
    if (!name) continue;
    words.push(name);
    const short = name.replace(/(特别行政区|自治区|自治州|自治县|地区|新区|省|市|区|县|盟|旗)$/u, '');
    if (short.length >= 2 && short !== name) words.push(short);
  }
  return words.join(' ');
}

type Blank = Omit<SearchDocument, 'kind' | 'id' | 'title' | 'summary' | 'time' | 'timeKind' | 'text'>;
const NO_PLACE: Blank = { sports: [], initials: '', lng: null, lat: null };

/** What a document builder gives: the row's shown fields, any of Blank's (sports, place ...), and its id as read. */
type DocumentHead = Omit<SearchDocument, 'id' | 'text' | keyof Blank> & Partial<Blank> & { id: number | string };

/**
 * One search document: `head` over the placeless defaults (NO_PLACE), the id as a number (PostgreSQL may answer
 * bigints as text) and the text fields, the title field being the document's title.
 */
function searchDocument(head: DocumentHead, fields: Partial<Record<Exclude<SearchField, 'title'>, string>>) {
  const doc: SearchDocument = {
    ...NO_PLACE,
    ...head,
    id: Number(head.id),
    text: { title: head.title, kind: '', area: '', summary: '', body: '', ...fields },
  };
  return doc;
}

/** The area words of a row's three division codes, then its address. */
function placeWords(
  divisions: DivisionMap,
  r: { province_code: string; city_code: string; county_code: string; address: string },
): string {
  return `${areaWords(divisions, [r.province_code, r.city_code, r.county_code])} ${r.address}`;
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('site search build aborted');
}

/** Articles of one of the article tables (title, summary, category, body, publish time). */
async function articles(db: Kysely<Database>, kind: 'news' | 'notice', label: string): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom(kind)
    .select(['id', 'title', 'summary', 'category', 'content_html', 'publish_time'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind, id: r.id, title: r.title, summary: r.summary, time: r.publish_time, timeKind: 'instant' },
      { kind: `${label} ${r.category}`, summary: r.summary, body: plainText(r.content_html) },
    ),
  );
}

async function regulations(db: Kysely<Database>): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('regulation')
    .select(['id', 'title', 'summary', 'category', 'issuing_body', 'document_number', 'content_html', 'publish_date'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind: 'regulation', id: r.id, title: r.title, summary: r.summary, time: r.publish_date, timeKind: 'date' },
      {
        kind: `政策 法规 ${r.category}`,
        summary: `${r.summary} ${r.issuing_body} ${r.document_number}`,
        body: plainText(r.content_html),
      },
    ),
  );
}

async function guidance(db: Kysely<Database>): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('guidance')
    .select(['id', 'name', 'summary', 'content_html', 'publish_time'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind: 'guidance', id: r.id, title: r.name, summary: r.summary, time: r.publish_time, timeKind: 'instant' },
      { kind: '咨询指导', summary: r.summary, body: plainText(r.content_html) },
    ),
  );
}

async function scienceGuide(db: Kysely<Database>): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('science_guide')
    .select(['id', 'kind', 'title', 'summary', 'category', 'speaker', 'publish_date'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind: 'scienceGuide', id: r.id, title: r.title, summary: r.summary, time: r.publish_date, timeKind: 'date' },
      {
        kind: `科学健身 ${SCIENCE_GUIDE_KIND_NAMES[r.kind as ScienceGuideKind] ?? ''} ${r.category}`,
        summary: `${r.summary} ${r.speaker}`,
      },
    ),
  );
}

const parseSports = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

/** Venues with their type, sports offered and place; the codes of each venue's place for its events. */
async function venues(
  db: Kysely<Database>,
  divisions: DivisionMap,
): Promise<{ docs: SearchDocument[]; places: Map<number, string[]> }> {
  const rows = await db
    .selectFrom('venue')
    .select([
      'organ_id',
      'name',
      'organ_type',
      'is_large',
      'province_code',
      'city_code',
      'county_code',
      'address',
      'lng',
      'lat',
      'sports',
      'name_initials',
    ])
    .execute();
  const places = new Map<number, string[]>();
  const docs = rows.map((r) => {
    places.set(Number(r.organ_id), [r.province_code, r.city_code, r.county_code]);
    const sports = parseSports(r.sports);
    return searchDocument(
      {
        kind: 'venue',
        id: r.organ_id,
        title: r.name,
        summary: r.address,
        time: null,
        timeKind: null,
        organ_type: Number(r.organ_type),
        is_large: Number(r.is_large),
        sports,
        initials: r.name_initials,
        lng: Number(r.lng),
        lat: Number(r.lat),
      },
      {
        kind: `场馆 ${ORGAN_TYPE_NAMES[Number(r.organ_type) as OrganType] ?? ''} ${sports.join(' ')} ${entityWords(r.name)}`,
        area: placeWords(divisions, r),
      },
    );
  });
  return { docs, places };
}

/** The venue words (馆, 场, 中心, 步道, 公园) a name holds, as words of their own ("羽毛球馆" = 羽毛球 + 馆). */
function entityWords(name: string): string {
  return ENTITY_WORDS.filter((word) => name.includes(word)).join(' ');
}

async function facilities(db: Kysely<Database>, divisions: DivisionMap): Promise<SearchDocument[]> {
  const [rows, fields] = await Promise.all([
    db
      .selectFrom('facility as f')
      .innerJoin('map_point as p', 'p.id', 'f.id')
      .select([
        'f.id',
        'f.kind',
        'p.name',
        'p.address',
        'p.lng',
        'p.lat',
        'f.province_code',
        'f.city_code',
        'f.county_code',
      ])
      .execute(),
    db.selectFrom('facility_field').select(['facility_id', 'sport']).where('facility_id', 'is not', null).execute(),
  ]);
  const sportsOf = new Map<number, Set<string>>();
  for (const field of fields) {
    const id = Number(field.facility_id);
    const set = sportsOf.get(id) ?? new Set<string>();
    set.add(field.sport);
    sportsOf.set(id, set);
  }
  return rows.map((r) => {
    const kindName = FACILITY_KIND_NAMES[r.kind as FacilityKind] ?? '';
    const areaName = areaNameOf(divisions, r.province_code, r.city_code, r.county_code);
    const sports = [...(sportsOf.get(Number(r.id)) ?? [])];
    return searchDocument(
      {
        kind: 'facility',
        id: r.id,
        title: r.name,
        // What a facility card shows under the name (the facility lists' second line).
        summary: [kindName, areaName, r.address].filter(Boolean).join(' · '),
        time: null,
        timeKind: null,
        facility_kind: r.kind,
        sports,
        lng: Number(r.lng),
        lat: Number(r.lat),
      },
      {
        kind: `健身设施 ${kindName} ${sports.join(' ')} ${entityWords(`${r.name}${kindName}`)}`,
        area: placeWords(divisions, r),
      },
    );
  });
}

async function venueEvents(
  db: Kysely<Database>,
  divisions: DivisionMap,
  places: Map<number, string[]>,
  kind: 'match' | 'training',
): Promise<SearchDocument[]> {
  const table = kind === 'match' ? 'venue_match' : 'venue_training';
  const rows = await db
    .selectFrom(table)
    .select(['id', 'organ_id', 'name', 'sport', 'organiser', 'start_date'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind, id: r.id, title: r.name, summary: r.organiser, time: r.start_date, timeKind: 'date', sports: [r.sport] },
      {
        kind: `${kind === 'match' ? '赛事活动 比赛' : '培训'} ${r.sport}`,
        area: areaWords(divisions, places.get(Number(r.organ_id)) ?? []),
        summary: r.organiser,
      },
    ),
  );
}

async function buildProjects(db: Kysely<Database>, divisions: DivisionMap): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('build_project')
    .select(['id', 'kind', 'name', 'address', 'approved_date', 'province_code', 'city_code', 'county_code'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      {
        kind: 'buildProject',
        id: r.id,
        title: r.name,
        summary: r.address,
        time: r.approved_date,
        timeKind: 'date',
        build_kind: r.kind,
      },
      { kind: `建设项目 ${BUILD_KIND_NAMES[r.kind as BuildKind] ?? ''}`, area: placeWords(divisions, r) },
    ),
  );
}

async function races(db: Kysely<Database>, divisions: DivisionMap): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('games_race')
    .select(['id', 'name', 'sport', 'venue_name', 'address', 'start_date', 'province_code', 'city_code', 'county_code'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      {
        kind: 'race',
        id: r.id,
        title: r.name,
        summary: r.venue_name,
        time: r.start_date,
        timeKind: 'date',
        sports: [r.sport],
      },
      { kind: `全民运动会 比赛 ${r.sport}`, area: placeWords(divisions, r), summary: r.venue_name },
    ),
  );
}

async function guiderArticles(db: Kysely<Database>): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('guider_article')
    .select(['id', 'kind', 'title', 'summary', 'content_html', 'publish_date'])
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind: 'guiderArticle', id: r.id, title: r.title, summary: r.summary, time: r.publish_date, timeKind: 'date' },
      {
        kind: `社会体育指导员 ${GUIDER_ARTICLE_KIND_NAMES[r.kind as GuiderArticleKind] ?? ''}`,
        summary: r.summary,
        body: plainText(r.content_html),
      },
    ),
  );
}

async function organizations(db: Kysely<Database>, divisions: DivisionMap): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('fitness_organization')
    .select(['id', 'name', 'address', 'category', 'kind', 'province_code', 'city_code', 'county_code'])
    .execute();
  return rows.map((r) => {
    const category = Number(r.category) as keyof typeof ORGANIZATION_CATEGORY_NAMES;
    return searchDocument(
      { kind: 'organization', id: r.id, title: r.name, summary: r.address, time: null, timeKind: null },
      {
        kind: `健身组织 ${ORGANIZATION_CATEGORY_NAMES[category] ?? ''} ${ORGANIZATION_KINDS[category]?.[Number(r.kind)] ?? ''}`,
        area: placeWords(divisions, r),
      },
    );
  });
}

/** Every item of every kind, read from SITE_SEARCH_TABLES, then indexed. */
export async function build(db: Kysely<Database>, signal: AbortSignal): Promise<SiteSearchIndex> {
  const divisions = await loadDivisions(db);
  throwIfAborted(signal);
  const { docs: venueDocs, places } = await venues(db, divisions);
  throwIfAborted(signal);
  const parts: Record<SiteSearchKind, SearchDocument[]> = {
    news: await articles(db, 'news', '新闻资讯'),
    notice: await articles(db, 'notice', '通知公告'),
    regulation: await regulations(db),
    guidance: await guidance(db),
    scienceGuide: await scienceGuide(db),
    venue: venueDocs,
    facility: await facilities(db, divisions),
    match: await venueEvents(db, divisions, places, 'match'),
    training: await venueEvents(db, divisions, places, 'training'),
    buildProject: await buildProjects(db, divisions),
    race: await races(db, divisions),
    guiderArticle: await guiderArticles(db),
    organization: await organizations(db, divisions),
  };
  throwIfAborted(signal);
  return buildSiteSearchIndex(Object.values(parts).flat(), signal);
}

/** The index as a read model: rebuilt in the background on every instance when one of its tables changes. */
export const SITE_SEARCH_MODEL: ReadModel<SiteSearchIndex> = {
  name: 'site-search-index',
  tables: SITE_SEARCH_TABLES,
  build,
};

/**
 * The index of `db` (data/read-model.ts): the first call builds it (callers share the build); after a write
 * to one of SITE_SEARCH_TABLES the old index answers until the new one is built, so no request waits for a
 * rebuild (a build takes seconds at the default seed).
 */
export const loadSiteSearchIndex = perDbReadModel(SITE_SEARCH_MODEL);
