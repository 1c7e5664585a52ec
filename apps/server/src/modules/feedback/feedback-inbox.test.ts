/**
 * The agency feedback inbox (docs/decisions/feedback.md "Feedback"): agency sessions only, scopes (all, division,
 * venue), filters, read -> 处理中, reply -> 已答复 (seen by the visitor), close -> 已办结, the audited reveal of the citizen's
 * full phone (docs/personal-data.md), and the audit trail. Runs on SQLite, or PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FeedbackInboxDetail,
  FeedbackInboxItem,
  FeedbackReceipt,
  FeedbackScope,
  FeedbackTrack,
} from '@portal/contracts/feedback';
import type { PageOf } from '@portal/contracts/paging';
import {
  createFeedbackTestApp,
  sampleFields,
  VENUE_CHAOYANG,
  VENUE_HANGZHOU,
  type FeedbackTestApp,
} from './feedback.test-support.js';

let t: FeedbackTestApp;
let admin: string; // scope all
let bureau: string; // scope area 110000 (北京市)
let venueManager: string; // scope venue VENUE_CHAOYANG
const numbers: Record<string, FeedbackReceipt> = {};

const list = async (token: string, query = '') => {
  const res = await t.get(`/api1/ruoyi/message/feedback/list?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PageOf<FeedbackInboxItem> }>().data;
};
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'session-id': token }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createFeedbackTestApp();
  await t.grantScope('agency_admin', { kind: 'all' });
  await t.grantScope('sports_bureau_bj', { kind: 'area', areaCode: '110000' });
  await t.grantScope('venue_filler', { kind: 'venue', organId: VENUE_CHAOYANG });
  const cases = {
    public: [sampleFields({ content: '公众咨询', type: 'consult' }), 'public'],
    chaoyang: [sampleFields({ content: '朝阳投诉', type: 'complaint', organId: VENUE_CHAOYANG }), 'venue'],
    hangzhou: [sampleFields({ content: '西湖纠错', type: 'correction', organId: VENUE_HANGZHOU }), 'venue'],
  } as const;
  for (const [key, [fields, variant]] of Object.entries(cases)) {
    numbers[key] = (await t.submit(fields, variant)).json<{ data: FeedbackReceipt }>().data;
    t.clock.advance(60 * 60_000);
  }
  // After the clock moved: agency sessions end after 30 idle minutes.
  admin = await t.agencyToken('agency_admin');
  bureau = await t.agencyToken('sports_bureau_bj');
  venueManager = await t.agencyToken('venue_filler');
});
afterAll(async () => t.close());

const idOf = async (key: string) =>
  (
    await t.database.db
      .selectFrom('feedback')
      .select('id')
      .where('accept_no', '=', numbers[key]!.acceptNo)
      .executeTakeFirstOrThrow()
  ).id;

describe('who sees what', () => {
  it('refuses the public token and a missing session', async () => {
    expect((await t.get('/api1/ruoyi/message/feedback/list')).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api1/ruoyi/message/feedback/list' });
    expect(none.statusCode).toBe(401);
  });

  it('gives the national account everything, newest first, names shown and phones masked', async () => {
    const page = await list(admin);
    expect(page.total).toBe(3);
    expect(page.list.map((i) => i.acceptNo)).toEqual(
      ['hangzhou', 'chaoyang', 'public'].map((k) => numbers[k]!.acceptNo),
    );
    expect(page.list[0]).toMatchObject({
      name: '刘女士',
      phone: '138****5678',
      venue: { organId: VENUE_HANGZHOU, name: '西湖区体育馆' },
    });
    expect(JSON.stringify(page)).not.toContain('13812345678');
  });

  it('gives a division account the venue feedback of its division only', async () => {
    const page = await list(bureau);
    expect(page.list.map((i) => i.acceptNo)).toEqual([numbers.chaoyang!.acceptNo]);
    const scope = (await t.get('/api1/ruoyi/message/feedback/scope', bureau)).json<{ data: FeedbackScope }>().data;
    expect(scope).toEqual({ kind: 'area', label: '北京市场馆的意见反馈', venues: [] });
  });

  it('gives a venue manager its venues only, and hides other cases as 404', async () => {
    expect((await list(venueManager)).list.map((i) => i.acceptNo)).toEqual([numbers.chaoyang!.acceptNo]);
    const scope = (await t.get('/api1/ruoyi/message/feedback/scope', venueManager)).json<{ data: FeedbackScope }>()
      .data;
    expect(scope).toMatchObject({ kind: 'venue', venues: [{ organId: VENUE_CHAOYANG, name: '朝阳区全民健身中心' }] });
    const other = await t.get(`/api1/ruoyi/message/feedback/${await idOf('hangzhou')}`, venueManager);
    expect(other.statusCode).toBe(404);
    const reply = await post(venueManager, `/api1/ruoyi/message/feedback/${await idOf('public')}/reply`, {
      reply: '越权',
    });
    expect(reply.statusCode).toBe(404);
  });

  it('gives an account without scope nothing', async () => {
    await t.database.db.deleteFrom('feedback_scope').where('kind', '=', 'area').execute();
    expect((await list(bureau)).total).toBe(0);
    const scope = (await t.get('/api1/ruoyi/message/feedback/scope', bureau)).json<{ data: FeedbackScope }>().data;
    expect(scope.kind).toBe('none');
    await t.grantScope('sports_bureau_bj', { kind: 'area', areaCode: '110000' });
  });
});

describe('filters', () => {
  it('filters by status, type, venue and Beijing dates', async () => {
    expect((await list(admin, 'type=correction')).list.map((i) => i.acceptNo)).toEqual([numbers.hangzhou!.acceptNo]);
    expect((await list(admin, `organId=${VENUE_CHAOYANG}`)).total).toBe(1);
    expect((await list(admin, 'status=accepted')).total).toBe(3);
    expect((await list(admin, 'status=replied')).total).toBe(0);
    // Submitted 2026-11-21 06:00Z, 07:00Z and 08:00Z: all on Beijing day 2026-11-21.
    expect((await list(admin, 'startDate=2026-11-21&endDate=2026-11-21')).total).toBe(3);
    expect((await list(admin, 'startDate=2026-11-22')).total).toBe(0);
    expect((await list(admin, 'pageSize=2&pageNum=2')).list).toHaveLength(1);
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['pageSize=101', 'pageSize'],
      ['startDate=2026-13-01', 'startDate'],
      ['startDate=2026-11-22&endDate=2026-11-21', 'endDate'],
    ]) {
      const res = await t.get(`/api1/ruoyi/message/feedback/list?${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
  });
});

describe('handling a case', () => {
  it('reads (处理中), replies (已答复, the visitor reads it), closes (已办结), each audited', async () => {
    const id = await idOf('chaoyang');
    const read = await t.get(`/api1/ruoyi/message/feedback/${id}`, venueManager);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: FeedbackInboxDetail }>().data).toMatchObject({
      status: 'processing',
      content: '朝阳投诉',
      name: '刘女士',
    });

    const visitor = () =>
      t.get(`/api1/ruoyi/message/feedback/track?acceptNo=${numbers.chaoyang!.acceptNo}&phoneTail=5678`);
    expect((await visitor()).json<{ data: FeedbackTrack }>().data.status).toBe('processing');

    expect(
      (await post(venueManager, `/api1/ruoyi/message/feedback/${id}/reply`, { reply: '  ' })).json().msg,
    ).toContain('reply');
    const replied = await post(venueManager, `/api1/ruoyi/message/feedback/${id}/reply`, {
      reply: '已安排延长至 22:00。',
    });
    expect(replied.statusCode).toBe(200);
    const track = (await visitor()).json<{ data: FeedbackTrack }>().data;
    expect(track).toMatchObject({ status: 'replied', reply: '已安排延长至 22:00。', replyUnit: '朝阳区全民健身中心' });
    expect(track.replyTime).not.toBeNull();

    const closed = await post(venueManager, `/api1/ruoyi/message/feedback/${id}/close`);
    expect(closed.json<{ data: FeedbackInboxDetail }>().data.status).toBe('closed');
    expect((await post(venueManager, `/api1/ruoyi/message/feedback/${id}/close`)).statusCode).toBe(409);
    expect((await post(venueManager, `/api1/ruoyi/message/feedback/${id}/reply`, { reply: '再答复' })).statusCode).toBe(
      409,
    );
    expect((await visitor()).json<{ data: FeedbackTrack }>().data.status).toBe('closed');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'result', 'detail'])
      .where('action', 'like', 'feedback_%')
      .where('user_name', '=', 'venue_filler')
      .orderBy('id')
      .execute();
    const actions = audit.map((a) => `${a.action}:${a.result}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'feedback_list:ok',
        'feedback_read:ok',
        'feedback_reply:ok',
        'feedback_close:ok',
        'feedback_close:closed',
        'feedback_read:not_found',
      ]),
    );
    expect(audit.find((a) => a.action === 'feedback_reply' && a.result === 'ok')?.detail).toBe(
      `id=${id} acceptNo=${numbers.chaoyang!.acceptNo}`,
    );
    expect(JSON.stringify(audit)).not.toMatch(/13812345678|刘女士/);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await t.get('/api1/ruoyi/message/feedback/999999', admin)).statusCode).toBe(404);
    expect((await t.get('/api1/ruoyi/message/feedback/abc', admin)).statusCode).toBe(400);
  });
});

describe("revealing the citizen's phone to call back", () => {
  it('gives a handler in scope the full number, audits who and which case, never the number', async () => {
    const id = await idOf('chaoyang');
    const url = `/api1/ruoyi/message/feedback/${id}/phone`;
    expect((await post(t.token, url)).statusCode).toBe(403);
    // Outside the venue manager's scope (Hangzhou): 404 like a missing case, audited as not_found.
    expect((await post(venueManager, `/api1/ruoyi/message/feedback/${await idOf('hangzhou')}/phone`)).statusCode).toBe(
      404,
    );
    const res = await post(bureau, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { phone: '13812345678' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'detail', 'result', 'time'])
      .where('action', '=', 'feedback_phone_reveal')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_name: 'sports_bureau_bj',
          detail: expect.stringContaining(`id=${id}`),
          result: 'ok',
        }),
        expect.objectContaining({ user_name: 'venue_filler', result: 'not_found' }),
      ]),
    );
    expect(rows.every((r) => typeof r.time === 'string' && r.time !== '')).toBe(true);
    const all = await t.database.db.selectFrom('audit_log').select('detail').execute();
    expect(all.every((r) => !r.detail.includes('13812345678'))).toBe(true);
  });
});
