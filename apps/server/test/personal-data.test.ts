/**
 * The PIPL field table (docs/personal-data.md) as a test over every public answer: each GET operation of
 * the OpenAPI document is called with the public token (ids 1-3 for path parameters, the first page for
 * paged lists) on the seeded data, and no answer may carry a personal field the table keeps from the
 * public: a citizen's full phone (feedback, repair reports), an instructor's full certificate number, an
 * ID-card number, a body measurement, an instructor's dated whereabouts or coordinates, a token or a
 * stored hash. Operations come from the live document, so a new route is checked as soon as it exists.
 * The agency column: every GET answered to an agency handler (national scope) carries the citizen's phone
 * masked too; the full number leaves only through the reveal operations (POST …/phone), each call audited
 * with the handler and the case and never the number.
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

/**
 * GET every operation of the document with `session` (ids 1-3, first pages) but those `skip` names; the URLs
 * answered 200 and their bodies.
 */
async function sweepGets(
  session: string,
  skip: (path: string) => boolean = () => false,
): Promise<Array<{ path: string; url: string; body: string }>> {
  const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  const answers: Array<{ path: string; url: string; body: string }> = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const get = item.get;
    if (!get || skip(path)) continue;
    const query = (get.parameters ?? [])
      .filter((p) => p.in === 'query' && ['pageNum', 'pageSize'].includes(p.name))
      .map((p) => `${p.name}=${p.name === 'pageNum' ? 1 : 50}`)
      .join('&');
    for (const id of [1, 2, 3]) {
      const url = `${path.replace(/\{[^}]+\}/g, String(id))}${query ? `?${query}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'session-id': session } });
      if (res.statusCode === 200) answers.push({ path, url, body: res.body });
      if (!path.includes('{')) break;
    }
  }
  return answers;
}

/** An agency session of seeded account `userName`. */
async function agencySession(userName: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data/agency/userLogin',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ userName, password: t.config.seedAgencyPassword }),
  });
  return res.json<{ data: { sessionToken: string } }>().data.sessionToken;
}

it('gives an agency handler the phone masked in every answer, the full number only by an audited reveal', async () => {
  const session = await agencySession('agency_admin');
  const phones = secrets.filter((secret) => secret.what === 'citizen phone').map((secret) => secret.value);
  // Not the logout (a GET by spec §6), which would end the session the sweep reads with.
  const answers = await sweepGets(session, (path) => path.endsWith('/logout'));
  expect(answers.filter((a) => a.path.includes('feedback') || a.path.includes('fixReport')).length).toBeGreaterThan(2);
  const leaks = answers.flatMap((a) => (phones.some((phone) => a.body.includes(phone)) ? [a.url] : []));
  expect(leaks).toEqual([]);

  // The reveal operations of the document are the table's two, and each call is audited without the number.
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const reveals = Object.keys(document.paths).filter((path) => path.endsWith('/phone') && document.paths[path]!.post);
  expect(reveals.sort()).toEqual([
    '/api/data/fixReport/inbox/{reportNo}/phone',
    '/api1/ruoyi/message/feedback/{id}/phone',
  ]);
  const db = t.database.db;
  const feedback = await db.selectFrom('feedback').select(['id', 'phone']).orderBy('id').executeTakeFirstOrThrow();
  const report = await db
    .selectFrom('fix_report')
    .select(['report_no', 'phone'])
    .where('phone', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const [url, phone, record] of [
    [`/api1/ruoyi/message/feedback/${feedback.id}/phone`, feedback.phone, `id=${feedback.id}`],
    [`/api/data/fixReport/inbox/${report.report_no}/phone`, report.phone, `reportNo=${report.report_no}`],
  ] as const) {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'session-id': session } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { phone: string } }>().data.phone).toBe(phone);
    const audit = await db
      .selectFrom('audit_log')
      .select(['user_name', 'detail', 'time'])
      .where('action', 'like', '%_phone_reveal')
      .where('detail', 'like', `%${record}%`)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ user_name: 'agency_admin' })]);
  }
  const details = (await db.selectFrom('audit_log').select('detail').execute()).map((r) => r.detail);
  expect(details.filter((detail) => phones.some((phone) => detail.includes(phone)))).toEqual([]);
}, 180_000);

it('lets no personal field of the table leave the server in any public answer', async () => {
  const answers = await sweepGets(token);
  const leaks: string[] = [];
  for (const { path, url, body } of answers) {
    for (const secret of secrets) if (body.includes(secret.value)) leaks.push(`${url}: ${secret.what}`);
    if (ID_NUMBER.test(body)) leaks.push(`${url}: ID-card number ${ID_NUMBER.exec(body)![0]}`);
    if (BODY_MEASUREMENT.test(body)) leaks.push(`${url}: body measurement`);
    if (path.includes('sportGuider/')) {
      // An instructor's answer: no coordinates, no dated service record.
      if (/"(lng|lat|longitude|latitude)"\s*:/.test(body)) leaks.push(`${url}: instructor location`);
      if (/"activities"|"activity_date"/.test(body)) leaks.push(`${url}: instructor's dated activities`);
    }
  }
  expect(answers.length).toBeGreaterThan(50);
  expect(leaks).toEqual([]);
}, 180_000);
