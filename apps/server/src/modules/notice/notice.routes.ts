/**
 * Notices (通知公告): GET /api_/ow/notice/list and /api_/ow/notice/detail (spec §7), built from the
 * shared article spec (../content/article-content.ts). 404 message: '通知公告不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { articleRoutesSpec } from '../content/article-content.js';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = articleRoutesSpec({ table: 'notice', prefix: '/api_/ow/notice', label: '通知公告' });
  registerContentRoutes(app, spec);
  registerContentPages(app, spec.source, {
    lists: [{ path: '/main/notice' }],
    detail: '/main/notice/detail',
    sitemapName: 'notice',
    summaryColumn: 'summary',
    bylineColumns: ['source'],
  });
};

export default noticeRoutes;
