/**
 * The pre-publish check (prepublish-check.ts, personal-data-scan.ts): dictionary words by Aho-Corasick, ID
 * numbers only with a valid check digit, mobiles, bank cards only when they pass Luhn, images without alt,
 * and dead internal links (unknown page, missing record, missing file) against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../db/database.js';
import { createTestDatabase } from '../../../test/test-app.js';
import { passesLuhn, scanPersonalData, validIdNumber } from './personal-data-scan.js';
import { checkVersion, readWordFile, wordMatcher } from './prepublish-check.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('personal data', () => {
  it('takes an ID number only with a valid check digit and a real birth date', () => {
    expect(validIdNumber('11010519491231002X')).toBe(true);
    expect(validIdNumber('110105194912310021')).toBe(false); // wrong check digit
    expect(validIdNumber('11010519491331002X')).toBe(false); // month 13
  });

  it('finds mobiles and Luhn-valid cards, masks them, and does not report an ID number as a card', () => {
    expect(passesLuhn('6222021234567890123')).toBe(false);
    expect(passesLuhn('4111111111111111')).toBe(true);
    const hits = scanPersonalData(
      '电话13812345678，卡号4111111111111111，卡号4111111111111112，证件11010519491231002X，编号138123456789',
    );
    expect(hits.map((h) => [h.type, h.masked])).toEqual([
      ['mobile', '138****5678'],
      ['bank_card', '4111********1111'],
      ['id_number', '110105********002X'],
    ]);
  });
});

describe('checkVersion', () => {
  let database: PortalDatabase;
  let drop: () => Promise<void>;
  let newsId: number;
  let mediaId: number;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const db = database.db;
    newsId = (
      await db
        .insertInto('news')
        .values({
          title: 't',
          summary: '',
          source: '',
          author: '',
          category: '',
          content_html: '',
          publish_time: '2026-01-01T00:00:00.000Z',
          view_count: 0,
          cover_media_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    mediaId = (
      await db
        .insertInto('media')
        .values({
          file_name: 'a.png',
          mime: 'image/png',
          size: 1,
          body: Buffer.from([0]),
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => drop());

  const check = (body_html: string, title = '标题') =>
    checkVersion(database.db, 'https://www.example.gov.cn', { title, summary: '', body_html });

  it('finds the starter list serious mistakes with their correction', async () => {
    const findings = await check('<p>扫黑险恶专项斗争</p>', '中华人民共合国体育法');
    expect(findings.map((f) => [f.type, f.text])).toEqual([
      ['word', '中华人民共合国'],
      ['word', '扫黑险恶'],
    ]);
    expect(findings[1]!.message).toContain('扫黑除恶');
    expect(await check('<p>中华人民共和国体育法，扫黑除恶。</p>')).toEqual([]);
  });

  it('finds images without alt and dead internal links, and passes live ones and external ones', async () => {
    const live = [
      `<a href="/news/newsdetail?id=${newsId}">新闻</a>`,
      `<a href="https://www.example.gov.cn/news">新闻列表</a>`,
      `<a href="https://www.gov.cn/zhengce/">外部</a>`,
      `<img src="/api_/ow/file/${mediaId}" alt="图">`,
    ].join('');
    expect(await check(`<p>${live}</p>`)).toEqual([]);
    const dead = await check(
      `<p><a href="/news/newsdetail?id=${newsId + 1000}">a</a><a href="/no/such/page">b</a><img src="/api_/ow/file/${mediaId + 1000}" alt=""></p>`,
    );
    expect(dead.map((f) => [f.type, f.text])).toEqual([
      ['image_alt', `/api_/ow/file/${mediaId + 1000}`],
      ['dead_link', `/news/newsdetail?id=${newsId + 1000}`],
      ['dead_link', '/no/such/page'],
      ['dead_link', `/api_/ow/file/${mediaId + 1000}`],
    ]);
  });
});

describe('operators dictionary file', () => {
  it('reads its entries and refuses a malformed file naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-words-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ entries: [{ word: '新增词', suggest: '正确词' }] }));
    expect(
      wordMatcher(readWordFile(good))
        .search('有新增词')
        .map((m) => m.data),
    ).toEqual(['正确词']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ entries: [{ word: '' }] }));
    expect(() => readWordFile(bad)).toThrow(bad);
    expect(() => readWordFile(join(dir, 'none.json'))).toThrow('CMS_CHECK_WORDS_FILE');
  });
});
