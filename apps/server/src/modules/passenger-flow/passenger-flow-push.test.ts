/**
 * POST /api/data/passengerFlow/push (spec §9; docs/passenger-flow-integration.md) with a fixed server clock:
 * the H:00:00-H:10:00 window to the second, the day boundary, idempotent repeats, corrections that move
 * the day total, concurrent pushes that lose nothing, keys (401/403), unknown venues (404), bad bodies
 * (400 naming the field) and the per-key rate limit (429).
 */
import { MAX_HOURLY_COUNT } from '@portal/contracts/passenger-flow.codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../content/content.test-support.js';
import { recordHourCount } from './flow-push.repository.js';
import { issueFlowKey, revokeFlowKey } from './flow-key.repository.js';
import { FLOW_PUSH_RATE_LIMIT_PER_MINUTE } from './passenger-flow.routes.js';
import {
  createFlowTestApp,
  insertFlowVenues,
  keyOf,
  numberedVenues,
  type FlowTestApp,
} from './passenger-flow.test-support.js';

/** 2026-05-01 18:05 Beijing time: inside the window of hour 17. */
const IN_WINDOW = '2026-05-01T10:05:00Z';
const body = (organId: number, count: number, hour = 17, flowDate = '2026-05-01') => ({
  organId,
  flowDate,
  hour,
  count,
});

let t: FlowTestApp;
beforeAll(async () => {
  t = await createFlowTestApp(IN_WINDOW);
  // 1-9: single-purpose venues; 100-149 and 200: concurrency; 300: rate limit; 400: keyless.
  await insertFlowVenues(t, [
    ...numberedVenues(1, 9),
    ...numberedVenues(100, 149),
    ...numberedVenues(200, 200),
    ...numberedVenues(300, 300),
    { organ_id: 400, name: '未接入场馆', organ_type: 1, county_code: '330106', keyless: true },
  ]);
});
afterAll(() => t.close());

const hourRow = (organId: number, flowDate: string, hour: number) =>
  t.database.db
    .selectFrom('venue_flow_hour')
    .selectAll()
    .where('organ_id', '=', organId)
    .where('flow_date', '=', flowDate)
    .where('hour', '=', hour)
    .executeTakeFirst();
const dayTotal = async (organId: number, flowDate = '2026-05-01') =>
  (
    await t.database.db
      .selectFrom('venue_flow_day')
      .select('total')
      .where('organ_id', '=', organId)
      .where('flow_date', '=', flowDate)
      .executeTakeFirst()
  )?.total;

describe('the push window (spec §9: 18:00:00-18:10:00 covers 17:00-18:00)', () => {
  it('accepts the count at 18:00:00, inside, and through 18:10:00', async () => {
    t.at('2026-05-01T10:00:00Z');
    const res = await t.push(body(1, 120), keyOf(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '客流数据已接收',
      data: {
        organId: 1,
        flowDate: '2026-05-01',
        hour: 17,
        count: 120,
        result: 'created',
        acceptedAt: '2026-05-01T10:00:00.000Z',
      },
    });
    expect(await hourRow(1, '2026-05-01', 17)).toEqual({
      organ_id: 1,
      flow_date: '2026-05-01',
      hour: 17,
      count: 120,
      pushed_at: '2026-05-01T10:00:00.000Z',
    });
    expect(await dayTotal(1)).toBe(120);
    t.at('2026-05-01T10:10:00.999Z');
    expect((await t.push(body(2, 7), keyOf(2))).json().data.result).toBe('created');
  });

  it('refuses one second before the full hour, saying why and from when', async () => {
    t.at('2026-05-01T09:59:59Z');
    const res = await t.push(body(3, 10), keyOf(3));
    expectError(
      res,
      409,
      '该时段（2026-05-01 17:00-18:00）尚未结束，整点前推送的客流数据不予接收；请于 2026-05-01 18:00:00 至 18:10:00（北京时间）推送',
    );
    expect(await hourRow(3, '2026-05-01', 17)).toBeUndefined();
    expect(await dayTotal(3)).toBeUndefined();
  });

  it('refuses one second after 18:10:00, saying the window closed and when', async () => {
    t.at('2026-05-01T10:10:01Z');
    expectError(
      await t.push(body(3, 10), keyOf(3)),
      409,
      '该时段（2026-05-01 17:00-18:00）的接收窗口已于 2026-05-01 18:10:00（北京时间）关闭（接收时间为 18:00:00 至 18:10:00），不再接收',
    );
    // A day long past and a day in the future are refused the same way.
    expectError(await t.push(body(3, 10, 17, '2025-05-01'), keyOf(3)), 409, '已于 2025-05-01 18:10:00（北京时间）关闭');
    expectError(await t.push(body(3, 10, 17, '2027-05-01'), keyOf(3)), 409, '请于 2027-05-01 18:00:00 至 18:10:00');
    expect(await dayTotal(3)).toBeUndefined();
  });

  it('takes hour 23 in the first ten minutes of the next day (the midnight case)', async () => {
    t.at('2026-05-01T15:59:59Z'); // 23:59:59 on 05-01
    expectError(await t.push(body(4, 30, 23), keyOf(4)), 409, '请于 2026-05-02 00:00:00 至 00:10:00（北京时间）推送');
    t.at('2026-05-01T16:06:00Z'); // 00:06 on 05-02
    const res = await t.push(body(4, 30, 23), keyOf(4));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ flowDate: '2026-05-01', hour: 23, result: 'created' });
    expect(await dayTotal(4, '2026-05-01')).toBe(30);
    expect(await dayTotal(4, '2026-05-02')).toBeUndefined();
    // Hour 0 of the new day has not ended yet; hour 23 read as the new day's is in the future.
    expectError(await t.push(body(4, 5, 0, '2026-05-02'), keyOf(4)), 409, '该时段（2026-05-02 00:00-01:00）尚未结束');
    expectError(await t.push(body(4, 5, 23, '2026-05-02'), keyOf(4)), 409, '请于 2026-05-03 00:00:00 至 00:10:00');
    t.at('2026-05-01T16:10:01Z');
    expectError(await t.push(body(4, 31, 23), keyOf(4)), 409, '已于 2026-05-02 00:10:00（北京时间）关闭');
  });
});

describe('idempotency and corrections', () => {
  it('answers unchanged for the same count again and writes nothing', async () => {
    t.at('2026-05-01T10:01:00Z');
    expect((await t.push(body(5, 80), keyOf(5))).json().data.result).toBe('created');
    const before = await hourRow(5, '2026-05-01', 17);
    t.at('2026-05-01T10:02:00Z');
    const again = await t.push(body(5, 80), keyOf(5));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      msg: '客流数据已接收（与已有数据相同，未作变更）',
      data: { result: 'unchanged', count: 80 },
    });
    expect(await hourRow(5, '2026-05-01', 17)).toEqual(before);
    expect(await dayTotal(5)).toBe(80);
  });

  it('lets the last count inside the window win and moves the day total by the difference', async () => {
    // Hour 16 pushed in its own window (17:00-17:10), then hour 17 twice in 18:00-18:10.
    t.at('2026-05-01T09:03:00Z');
    expect((await t.push(body(6, 40, 16), keyOf(6))).json().data.result).toBe('created');
    t.at('2026-05-01T10:01:00Z');
    await t.push(body(6, 100), keyOf(6));
    expect(await dayTotal(6)).toBe(140);
    t.at('2026-05-01T10:09:00Z');
    const fix = await t.push(body(6, 90), keyOf(6));
    expect(fix.json()).toMatchObject({
      msg: '客流数据已更正',
      data: { result: 'updated', count: 90, acceptedAt: '2026-05-01T10:09:00.000Z' },
    });
    expect((await hourRow(6, '2026-05-01', 17))?.count).toBe(90);
    expect(await dayTotal(6)).toBe(130);
    // Down to zero and back up.
    await t.push(body(6, 0), keyOf(6));
    expect(await dayTotal(6)).toBe(40);
    await t.push(body(6, MAX_HOURLY_COUNT), keyOf(6));
    expect(await dayTotal(6)).toBe(40 + MAX_HOURLY_COUNT);
  });
});

describe('concurrent pushes lose nothing', () => {
  it('50 venues pushing at once are all stored with their own counts', async () => {
    t.at(IN_WINDOW);
    const ids = Array.from({ length: 50 }, (_, i) => 100 + i);
    const responses = await Promise.all(ids.map((id) => t.push(body(id, id * 3), keyOf(id))));
    expect(responses.map((r) => r.json().data?.result)).toEqual(ids.map(() => 'created'));
    const hours = await t.database.db
      .selectFrom('venue_flow_hour')
      .select(['organ_id', 'count'])
      .where('organ_id', 'in', ids)
      .orderBy('organ_id')
      .execute();
    expect(hours).toEqual(ids.map((id) => ({ organ_id: id, count: id * 3 })));
    const days = await t.database.db
      .selectFrom('venue_flow_day')
      .select(['organ_id', 'total'])
      .where('organ_id', 'in', ids)
      .orderBy('organ_id')
      .execute();
    expect(days).toEqual(ids.map((id) => ({ organ_id: id, total: id * 3 })));
  });

  it('50 pushes of one venue and hour at once leave one row whose count is the day total', async () => {
    t.at(IN_WINDOW);
    const counts = Array.from({ length: 50 }, (_, i) => 1000 + (i % 5));
    const responses = await Promise.all(counts.map((count) => t.push(body(200, count), keyOf(200))));
    const results = responses.map((r) => r.json().data?.result as string);
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.every((r) => ['created', 'updated', 'unchanged'].includes(r))).toBe(true);
    const row = await hourRow(200, '2026-05-01', 17);
    expect(counts).toContain(row?.count);
    expect(await dayTotal(200)).toBe(row?.count);
  });

  it('concurrent writes of every hour of one venue-day add up exactly (no lost update of the day total)', async () => {
    const now = new Date(IN_WINDOW);
    const pushes = Array.from({ length: 24 }, (_, hour) => ({
      organId: 200,
      flowDate: '2026-04-30',
      hour,
      count: 10 + hour,
    }));
    const outcomes = await Promise.all([...pushes, ...pushes].map((p) => recordHourCount(t.database.db, p, now)));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(24);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(24);
    // Then 24 concurrent corrections (+5 each).
    await Promise.all(pushes.map((p) => recordHourCount(t.database.db, { ...p, count: p.count + 5 }, now)));
    const expected = pushes.reduce((sum, p) => sum + p.count + 5, 0);
    expect(await dayTotal(200, '2026-04-30')).toBe(expected);
  });
});

describe('keys and venues', () => {
  it('answers 401 without a key or with an unknown key, before looking at the body', async () => {
    t.at(IN_WINDOW);
    expectError(await t.push(body(7, 1), undefined), 401, '缺少场馆推送密钥（请求头 venue-key）');
    expectError(await t.push(body(7, 1), ''), 401, '缺少场馆推送密钥');
    expectError(await t.push(body(7, 1), 'not-a-key-of-ours-0000000000'), 401, '场馆推送密钥无效或已停用');
    expectError(await t.push(body(7, 1), 'short'), 401, '场馆推送密钥无效或已停用');
    expectError(await t.push({ organId: 'x' }, undefined), 401, '缺少场馆推送密钥');
    expect(await dayTotal(7)).toBeUndefined();
  });

  it("answers 403 for another venue's key and 404 for an unknown organId", async () => {
    t.at(IN_WINDOW);
    expectError(await t.push(body(7, 1), keyOf(8)), 403, '该推送密钥不属于场馆 7');
    expectError(await t.push(body(400, 1), keyOf(8)), 403, '不属于场馆 400');
    expectError(await t.push(body(999999, 1), keyOf(8)), 404, '场馆不存在或已删除');
    expect(await dayTotal(7)).toBeUndefined();
  });

  it('takes a rotated key at once and refuses the old one; a revoked key stops working', async () => {
    t.at(IN_WINDOW);
    const { key, replaced } = await issueFlowKey(t.database.db, 9, new Date(IN_WINDOW));
    expect(replaced).toBe(true);
    expect(key).toMatch(/^pf_[A-Za-z0-9_-]{43}$/);
    expectError(await t.push(body(9, 5), keyOf(9)), 401, '无效或已停用');
    expect((await t.push(body(9, 5), key)).json().data.result).toBe('created');
    const stored = await t.database.db
      .selectFrom('venue_flow_key')
      .select('key_hash')
      .where('organ_id', '=', 9)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.key_hash).not.toContain(key);
    expect(await revokeFlowKey(t.database.db, 9)).toBe(true);
    expectError(await t.push(body(9, 5), key), 401, '无效或已停用');
  });
});

describe('bad bodies answer 400 naming the field', () => {
  const cases: [string, unknown, string][] = [
    ['negative count', body(7, -1), '参数 count（客流人次）不合法：应为 0 到 100000 的整数'],
    ['absurd count', body(7, MAX_HOURLY_COUNT + 1), '参数 count（客流人次）不合法：应为 0 到 100000 的整数'],
    ['fractional count', body(7, 1.5), 'count（客流人次）'],
    ['count as text', { ...body(7, 1), count: '12' }, 'count（客流人次）'],
    ['count null', { ...body(7, 1), count: null }, 'count（客流人次）'],
    ['count true', { ...body(7, 1), count: true }, 'count（客流人次）'],
    ['hour 24', body(7, 1, 24), '参数 hour（统计时段）不合法：应为 0 到 23 的整数'],
    ['hour -1', body(7, 1, -1), 'hour（统计时段）'],
    ['hour as text', { ...body(7, 1), hour: '17' }, 'hour（统计时段）'],
    ['organId 0', body(0, 1), '参数 organId（场馆编号）不合法'],
    ['organId as text', { ...body(7, 1), organId: '7' }, 'organId（场馆编号）'],
    [
      'impossible date',
      body(7, 1, 17, '2026-02-30'),
      '参数 flowDate（统计日期）不合法：应为 YYYY-MM-DD 格式的有效日期（北京时间）',
    ],
    ['month 13', body(7, 1, 17, '2026-13-01'), 'flowDate（统计日期）'],
    ['short date', body(7, 1, 17, '2026-5-1'), 'flowDate（统计日期）'],
    ['date with time', body(7, 1, 17, '2026-05-01T17:00'), 'flowDate（统计日期）'],
    ['date as number', { ...body(7, 1), flowDate: 20260501 }, 'flowDate（统计日期）'],
    ['missing count', { organId: 7, flowDate: '2026-05-01', hour: 17 }, '参数 count（客流人次）不合法：不能为空'],
    [
      'extra field',
      { ...body(7, 1), venueName: 'x' },
      '参数 venueName 不合法：不允许的字段（只接受 organId、flowDate、hour、count）',
    ],
    ['array body', [body(7, 1)], '请求体应为 JSON 对象'],
  ];
  it.each(cases)('%s', async (_name, payload, message) => {
    t.at(IN_WINDOW);
    expectError(await t.push(payload, keyOf(7)), 400, message);
  });

  it('refuses malformed JSON and other content types', async () => {
    t.at(IN_WINDOW);
    expectError(
      await t.push(null, keyOf(7), { payload: '{"organId": 7,', contentType: 'application/json' }),
      400,
      '请求体不是合法的 JSON',
    );
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      expectError(
        await t.push(null, keyOf(7), { payload: 'organId=7&count=1', contentType }),
        400,
        '请求内容类型应为 application/json',
      );
    }
    expectError(
      await t.push(null, keyOf(7), { payload: 'null', contentType: 'application/json' }),
      400,
      '请求体应为 JSON 对象',
    );
    expect(await dayTotal(7)).toBeUndefined();
  });
});

describe('rate limit', () => {
  it(`allows ${FLOW_PUSH_RATE_LIMIT_PER_MINUTE} pushes a minute per known key, then answers 429`, async () => {
    t.at(IN_WINDOW);
    const statuses = [];
    for (let i = 0; i < FLOW_PUSH_RATE_LIMIT_PER_MINUTE; i += 1)
      statuses.push((await t.push(body(300, i), keyOf(300))).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectError(await t.push(body(300, 1), keyOf(300)), 429, '请求过于频繁');
  });

  it('puts random well-formed keys in the address bucket, so they cannot bypass the limit', async () => {
    t.at(IN_WINDOW);
    const statuses: number[] = [];
    for (let i = 0; i <= FLOW_PUSH_RATE_LIMIT_PER_MINUTE; i += 1)
      statuses.push((await t.push(body(8, 1), `guessed-key-${String(i).padStart(16, '0')}`)).statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    // A venue's stored key keeps its own budget.
    const other = await t.push(body(8, 1), keyOf(8));
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBe(String(FLOW_PUSH_RATE_LIMIT_PER_MINUTE));
  });
});
