/**
 * GET /api_/ow/banner/list: the home page carousel (spec §7 "banner") ->
 * data: Banner[] (id, title, imageUrl '/api_/ow/file/{mediaId}', linkPath) in display order. Not paged:
 * a carousel holds a handful of slides.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Banner } from '@portal/contracts/content';
import { Envelope } from '@portal/contracts/envelope';
import { Type } from 'typebox';
import { errorResponses, ok } from '../../lib/envelope.js';
import { registerHomePage } from './banner.pages.js';
import { presentBanner } from './banner.presenter.js';
import { listBanners } from './banner.repository.js';

const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerHomePage(app);
  app.get(
    '/api_/ow/banner/list',
    {
      schema: {
        summary: '首页轮播图',
        tags: ['banner'],
        response: { 200: Envelope(Type.Array(Banner)), ...errorResponses(401) },
      },
    },
    async () => ok((await listBanners(app.db)).map(presentBanner)),
  );
};

export default bannerRoutes;
