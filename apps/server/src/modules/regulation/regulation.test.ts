/**
 * GET /api_/ow/regulation/list and /api_/ow/regulation/detail (spec §7): newest publish date first,
 * keyword over title / document number / issuing body (1, 2 and 3+ characters), year of the publish
 * date, category and status filters, bad input -> 400 naming the field, detail with sanitized HTML,
 * attachments and previous/next, unknown id -> 404 '政策法规不存在或已删除'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestApp,
  expectError,
  HOSTILE_HTML,
  insertAttachment,
  insertMedia,
  type ContentTestApp,
} from '../content/content.test-support.js';

interface Row {
  id: number;
  title: string;
  issuing_body: string;
  document_number: string;
  category: string;
  status: string;
  publish_date: string;
  effective_date: string;
  summary: string;
}

const FIXTURE: Omit<Row, 'id'>[] = [
  [
    '中华人民共和国体育法',
    '全国人民代表大会常务委员会',
    '主席令第一一四号',
    '法律',
    '现行有效',
    '2022-06-24',
    '2023-01-01',
  ],
  ['全民健身条例', '国务院', '国务院令第560号', '行政法规', '已修订', '2016-02-06', '2016-02-06'],
  ['全民健身计划（2021—2025年）', '国务院', '国发〔2021〕11号', '规范性文件', '现行有效', '2021-07-18', '2021-07-18'],
  [
    '公共体育场馆向社会免费或低收费开放补助资金管理办法',
    '财政部 国家体育总局',
    '财教〔2022〕3号',
    '部门规章',
    '现行有效',
    '2022-01-04',
    '2022-02-01',
  ],
  ['体育场馆运营管理办法', '国家体育总局', '体经字〔2015〕34号', '部门规章', '已废止', '2015-01-20', '2015-01-20'],
  [
    '关于推进体育公园建设的指导意见',
    '国家发展改革委 国家体育总局',
    '发改社会〔2021〕1497号',
    '规范性文件',
    '现行有效',
    '2021-10-25',
    '2021-10-25',
  ],
  [
    '社会体育指导员管理办法',
    '国家体育总局',
    '国家体育总局令第16号',
    '部门规章',
    '现行有效',
    '2011-10-09',
    '2011-11-09',
  ],
  [
    '全民健身场地设施建设补短板五年行动计划解读',
    '国家体育总局群体司',
    '体群字〔2022〕9号',
    '政策解读',
    '现行有效',
    '2022-06-24',
    '2022-06-24',
  ],
].map(([title, issuing_body, document_number, category, status, publish_date, effective_date]) => ({
  title: title!,
  issuing_body: issuing_body!,
  document_number: document_number!,
  category: category!,
  status: status!,
  publish_date: publish_date!,
  effective_date: effective_date!,
  summary: `${title}的要点摘要。`,
}));

let t: ContentTestApp;
let rows: Row[];
let ordered: Row[];

beforeAll(async () => {
  t = await createContentTestApp();
  rows = [];
  for (const [i, values] of FIXTURE.entries()) {
    const { id } = await t.database.db
      .insertInto('regulation')
      .values({ ...values, content_html: i === 2 ? HOSTILE_HTML : '<p>正文</p>', view_count: 10 + i })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push({ id, ...values });
  }
  ordered = [...rows].sort((a, b) =>
    a.publish_date === b.publish_date ? b.id - a.id : a.publish_date < b.publish_date ? 1 : -1,
  );
  const media = await insertMedia(t, '全民健身计划.pdf', 'application/pdf', '%PDF-1.7');
  await insertAttachment(t, 'regulation', rows[2]!.id, media, '全民健身计划.pdf', 0);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get(`/api_/ow/regulation/list?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: ({ id: number } & Record<string, unknown>)[]; total: number };
};
const ids = (items: { id: unknown }[]) => items.map((r) => r.id);
const enc = encodeURIComponent;

describe('GET /api_/ow/regulation/list', () => {
  it('lists newest publish date first (ties by id) with every list field', async () => {
    const data = await list('');
    expect(data.total).toBe(FIXTURE.length);
    expect(ids(data.list)).toEqual(ids(ordered));
    const row = rows[3]!;
    expect(data.list.find((r) => r.id === row.id)).toEqual({
      id: row.id,
      title: row.title,
      issuingBody: row.issuing_body,
      documentNumber: row.document_number,
      category: row.category,
      status: row.status,
      publishDate: row.publish_date,
      effectiveDate: row.effective_date,
      summary: row.summary,
    });
    const page = (await t.get('/api_/ow/regulation/list?pageNum=2&pageSize=3')).json().data;
    expect(page).toMatchObject({ total: FIXTURE.length, pageNum: 2, pageSize: 3 });
    expect(ids(page.list)).toEqual(ids(ordered.slice(3, 6)));
  });

  it.each([
    ['法', '1 character'],
    ['总局', '2 characters, issuing body'],
    ['国务院', '3 characters, issuing body'],
    ['〔2021〕', 'document number'],
    ['体群字', 'document number prefix'],
    ['全民健身', 'title'],
    ['要点摘要', 'summary is not searched'],
  ])('searches %s (%s) in title, document number and issuing body', async (keyword) => {
    const expected = ordered.filter((r) =>
      [r.title, r.document_number, r.issuing_body].some((v) => v.includes(keyword)),
    );
    const data = await list(`keyword=${enc(keyword)}`);
    expect(ids(data.list)).toEqual(ids(expected));
    expect(data.total).toBe(expected.length);
  });

  it('filters by publish year, category and status, alone and together', async () => {
    expect(ids((await list('year=2022')).list)).toEqual(ids(ordered.filter((r) => r.publish_date.startsWith('2022'))));
    expect(ids((await list(`category=${enc('部门规章')}`)).list)).toEqual(
      ids(ordered.filter((r) => r.category === '部门规章')),
    );
    for (const status of ['现行有效', '已修订', '已废止']) {
      expect(ids((await list(`status=${enc(status)}`)).list)).toEqual(ids(ordered.filter((r) => r.status === status)));
    }
    const both = ordered.filter(
      (r) => r.category === '部门规章' && r.status === '现行有效' && r.issuing_body.includes('总局'),
    );
    expect(both.length).toBe(2);
    expect(
      ids((await list(`category=${enc('部门规章')}&status=${enc('现行有效')}&keyword=${enc('总局')}`)).list),
    ).toEqual(ids(both));
  });

  it.each([
    ['status=有效', 'status'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageNum=abc', 'pageNum'],
    ['year=twenty', 'year'],
    [`keyword=${'法'.repeat(51)}`, 'keyword'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    expectError(await t.get(`/api_/ow/regulation/list?${encodeURI(query)}`), 400, field);
  });
});

describe('GET /api_/ow/regulation/detail', () => {
  it('answers the fields, sanitized HTML, attachments and neighbours', async () => {
    const row = rows[2]!;
    const data = (await t.get(`/api_/ow/regulation/detail?id=${row.id}`)).json().data;
    expect(data).toMatchObject({
      id: row.id,
      title: row.title,
      documentNumber: row.document_number,
      status: row.status,
      viewCount: 12,
    });
    expect(data.contentHtml).toContain('<h2>总则</h2>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:']) expect(data.contentHtml).not.toContain(bad);
    expect(data.attachments).toEqual([expect.objectContaining({ fileName: '全民健身计划.pdf', size: 8 })]);
    const k = ordered.findIndex((r) => r.id === row.id);
    expect(data.prev).toEqual({ id: ordered[k - 1]!.id, title: ordered[k - 1]!.title });
    expect(data.next).toEqual({ id: ordered[k + 1]!.id, title: ordered[k + 1]!.title });
  });

  it('has no previous for the newest and no next for the oldest', async () => {
    const newest = (await t.get(`/api_/ow/regulation/detail?id=${ordered[0]!.id}`)).json().data;
    expect(newest.prev).toBeNull();
    expect(newest.next).toEqual({ id: ordered[1]!.id, title: ordered[1]!.title });
    const oldest = (await t.get(`/api_/ow/regulation/detail?id=${ordered.at(-1)!.id}`)).json().data;
    expect(oldest.next).toBeNull();
    expect(oldest.prev).toEqual({ id: ordered.at(-2)!.id, title: ordered.at(-2)!.title });
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a session', async () => {
    expectError(await t.get('/api_/ow/regulation/detail?id=12345'), 404, '政策法规不存在或已删除');
    expectError(await t.get('/api_/ow/regulation/detail?id=abc'), 400, 'id');
    expectError(await t.get('/api_/ow/regulation/detail?id=1', {}), 401, '登录');
  });
});
