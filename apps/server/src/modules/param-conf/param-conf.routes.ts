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
import { Envelope } from '@portal/contracts/envelope';
import { ParamConfParams, ParamConfValue } from '@portal/contracts/site';
import { notFound } from '../../lib/api-error.js';
import { ok, READ_ERRORS } from '../../lib/envelope.js';
import { presentFillingSystem } from './param-conf.presenter.js';
import { findParamValue } from './param-conf.repository.js';

const paramConfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Computed once: the configuration does not change while the process runs.
  const fillingSystems = app.config.ssoApps.map(presentFillingSystem);

  app.get(
    '/api/data/paramConf/:dictKey',
    {
      schema: {
        summary: '网站参数配置',
        tags: ['site'],
        params: ParamConfParams,
        response: { 200: Envelope(ParamConfValue), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { dictKey } = request.params;
      if (dictKey === 'fillingSystems') return ok(fillingSystems);
      const value = await findParamValue(app.db, dictKey);
      if (value === undefined) throw notFound(`参数配置「${dictKey}」`);
      return ok(JSON.parse(value) as unknown);
    },
  );
};

export default paramConfRoutes;
