/**
 * The one generic repository behind every article-like list and detail (news, notice, regulation,
 * guidance, fitness case; spec §7 "Lists" and "Details"). A `ContentSource` describes a table: its
 * list order, the columns a list row carries, and which filters apply; this file turns it into
 * - `listContent`: one indexed page query + one count, filtered by keyword / year / exact columns;
 * - `findContent`: the detail row, its attachments and its previous/next neighbours in list order.
 *
 * Identifiers (tables, columns) come only from the constant sources of the route modules; every value
 * from a request is a bound parameter. Year filters: instants are ISO UTC text, so "publish year Y in
 * Asia/Shanghai (UTC+8, no DST)" is the half-open text range [ (Y-1)-12-31T16:00Z, Y-12-31T16:00Z ).
 */
import { sql, type Kysely } from 'kysely';
import type { Attachment } from '@portal/contracts/content';
import { changeFeedOf } from '../../data/change-feed.js';
import type { Database, DialectName } from '../../db/database.js';
import { keywordCondition, type TextSearchTarget } from '../../db/text-search.js';
import { fileUrl } from '../file/file-url.js';
import { withRunTimeTables } from '../../db/run-time-tables.js';

export type ContentTable = 'news' | 'notice' | 'regulation' | 'guidance' | 'fitness_case' | 'science_guide';

/** Kysely sees the content tables through their common shape; sources name the real columns. */
type LooseDatabase = Record<ContentTable, Record<string, unknown>> & Pick<Database, 'attachment' | 'media'>;

export interface ContentSource<ListRow, DetailRow extends ListRow> {
  table: ContentTable;
  /** `attachment.owner_type` of this table's rows. */
  ownerType: string;
  /** List order: this column, then id, both in `direction` (e.g. publish_time desc, id desc). */
  orderColumn: keyof ListRow & string;
  direction: 'asc' | 'desc';
  /** Columns of a list row; never the HTML body. */
  listColumns: readonly (keyof ListRow & string)[];
  /** Columns of a detail row (list columns + body and extras). */
  detailColumns: readonly (keyof DetailRow & string)[];
  /** Column a neighbour shows as its title. */
  titleColumn: keyof ListRow & string;
  /** Keyword search target; absent: the list has no keyword. */
  search?: TextSearchTarget;
  /** Column the `year` filter applies to: an ISO UTC instant or a YYYY-MM-DD date. */
  year?: { column: string; kind: 'instant' | 'date' };
  /** Exact-match filters: query field -> column (e.g. category, status). */
  exact?: Readonly<Record<string, string>>;
  /** Previous/next stay among rows with the detail row's value of this column (one table, several lists). */
  neighbourPartition?: keyof DetailRow & string;
}

/** Parsed list query: paging plus whatever filters the source supports (others are ignored). */
export interface ContentListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  year?: number;
  [filter: string]: unknown;
}

/** Neighbour in list order: `prev` comes before (newer for a newest-first list), `next` after. */
export interface NeighbourRow {
  id: number;
  title: string;
}

export interface ContentDetail<DetailRow> {
  row: DetailRow;
  attachments: Attachment[];
  prev: NeighbourRow | null;
  next: NeighbourRow | null;
}

/** Half-open [from, to) text range of publish year `year` for the given column kind. */
export function yearRange(year: number, kind: 'instant' | 'date'): [string, string] {
  const pad = (y: number) => String(y).padStart(4, '0');
  return kind === 'date'
    ? [`${pad(year)}-01-01`, `${pad(year + 1)}-01-01`]
    : [`${pad(year - 1)}-12-31T16:00:00.000Z`, `${pad(year)}-12-31T16:00:00.000Z`];
}

const loose = (db: Kysely<Database>) => withRunTimeTables<LooseDatabase>(db);

/** The filters of `query` that `source` supports and that are set (blank strings count as unset). */
function activeFilters<L, D extends L>(source: ContentSource<L, D>, query: ContentListQuery) {
  const keyword = source.search ? query.keyword?.trim() || undefined : undefined;
  const year = source.year ? query.year : undefined;
  const exact = Object.entries(source.exact ?? {}).flatMap(([field, column]) => {
    const value = query[field];
    return typeof value === 'string' && value.trim() !== '' ? [{ column, value: value.trim() }] : [];
  });
  return { keyword, year, exact, any: keyword !== undefined || year !== undefined || exact.length > 0 };
}

type ActiveFilters = ReturnType<typeof activeFilters>;

function filtered<L, D extends L>(
  db: Kysely<Database>,
  dialect: DialectName,
  source: ContentSource<L, D>,
  filters: ActiveFilters,
) {
  let qb = loose(db).selectFrom(source.table);
  if (filters.keyword && source.search) qb = qb.where(keywordCondition(dialect, source.search, filters.keyword));
  if (source.year && filters.year !== undefined) {
    const [from, to] = yearRange(filters.year, source.year.kind);
    qb = qb.where(source.year.column, '>=', from).where(source.year.column, '<', to);
  }
  for (const { column, value } of filters.exact) qb = qb.where(column, '=', value);
  return qb;
}

/**
 * Unfiltered totals per database and table, kept for UNFILTERED_COUNT_TTL_MS while the table's version
 * (data/change-feed.ts) stays the same: the unfiltered first page is the hot path and its total changes
 * only when content is published, which moves the version on every instance. Filtered totals are always
 * counted.
 */
const UNFILTERED_COUNT_TTL_MS = 2_000;
const unfilteredCounts = new WeakMap<
  Kysely<Database>,
  Map<ContentTable, { total: number; until: number; version: number }>
>();

/** One page of list rows in list order, and the total number of matching rows. */
export async function listContent<L, D extends L>(
  db: Kysely<Database>,
  dialect: DialectName,
  source: ContentSource<L, D>,
  query: ContentListQuery,
): Promise<{ rows: L[]; total: number }> {
  const filters = activeFilters(source, query);
  const base = filtered(db, dialect, source, filters);
  const count = async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  const rows = base
    .select(source.listColumns)
    .orderBy(source.orderColumn, source.direction)
    .orderBy('id', source.direction)
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  let total: Promise<number>;
  if (filters.any) {
    total = count();
  } else {
    let counts = unfilteredCounts.get(db);
    if (!counts) unfilteredCounts.set(db, (counts = new Map()));
    const cached = counts.get(source.table);
    const now = performance.now();
    const version = changeFeedOf(db).version(source.table);
    if (cached && cached.until > now && cached.version === version) {
      total = Promise.resolve(cached.total);
    } else {
      total = count().then((value) => {
        counts.set(source.table, { total: value, until: now + UNFILTERED_COUNT_TTL_MS, version });
        return value;
      });
    }
  }
  const [list, totalValue] = await Promise.all([rows, total]);
  return { rows: list as L[], total: totalValue };
}

/** The row just before (`'prev'`) or after (`'next'`) the given position in list order, or null. */
async function neighbour<L, D extends L>(
  db: Kysely<Database>,
  source: ContentSource<L, D>,
  position: { order: unknown; id: number; partition?: unknown },
  side: 'prev' | 'next',
): Promise<NeighbourRow | null> {
  // For a descending list the previous row is the next greater (order, id) pair, and so on.
  const greater = (side === 'prev') === (source.direction === 'desc');
  const direction = greater ? 'asc' : 'desc';
  let qb = loose(db).selectFrom(source.table);
  if (source.neighbourPartition)
    qb = qb.where(sql<boolean>`${sql.ref(source.neighbourPartition)} = ${position.partition}`);
  const row = await qb
    .select([sql.ref<number>('id').as('id'), sql.ref<string>(source.titleColumn).as('title')])
    .where(
      sql<boolean>`(${sql.ref(source.orderColumn)}, ${sql.ref('id')}) ${sql.raw(greater ? '>' : '<')} (${position.order}, ${position.id})`,
    )
    .orderBy(source.orderColumn, direction)
    .orderBy('id', direction)
    .limit(1)
    .executeTakeFirst();
  return row ? { id: Number(row.id), title: String(row.title) } : null;
}

/** Attachments of one row (attachment order), with their download address and size. */
export async function findAttachments(db: Kysely<Database>, ownerType: string, ownerId: number): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('attachment')
    .innerJoin('media', 'media.id', 'attachment.media_id')
    .select(['attachment.id', 'attachment.file_name', 'attachment.media_id', 'media.size'])
    .where('attachment.owner_type', '=', ownerType)
    .where('attachment.owner_id', '=', ownerId)
    .orderBy('attachment.sort')
    .orderBy('attachment.id')
    .execute();
  return rows.map((r) => ({ id: r.id, fileName: r.file_name, url: fileUrl(r.media_id), size: Number(r.size) }));
}

/** The detail row with its attachments and neighbours; undefined when no row has this id. */
export async function findContent<L, D extends L>(
  db: Kysely<Database>,
  source: ContentSource<L, D>,
  id: number,
): Promise<ContentDetail<D> | undefined> {
  const found = await loose(db)
    .selectFrom(source.table)
    .select(source.detailColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const row = found as D;
  const fields = row as Record<string, unknown>;
  const position = {
    order: fields[source.orderColumn],
    id,
    partition: source.neighbourPartition ? fields[source.neighbourPartition] : undefined,
  };
  const [attachments, prev, next] = await Promise.all([
    findAttachments(db, source.ownerType, id),
    neighbour(db, source, position, 'prev'),
    neighbour(db, source, position, 'next'),
  ]);
  return { row, attachments, prev, next };
}
