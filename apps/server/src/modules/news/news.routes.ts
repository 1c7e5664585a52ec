/**
 * News (新闻): GET /api_/ow/news/list and /api_/ow/news/detail (spec §7), built from the shared
 * article spec (../content/article-content.ts). 404 message: '新闻不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogue } from '@portal/contracts/pages.codes';
import { articlePagesSpec, articleRoutesSpec } from '../content/article-content.js';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';

const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const kind = { table: 'news', prefix: '/api_/ow/news', label: '新闻' } as const;
  const spec = articleRoutesSpec(kind);
  registerContentRoutes(app, spec);
  registerContentPages(app, spec.source, articlePagesSpec(kind, catalogue.news.path, catalogue.newsDetail.path));
};

export default newsRoutes;
