/**
 * The shared API suite of the article-like lists and details (news, notice): news.test.ts and
 * notice.test.ts run it with their table, path and label, so both endpoints are held to the same rules
 * (spec §7; DESIGN.md "API conventions"): paging math, newest-first order, keyword search with 1, 2 and
 * 3+ character Chinese queries, Asia/Shanghai publish year, category, bad input -> 400 naming the field,
 * sanitized detail HTML, attachments, previous/next at both ends, unknown id -> 404, no token -> 401.
 *
 * The fixture is 25 rows inserted in a shuffled order (so id order differs from time order), with two
 * rows sharing a publish time and two rows on either side of a Shanghai new-year midnight. Expected
 * answers are computed from the fixture in plain JS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleKind } from './article-content.js';
import {
  createContentTestApp,
  expectError,
  HOSTILE_HTML,
  insertAttachment,
  insertMedia,
  type ContentTestApp,
} from './content.test-support.js';

/** The suite runs for one article kind: its table, path prefix and label (as article-content.ts builds them). */
export type ArticleSuiteOptions = ArticleKind;

interface FixtureRow {
  id: number;
  title: string;
  summary: string;
  source: string;
  category: string;
  publish_time: string;
}

const TITLES = [
  '全民健身活动月在全国各地启动',
  '体育公园建设推进会召开',
  '冰雪运动进校园试点扩大',
  '社会体育指导员培训班开班',
  '公共体育场馆免费低收费开放评估结果公布',
  '健身步道建设标准征求意见',
];
const SUMMARIES = [
  '各地围绕群众身边的健身设施开展检查。',
  '会议部署下一阶段体育公园建设任务。',
  '覆盖率达到100%的地区将获表扬。',
  '培训内容包括科学健身指导与安全知识。',
];

/** Publish times: roughly every 37 days back from mid-2025, plus a tie and a Shanghai new-year pair. */
function publishTime(i: number): string {
  if (i === 21) return publishTime(20); // same instant as row 20: the id decides
  if (i === 22) return '2023-12-31T16:30:00.000Z'; // 2024-01-01 00:30 in Shanghai
  if (i === 23) return '2023-12-31T15:59:59.000Z'; // 2023-12-31 23:59:59 in Shanghai
  return new Date(Date.UTC(2025, 5, 1, 2, 0, 0) - i * 37 * 86_400_000).toISOString();
}

const shanghaiYear = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).getUTCFullYear();

/** Newest first, ties by id desc — the order every list and prev/next must follow. */
const listOrder = (a: FixtureRow, b: FixtureRow) =>
  a.publish_time === b.publish_time ? b.id - a.id : a.publish_time < b.publish_time ? 1 : -1;

export function describeArticleApi({ table, prefix, label }: ArticleSuiteOptions): void {
  let t: ContentTestApp;
  let rows: FixtureRow[];
  let ordered: FixtureRow[];
  let htmlRowId: number;
  let attachmentIds: number[];
  let coverMediaId: number;

  beforeAll(async () => {
    t = await createContentTestApp();
    coverMediaId = await insertMedia(t, 'cover.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    rows = [];
    // Insert in a shuffled order so that ids do not follow publish times.
    for (let k = 0; k < 25; k++) {
      const i = (k * 7) % 25;
      const values = {
        title: `${TITLES[i % TITLES.length]}（第${i + 1}期）`,
        summary: SUMMARIES[i % SUMMARIES.length]!,
        source: '国家体育总局群体司',
        author: `作者${i}`,
        category: i % 3 === 0 ? '地方动态' : '工作动态',
        content_html: i === 4 ? HOSTILE_HTML : `<p>第${i + 1}篇正文。</p>`,
        publish_time: publishTime(i),
        view_count: i,
        ...(table === 'news' ? { cover_media_id: i === 4 ? coverMediaId : null } : {}),
      };
      const { id } = await t.database.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      rows.push({ id, ...values });
      if (i === 4) htmlRowId = id;
    }
    ordered = [...rows].sort(listOrder);
    const pdf = await insertMedia(t, '实施方案（2025年）.pdf', 'application/pdf', '%PDF-1.4 test');
    const doc = await insertMedia(
      t,
      '报名表.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    );
    // Sort 2 then 1: the answer must follow `sort`, not insertion order.
    attachmentIds = [
      await insertAttachment(t, table, htmlRowId, pdf, '实施方案（2025年）.pdf', 2),
      await insertAttachment(t, table, htmlRowId, doc, '报名表.docx', 1),
    ];
    // Another table's attachment with the same owner id must not leak in.
    await insertAttachment(t, table === 'news' ? 'notice' : 'news', htmlRowId, pdf, '别处的附件.pdf', 0);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.get(`${prefix}/list${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      list: { id: number; title: string }[];
      total: number;
      pageNum: number;
      pageSize: number;
    };
  };
  const ids = (items: { id: number }[]) => items.map((r) => r.id);
  const kw = (text: string) => `keyword=${encodeURIComponent(text)}`;

  describe(`GET ${prefix}/list`, () => {
    it('answers page 1 of 10 newest first, with every list field', async () => {
      const data = await list('');
      expect(data).toMatchObject({ total: 25, pageNum: 1, pageSize: 10 });
      expect(ids(data.list)).toEqual(ids(ordered.slice(0, 10)));
      const withHtml = await list(`pageSize=100`);
      const item = withHtml.list.find((r) => r.id === htmlRowId)!;
      const row = rows.find((r) => r.id === htmlRowId)!;
      expect(item).toEqual({
        id: row.id,
        title: row.title,
        summary: row.summary,
        source: row.source,
        category: row.category,
        publishTime: row.publish_time,
        coverUrl: table === 'news' ? `/api_/ow/file/${coverMediaId}` : null,
      });
      expect(Object.keys(item)).not.toContain('contentHtml');
    });

    it('pages by pageNum and pageSize, with an empty list past the end', async () => {
      expect(ids((await list('pageNum=2&pageSize=7')).list)).toEqual(ids(ordered.slice(7, 14)));
      const last = await list('pageNum=3&pageSize=10');
      expect(ids(last.list)).toEqual(ids(ordered.slice(20)));
      expect(last).toMatchObject({ total: 25, pageNum: 3, pageSize: 10 });
      const beyond = await list('pageNum=9&pageSize=10');
      expect(beyond).toMatchObject({ list: [], total: 25, pageNum: 9 });
      expect(ids((await list('pageSize=100')).list)).toEqual(ids(ordered));
    });

    it('orders rows with the same publish time by id, newest id first', async () => {
      const all = ids((await list('pageSize=100')).list);
      const tied = rows
        .filter((r) => r.publish_time === publishTime(20))
        .map((r) => r.id)
        .sort((a, b) => b - a);
      expect(tied).toHaveLength(2);
      expect(all.indexOf(tied[0]!) + 1).toBe(all.indexOf(tied[1]!));
    });

    it.each([
      ['健', '1 character (LIKE)'],
      ['健身', '2 characters (LIKE)'],
      ['体育公园', '4 characters (trigram)'],
      ['科学健身指导', 'a phrase only in summaries'],
      ['%', 'a LIKE wildcard, matched literally'],
      ['00%', 'a wildcard in a trigram query'],
      ['马拉松', 'no match'],
    ])('searches titles and summaries for %s — %s', async (keyword) => {
      const expected = ordered.filter((r) => r.title.includes(keyword) || r.summary.includes(keyword));
      const data = await list(`pageSize=100&${kw(keyword)}`);
      expect(data.total).toBe(expected.length);
      expect(ids(data.list)).toEqual(ids(expected));
    });

    it('trims the keyword and treats a blank one as none', async () => {
      expect(ids((await list(`pageSize=100&${kw('  体育公园 ')}`)).list)).toEqual(
        ids((await list(`pageSize=100&${kw('体育公园')}`)).list),
      );
      expect((await list(kw('   '))).total).toBe(25);
      expect((await list('keyword=')).total).toBe(25);
    });

    it('filters by publish year in Asia/Shanghai', async () => {
      for (const year of [2023, 2024, 2025]) {
        const expected = ordered.filter((r) => shanghaiYear(r.publish_time) === year);
        const data = await list(`pageSize=100&year=${year}`);
        expect(ids(data.list)).toEqual(ids(expected));
        expect(data.total).toBe(expected.length);
      }
      const y2024 = ids((await list('pageSize=100&year=2024')).list);
      const y2023 = ids((await list('pageSize=100&year=2023')).list);
      expect(y2024).toContain(rows.find((r) => r.publish_time === '2023-12-31T16:30:00.000Z')!.id);
      expect(y2023).toContain(rows.find((r) => r.publish_time === '2023-12-31T15:59:59.000Z')!.id);
      expect((await list('year=1999')).total).toBe(0);
    });

    it('filters by category, and combines filters with paging', async () => {
      const local = ordered.filter((r) => r.category === '地方动态');
      expect(ids((await list(`pageSize=100&category=${encodeURIComponent('地方动态')}`)).list)).toEqual(ids(local));
      const combined = ordered.filter(
        (r) =>
          r.category === '工作动态' &&
          (r.title.includes('健身') || r.summary.includes('健身')) &&
          shanghaiYear(r.publish_time) === 2024,
      );
      expect(combined.length).toBeGreaterThan(2);
      const data = await list(
        `pageSize=2&pageNum=2&year=2024&${kw('健身')}&category=${encodeURIComponent('工作动态')}`,
      );
      expect(data.total).toBe(combined.length);
      expect(ids(data.list)).toEqual(ids(combined.slice(2, 4)));
    });

    it.each([
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      ['pageSize=1.5', 'pageSize'],
      ['pageNum=0', 'pageNum'],
      ['pageNum=-1', 'pageNum'],
      ['pageNum=x', 'pageNum'],
      ['year=abcd', 'year'],
      ['year=24', 'year'],
      ['year=20245', 'year'],
      [kw('健'.repeat(51)), 'keyword'],
      [`category=${'a'.repeat(51)}`, 'category'],
    ])('rejects %s with 400 naming %s', async (query, field) => {
      expectError(await t.get(`${prefix}/list?${query}`), 400, field);
    });

    it.each(['"', '""', 'a"b"c', '*)(', 'NEAR(a b)', '\\', '%_\\', '😀😀😀', "' or 1=1 --", '健身 OR 公园'])(
      'answers the odd keyword %s without an error',
      async (keyword) => {
        const data = await list(`pageSize=100&${kw(keyword)}`);
        expect(ids(data.list)).toEqual(
          ids(ordered.filter((r) => r.title.includes(keyword) || r.summary.includes(keyword))),
        );
      },
    );

    it('rejects control characters in the keyword with 400', async () => {
      expectError(await t.get(`${prefix}/list?keyword=%00ab`), 400, 'keyword');
      expectError(await t.get(`${prefix}/list?keyword=a%0Ab`), 400, 'keyword');
    });

    it('accepts a 50-character keyword', async () => {
      expect((await list(kw('健'.repeat(50)))).total).toBe(0);
    });

    it('needs a valid session-id', async () => {
      expectError(await t.get(`${prefix}/list`, {}), 401, '登录');
      expectError(await t.get(`${prefix}/list`, { 'session-id': 'forged-token' }), 401, '登录');
    });
  });

  describe(`GET ${prefix}/detail`, () => {
    const detail = async (id: number | string) => t.get(`${prefix}/detail?id=${id}`);

    it('answers every field, sanitized HTML and the attachments in order', async () => {
      const res = await detail(htmlRowId);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const row = rows.find((r) => r.id === htmlRowId)!;
      expect(data).toMatchObject({
        id: row.id,
        title: row.title,
        summary: row.summary,
        source: row.source,
        category: row.category,
        publishTime: row.publish_time,
        author: '作者4',
        viewCount: 4,
        coverUrl: table === 'news' ? `/api_/ow/file/${coverMediaId}` : null,
      });
      expect(data.contentHtml).toContain('<h2>总则</h2>');
      expect(data.contentHtml).toContain('第一条 正文内容。');
      expect(data.contentHtml).toContain('<img src="/api_/ow/file/1" alt="示意图" />');
      for (const bad of ['<script', 'alert', 'onerror', 'onclick', 'javascript:', 'style='])
        expect(data.contentHtml).not.toContain(bad);
      expect(data.attachments).toEqual([
        {
          id: attachmentIds[1],
          fileName: '报名表.docx',
          url: expect.stringMatching(/^\/api_\/ow\/file\/\d+$/),
          size: 4,
        },
        {
          id: attachmentIds[0],
          fileName: '实施方案（2025年）.pdf',
          url: expect.stringMatching(/^\/api_\/ow\/file\/\d+$/),
          size: 13,
        },
      ]);
    });

    it('links previous (newer) and next (older) in list order, null at both ends', async () => {
      const neighbours = async (id: number) => {
        const data = (await detail(id)).json().data;
        return { prev: data.prev, next: data.next };
      };
      const first = ordered[0]!;
      const last = ordered[ordered.length - 1]!;
      expect(await neighbours(first.id)).toEqual({
        prev: null,
        next: { id: ordered[1]!.id, title: ordered[1]!.title },
      });
      expect(await neighbours(last.id)).toEqual({
        prev: { id: ordered[23]!.id, title: ordered[23]!.title },
        next: null,
      });
      // Every row, including the two that share a publish time.
      for (let k = 1; k < ordered.length - 1; k++) {
        const n = await neighbours(ordered[k]!.id);
        expect([n.prev?.id, n.next?.id]).toEqual([ordered[k - 1]!.id, ordered[k + 1]!.id]);
      }
    });

    it(`answers 404 '${label}不存在或已删除' for an unknown id`, async () => {
      expectError(await detail(999999), 404, `${label}不存在或已删除`);
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999', ''])('rejects id=%s with 400 naming id', async (id) => {
      expectError(await detail(id), 400, 'id');
    });

    it('rejects a missing id with 400 naming id, and needs a session', async () => {
      expectError(await t.get(`${prefix}/detail`), 400, 'id');
      expectError(await t.get(`${prefix}/detail?id=${htmlRowId}`, {}), 401, '登录');
    });
  });
}
