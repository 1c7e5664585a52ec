/**
 * Where the site search's documents come from (docs/decisions/site-search.md): `readDocuments(db, divisions,
 * kind, ids?)` reads the published items of one indexed kind (INDEXED_KINDS: every kind but the table kinds) from
 * their tables and makes their search documents (./site-search.documents.ts); with `ids` only those items
 * (the read model's updates), else all of them (its build). `eventsOfVenues` reads the events held at some
 * venues (their documents carry the venue's place).
 *
 * Pure: it reads the database and nothing else (no clock, no globals). Bodies (HTML) are indexed as plain
 * text, the first BODY_CHARS characters: the body is the lightest field, and a long article would otherwise
 * weigh in by length. Errors: a database error rejects.
 */
import type { Kysely } from 'kysely';
import { SITE_SEARCH_KINDS, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { BUILD_KIND_NAMES, type BuildKind } from '@portal/contracts/build-project.codes';
import { GUIDER_ARTICLE_KIND_NAMES, type GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { SCIENCE_GUIDE_KIND_NAMES, type ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import type { Database } from '../../db/database.js';
import type { DivisionMap } from '../area/divisions.js';
import { type SearchDocument, type SearchField } from './site-search.documents.js';
import { isTableKind, type TableKind } from './site-search.table-kinds.js';

const BODY_CHARS = 2_000;

/** Plain text of stored (sanitised) HTML, for indexing only: tags dropped, entities of spaces folded. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .slice(0, BODY_CHARS);

/** A division's name and, when 2+ characters remain, the name without its 省/市/区/县 suffix ("朝阳区", "朝阳"). */
export function divisionNameForms(name: string): string[] {
  const short = name.replace(/(特别行政区|自治区|自治州|自治县|地区|新区|省|市|区|县|盟|旗)$/u, '');
  return short.length >= 2 && short !== name ? [name, short] : [name];
}

/** The division names of an item's place, each also without its suffix (divisionNameForms). */
function areaWords(divisions: DivisionMap, codes: readonly string[]): string {
  const words: string[] = [];
  for (const code of new Set(codes)) {
    const name = divisions.get(code)?.name;
    if (name) words.push(...divisionNameForms(name));
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

/** Item ids a reader is limited to; undefined: every item. */
type Only = readonly number[] | undefined;

/** Articles of one of the article tables (title, summary, category, body, publish time). */
async function articles(
  db: Kysely<Database>,
  kind: 'news' | 'notice',
  label: string,
  only: Only,
): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom(kind)
    .select(['id', 'title', 'summary', 'category', 'content_html', 'publish_time'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind, id: r.id, title: r.title, summary: r.summary, time: r.publish_time, timeKind: 'instant' },
      { kind: `${label} ${r.category}`, summary: r.summary, body: plainText(r.content_html) },
    ),
  );
}

async function regulations(db: Kysely<Database>, only: Only): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('regulation')
    .select(['id', 'title', 'summary', 'category', 'issuing_body', 'document_number', 'content_html', 'publish_date'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
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

async function guidance(db: Kysely<Database>, only: Only): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('guidance')
    .select(['id', 'name', 'summary', 'content_html', 'publish_time'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind: 'guidance', id: r.id, title: r.name, summary: r.summary, time: r.publish_time, timeKind: 'instant' },
      { kind: '咨询指导', summary: r.summary, body: plainText(r.content_html) },
    ),
  );
}

async function scienceGuide(db: Kysely<Database>, only: Only): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('science_guide')
    .select(['id', 'kind', 'title', 'summary', 'category', 'speaker', 'publish_date'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
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

/**
 * Events (matches or trainings) with their venue's place: those with ids `only`, or with `by: 'organ_id'`
 * those held at the venues `only`; all of them when `only` is undefined.
 */
async function venueEvents(
  db: Kysely<Database>,
  divisions: DivisionMap,
  kind: 'match' | 'training',
  only: Only,
  by: 'id' | 'organ_id' = 'id',
): Promise<SearchDocument[]> {
  // Both event tables have these columns; the cast only names one of them for the query builder's types.
  const table = (kind === 'match' ? 'venue_match' : 'venue_training') as 'venue_match';
  const rows = await db
    .selectFrom(`${table} as e`)
    .leftJoin('venue as v', 'v.organ_id', 'e.organ_id')
    .select([
      'e.id',
      'e.name',
      'e.sport',
      'e.organiser',
      'e.start_date',
      'v.province_code',
      'v.city_code',
      'v.county_code',
    ])
    .$if(only !== undefined, (qb) => qb.where(`e.${by}`, 'in', only!))
    .execute();
  return rows.map((r) =>
    searchDocument(
      { kind, id: r.id, title: r.name, summary: r.organiser, time: r.start_date, timeKind: 'date', sports: [r.sport] },
      {
        kind: `${kind === 'match' ? '赛事活动 比赛' : '培训'} ${r.sport}`,
        area: areaWords(
          divisions,
          [r.province_code, r.city_code, r.county_code].filter((code): code is string => code !== null),
        ),
        summary: r.organiser,
      },
    ),
  );
}

async function buildProjects(db: Kysely<Database>, divisions: DivisionMap, only: Only): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('build_project')
    .select(['id', 'kind', 'name', 'address', 'approved_date', 'province_code', 'city_code', 'county_code'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
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

async function guiderArticles(db: Kysely<Database>, only: Only): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('guider_article')
    .select(['id', 'kind', 'title', 'summary', 'content_html', 'publish_date'])
    .$if(only !== undefined, (qb) => qb.where('id', 'in', only!))
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

/** Ids per read of some items (below every driver's parameter limit). */
const ID_CHUNK = 500;

type Reader = (db: Kysely<Database>, divisions: DivisionMap, only: Only) => Promise<SearchDocument[]>;

/**
 * The kinds the in-memory index holds: every kind but the national ones answered from their tables
 * (./site-search.table-kinds.ts TABLE_KINDS; docs/decisions/site-search.md "National size").
 */
export const INDEXED_KINDS = SITE_SEARCH_KINDS.filter(
  (kind): kind is Exclude<SiteSearchKind, TableKind> => !isTableKind(kind),
);
export type IndexedKind = (typeof INDEXED_KINDS)[number];

const READERS: Record<IndexedKind, Reader> = {
  news: (db, _divisions, only) => articles(db, 'news', '新闻资讯', only),
  notice: (db, _divisions, only) => articles(db, 'notice', '通知公告', only),
  regulation: (db, _divisions, only) => regulations(db, only),
  guidance: (db, _divisions, only) => guidance(db, only),
  scienceGuide: (db, _divisions, only) => scienceGuide(db, only),
  match: (db, divisions, only) => venueEvents(db, divisions, 'match', only),
  training: (db, divisions, only) => venueEvents(db, divisions, 'training', only),
  buildProject: buildProjects,
  guiderArticle: (db, _divisions, only) => guiderArticles(db, only),
};

/** Runs `read` over `ids` ID_CHUNK at a time (every item when `ids` is undefined). */
async function inChunks(ids: Only, read: (only: Only) => Promise<SearchDocument[]>): Promise<SearchDocument[]> {
  if (ids === undefined) return read(undefined);
  const docs: SearchDocument[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) docs.push(...(await read(ids.slice(i, i + ID_CHUNK))));
  return docs;
}

/** The documents of `kind`: every published item, or those with `ids` (absent ids: no document). */
export function readDocuments(
  db: Kysely<Database>,
  divisions: DivisionMap,
  kind: IndexedKind,
  ids?: readonly number[],
): Promise<SearchDocument[]> {
  return inChunks(ids, (only) => READERS[kind](db, divisions, only));
}

/** The documents of the events (`kind` match or training) held at the venues `organIds`. */
export function eventsOfVenues(
  db: Kysely<Database>,
  divisions: DivisionMap,
  kind: 'match' | 'training',
  organIds: readonly number[],
): Promise<SearchDocument[]> {
  return inChunks(organIds, (only) => venueEvents(db, divisions, kind, only, 'organ_id'));
}
