/**
 * GET /api/data/paramConf/{dictKey} (spec §7): a site parameter -> data: its parsed JSON value
 * (ParamConfValues of @portal/contracts/site: hotline, address, postalCode '100061', workingHours,
 * externalLinks [{ name, url }]).
 * 'fillingSystems' is answered from config.ssoApps ({ appId, name, url, registerUrl }): those addresses
 * are set by environment per deployment, not stored in the database.
 * Errors: dictKey not a plain identifier -> 400; unknown dictKey -> 404 '参数配置「…」不存在或已删除'.
 * Needs a session (spec §8 excludes only the login and token-check paths).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '@portal/contracts/envelope';
import type { FillingSystem } from '@portal/contracts/site';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error.js';
import { findParamValue } from './param-conf.repository.js';

const ParamConfParams = Type.Object({
  dictKey: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_]*$',
    description: '参数键，如 hotline',
  }),
});

const paramConfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Computed once: the configuration does not change while the process runs.
  const fillingSystems: FillingSystem[] = app.config.ssoApps.map(({ appId, name, url, registerUrl }) => ({
    appId,
    name,
    url,
    registerUrl,
  }));

  app.get(
    '/api/data/paramConf/:dictKey',
    {
      schema: {
        summary: '网站参数配置',
        tags: ['site'],
        params: ParamConfParams,
        response: {
          200: Envelope(Type.Unknown({ description: '参数值（JSON），形状见 ParamConfValues' })),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { dictKey } = request.params;
      if (dictKey === 'fillingSystems') return { code: 200, msg: '操作成功', data: fillingSystems };
      const value = await findParamValue(app.db, dictKey);
      if (value === undefined) throw notFound(`参数配置「${dictKey}」`);
      return { code: 200, msg: '操作成功', data: JSON.parse(value) as unknown };
    },
  );
};

export default paramConfRoutes;
