/**
 * Per-address limits of the public feedback calls (docs/ARCHITECTURE.md "Feedback"): the status look-up
 * (brute force of the phone tail) answers 429 past LOOKUP_LIMIT_PER_10_MIN from one address, while another
 * address is unaffected.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOOKUP_LIMIT_PER_10_MIN } from './feedback.routes.js';
import { createFeedbackTestApp, type FeedbackTestApp } from './feedback.test-support.js';

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
