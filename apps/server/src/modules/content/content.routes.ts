/**
 * Registers the list and detail routes of one article-like kind from a `ContentRoutesSpec` — the shared
 * piece behind news, notice, regulation, guidance and fitness cases (spec §7 "Lists" / "Details"):
 *
 * - GET {prefix}/list?pageNum&pageSize[&keyword&year&category&status] -> data { list, total, pageNum, pageSize }
 * - GET {prefix}/detail?id -> data: the presented detail with sanitized `contentHtml`, attachments, prev/next
 *
 * Errors: invalid query -> 400 naming the field (schema); unknown id -> 404 '{label}不存在或已删除'; a row
 * withdrawn or deleted through the back office -> 410 '{label}已撤稿或删除' (content-gone.ts).
 * Both routes need a session (the session-auth plugin's default).
 * Successful bodies are kept for 2 s per URL (lib/http/response-cache.ts), serialized by the route's
 * response schema; errors are never cached.
 */
import { Envelope } from '@portal/contracts/envelope';
import { IdQuery, type Attachment } from '@portal/contracts/content';
import { Page } from '@portal/contracts/paging';
import type { Static, TSchema } from 'typebox';
import { gone, notFound } from '../../lib/api-error.js';
import { isGone } from './content-gone.js';
import { errorResponses, READ_ERRORS } from '../../lib/envelope.js';
import { sanitizeCached } from '../../lib/sanitize.js';
import type { PortalApp } from '../../types.js';
import {
  findContent,
  listContent,
  type ContentListQuery,
  type ContentSource,
  type NeighbourRow,
} from './content.repository.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';

/** What a detail presenter receives besides the row. */
export interface DetailParts {
  contentHtml: string;
  attachments: Attachment[];
  prev: NeighbourRow | null;
  next: NeighbourRow | null;
}

/**
 * A list querystring schema whose parsed value (`Static`) the content repository can filter by (paging +
 * the filters of the source): `unknown` when it does, and a `listQuery: never` requirement (a compile
 * error at the spec) when it does not.
 */
export type ContentListQueryCheck<TQuery extends TSchema> =
  Static<TQuery> extends ContentListQuery ? unknown : { listQuery: never };

/**
 * One article-like kind: list rows `L`, detail rows `D`, and the schemas of its list query (`TQuery`),
 * list item (`TItem`) and detail (`TDetail`). The presenters return exactly what those schemas describe
 * (`Static<TItem>`, `Static<TDetail>`), and the list query parses to a ContentListQuery.
 */
export interface ContentRoutesSpec<
  L,
  D extends L & { id: number; content_html: string },
  TQuery extends TSchema,
  TItem extends TSchema,
  TDetail extends TSchema,
> {
  /** Path prefix, e.g. '/api_/ow/news'. */
  prefix: string;
  /** Chinese name of one item for messages, e.g. '新闻' -> '新闻不存在或已删除'. */
  label: string;
  /** OpenAPI tag. */
  tag: string;
  source: ContentSource<L, D>;
  /** Querystring schema of the list (paging + the filters the source supports). */
  listQuery: TQuery;
  /** Response schemas of one list item and of the detail. */
  itemSchema: TItem;
  detailSchema: TDetail;
  presentItem(row: L): Static<TItem>;
  /** The detail; a promise when it reads more than the row (a regulation's linked policy and 解读). */
  presentDetail(row: D, parts: DetailParts): Static<TDetail> | Promise<Static<TDetail>>;
}

/** Adds `{prefix}/list` and `{prefix}/detail` to `app`; returns the spec's source (for its pages, content.pages.ts). */
export function registerContentRoutes<
  L,
  D extends L & { id: number; content_html: string },
  TQuery extends TSchema,
  TItem extends TSchema,
  TDetail extends TSchema,
>(
  app: PortalApp,
  spec: ContentRoutesSpec<L, D, TQuery, TItem, TDetail> & ContentListQueryCheck<TQuery>,
): ContentSource<L, D> {
  const { source } = spec;
  // One cache per registration, i.e. per app instance (tests build many apps).
  const cache = tableCache(app.db, [source.table, 'attachment', 'media']);
  // Fastify sees the schemas through their constraints: a type parameter would leave `request.query`
  // unresolved inside this generic function. The spec's types hold the presenters to the schemas, and
  // ContentListQueryCheck proved at the call that the list query parses to a ContentListQuery, which
  // the list handler states for its `request.query`.
  const listQuery: TSchema = spec.listQuery;
  const itemSchema: TSchema = spec.itemSchema;
  const detailSchema: TSchema = spec.detailSchema;

  app.get(
    `${spec.prefix}/list`,
    {
      schema: {
        summary: `${spec.label}列表`,
        tags: [spec.tag],
        querystring: listQuery,
        response: { 200: Envelope(Page(itemSchema)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const query = request.query as ContentListQuery;
        const { rows, total } = await listContent(app.db, app.dialect, source, query);
        return {
          list: rows.map((row) => spec.presentItem(row)),
          total,
          pageNum: query.pageNum,
          pageSize: query.pageSize,
        };
      }),
  );

  app.get(
    `${spec.prefix}/detail`,
    {
      schema: {
        summary: `${spec.label}详情`,
        tags: [spec.tag],
        querystring: IdQuery,
        response: { 200: Envelope(detailSchema), ...READ_ERRORS, ...errorResponses(410) },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const { id } = request.query;
        const found = await findContent(app.db, source, id);
        if (!found) throw (await isGone(app.db, source.table, id)) ? gone(spec.label) : notFound(spec.label);
        const contentHtml = sanitizeCached(`${source.table}:${id}`, found.row.content_html);
        return await spec.presentDetail(found.row, {
          contentHtml,
          attachments: found.attachments,
          prev: found.prev,
          next: found.next,
        });
      }),
  );
  return source;
}
