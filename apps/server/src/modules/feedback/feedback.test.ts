/**
 * Feedback submission and look-up (spec §7 POST /api1/ruoyi/message/feedback/post/public and /venue, fields
 * as query parameters; GET .../challenge and .../track). Runs on SQLite, or PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReceipt, FeedbackTrack } from '@portal/contracts/feedback';
import { DUPLICATE_WINDOW_MS } from './feedback.service.js';
import { LOOKUP_FREE_TRIES } from '../../db/lookup-lock.js';
import { createFeedbackTestApp, sampleFields, VENUE_CHAOYANG, type FeedbackTestApp } from './feedback.test-support.js';

let t: FeedbackTestApp;
beforeAll(async () => {
  t = await createFeedbackTestApp();
});
afterAll(async () => t.close());

const track = (acceptNo: string, phoneTail: string) =>
  t.get(`/api1/ruoyi/message/feedback/track?acceptNo=${acceptNo}&phoneTail=${phoneTail}`);

describe('submitting feedback', () => {
  it('acknowledges a public submission with a random 受理编号 and stores it', async () => {
    const res = await t.submit(sampleFields({ content: '公众反馈一' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; msg: string; data: FeedbackReceipt }>();
    expect(body).toMatchObject({ code: 200, msg: '反馈已受理', data: { status: 'accepted', duplicate: false } });
    expect(body.data.acceptNo).toMatch(/^FK20261121[2-9A-HJKMNP-TV-Z]{10}$/);
    expect(body.data.createTime).toBe(t.clock.now.toISOString());
    expect(JSON.stringify(body)).not.toContain('13812345678');
    const row = await t.database.db
      .selectFrom('feedback')
      .selectAll()
      .where('accept_no', '=', body.data.acceptNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'suggest', phone: '13812345678', name: '刘女士', organ_id: null });
    const other = (await t.submit(sampleFields({ content: '公众反馈二' }))).json<{ data: FeedbackReceipt }>();
    expect(other.data.acceptNo.slice(0, 10)).toBe(body.data.acceptNo.slice(0, 10));
    expect(other.data.acceptNo).not.toBe(body.data.acceptNo);
  });

  it('takes a venue submission with the venue, and refuses an unknown venue naming organId', async () => {
    const res = await t.submit(
      sampleFields({ content: '场馆反馈', organId: VENUE_CHAOYANG, type: 'complaint' }),
      'venue',
    );
    expect(res.statusCode).toBe(200);
    const acceptNo = res.json<{ data: FeedbackReceipt }>().data.acceptNo;
    const row = await t.database.db
      .selectFrom('feedback')
      .select('organ_id')
      .where('accept_no', '=', acceptNo)
      .executeTakeFirst();
    expect(row?.organ_id).toBe(VENUE_CHAOYANG);

    const unknown = await t.submit(sampleFields({ content: '不存在的场馆', organId: 424242 }), 'venue');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('参数 organId 不合法：场馆不存在或已删除');
    const missing = await t.submit(sampleFields({ content: '缺少场馆' }), 'venue');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('organId');
  });

  it.each([
    ['blank title', { title: '' }, 'title', '不能为空'],
    ['white-space title', { title: '   ' }, 'title', '不能为空'],
    ['blank content', { content: '' }, 'content', '不能为空'],
    ['blank name', { name: ' ' }, 'name', '不能为空'],
    ['blank phone', { phone: '' }, 'phone', '不能为空'],
    ['51-character title', { title: '标'.repeat(51) }, 'title', '长度不能超过 50 个字符'],
    ['2,001-character content', { content: '长'.repeat(2001) }, 'content', '长度不能超过 2000 个字符'],
    ['21-character name', { name: '名'.repeat(21) }, 'name', '长度不能超过 20 个字符'],
    ['short phone', { phone: '12345' }, 'phone', '应为 11 位手机号'],
    ['phone not starting 1', { phone: '23812345678' }, 'phone', '应为 11 位手机号'],
    ['unknown type', { type: 'praise' }, 'type', '取值不在允许范围内'],
  ])('refuses a %s with 400 naming the field', async (_label, override, field, reason) => {
    const res = await t.submit(sampleFields(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`参数 ${field} 不合法`);
    expect(res.json().msg).toContain(reason);
  });

  it('accepts 2,000 characters of content and a landline', async () => {
    const res = await t.submit(sampleFields({ content: '满'.repeat(2000), phone: '010-87654321' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing, forged or reused challenge naming altcha', async () => {
    const missing = await t.submit(sampleFields({ content: '无验证', altcha: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('参数 altcha 不合法：请先完成人机验证');

    const solved = await t.altcha();
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = `${decoded.solution.derivedKey.slice(0, -2)}${decoded.solution.derivedKey.endsWith('00') ? '01' : '00'}`;
    const forged = await t.submit(
      sampleFields({ content: '伪造', altcha: Buffer.from(JSON.stringify(decoded)).toString('base64') }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('参数 altcha 不合法：人机验证结果无效，请重新验证');

    const first = await t.submit(sampleFields({ content: '第一次', altcha: solved }));
    expect(first.statusCode).toBe(200);
    const again = await t.submit(sampleFields({ content: '第二次', altcha: solved }));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('参数 altcha 不合法：该人机验证结果已使用，请重新验证');
  });

  it('answers the same phone and content within the window with the earlier number', async () => {
    const fields = sampleFields({ content: '重复  提交\n测试' });
    const first = (await t.submit(fields)).json<{ data: FeedbackReceipt }>().data;
    const second = (await t.submit({ ...fields, content: '重复 提交 测试' })).json<{ data: FeedbackReceipt }>().data;
    expect(second).toEqual({ ...first, duplicate: true });
    const otherPhone = (await t.submit({ ...fields, phone: '13912345678' })).json<{ data: FeedbackReceipt }>().data;
    expect(otherPhone.acceptNo).not.toBe(first.acceptNo);
    t.clock.advance(DUPLICATE_WINDOW_MS + 1000);
    const later = (await t.submit(fields)).json<{ data: FeedbackReceipt }>().data;
    expect(later.duplicate).toBe(false);
    expect(later.acceptNo).not.toBe(first.acceptNo);
  });

  it('names the venue of the venue form, 404 for an unknown one', async () => {
    const res = await t.get(`/api1/ruoyi/message/feedback/venue/${VENUE_CHAOYANG}`);
    expect(res.json().data).toEqual({ organId: VENUE_CHAOYANG, name: '朝阳区全民健身中心' });
    expect((await t.get('/api1/ruoyi/message/feedback/venue/424242')).statusCode).toBe(404);
  });

  it('needs a session like every data call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api1/ruoyi/message/feedback/challenge' });
    expect(res.statusCode).toBe(401);
  });
});

describe('looking a submission up', () => {
  it('shows status and details with the number and the last four digits, phone masked, no name', async () => {
    const receipt = (await t.submit(sampleFields({ content: '查询测试', organId: VENUE_CHAOYANG }), 'venue')).json<{
      data: FeedbackReceipt;
    }>().data;
    const res = await track(receipt.acceptNo, '5678');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: FeedbackTrack }>().data;
    expect(data).toMatchObject({
      acceptNo: receipt.acceptNo,
      status: 'accepted',
      title: '建议延长夜间开放时间',
      content: '查询测试',
      venue: { organId: VENUE_CHAOYANG, name: '朝阳区全民健身中心' },
      phone: '138****5678',
      reply: null,
      processTime: null,
    });
    expect(JSON.stringify(data)).not.toContain('刘女士');
    expect(JSON.stringify(data)).not.toContain('13812345678');
  });

  it('answers an unknown number and a wrong tail alike, and locks a number after repeated wrong tails', async () => {
    const receipt = (await t.submit(sampleFields({ content: '锁定测试' }))).json<{ data: FeedbackReceipt }>().data;
    const unknown = await track('FK20261121ABCDEFGHJK', '5678');
    expect(unknown.statusCode).toBe(404);
    const wrong = await track(receipt.acceptNo, '0000');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().msg).toBe(unknown.json().msg);
    for (let i = 1; i < LOOKUP_FREE_TRIES - 1; i++)
      expect((await track(receipt.acceptNo, '1111')).statusCode).toBe(404);
    expect((await track(receipt.acceptNo, '2222')).statusCode).toBe(429);
    // Locked: even the right tail waits.
    expect((await track(receipt.acceptNo, '5678')).statusCode).toBe(429);
    t.clock.advance(61 * 60_000);
    expect((await track(receipt.acceptNo, '5678')).statusCode).toBe(200);
  });

  it('refuses malformed look-up parameters naming the field', async () => {
    const res = await track('12345', '5678');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('acceptNo');
    const tail = await track('FK20261121ABCDEFGHJK', '56a8');
    expect(tail.json().msg).toContain('phoneTail');
  });
});
