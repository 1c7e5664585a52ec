/**
 * Exchange entity `buildProject` (contracts exchange/build-project.ts; owner js365_build): a build_project
 * row. The dates must follow the status (a project in building has started, a completed one was accepted,
 * one in use opened) and run in order; the subsidy cannot exceed the investment. Deleting removes the
 * project and its timeline (build_project_progress).
 */
import { buildProjectEntity, type BuildProjectItem } from '@portal/contracts/exchange/build-project';
import { BUILD_STATUS_NAMES, BUILD_STATUSES } from '@portal/contracts/build-project.codes';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';
import { areaColumns } from './place.js';
import { checkDays } from './days.js';
import { searchTermsAfterBatch } from './search-terms.js';

/** The date each status needs, in the order a project passes them. */
const STATUS_DATES = [
  ['building', 'startDate', '开工日期'],
  ['completed', 'completedDate', '竣工日期'],
  ['inUse', 'inUseDate', '投入使用日期'],
] as const;

function check(item: BuildProjectItem): Rejection | undefined {
  const reached = BUILD_STATUSES.indexOf(item.status);
  for (const [status, field, label] of STATUS_DATES)
    if (reached >= BUILD_STATUSES.indexOf(status) && item[field] === undefined)
      return { field, reason: `项目状态为“${BUILD_STATUS_NAMES[item.status]}”时${label}不能为空` };
  const order = checkDays(item, ['approvedDate', 'startDate', 'completedDate', 'inUseDate']);
  if (order) return order;
  if (item.centralSubsidy > item.totalInvestment) return { field: 'centralSubsidy', reason: '中央补助不能超过总投资' };
  return undefined;
}

function rowOf(item: BuildProjectItem, ctx: EntityContext) {
  return {
    kind: item.kind,
    name: item.name,
    ...areaColumns(item.countyCode, ctx),
    address: item.address,
    lng: item.lng,
    lat: item.lat,
    year: item.year,
    status: item.status,
    approved_date: item.approvedDate,
    start_date: item.startDate ?? null,
    completed_date: item.completedDate ?? null,
    in_use_date: item.inUseDate ?? null,
    total_investment: item.totalInvestment,
    central_subsidy: item.centralSubsidy,
    fund_source: item.fundSource,
    area: item.area,
    facilities: JSON.stringify(item.facilities),
    content: item.content,
    responsible_unit: item.responsibleUnit,
  };
}

export default defineEntity({
  contract: buildProjectEntity,
  tables: ['build_project', 'build_project_progress', 'site_search_term'],
  check,
  sameName: (name, ctx) =>
    ctx.trx.selectFrom('build_project').select(['id', 'lng', 'lat']).where('name', '=', name).execute(),
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('build_project')
      .values({ ...rowOf(item, ctx), organ_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('build_project', id);
    return id;
  },
  async update(id, item, ctx) {
    await ctx.trx.updateTable('build_project').set(rowOf(item, ctx)).where('id', '=', id).execute();
    ctx.upserted('build_project', id);
  },
  async remove(id, ctx) {
    const progress = await ctx.trx
      .deleteFrom('build_project_progress')
      .where('project_id', '=', id)
      .returning('id')
      .execute();
    for (const row of progress) ctx.deleted('build_project_progress', row.id);
    await ctx.trx.deleteFrom('build_project').where('id', '=', id).execute();
    ctx.deleted('build_project', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size").
  afterBatch: searchTermsAfterBatch('build_project', 'buildProject'),
});
