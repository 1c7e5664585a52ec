/**
 * Venue-informatisation consulting guidance (咨询指导): GET /api_/ow/guidance/list (the footer reads
 * data.list items' id and name, spec §7) and /api_/ow/guidance/detail?id (/guidance/guidanceDetail).
 * List order: sort asc, id asc; paging only. 404 message: '咨询指导不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuidanceDetail, NamedListItem } from '@portal/contracts/content';
import { catalogue } from '@portal/contracts/pages.codes';
import { PageQuery } from '@portal/contracts/paging';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';
import { presentGuidanceDetail, presentGuidanceItem, type GuidanceListRow } from './guidance.presenter.js';

const listColumns: (keyof GuidanceListRow)[] = ['id', 'name', 'summary', 'publish_time', 'sort'];

const guidanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const source = registerContentRoutes(app, {
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
    presentItem: presentGuidanceItem,
    presentDetail: presentGuidanceDetail,
  });
  registerContentPages(app, source, {
    lists: [],
    detail: catalogue.guidanceDetail.path,
    sitemapName: 'guidance',
    summaryColumn: 'summary',
    dateColumn: 'publish_time',
  });
};

export default guidanceRoutes;
