/**
 * An acknowledged repair report survives `kill -9` of the server (as feedback-durability.test.ts): the
 * database is seeded at the tests' scale first, the built server runs as a child process
 * (test-support/portal-server.ts), a visitor files a report with a photo through real HTTP (multipart),
 * the process group is killed with SIGKILL right after the answer, and a new server on the same database
 * finds the report by 受理编号 + phone tail, with its photo. SQLite by default;
 * a fresh PostgreSQL schema when DATABASE_URL is postgres://.
 */
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FixReportReceipt, FixReportTrack } from '@portal/contracts/facility';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { publicLogin, type Envelope } from '../../../../../test-support/portal-api.js';
import { crashTestDatabase, crashTestServers, seedCrashTestDatabase } from '../../../test/crash-test-database.js';
import { jpegWithGps, multipartBody } from './facility.test-support.js';

let databaseUrl: string;
let cleanup: () => Promise<void>;
let equipmentId: number;

beforeAll(async () => {
  ({ databaseUrl, cleanup } = await crashTestDatabase('portal-fix-report-'));
  const piece = await seedCrashTestDatabase(databaseUrl, (db) =>
    db
      .selectFrom('facility_equipment')
      .select('id')
      .where('open_reports', '=', 0)
      .where('condition', '=', 'normal')
      .orderBy('id')
      .executeTakeFirstOrThrow(),
  );
  equipmentId = Number(piece!.id);
}, 120_000);

afterAll(async () => {
  await stopAll();
  await cleanup();
});

const { start, stopAll } = crashTestServers(() => databaseUrl);

it('finds an acknowledged report and its photo after kill -9 and a restart', async () => {
  const first = await start();
  const token = await publicLogin(first.baseUrl);
  const headers = { 'session-id': token, 'device-id': 'web' };
  const challenge = (await (
    await fetch(`${first.baseUrl}/api/data/fixReport/challenge`, { headers })
  ).json()) as Envelope<Challenge>;
  const { payload, contentType } = multipartBody(
    {
      altcha: await solveAltcha(challenge.data),
      equipmentId: String(equipmentId),
      faultType: 'broken',
      description: '坐垫断裂，无法使用。',
      phone: '13900004321',
    },
    [{ filename: 'broken.jpg', contentType: 'image/jpeg', bytes: await jpegWithGps() }],
  );
  const response = await fetch(`${first.baseUrl}/api/data/fixReport`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body: payload,
  });
  const receipt = (await response.json()) as Envelope<FixReportReceipt>;
  expect(response.status, JSON.stringify(receipt)).toBe(200);
  expect(receipt.data.reportNo).toMatch(/^BX\d{8}/);

  await first.kill();

  const second = await start();
  const token2 = await publicLogin(second.baseUrl);
  const track = await fetch(
    `${second.baseUrl}/api/data/fixReport/track?reportNo=${receipt.data.reportNo}&phoneTail=4321`,
    { headers: { 'session-id': token2, 'device-id': 'web' } },
  );
  expect(track.status).toBe(200);
  const found = ((await track.json()) as Envelope<FixReportTrack>).data;
  expect(found).toMatchObject({
    reportNo: receipt.data.reportNo,
    equipmentId,
    status: 'accepted',
    phone: '139****4321',
    photoCount: 1,
    description: '坐垫断裂，无法使用。',
  });
}, 180_000);
