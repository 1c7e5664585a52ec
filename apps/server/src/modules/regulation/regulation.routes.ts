/**
 * Policies and regulations (政策法规): GET /api_/ow/regulation/list and /api_/ow/regulation/detail
 * (spec §7), on the shared content routes. List order: publish_date desc, id desc. Filters: keyword
 * (title, document number, issuing body), year (of the publish date), category, status
 * (现行有效 / 已修订 / 已废止). 404 message: '政策法规不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegulationDetail, RegulationListItem, RegulationListQuery } from '@portal/contracts/content';
import type { Selectable } from 'kysely';
import { TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import type { RegulationTable } from '../../db/tables/content.js';
import { registerContentRoutes } from '../content/content.routes.js';

type DetailRow = Selectable<RegulationTable>;
type ListRow = Omit<DetailRow, 'content_html' | 'view_count'>;

const listColumns: (keyof ListRow)[] = [
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

const presentItem = (row: ListRow): RegulationListItem => ({
  id: row.id,
  title: row.title,
  issuingBody: row.issuing_body,
  documentNumber: row.document_number,
  category: row.category,
  status: row.status,
  publishDate: row.publish_date,
  effectiveDate: row.effective_date,
  summary: row.summary,
});

const regulationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerContentRoutes<ListRow, DetailRow>(app, {
    prefix: '/api_/ow/regulation',
    label: '政策法规',
    tag: 'regulation',
    source: {
      table: 'regulation',
      ownerType: 'regulation',
      orderColumn: 'publish_date',
      direction: 'desc',
      listColumns,
      detailColumns: [...listColumns, 'view_count', 'content_html'],
      titleColumn: 'title',
      search: TEXT_SEARCH_TARGETS.regulation,
      year: { column: 'publish_date', kind: 'date' },
      exact: { category: 'category', status: 'status' },
    },
    listQuery: RegulationListQuery,
    itemSchema: RegulationListItem,
    detailSchema: RegulationDetail,
    presentItem,
    presentDetail: (row, parts): RegulationDetail => ({ ...presentItem(row), viewCount: row.view_count, ...parts }),
  });
};

export default regulationRoutes;
