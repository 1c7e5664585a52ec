/**
 * The site search's read model (docs/decisions/site-search.md "Freshness"; data/read-model.ts): the
 * in-memory index (./site-search.index.ts) of every published item of the indexed kinds (the articles; the
 * national kinds are answered from their tables: ./site-search.tables.ts), held on every instance and
 * kept current from the change log (docs/decisions/data-spine.md).
 *
 * - `build(db, signal)` reads the versions of SITE_SEARCH_TABLES, then every item (./site-search.sources.ts),
 *   and indexes them: seconds at the default seed, done at start and after a change it cannot apply.
 * - `update` applies the changes since the index was built or last updated (./site-search.changes.ts):
 *   for each table whose version grew, the rows a command journalled (data_change_row) are read again by
 *   id; a table whose new versions are not all journalled (a bulk seed or import, a command that declares a
 *   table it journals nothing of) has the documents it
 *   feeds read again whole and compared, so only the items that really changed are indexed again, and a
 *   write that changes no indexed column changes nothing. A change of `division` (every item's place
 *   words), or more than MAX_CHANGED_DOCUMENTS changed documents, makes a full build.
 *
 * Errors: a database error rejects (the holder keeps the old index and tries again); `signal` aborted
 * between tables rejects with its reason.
 */
import type { Kysely } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import type { Database } from '../../db/database.js';
import { lastJournalId, readVersions, rowChangesSince, type RowChange } from '../../data/change-log.js';
import { perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { TERM } from '../../db/site-search-terms.js';
import { loadDivisions } from '../area/divisions.js';
import { applyDocumentChanges } from './site-search.changes.js';
import type { SearchDocument } from './site-search.documents.js';
import { buildSiteSearchIndex, documentKey, type SiteSearchIndex } from './site-search.index.js';
import { INDEXED_KINDS, readDocuments, type IndexedKind } from './site-search.sources.js';

/**
 * The tables the documents are read from, and the kinds of documents each feeds. `division` feeds every
 * kind: its change makes a full build. Venues, facilities, organisations, races, venue events and
 * construction projects are not indexed: they are answered from their tables (./site-search.table-kinds.ts
 * TABLE_KINDS), whose writes reach the search through their terms (./site-search.tables.ts TABLE_PATH_TABLES).
 */
const FEEDS = {
  division: [],
  news: ['news'],
  notice: ['notice'],
  regulation: ['regulation'],
  guidance: ['guidance'],
  science_guide: ['scienceGuide'],
  guider_article: ['guiderArticle'],
} as const satisfies Record<string, readonly IndexedKind[]>;

type SourceTable = keyof typeof FEEDS;

/** The tables build() reads: a change to any of them makes the index stale. */
export const SITE_SEARCH_TABLES = Object.keys(FEEDS) as SourceTable[];

/** Above this many journalled row changes since the last update, a full build is cheaper. */
export const MAX_JOURNALLED_CHANGES = 50_000;
/**
 * Above this many changed documents (and above a tenth of the index) a full build is made instead: the
 * field averages of the BM25F weights (./site-search.changes.ts) are the last build's.
 */
export const MAX_CHANGED_DOCUMENTS = 20_000;

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('site search build aborted');
}

/** The versions of SITE_SEARCH_TABLES now (absent tables at 0). */
async function sourceVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const all = await readVersions(db);
  return new Map(SITE_SEARCH_TABLES.map((t) => [t, all.get(t) ?? 0]));
}

/** Name words per read of the table kinds' words (a range of the site_search_term key each). */
const WORD_PAGE = 5_000;

/** The kinds whose names' words are written as `w:` terms (db/site-search-terms.ts). */
const WORD_KINDS = ['venue', 'match', 'training', 'buildProject'] as const;

/**
 * The table kinds' name words (`w:` terms: venues', events', construction projects') with the number of
 * items holding each, read kind by kind in pages of the key's (kind, term) order between returns to the
 * event loop: did-you-mean's candidates for the kinds the index no longer holds
 * (docs/decisions/site-search.md "National size").
 */
async function tableWords(db: Kysely<Database>, signal: AbortSignal): Promise<Map<string, number>> {
  const words = new Map<string, number>();
  for (const kind of WORD_KINDS) {
    for (let after: string = TERM.word; ;) {
      throwIfAborted(signal);
      const rows = await db
        .selectFrom('site_search_term')
        .select(['term', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', kind)
        .where('term', '>', after)
        .where('term', '<', `${TERM.word.slice(0, -1)};`)
        .groupBy('term')
        .orderBy('term')
        .limit(WORD_PAGE)
        .execute();
      for (const r of rows) {
        const word = r.term.slice(TERM.word.length);
        words.set(word, (words.get(word) ?? 0) + Number(r.n));
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (rows.length < WORD_PAGE) break;
      after = rows.at(-1)!.term;
    }
  }
  return words;
}

/** Every item of every kind, read from SITE_SEARCH_TABLES, then indexed (module comment). */
export async function build(db: Kysely<Database>, signal: AbortSignal): Promise<SiteSearchIndex> {
  // Versions first: a write committed after this read makes the index stale again, never lost.
  const versions = await sourceVersions(db);
  const divisions = await loadDivisions(db);
  const parts: SearchDocument[][] = [];
  for (const kind of INDEXED_KINDS) {
    throwIfAborted(signal);
    parts.push(await readDocuments(db, divisions, kind));
  }
  throwIfAborted(signal);
  const words = await tableWords(db, signal);
  // flat(), not push(...part): a kind of millions of documents would overflow the call's arguments.
  return buildSiteSearchIndex(parts.flat(), signal, versions, words);
}

/** What to read again: per kind every item ('all') or some ids. */
interface ReadPlan {
  kinds: Map<IndexedKind, Set<number> | 'all'>;
}

function plan(reads: ReadPlan, kind: IndexedKind, ids: readonly number[] | 'all'): void {
  const current = reads.kinds.get(kind);
  if (current === 'all') return;
  if (ids === 'all') reads.kinds.set(kind, 'all');
  else reads.kinds.set(kind, new Set([...(current ?? []), ...ids]));
}

/** Whether every version of `table` after `from` up to `to` journalled rows (so the journal says all). */
function fullyJournalled(changes: readonly RowChange[], from: number, to: number): boolean {
  const seen = new Set(changes.map((c) => c.version));
  for (let v = from + 1; v <= to; v += 1) if (!seen.has(v)) return false;
  return true;
}

/**
 * The version of a table the updated index reflects: `to` (read before the rows), and further while the
 * journal read holds each next version (a later command whose rows were read too); never past a version
 * without rows, which the next update then reads whole.
 */
function reachedVersion(changes: readonly RowChange[], to: number): number {
  const seen = new Set(changes.map((c) => c.version));
  let reached = to;
  while (seen.has(reached + 1)) reached += 1;
  return reached;
}

/** The read model's `update` (module comment); null asks the holder for a full build. */
export async function update(
  db: Kysely<Database>,
  index: SiteSearchIndex,
  since: number,
  versions: ReadonlyMap<string, number>,
): Promise<{ value: SiteSearchIndex; cursor: number } | null> {
  const stale = SITE_SEARCH_TABLES.filter((t) => (versions.get(t) ?? 0) > (index.versions.get(t) ?? 0));
  if (stale.includes('division')) return null;
  const reads: ReadPlan = { kinds: new Map() };
  const reached = new Map(index.versions);
  let cursor = since;
  for (const table of stale) {
    const changes = await rowChangesSince(db, table, since, MAX_JOURNALLED_CHANGES + 1);
    // Null: the journal was pruned past this index's cursor (data/change-log.ts pruneJournal).
    if (changes === null || changes.length > MAX_JOURNALLED_CHANGES) return null;
    cursor = Math.max(cursor, changes.at(-1)?.id ?? since);
    const from = index.versions.get(table) ?? 0;
    const to = versions.get(table) ?? 0;
    const ids = changes.filter((c) => c.version > from).map((c) => c.rowId);
    const targeted = fullyJournalled(changes, from, to);
    reached.set(table, reachedVersion(changes, to));
    for (const kind of FEEDS[table]) plan(reads, kind, targeted ? ids : 'all');
  }

  const divisions = await loadDivisions(db);
  const upserted: SearchDocument[][] = [];
  const deleted: string[] = [];
  for (const [kind, ids] of reads.kinds) {
    const docs = await readDocuments(db, divisions, kind, ids === 'all' ? undefined : [...ids]);
    upserted.push(docs);
    const found = new Set(docs.map(documentKey));
    const wanted = ids === 'all' ? keysOfKind(index, kind) : [...ids].map((id) => documentKey({ kind, id }));
    for (const key of wanted) if (!found.has(key) && index.slots.has(key)) deleted.push(key);
  }
  const limit = Math.max(MAX_CHANGED_DOCUMENTS, index.docs.length / 10);
  const value = applyDocumentChanges(index, { upserted: upserted.flat(), deleted }, reached, limit);
  return value === null ? null : { value, cursor };
}

/** The keys (documentKey) of the documents of `kind` the index holds. */
function keysOfKind(index: SiteSearchIndex, kind: SiteSearchKind): string[] {
  const prefix = `${kind}:`;
  return [...index.slots.keys()].filter((key) => key.startsWith(prefix));
}

/** Where `update` starts reading the journal after a build: its last position among SITE_SEARCH_TABLES. */
async function initialCursor(db: Kysely<Database>): Promise<number> {
  const last = await Promise.all(SITE_SEARCH_TABLES.map((t) => lastJournalId(db, t)));
  return Math.max(0, ...last);
}

/** The index as a read model: built once per instance, then updated from the change log (module comment). */
export const SITE_SEARCH_MODEL: ReadModel<SiteSearchIndex> = {
  name: 'site-search-index',
  tables: SITE_SEARCH_TABLES,
  build,
  size: (index) => index.docs.length - index.removed.size,
  update,
  initialCursor,
};

/**
 * The index of `db` (data/read-model.ts): the first call builds it (callers share the build); after a write
 * to one of SITE_SEARCH_TABLES the old index answers until the updated one is made, so no request waits.
 */
export const loadSiteSearchIndex = perDbReadModel(SITE_SEARCH_MODEL);
