/**
 * Per-address limits of the public feedback calls (docs/decisions/feedback.md "Feedback"): the status look-up
 * (brute force of the phone tail) answers 429 past LOOKUP_LIMIT_PER_10_MIN from one address, while another
 * address is unaffected; submissions count against the address only once their challenge verified, junk
 * against a separate, larger budget (docs/decisions/security.md N5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReceipt } from '@portal/contracts/feedback';
import { LOOKUP_FIRST_DELAY_MS, LOOKUP_FREE_TRIES } from '../../db/lookup-lock.js';
import { ATTEMPT_LIMIT_PER_10_MIN, LOOKUP_LIMIT_PER_10_MIN, SUBMIT_LIMIT_PER_10_MIN } from './feedback.routes.js';
import { createFeedbackTestApp, sampleFields, type FeedbackTestApp } from './feedback.test-support.js';

let t: FeedbackTestApp;
beforeAll(async () => {
  t = await createFeedbackTestApp();
});
afterAll(async () => t.close());

const lookUp = (remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api1/ruoyi/message/feedback/track?acceptNo=FK20261121ABCDEFGHJK&phoneTail=1234',
    headers: { 'session-id': t.token },
    remoteAddress,
  });

it('limits look-ups per address', async () => {
  for (let i = 0; i < LOOKUP_LIMIT_PER_10_MIN; i++) expect((await lookUp('10.1.1.1')).statusCode).toBe(404);
  const refused = await lookUp('10.1.1.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 429, data: null });
  expect((await lookUp('10.1.1.2')).statusCode).toBe(404);
});

const post = (remoteAddress: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api1/ruoyi/message/feedback/post/public?${new URLSearchParams(query).toString()}`,
    headers: { 'session-id': t.token },
    remoteAddress,
  });
const fields = (content: string) =>
  Object.fromEntries(Object.entries(sampleFields({ content })).map(([k, v]) => [k, String(v)]));

it('counts junk apart: after SUBMIT_LIMIT_PER_10_MIN invalid posts a solved challenge still gets through', async () => {
  for (let i = 0; i < SUBMIT_LIMIT_PER_10_MIN; i++) {
    const junk = await post('10.2.2.2', { ...fields(`无验证的第 ${i} 条`), altcha: 'forged' });
    expect(junk.statusCode).toBe(400);
  }
  const real = await post('10.2.2.2', { ...fields('有验证的一条'), altcha: await t.altcha() });
  expect(real.statusCode).toBe(200);
  expect(real.json()).toMatchObject({ code: 200, data: { duplicate: false } });
});

it('ends a flood of junk with 429 once the attempt budget is used', async () => {
  const statuses = new Set<number>();
  for (let i = 0; i < ATTEMPT_LIMIT_PER_10_MIN; i++) statuses.add((await post('10.3.3.3', { altcha: 'x' })).statusCode);
  expect(statuses).toEqual(new Set([400]));
  const refused = await post('10.3.3.3', { ...fields('洪水之后'), altcha: await t.altcha() });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 429, data: null });
}, 60_000);

describe('the 受理编号 look-up lock (db/lookup-lock.ts)', () => {
  const trackFrom = (acceptNo: string, tail: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api1/ruoyi/message/feedback/track?acceptNo=${acceptNo}&phoneTail=${tail}`,
      headers: { 'session-id': t.token },
      remoteAddress,
    });

  it('evaluates exactly LOOKUP_FREE_TRIES of 200 concurrent wrong tails', async () => {
    const { acceptNo } = (await t.submit(sampleFields({ content: '并发锁定' }))).json<{ data: FeedbackReceipt }>().data;
    // Each from its own address, so the per-address limit plays no part.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => trackFrom(acceptNo, String(1000 + i), `10.50.${i >> 8}.${i & 255}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LOOKUP_FREE_TRIES - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - (LOOKUP_FREE_TRIES - 1));
    const row = await t.database.db
      .selectFrom('feedback')
      .select('lookup_failures')
      .where('accept_no', '=', acceptNo)
      .executeTakeFirstOrThrow();
    expect(Number(row.lookup_failures)).toBe(LOOKUP_FREE_TRIES);
  });

  it('locks with a growing delay rather than an hour, and a right tail clears it', async () => {
    const { acceptNo } = (await t.submit(sampleFields({ content: '递增等待' }))).json<{ data: FeedbackReceipt }>().data;
    for (let i = 1; i < LOOKUP_FREE_TRIES; i++)
      expect((await trackFrom(acceptNo, '0000', '10.51.0.1')).statusCode).toBe(404);
    const locked = await trackFrom(acceptNo, '0000', '10.51.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toContain(`${LOOKUP_FIRST_DELAY_MS / 60_000} 分钟`);
    expect((await trackFrom(acceptNo, '5678', '10.51.0.3')).statusCode).toBe(429);
    t.clock.advance(LOOKUP_FIRST_DELAY_MS);
    // One more wrong try once the delay ran out: the next delay doubles.
    const again = await trackFrom(acceptNo, '0000', '10.51.0.4');
    expect(again.json().msg).toContain(`${(2 * LOOKUP_FIRST_DELAY_MS) / 60_000} 分钟`);
    t.clock.advance(LOOKUP_FIRST_DELAY_MS);
    expect((await trackFrom(acceptNo, '5678', '10.51.0.5')).statusCode).toBe(429);
    t.clock.advance(LOOKUP_FIRST_DELAY_MS);
    expect((await trackFrom(acceptNo, '5678', '10.51.0.6')).statusCode).toBe(200);
    expect((await trackFrom(acceptNo, '0000', '10.51.0.7')).statusCode).toBe(404);
  });
});
