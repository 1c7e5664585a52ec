/**
 * Notices (通知公告): GET /api_/ow/notice/list and /api_/ow/notice/detail (spec §7), built from the
 * shared article spec (../content/article-content.ts). 404 message: '通知公告不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogue } from '@portal/contracts/pages.codes';
import { articlePagesSpec, articleRoutesSpec } from '../content/article-content.js';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const kind = { table: 'notice', prefix: '/api_/ow/notice', label: '通知公告' } as const;
  const spec = articleRoutesSpec(kind);
  registerContentRoutes(app, spec);
  registerContentPages(app, spec.source, articlePagesSpec(kind, catalogue.notice.path, catalogue.noticeDetail.path));
};

export default noticeRoutes;
