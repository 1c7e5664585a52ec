/**
 * The caches of the editor's item list (GET /api/admin/content): answers by grants + filters + page, totals by
 * grants + filters (docs/decisions/content-management.md "Item list at scale").
 *
 * Why not a plain table cache (data/cached-tables.ts): that clears every answer on any item write, so under an
 * editor saving every few seconds the whole list is read from the table again, keyword scans included (p99 73
 * ms at 200,000 items, docs/benchmarks.md "Back-office item list at 200 000 items"). Here a write clears only
 * the entries that may hold one of the written items, before or after the write:
 * - kind, column and area of an item never change after its creation, so an entry filtered to another kind or
 *   column, or whose grants do not cover the item, keeps its answer;
 * - a keyword entry is cleared only when one of the titles the item has ever had (every version's title; the
 *   list searches the latest one, which is always one of them) contains the keyword;
 * - a status filter is treated as matching: the status before the write is not known here.
 * The written items come from the change journal (data_change_row, data/change-log.ts) on every instance. When
 * the journal cannot tell (pruned, a bulk write that journalled nothing, an item deleted, more than
 * MAX_JOURNALLED items) or the read fails, everything is cleared, as before; a column write always clears all.
 * While the written items are being read, both caches answer live and store nothing (ResponseCache.hold), so
 * an editor back from a save never sees the list from before it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { journalledChanges, lastJournalId, readVersions } from '../../data/change-log.js';
import { changeFeedOf } from '../../data/change-feed.js';
import { ResponseCache } from '../../lib/http/response-cache.js';
import type { CmsGrant } from './cms-roles.js';
import { areaCodeRange, type ItemFilters } from './content-admin.repository.js';

/** Entries per cache, and their lifetime (the TTL only bounds rows written by hand). */
const MAX_ENTRIES = 1_000;
const TTL_MS = 10 * 60_000;
/** More items written between two looks than this: clear everything rather than read them all. */
const MAX_JOURNALLED = 200;

/** What a list entry asked: the caller's grants and the filters (the page only in answer keys). */
interface ListFacets {
  grants: readonly CmsGrant[];
  kind?: string;
  column?: string;
  status?: string;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

/** What the list can filter an item by, with every title it has had. */
export interface WrittenItem {
  kind: string;
  column: string;
  areaCode: string | null;
  titles: readonly string[];
}

/**
 * The cache key of a list answer (`page: true`) or of its total (`page: false`) for `grants` and `filters`
 * (keyword trimmed, blank = none): JSON, so `mayHold` can read the facets back.
 */
export function itemListKey(grants: readonly CmsGrant[], filters: ItemFilters, page: boolean): string {
  const keyword = filters.keyword?.trim() || undefined;
  const facets: ListFacets = { grants, kind: filters.kind, column: filters.column, status: filters.status, keyword };
  return JSON.stringify(page ? { ...facets, pageNum: filters.pageNum, pageSize: filters.pageSize } : facets);
}

/** Whether `grant` reaches `item`: the list's own condition (column, then the area as a code range). */
function grantCovers(grant: CmsGrant, item: WrittenItem): boolean {
  if (grant.column !== '*' && grant.column !== item.column) return false;
  if (grant.areaCode === null) return true;
  if (item.areaCode === null) return false;
  const [from, below] = areaCodeRange(grant.areaCode);
  return item.areaCode >= from && item.areaCode < below;
}

/**
 * Whether the entry under `key` (itemListKey) may list or count `item`, before or after its write (module
 * comment). A key that does not parse may hold anything.
 */
export function mayHold(key: string, item: WrittenItem): boolean {
  let facets: ListFacets;
  try {
    facets = JSON.parse(key) as ListFacets;
  } catch {
    return true;
  }
  if (facets.kind && facets.kind !== item.kind) return false;
  if (facets.column && facets.column !== item.column) return false;
  if (!facets.grants.some((g) => grantCovers(g, item))) return false;
  if (facets.keyword) {
    const keyword = facets.keyword.toLowerCase();
    return item.titles.some((t) => t.toLowerCase().includes(keyword));
  }
  return true;
}

/** Reads the written items `ids`; null when one is gone (deleted). */
async function readWrittenItems(db: Kysely<Database>, ids: readonly number[]): Promise<WrittenItem[] | null> {
  if (ids.length === 0) return [];
  const [items, versions] = await Promise.all([
    db
      .selectFrom('cms_item')
      .select(['id', 'kind', 'column_code', 'area_code', 'title'])
      .where('id', 'in', ids)
      .execute(),
    db.selectFrom('cms_version').select(['item_id', 'title']).distinct().where('item_id', 'in', ids).execute(),
  ]);
  if (items.length < new Set(ids).size) return null;
  return items.map((i) => ({
    kind: i.kind,
    column: i.column_code,
    areaCode: i.area_code,
    titles: [i.title, ...versions.filter((v) => v.item_id === i.id).map((v) => v.title)],
  }));
}

/** The item list's two caches, cleared by item writes as the module comment says. */
export interface ItemListCaches {
  answers: ResponseCache;
  totals: ResponseCache;
  /** Resolves when every write seen so far has cleared what it may change (and the holds are released). */
  settled(): Promise<void>;
}

const cachesByDb = new WeakMap<Kysely<Database>, ItemListCaches>();

/**
 * The item list's caches on `db` (one per database handle, like its change feed), kept following every
 * instance's writes of `cms_item` and `cms_column` (change-feed.ts). Errors while reading the written items
 * clear everything; never throws.
 */
export function itemListCachesOf(db: Kysely<Database>): ItemListCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = followedCaches(db);
    cachesByDb.set(db, caches);
  }
  return caches;
}

function followedCaches(db: Kysely<Database>): ItemListCaches {
  const caches = [new ResponseCache(MAX_ENTRIES, TTL_MS), new ResponseCache(MAX_ENTRIES, TTL_MS)] as const;
  const clearAll = () => caches.forEach((c) => c.clear());
  const feed = changeFeedOf(db);
  // The journal position up to which the caches reflect the writes; read once, before any entry exists.
  let cursor: Promise<number> = lastJournalId(db, 'cms_item').catch(() => 0);
  async function look(since: number): Promise<number> {
    const versionNow = (await readVersions(db)).get('cms_item') ?? 0;
    const changes = await journalledChanges(db, 'cms_item', since, versionNow, MAX_JOURNALLED);
    const items = changes ? await readWrittenItems(db, changes.ids) : null;
    if (!changes || !items) {
      clearAll();
      return lastJournalId(db, 'cms_item');
    }
    for (const cache of caches) cache.deleteWhere((key) => items.some((item) => mayHold(key, item)));
    return changes.cursor;
  }

  feed.onChange(['cms_column'], clearAll);
  feed.onChange(['cms_item'], () => {
    const releases = caches.map((c) => c.hold());
    const previous = cursor;
    // Looks run one at a time, in order: each starts from the position the previous one reached.
    cursor = (async () => {
      try {
        return await look(await previous);
      } catch {
        clearAll();
        return lastJournalId(db, 'cms_item').catch(() => previous);
      } finally {
        releases.forEach((release) => release());
      }
    })();
  });
  return { answers: caches[0], totals: caches[1], settled: () => cursor.then(() => undefined) };
}
