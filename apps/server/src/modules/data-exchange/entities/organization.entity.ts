/**
 * Exchange entity `organization` (contracts exchange/organization.ts; owner js365_equ): a
 * fitness_organization row; category = the kind code's hundreds (ORGANIZATION_KIND_CODES). The list
 * totals (modules/fitness-organization/organization-counts.ts) are a read model over the table, rebuilt
 * on every instance when the command bumps it. Deleting removes the organisation's service records too.
 */
import { categoryOfKind, ORGANIZATION_KIND_CODES } from '@portal/contracts/fitness-organization.codes';
import { organizationEntity, type OrganizationItem } from '@portal/contracts/exchange/organization';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';
import { areaColumns } from './place.js';
import { searchTermsAfterBatch } from './search-terms.js';

function check(item: OrganizationItem): Rejection | undefined {
  if (!ORGANIZATION_KIND_CODES.includes(item.kind)) return { field: 'kind', reason: '组织类型代码不存在' };
  return undefined;
}

function rowOf(item: OrganizationItem, ctx: EntityContext) {
  return {
    category: categoryOfKind(item.kind),
    kind: item.kind,
    name: item.name,
    ...areaColumns(item.countyCode, ctx),
    address: item.address,
    founded_year: item.foundedYear,
    member_count: item.memberCount,
    supervisor: item.supervisor,
    contact_phone: item.contactPhone,
    meeting_time: item.meetingTime ?? null,
    meeting_place: item.meetingPlace ?? null,
    introduction: item.introduction,
  };
}

export default defineEntity({
  contract: organizationEntity,
  tables: ['fitness_organization', 'organization_service_record', 'site_search_term'],
  check,
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('fitness_organization')
      .values(rowOf(item, ctx))
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('fitness_organization', id);
    return id;
  },
  async update(id, item, ctx) {
    await ctx.trx.updateTable('fitness_organization').set(rowOf(item, ctx)).where('id', '=', id).execute();
    ctx.upserted('fitness_organization', id);
  },
  async remove(id, ctx) {
    const records = await ctx.trx
      .deleteFrom('organization_service_record')
      .where('organization_id', '=', id)
      .returning('id')
      .execute();
    for (const r of records) ctx.deleted('organization_service_record', r.id);
    await ctx.trx.deleteFrom('fitness_organization').where('id', '=', id).execute();
    ctx.deleted('fitness_organization', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size").
  afterBatch: searchTermsAfterBatch('fitness_organization', 'organization'),
});
