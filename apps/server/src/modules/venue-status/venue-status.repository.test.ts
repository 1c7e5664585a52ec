/**
 * Loaders of the open-now engine on a real database (SQLite, or PostgreSQL with DATABASE_URL): batched
 * slots and closures per venue, the cached calendar and its reset, closures in force and of a year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import type { PortalDatabase } from '../../db/database.js';
import { computeOpenStatus } from './open-status.js';
import { CALENDAR, closure, sh, shIso, slot } from './opening.test-fixtures.js';
import {
  clearCalendarCache,
  loadCalendar,
  loadClosuresInForce,
  loadClosuresOfYear,
  loadOpening,
  loadStatuses,
} from './venue-status.repository.js';

let database: PortalDatabase;
let drop: () => Promise<void>;

const closures = {
  past: closure(1, '2026-01-10 00:00', '2026-01-12 00:00', '2025-12-20 09:00'),
  now: closure(2, '2026-03-02 00:00', '2026-03-04 00:00', '2026-02-27 09:00'),
  soon: closure(3, '2026-03-10 08:00', '2026-03-10 18:00', '2026-02-20 09:00'),
  far: closure(4, '2026-05-01 00:00', '2026-05-02 00:00', '2026-04-01 09:00'),
  nextYear: closure(5, '2027-01-01 00:00', '2027-01-02 00:00', '2026-12-01 09:00'),
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const db = database.db;
  await db
    .insertInto('venue_schedule_slot')
    .values([
      { organ_id: 1, ...row(slot(1, '09:00', '21:00', 'low')) },
      { organ_id: 1, ...row(slot(1, '06:00', '09:00', 'free', 'outdoor')) },
      { organ_id: 1, ...row(slot(5, '22:00', '02:00', 'paid')) },
      { organ_id: 2, ...row(slot(1, '08:00', '12:00', 'paid')) },
    ])
    .execute();
  await db
    .insertInto('venue_closure')
    .values(
      Object.values(closures).map((c) => ({
        id: c.id,
        organ_id: 1,
        start_time: c.startTime,
        end_time: c.endTime,
        reason: c.reason,
        announced_at: c.announcedAt,
      })),
    )
    .execute();
  await db
    .insertInto('calendar_day')
    .values([...CALENDAR].map(([day, e]) => ({ day, kind: e.kind, name: e.name })))
    .execute();
});
afterAll(() => drop());

function row(s: ReturnType<typeof slot>) {
  return {
    day_kind: s.dayKind,
    start_minute: s.startMinute,
    end_minute: s.endMinute,
    fee_kind: s.feeKind,
    area: s.area,
  };
}

describe('venue-status loaders', () => {
  it('loadOpening: every requested venue, its slots, and the closures overlapping the next 14 days', async () => {
    const openings = await loadOpening(database.db, [1, 2, 3, 1], sh('2026-03-02 10:00'));
    expect([...openings.keys()].sort()).toEqual([1, 2, 3]);
    expect(openings.get(1)!.slots).toEqual([
      slot(1, '06:00', '09:00', 'free', 'outdoor'),
      slot(1, '09:00', '21:00', 'low'),
      slot(5, '22:00', '02:00', 'paid'),
    ]);
    expect(openings.get(1)!.closures.map((c) => c.id)).toEqual([2, 3]);
    expect(openings.get(1)!.closures[0]).toEqual(closures.now);
    expect(openings.get(3)).toEqual({ slots: [], closures: [] });
    expect((await loadOpening(database.db, [], new Date())).size).toBe(0);
  });

  it('loadClosuresInForce: only the closure covering the instant (start inclusive, end exclusive)', async () => {
    expect((await loadClosuresInForce(database.db, [1, 2], sh('2026-03-03 12:00'))).get(1)?.map((c) => c.id)).toEqual([
      2,
    ]);
    expect((await loadClosuresInForce(database.db, [1], sh('2026-03-02 00:00'))).get(1)?.map((c) => c.id)).toEqual([2]);
    expect((await loadClosuresInForce(database.db, [1], sh('2026-03-04 00:00'))).get(1)).toBeUndefined();
  });

  it('loadClosuresOfYear: closures starting in that Asia/Shanghai year', async () => {
    expect((await loadClosuresOfYear(database.db, 1, 2026)).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    // 2027-01-01 00:00 in Shanghai is 2026-12-31T16:00Z: it belongs to 2027.
    expect((await loadClosuresOfYear(database.db, 1, 2027)).map((c) => c.id)).toEqual([5]);
  });

  it('loadCalendar: reads calendar_day once, until clearCalendarCache', async () => {
    const calendar = await loadCalendar(database.db);
    expect(calendar.get('2026-10-01')).toEqual({ kind: 'holiday', name: '国庆节' });
    expect(calendar.get('2026-09-20')).toEqual({ kind: 'workday', name: '国庆节调休' });
    await database.db
      .insertInto('calendar_day')
      .values({ day: '2026-03-03', kind: 'holiday', name: '测试假日' })
      .execute();
    expect((await loadCalendar(database.db)).get('2026-03-03')).toBeUndefined();
    clearCalendarCache(database.db);
    expect((await loadCalendar(database.db)).get('2026-03-03')).toEqual({ kind: 'holiday', name: '测试假日' });
    await database.db.deleteFrom('calendar_day').where('day', '=', '2026-03-03').execute();
    clearCalendarCache(database.db);
  });

  it('loadStatuses: the engine applied to each venue', async () => {
    const statuses = await loadStatuses(database.db, [1, 2], sh('2026-03-02 10:00'));
    expect(statuses.get(1)).toMatchObject({
      open: false,
      label: '闭馆公告期间',
      nextOpening: shIso('2026-03-06 22:00'),
    });
    expect(statuses.get(2)).toMatchObject({ open: true, feeKind: 'paid' });
    expect((await loadStatuses(database.db, [], new Date())).size).toBe(0);
  });

  it('loadStatuses (near slots first) equals the engine on the whole schedule', async () => {
    const calendar = await loadCalendar(database.db);
    for (const local of [
      '2026-03-02 07:00',
      '2026-03-02 10:00',
      '2026-03-06 23:00',
      '2026-03-07 01:00',
      '2026-03-09 06:30',
      '2026-03-10 12:00',
    ]) {
      const at = sh(local);
      const [statuses, openings] = await Promise.all([
        loadStatuses(database.db, [1, 2, 3], at),
        loadOpening(database.db, [1, 2, 3], at),
      ]);
      for (const id of [1, 2, 3]) expect(statuses.get(id)).toEqual(computeOpenStatus(openings.get(id)!, calendar, at));
    }
  });
});
