/**
 * GET /api_/ow/banner/list: the home page carousel (spec §7 "banner"; issue 2 "home banners") ->
 * data: Banner[] (id, title, imageUrl '/api_/ow/file/{mediaId}', linkPath) in display order. Not paged:
 * a carousel holds a handful of slides.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Banner } from '@portal/contracts/content';
import { Envelope, ErrorEnvelope } from '@portal/contracts/envelope';
import { Type } from '@sinclair/typebox';
import { fileUrl } from '../file/file-url.js';
import { listBanners } from './banner.repository.js';

const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api_/ow/banner/list',
    {
      schema: {
        summary: '首页轮播图',
        tags: ['banner'],
        response: { 200: Envelope(Type.Array(Banner)), 401: ErrorEnvelope },
      },
    },
    async () => {
      const rows = await listBanners(app.db);
      const data: Banner[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        imageUrl: fileUrl(r.media_id),
        linkPath: r.link_path,
      }));
      return { code: 200, msg: '操作成功', data };
    },
  );
};

export default bannerRoutes;
