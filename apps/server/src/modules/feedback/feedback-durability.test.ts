/**
 * An acknowledged submission survives `kill -9` of the server (issue rules: docs/decisions/feedback.md "Feedback"):
 * the built server runs as a child process (test-support/portal-server.ts), a visitor submits through real
 * HTTP (2,000 Chinese characters in the query string, as spec §7 sends them), the process group is killed
 * with SIGKILL right after the answer, a new server starts on the same database and finds the submission
 * by 受理编号 + phone tail. SQLite by default; a fresh PostgreSQL schema when DATABASE_URL is postgres://.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import type { FeedbackReceipt, FeedbackTrack } from '@portal/contracts/feedback';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { publicLogin, type Envelope } from '../../../../../test-support/portal-api.js';
import { crashTestDatabase, crashTestServers } from '../../../test/crash-test-database.js';

let databaseUrl: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ databaseUrl, cleanup } = await crashTestDatabase('portal-feedback-'));
}, 60_000);

afterAll(async () => {
  await stopAll();
  await cleanup();
});

const { start, stopAll } = crashTestServers(() => databaseUrl);

it('finds an acknowledged submission after kill -9 and a restart', async () => {
  const first = await start();
  const token = await publicLogin(first.baseUrl);
  const headers = { 'session-id': token, 'device-id': 'web' };
  const challenge = (await (
    await fetch(`${first.baseUrl}/api1/ruoyi/message/feedback/challenge`, { headers })
  ).json()) as Envelope<Challenge>;
  const content = `${'体育馆夜间照明不足，'.repeat(200).slice(0, 1994)}请尽快维修。`;
  const query = new URLSearchParams({
    type: 'complaint',
    title: '夜间照明不足',
    content,
    name: '赵先生',
    phone: '13900001234',
    altcha: await solveAltcha(challenge.data),
  });
  const response = await fetch(`${first.baseUrl}/api1/ruoyi/message/feedback/post/public?${query}`, {
    method: 'POST',
    headers,
  });
  const receipt = (await response.json()) as Envelope<FeedbackReceipt>;
  expect(response.status).toBe(200);
  expect(receipt.data.acceptNo).toMatch(/^FK\d{8}/);

  await first.kill();

  const second = await start();
  const token2 = await publicLogin(second.baseUrl);
  const track = await fetch(
    `${second.baseUrl}/api1/ruoyi/message/feedback/track?acceptNo=${receipt.data.acceptNo}&phoneTail=1234`,
    { headers: { 'session-id': token2, 'device-id': 'web' } },
  );
  expect(track.status).toBe(200);
  const found = ((await track.json()) as Envelope<FeedbackTrack>).data;
  expect(found).toMatchObject({
    acceptNo: receipt.data.acceptNo,
    status: 'accepted',
    title: '夜间照明不足',
    phone: '139****1234',
  });
  expect(found.content).toBe(content);
  expect(content).toHaveLength(2000);
}, 120_000);
