/**
 * Venue-informatisation consulting guidance (咨询指导): GET /api_/ow/guidance/list (the footer reads
 * data.list items' id and name, spec §7) and /api_/ow/guidance/detail?id (/guidance/guidanceDetail).
 * List order: sort asc, id asc; paging only. 404 message: '咨询指导不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuidanceDetail, NamedListItem } from '@portal/contracts/content';
import { PageQuery } from '@portal/contracts/paging';
import type { Selectable } from 'kysely';
import type { GuidanceTable } from '../../db/tables/content.js';
import { registerContentRoutes } from '../content/content.routes.js';

type DetailRow = Selectable<GuidanceTable>;
type ListRow = Omit<DetailRow, 'content_html'>;

const listColumns: (keyof ListRow)[] = ['id', 'name', 'summary', 'publish_time', 'sort'];

const presentItem = (row: ListRow): NamedListItem => ({
  id: row.id,
  name: row.name,
  summary: row.summary,
  publishTime: row.publish_time,
});

const guidanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerContentRoutes<ListRow, DetailRow>(app, {
    prefix: '/api_/ow/guidance',
    label: '咨询指导',
    tag: 'guidance',
    source: {
      table: 'guidance',
      ownerType: 'guidance',
      orderColumn: 'sort',
      direction: 'asc',
      listColumns,
      detailColumns: [...listColumns, 'content_html'],
      titleColumn: 'name',
    },
    listQuery: PageQuery,
    itemSchema: NamedListItem,
    detailSchema: GuidanceDetail,
    presentItem,
    presentDetail: (row, parts): GuidanceDetail => ({ ...presentItem(row), ...parts }),
  });
};

export default guidanceRoutes;
