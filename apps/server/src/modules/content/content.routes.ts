/**
 * Registers the list and detail routes of one article-like kind from a `ContentRoutesSpec` — the shared
 * piece behind news, notice, regulation, guidance and fitness cases (spec §7 "Lists" / "Details"):
 *
 * - GET {prefix}/list?pageNum&pageSize[&keyword&year&category&status] -> data { list, total, pageNum, pageSize }
 * - GET {prefix}/detail?id -> data: the presented detail with sanitized `contentHtml`, attachments, prev/next
 *
 * Errors: invalid query -> 400 naming the field (schema); unknown id -> 404 '{label}不存在或已删除'.
 * Both routes need a session (the session-auth plugin's default).
 * Successful bodies are kept for 2 s per URL (lib/http/response-cache.ts), serialized by the route's
 * response schema; errors are never cached.
 */
import { Envelope, ErrorEnvelope } from '@portal/contracts/envelope';
import { IdQuery, type Attachment } from '@portal/contracts/content';
import { Page } from '@portal/contracts/paging';
import type { TObject, TSchema } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error.js';
import { sanitizeCached } from '../../lib/sanitize.js';
import type { PortalApp } from '../../types.js';
import {
  findContent,
  listContent,
  type ContentListQuery,
  type ContentSource,
  type NeighbourRow,
} from './content.repository.js';
import { ResponseCache, sendCached } from '../../lib/http/response-cache.js';

/** What a detail presenter receives besides the row. */
export interface DetailParts {
  contentHtml: string;
  attachments: Attachment[];
  prev: NeighbourRow | null;
  next: NeighbourRow | null;
}

export interface ContentRoutesSpec<L, D extends L & { id: number; content_html: string }> {
  /** Path prefix, e.g. '/api_/ow/news'. */
  prefix: string;
  /** Chinese name of one item for messages, e.g. '新闻' -> '新闻不存在或已删除'. */
  label: string;
  /** OpenAPI tag. */
  tag: string;
  source: ContentSource<L, D>;
  /** Querystring schema of the list (paging + the filters the source supports). */
  listQuery: TObject;
  /** Response schemas of one list item and of the detail. */
  itemSchema: TSchema;
  detailSchema: TSchema;
  presentItem(row: L): unknown;
  presentDetail(row: D, parts: DetailParts): unknown;
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

/** Adds `{prefix}/list` and `{prefix}/detail` to `app`. */
export function registerContentRoutes<L, D extends L & { id: number; content_html: string }>(
  app: PortalApp,
  spec: ContentRoutesSpec<L, D>,
): void {
  const { source } = spec;
  // One cache per registration, i.e. per app instance (tests build many apps).
  const cache = new ResponseCache();

  app.get(
    `${spec.prefix}/list`,
    {
      schema: {
        summary: `${spec.label}列表`,
        tags: [spec.tag],
        querystring: spec.listQuery,
        response: { 200: Envelope(Page(spec.itemSchema)), ...errors },
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
        response: { 200: Envelope(spec.detailSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const { id } = request.query as IdQuery;
        const found = await findContent(app.db, source, id);
        if (!found) throw notFound(spec.label);
        const contentHtml = sanitizeCached(`${source.table}:${id}`, found.row.content_html);
        return spec.presentDetail(found.row, {
          contentHtml,
          attachments: found.attachments,
          prev: found.prev,
          next: found.next,
        });
      }),
  );
}
