/**
 * Migration 0030 (docs/decisions/data-exchange.md "Data health") on a database that already holds exchange
 * revisions: exchange_received_day is back-filled per Beijing day, system, entity and province, the province
 * taken from the item's countyCode, else its venue (organId); a tombstone counts under '' (the back-fill
 * reads revisions in id order and does not look up the state a tombstone removed). SQLite, or PostgreSQL
 * when DATABASE_URL is set.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0030 from '../src/db/migrations/0030-data-health.js';
import { insertDivisions } from './division-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertVenues } from './venue-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertDivisions(t);
  await insertVenues(t, [{ organ_id: 7, name: '回填测试场馆', organ_type: 2, county_code: '110101' }]);
});
afterAll(() => t.close());

const revision = (id: number, entity: string, receivedAt: string, state: object | null) => ({
  system: entity === 'facility' ? 'js365_equ' : 'app_sync_js365',
  entity,
  source_id: `s-${id}`,
  portal_id: id,
  received_at: receivedAt,
  state: state === null ? 'null' : JSON.stringify(state),
  deleted: state === null ? 1 : 0,
  app_key: 'ex_test',
  valid_from: receivedAt,
});

describe('migration 0030 back-fill', () => {
  it('counts the stored revisions per Beijing day, system, entity and province', async () => {
    const db = t.database.db;
    await db
      .insertInto('exchange_revision')
      .values([
        revision(1, 'facility', '2026-03-01T15:59:00.000Z', { countyCode: '330106' }), // 23:59 Beijing, 1 March
        revision(2, 'facility', '2026-03-01T16:00:00.000Z', { countyCode: '330106' }), // 00:00 Beijing, 2 March
        revision(3, 'facility', '2026-03-01T17:00:00.000Z', { countyCode: '330106' }),
        revision(4, 'venueYear', '2026-03-01T17:00:00.000Z', { organId: 7, year: 2025 }),
        revision(5, 'venueYear', '2026-03-01T17:00:00.000Z', null),
      ])
      .execute();
    const raw = db as unknown as Kysely<unknown>;
    await m0030.down(raw);
    await m0030.up(raw);
    const rows = await db
      .selectFrom('exchange_received_day')
      .select(['day', 'system', 'entity', 'province_code', 'row_count'])
      .orderBy(['day', 'entity', 'province_code'])
      .execute();
    expect(rows.map((r) => ({ ...r, row_count: Number(r.row_count) }))).toEqual([
      { day: '2026-03-01', system: 'js365_equ', entity: 'facility', province_code: '330000', row_count: 1 },
      { day: '2026-03-02', system: 'js365_equ', entity: 'facility', province_code: '330000', row_count: 2 },
      { day: '2026-03-02', system: 'app_sync_js365', entity: 'venueYear', province_code: '', row_count: 1 },
      { day: '2026-03-02', system: 'app_sync_js365', entity: 'venueYear', province_code: '110000', row_count: 1 },
    ]);
  });
});
