/**
 * The event and video endpoints over the seeded data: every seeded row presents
 * (statuses agree with the dates and a fixed clock, place names are filled in, the default order
 * holds across a page), the sports filter lists are non-empty, and videos come newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { eventStatus } from '../venue/event-status.js';

const NOW = new Date('2026-05-10T02:00:00.000Z');
const TODAY = shanghaiToday(NOW);
const RANK = { ongoing: 0, upcoming: 1, ended: 2 } as const;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => NOW });
  token = await t.publicToken();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

interface Item {
  id: number;
  startDate: string;
  endDate: string;
  status: keyof typeof RANK;
  sport: string;
  venue: { organId: number; areaName: string; isLarge: boolean };
}

describe.each(['match', 'training'])('seeded %s data', (kind) => {
  it('presents a full page in the documented order, statuses matching the dates', async () => {
    const page = await get(`/api/data/v2/venue/${kind}/search?pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    const list = page.list as Item[];
    for (const item of list) {
      expect(item.status).toBe(eventStatus(item.startDate, item.endDate, TODAY));
      expect(item.startDate <= item.endDate).toBe(true);
      expect(item.venue.areaName).not.toBe('');
    }
    const ranks = list.map((i) => RANK[i.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('lists the sports, and each filters to a non-empty list', async () => {
    const sports = (await get(`/api/data/v2/venue/${kind}/sports`)) as string[];
    expect(sports.length).toBeGreaterThan(0);
    const filtered = await get(`/api/data/v2/venue/${kind}/search?sport=${encodeURIComponent(sports[0]!)}`);
    expect(filtered.total).toBeGreaterThan(0);
    expect((filtered.list as Item[]).every((i) => i.sport === sports[0])).toBe(true);
  });

  it('answers the detail of a listed event and a large venue year list', async () => {
    const first = ((await get(`/api/data/v2/venue/${kind}/search?pageSize=1`)).list as Item[])[0]!;
    expect((await get(`/api/data/v2/venue/${kind}/${first.id}`)).descriptionHtml).toEqual(expect.any(String));
    const large = ((await get(`/api/data/v2/venue/${kind}/search?pageSize=100`)).list as Item[]).find(
      (i) => i.venue.isLarge,
    );
    if (large) {
      const year = Number(large.startDate.slice(0, 4));
      const own = await get(
        `/api/data/large/venue/${kind}/find/detail?organId=${large.venue.organId}&year=${year}&pageSize=100`,
      );
      expect((own.list as Item[]).map((i) => i.id)).toContain(large.id);
    }
  });
});

describe('seeded videos', () => {
  it('lists videos newest first', async () => {
    const page = await get('/api/data/venue/video/list?pageSize=50');
    expect(page.total).toBeGreaterThan(0);
    const times = (page.list as { publishTime: string }[]).map((v) => v.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});
