/**
 * Policies and regulations (政策法规): GET /api_/ow/regulation/list and /api_/ow/regulation/detail
 * (spec §7), on the shared content routes. List order: publish_date desc, id desc. Filters: keyword
 * (title, document number, issuing body), year (of the publish date), category, status
 * (现行有效 / 已修订 / 已废止). 404 message: '政策法规不存在或已删除'. The detail links a 政策解读 and its
 * policy both ways (`policy`, `interpretations`: regulation-links.ts; docs/decisions/content-management.md), in
 * the API and in the detail's first HTML.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegulationDetail, RegulationListItem, RegulationListQuery } from '@portal/contracts/content';
import { catalogue } from '@portal/contracts/pages.codes';
import { TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';
import { pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import { findRegulationLinks } from './regulation-links.js';
import { presentRegulationDetail, presentRegulationItem, type RegulationListRow } from './regulation.presenter.js';

const listColumns: (keyof RegulationListRow)[] = [
  'id',
  'title',
  'issuing_body',
  'document_number',
  'category',
  'status',
  'publish_date',
  'effective_date',
  'summary',
];

/** A row's `policy_id` as read from either database (null, or a number PostgreSQL may give as a string). */
const policyIdOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const regulationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const source = registerContentRoutes(app, {
    prefix: '/api_/ow/regulation',
    label: '政策法规',
    tag: 'regulation',
    source: {
      table: 'regulation',
      ownerType: 'regulation',
      orderColumn: 'publish_date',
      direction: 'desc',
      listColumns,
      detailColumns: [...listColumns, 'view_count', 'content_html', 'policy_id'],
      titleColumn: 'title',
      search: TEXT_SEARCH_TARGETS.regulation,
      year: { column: 'publish_date', kind: 'date' },
      exact: { category: 'category', status: 'status' },
    },
    listQuery: RegulationListQuery,
    itemSchema: RegulationListItem,
    detailSchema: RegulationDetail,
    presentItem: presentRegulationItem,
    presentDetail: async (row, parts) => presentRegulationDetail(row, parts, await findRegulationLinks(app.db, row)),
  });
  registerContentPages(app, source, {
    lists: [{ path: catalogue.regulation.path }],
    detail: catalogue.regulationDetail.path,
    sitemapName: 'regulation',
    summaryColumn: 'summary',
    bylineColumns: ['issuing_body', 'document_number', 'status'],
    relatedLinks: async (row) => {
      const links = await findRegulationLinks(app.db, { id: Number(row.id), policy_id: policyIdOf(row.policy_id) });
      const href = (id: number) => pathWithQuery(catalogue.regulationDetail.path, { id });
      return [
        ...(links.policy ? [{ href: href(links.policy.id), text: links.policy.title, note: '解读的政策' }] : []),
        ...links.interpretations.map((r) => ({ href: href(r.id), text: r.title, note: '政策解读' })),
      ];
    },
  });
};

export default regulationRoutes;
