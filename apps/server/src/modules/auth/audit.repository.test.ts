/**
 * audit.repository.ts: a row is written even when the client has gone (Fastify's `request.ip` is then
 * undefined), so a logout from a closed tab still leaves its audit row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { writeAudit } from './audit.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('writes the row with an empty address when the client address is unknown', async () => {
  await writeAudit(t.database.db, {
    time: new Date('2026-11-24T08:00:00Z'),
    action: 'logout',
    userName: 'agency_user',
    ip: undefined,
    result: 'ok',
  });
  const rows = await t.database.db.selectFrom('audit_log').select(['action', 'ip', 'user_name']).execute();
  expect(rows).toContainEqual({ action: 'logout', ip: '', user_name: 'agency_user' });
});
