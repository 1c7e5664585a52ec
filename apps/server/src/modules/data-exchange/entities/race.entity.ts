/**
 * Exchange entity `race` (contracts exchange/race.ts; owner app_sync_js365): a games_race row of an
 * existing games. Checked as the seed's races hold (db/tables/community-games.ts): registration ends
 * before the race starts, the race runs within the games' days, registered ≤ capacity. The race
 * snapshot (modules/community-games/race-snapshot.ts) is a read model over games_race, rebuilt on every
 * instance when the command bumps it. A race with results cannot be deleted.
 */
import { raceEntity, type RaceItem } from '@portal/contracts/exchange/race';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';
import { checkDays } from './days.js';
import { areaColumns } from './place.js';
import { searchTermsAfterBatch } from './search-terms.js';

async function check(item: RaceItem, ctx: EntityContext): Promise<Rejection | undefined> {
  const days =
    checkDays(item, ['registrationStart', 'registrationEnd', 'startDate', 'endDate']) ??
    (item.schedule.some((s) => checkDays(s, ['date']))
      ? { field: 'schedule', reason: '日程中的日期不存在' }
      : undefined);
  if (days) return days;
  if (item.registrationEnd >= item.startDate) return { field: 'registrationEnd', reason: '报名须在比赛开始前截止' };
  if (item.registered > item.capacity) return { field: 'registered', reason: '已报名人数不能超过名额' };
  const games = await ctx.trx
    .selectFrom('games')
    .select(['start_date', 'end_date'])
    .where('id', '=', item.gamesId)
    .executeTakeFirst();
  if (!games) return { field: 'gamesId', reason: '运动会不存在' };
  if (item.startDate < games.start_date || item.endDate > games.end_date)
    return { field: 'startDate', reason: `比赛日期须在运动会日期（${games.start_date} 至 ${games.end_date}）内` };
  return undefined;
}

function rowOf(item: RaceItem, ctx: EntityContext) {
  return {
    games_id: item.gamesId,
    name: item.name,
    sport: item.sport,
    level: item.level,
    ...areaColumns(item.countyCode, ctx),
    venue_name: item.venueName,
    address: item.address,
    lng: item.lng,
    lat: item.lat,
    organiser: item.organiser,
    start_date: item.startDate,
    end_date: item.endDate,
    registration_start: item.registrationStart,
    registration_end: item.registrationEnd,
    capacity: item.capacity,
    registered: item.registered,
    eligibility: item.eligibility,
    rules: item.rules,
    contact_name: item.contactName,
    contact_phone: item.contactPhone,
    schedule: JSON.stringify(item.schedule),
  };
}

export default defineEntity({
  contract: raceEntity,
  tables: ['games_race', 'site_search_term'],
  check,
  sameName: (name, ctx) =>
    ctx.trx.selectFrom('games_race').select(['id', 'lng', 'lat']).where('name', '=', name).execute(),
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('games_race')
      .values(rowOf(item, ctx))
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('games_race', id);
    return id;
  },
  async update(id, item, ctx) {
    await ctx.trx.updateTable('games_race').set(rowOf(item, ctx)).where('id', '=', id).execute();
    ctx.upserted('games_race', id);
  },
  async remove(id, ctx) {
    const result = await ctx.trx
      .selectFrom('games_result')
      .select('id')
      .where('race_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (result) return { field: 'deleted', reason: '该赛事已有成绩，不能删除' };
    await ctx.trx.deleteFrom('games_race').where('id', '=', id).execute();
    ctx.deleted('games_race', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size").
  afterBatch: searchTermsAfterBatch('games_race', 'race'),
});
