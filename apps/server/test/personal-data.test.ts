/**
 * The PIPL field table (docs/personal-data.md) as a test over every public answer: each GET operation of
 * the OpenAPI document is called with the public token (ids 1-3 for path parameters, the first page for
 * paged lists) on the seeded data, and no answer may carry a personal field the table keeps from the
 * public: a citizen's full phone (feedback, repair reports), an instructor's full certificate number, an
 * ID-card number, a body measurement, an instructor's dated whereabouts or coordinates, a token or a
 * stored hash. Operations come from the live document, so a new route is checked as soon as it exists.
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

/** An 18-character 居民身份证号码 (GB 11643): 17 digits and a digit or X, not inside a longer number. */
const ID_NUMBER = /(?<![0-9])[1-9][0-9]{16}[0-9Xx](?![0-9])/;
/** Keys of body measurements (体质测定): never in a public answer. */
const BODY_MEASUREMENT = /"(bmi|bodyFat|vitalCapacity|bloodPressure|heartRate|heightCm|weightKg)"\s*:/i;

let t: TestApp;
let token: string;
let secrets: Array<{ what: string; value: string }>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  token = await t.publicToken();
  const db = t.database.db;
  const citizenPhones = [
    ...(await db.selectFrom('feedback').select('phone').execute()).map((r) => r.phone),
    ...(await db.selectFrom('fix_report').select('phone').where('phone', 'is not', null).execute()).map(
      (r) => r.phone ?? '',
    ),
  ];
  const certificates = (await db.selectFrom('sport_guider').select('certificate_no').execute()).map(
    (r) => r.certificate_no,
  );
  const hashes = [
    ...(await db.selectFrom('account').select('password_hash').execute()).map((r) => r.password_hash),
    ...(await db.selectFrom('venue_flow_key').select('key_hash').limit(50).execute()).map((r) => r.key_hash),
  ];
  secrets = [
    ...citizenPhones.filter(Boolean).map((value) => ({ what: 'citizen phone', value })),
    ...certificates.map((value) => ({ what: 'certificate number', value })),
    ...hashes.map((value) => ({ what: 'stored hash', value })),
    { what: 'session token', value: token },
  ];
}, 180_000);
afterAll(async () => {
  await t?.close();
});

it('finds the seeded personal data to look for', () => {
  const kinds = new Set(secrets.map((secret) => secret.what));
  expect(kinds).toEqual(new Set(['citizen phone', 'certificate number', 'stored hash', 'session token']));
});

it('lets no personal field of the table leave the server in any public answer', async () => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  let answered = 0;
  const leaks: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const get = item.get;
    if (!get) continue;
    const query = (get.parameters ?? [])
      .filter((p) => p.in === 'query' && ['pageNum', 'pageSize'].includes(p.name))
      .map((p) => `${p.name}=${p.name === 'pageNum' ? 1 : 50}`)
      .join('&');
    for (const id of [1, 2, 3]) {
      const url = `${path.replace(/\{[^}]+\}/g, String(id))}${query ? `?${query}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
      if (res.statusCode !== 200) continue;
      answered += 1;
      const body = res.body;
      for (const secret of secrets) if (body.includes(secret.value)) leaks.push(`${url}: ${secret.what}`);
      if (ID_NUMBER.test(body)) leaks.push(`${url}: ID-card number ${ID_NUMBER.exec(body)![0]}`);
      if (BODY_MEASUREMENT.test(body)) leaks.push(`${url}: body measurement`);
      if (path.includes('sportGuider/')) {
        // An instructor's answer: no coordinates, no dated service record.
        if (/"(lng|lat|longitude|latitude)"\s*:/.test(body)) leaks.push(`${url}: instructor location`);
        if (/"activities"|"activity_date"/.test(body)) leaks.push(`${url}: instructor's dated activities`);
      }
      if (!path.includes('{')) break;
    }
  }
  expect(answered).toBeGreaterThan(50);
  expect(leaks).toEqual([]);
}, 180_000);
