/**
 * Where the site search's documents come from (docs/decisions/site-search.md): `readDocuments(db, divisions,
 * kind, ids?)` reads the published items of one indexed kind (INDEXED_KINDS: every kind but the table kinds) from
 * their tables and makes their search documents (./site-search.documents.ts); with `ids` only those items
 * (the read model's updates), else all of them (its build). `divisions` is kept for a kind with a place
 * (none is indexed today: venues, facilities, organisations, races, events and construction projects are
 * answered from their tables, ./site-search.table-kinds.ts).
 *
 * Pure: it reads the database and nothing else (no clock, no globals). Bodies (HTML) are indexed as plain
 * text, the first BODY_CHARS characters: the body is the lightest field, and a long article would otherwise
 * weigh in by length. Errors: a database error rejects.
 */
import type { Kysely } from 'kysely';
import { SITE_SEARCH_KINDS, type SiteSearchKind } from '@portal/contracts/site-search.codes';
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
