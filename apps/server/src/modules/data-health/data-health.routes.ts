/**
 * 数据质量公开 (docs/decisions/data-exchange.md "Data health"; not in spec §7, named in the style of its
 * /api_/ow endpoints):
 *
 * - GET /api_/ow/dataHealth?year -> DataHealth (packages/contracts/src/data-health.ts): per province and
 *   nationally, the filling systems' rows received and refused in the year, the share of venue years
 *   audited and the median days to audit, passenger-flow pushes on time / late / missing, equipment in good
 *   repair and the median repair time. year defaults to the current Beijing year. Public (no session).
 *
 * Errors: a malformed year -> 400 naming `year`; a year without any figures (not the current year and no
 * fill-in of it) -> 404 '2019 年度暂无数据质量统计'.
 *
 * Freshness without a TTL: each measure is memoised per year and cleared when a table it reads changes
 * (data/change-feed.ts, every instance); the flow measure is also keyed by the last hour whose push window
 * has closed, since it counts only final hours (an accepted push is always of the hour whose window is open,
 * so venue_flow_hour changes cannot move a counted hour and do not clear it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataHealth, DataHealthQuery } from '@portal/contracts/data-health';
import { Envelope } from '@portal/contracts/envelope';
import type { TableName } from '../../data/change-log.js';
import { changeFeedOf } from '../../data/change-feed.js';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { PromiseMemo } from '../../lib/promise-memo.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { loadDivisions } from '../area/divisions.js';
import {
  auditCounts,
  auditDays,
  dataHealthYears,
  equipmentCounts,
  flowCounts,
  flowCutoff,
  rejectedRows,
  receivedRows,
  repairDays,
  type AuditCounts,
  type EquipmentCounts,
  type FlowCounts,
  type RejectionCount,
  type SystemCount,
} from './data-health.repository.js';
import { registerDataHealthPage } from './data-health.pages.js';
import type { PortalApp } from '../../types.js';
import { presentDataHealth } from './data-health.presenter.js';

const TAG = 'dataHealth';

/**
 * The answer for `year` (undefined: the current Beijing year) at the app's clock, from the memoised measures
 * (module comment). Rejects with 404 for a year without figures. Used by the route and the first HTML.
 */
export type DataHealthAnswer = (year: number | undefined) => Promise<DataHealth>;

/** Builds the memoised measures of `app` (module comment) and the function answering from them. */
export function dataHealthService(app: PortalApp): DataHealthAnswer {
  const feed = changeFeedOf(app.db);
  /**
   * A memo cleared whenever one of `tables` changes. The measures read their tables directly (no read
   * model that could still serve an old value after the change), so the change alone says when.
   */
  const followed = <T>(tables: readonly TableName[]) => {
    const memo = new PromiseMemo<T>(Number.POSITIVE_INFINITY, 64);
    feed.onChange(tables, () => memo.clear());
    return memo;
  };
  const years = followed<number[]>(['sports_authority_year']);
  const exchange = followed<[SystemCount[], RejectionCount[]]>(['exchange_received_day', 'exchange_rejection_day']);
  const audit = followed<[AuditCounts[], Map<string, number[]>]>([
    'venue_year_stat',
    'venue_year_submission',
    'venue',
    'sports_authority',
    'sports_authority_year',
  ]);
  const flow = followed<FlowCounts[]>([
    'venue_flow_key',
    'venue_flow_late',
    'venue_schedule_slot',
    'calendar_day',
    'venue',
  ]);
  // Pieces in good repair are the state now (one entry for every year); repair times are per year.
  const equipment = followed<EquipmentCounts[]>(['facility_equipment', 'fix_report']);
  const repairs = followed<Map<string, number[]>>(['fix_report']);

  return async (asked) => {
    const now = app.clock();
    const currentYear = Number(shanghaiToday(now).slice(0, 4));
    const known = await years.get('years', () => dataHealthYears(app.db, currentYear));
    const year = asked ?? currentYear;
    if (!known.includes(year)) throw new ApiError(404, `${year} 年度暂无数据质量统计`);
    const cutoff = flowCutoff(year, now);
    const key = String(year);
    const [[received, rejected], [auditRows, auditTimes], flowRows, pieces, repairTimes, divisions] = await Promise.all(
      [
        exchange.get(key, () => Promise.all([receivedRows(app.db, year), rejectedRows(app.db, year)])),
        audit.get(key, () => Promise.all([auditCounts(app.db, year), auditDays(app.db, year)])),
        cutoff ? flow.get(`${key}/${cutoff.until}`, () => flowCounts(app.db, year, cutoff)) : Promise.resolve([]),
        equipment.get('pieces', () => equipmentCounts(app.db)),
        repairs.get(key, () => repairDays(app.db, year)),
        loadDivisions(app.db),
      ],
    );
    return presentDataHealth(year, known, cutoff?.until ?? null, divisions, {
      received,
      rejected,
      audit: auditRows,
      auditDays: auditTimes,
      flow: flowRows,
      equipment: pieces,
      repairDays: repairTimes,
    });
  };
}

const dataHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = dataHealthService(app);
  registerDataHealthPage(app, answer);

  app.get(
    '/api_/ow/dataHealth',
    {
      config: { auth: 'none' },
      schema: {
        summary: '数据质量公开：各省、各填报系统的数据接收、拒收、审核、客流推送与器材完好情况',
        tags: [TAG],
        querystring: DataHealthQuery,
        response: { 200: Envelope(DataHealth), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await answer(request.query.year)),
  );
};

export default dataHealthRoutes;
