/**
 * Per-address limits of the public feedback calls (docs/ARCHITECTURE.md "Feedback"): the status look-up
 * (brute force of the phone tail) answers 429 past LOOKUP_LIMIT_PER_10_MIN from one address, while another
 * address is unaffected; submissions count against the address only once their challenge verified, junk
 * against a separate, larger budget (issue 28 N5).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
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
