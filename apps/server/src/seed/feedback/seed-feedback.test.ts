/** The seeded feedback examples and scopes: every seeded agency account finds cases; every status occurs. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedbackInboxItem, FeedbackTrack } from '@portal/contracts/feedback';
import type { PageOf } from '@portal/contracts/paging';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => t.close());

async function inbox(userName: string): Promise<PageOf<FeedbackInboxItem>> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/data/agency/userLogin',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ userName, password: t.config.seedAgencyPassword }),
  });
  const token = login.json<{ data: { sessionToken: string } }>().data.sessionToken;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api1/ruoyi/message/feedback/list?pageSize=100',
    headers: { 'session-id': token },
  });
  return res.json<{ data: PageOf<FeedbackInboxItem> }>().data;
}

it('gives every seeded agency account cases, the national one all of them in every status', async () => {
  const all = await inbox('agency_admin');
  const stored = await t.database.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(all.total).toBe(Number(stored.n));
  expect(new Set(all.list.map((i) => i.status))).toEqual(new Set(['accepted', 'processing', 'replied', 'closed']));
  const bureau = await inbox('sports_bureau_bj');
  const manager = await inbox('venue_filler');
  expect(manager.total).toBeGreaterThan(0);
  expect(bureau.total).toBeGreaterThanOrEqual(manager.total);
  expect(bureau.total).toBeLessThan(all.total);
});

it('lets a visitor look a seeded reply up', async () => {
  const row = await t.database.db
    .selectFrom('feedback')
    .select(['accept_no', 'phone', 'reply'])
    .where('status', '=', 'replied')
    .executeTakeFirstOrThrow();
  const token = await t.publicToken();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api1/ruoyi/message/feedback/track?acceptNo=${row.accept_no}&phoneTail=${row.phone.slice(-4)}`,
    headers: { 'session-id': token },
  });
  expect(res.json<{ data: FeedbackTrack }>().data).toMatchObject({ status: 'replied', reply: row.reply });
});
