/**
 * Data that looks current (the seed follows the seeding instant where a visitor sees "today"): seeded with a
 * fixed clock three weeks after REFERENCE_NOW, the passenger flow reaches that day up to the hours already
 * pushed (so /passengerflow shows today's flow after a fresh start), the 30 days before it, and still
 * October (the yearly figures read it); news and notices are of the recent weeks; the venue events and the
 * community games' races are ended, under way and upcoming as seen from that day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { PortalDatabase } from '../db/database.js';
import { createTestDatabase } from '../../test/test-app.js';
import { seedDatabase } from './seed.js';
import { dayNumber, isoDate } from './venue-opening/dates.js';

/** Tuesday 2026-11-24 09:30 in Beijing: three weeks after REFERENCE_NOW (2026-11-01 10:00). */
const CLOCK = new Date('2026-11-24T09:30:00+08:00');
const TODAY = '2026-11-24';

let handle: { database: PortalDatabase; drop(): Promise<void> };
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.database, loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }), { scale: 0.05, now: CLOCK });
});

afterAll(async () => {
  await handle?.drop();
});

describe('a seed made three weeks after REFERENCE_NOW', () => {
  it('has passenger flow for today up to the hours already pushed, and for the 30 days before', async () => {
    const hours = await db().selectFrom('venue_flow_hour').select(['flow_date', 'hour', 'pushed_at']).execute();
    const dates = [...new Set(hours.map((h) => h.flow_date))].sort();
    expect(dates.at(-1)).toBe(TODAY);
    const today = hours.filter((h) => h.flow_date === TODAY);
    expect(today.length).toBeGreaterThan(0);
    // At 09:30 the hours up to 07:00-08:00 have been pushed (each within minutes after it ends).
    expect(Math.max(...today.map((h) => h.hour))).toBeLessThanOrEqual(7);
    for (const h of hours) expect(Date.parse(h.pushed_at), `${h.flow_date} ${h.hour}`).toBeLessThanOrEqual(+CLOCK);
    // Every one of the 30 days before today, and October as before (2026-10-02 ..).
    for (let day = dayNumber(TODAY) - 30; day <= dayNumber(TODAY); day += 1) expect(dates).toContain(isoDate(day));
    expect(dates[0]).toBe('2026-10-02');
    const totals = await db()
      .selectFrom('venue_flow_day')
      .select(['flow_date'])
      .where('flow_date', '=', TODAY)
      .execute();
    expect(totals.length).toBeGreaterThan(0);
  });

  it('has venue matches and trainings that ended, are under way and are upcoming today', async () => {
    for (const table of ['venue_match', 'venue_training'] as const) {
      const rows = await db().selectFrom(table).select(['start_date', 'end_date']).execute();
      const ended = rows.filter((r) => r.end_date < TODAY).length;
      const ongoing = rows.filter((r) => r.start_date <= TODAY && r.end_date >= TODAY).length;
      const upcoming = rows.filter((r) => r.start_date > TODAY).length;
      expect({ table, ended: ended > 0, ongoing: ongoing > 0, upcoming: upcoming > 0 }).toEqual({
        table,
        ended: true,
        ongoing: true,
        upcoming: true,
      });
    }
  });

  it('has news and notices of the recent weeks, none published after the seeding moment', async () => {
    for (const table of ['news', 'notice'] as const) {
      const times = (await db().selectFrom(table).select('publish_time').execute()).map((r) =>
        Date.parse(r.publish_time),
      );
      const newest = Math.max(...times);
      expect(newest, table).toBeLessThanOrEqual(+CLOCK);
      expect(+CLOCK - newest, `${table}: newest within two weeks`).toBeLessThanOrEqual(15 * 86_400_000);
    }
  });

  it('has community-games races that ended, are under way and are upcoming today', async () => {
    const races = await db().selectFrom('games_race').select(['start_date', 'end_date']).execute();
    expect(races.some((r) => r.end_date < TODAY)).toBe(true);
    expect(races.some((r) => r.start_date <= TODAY && r.end_date >= TODAY)).toBe(true);
    expect(races.some((r) => r.start_date > TODAY)).toBe(true);
  });
});
