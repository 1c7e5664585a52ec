/**
 * The shared API suite of the `{ id, name }` lists ordered by `sort` (guidance: footer entries; fitness
 * cases: the cases tab's sub-menu, spec §3 and §7): guidance.test.ts and fitness-case.test.ts run it.
 * Checks list order (sort asc, then id), paging, the detail with sanitized HTML, attachments of the
 * right owner type, previous/next at both ends, 404 for an unknown id, 400 for bad paging and bad ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestApp,
  expectError,
  HOSTILE_HTML,
  insertAttachment,
  insertMedia,
  type ContentTestApp,
} from './content.test-support.js';

export interface NamedSuiteOptions {
  table: 'guidance' | 'fitness_case';
  prefix: string;
  label: string;
  ownerType: string;
  /** Columns the table needs besides name, summary, content_html, publish_time and sort. */
  extraColumns: (i: number) => Record<string, unknown>;
  /** Fields every list item carries besides id, name, summary and publishTime, for row i. */
  extraFields: (i: number) => Record<string, unknown>;
}

interface Row {
  id: number;
  name: string;
  sort: number;
  i: number;
}

export function describeNamedContentApi(options: NamedSuiteOptions): void {
  const { table, prefix, label } = options;
  let t: ContentTestApp;
  let ordered: Row[];

  beforeAll(async () => {
    t = await createContentTestApp();
    const rows: Row[] = [];
    // Sorts 3, 1, 2, 1, 0, 2: ties on sort are broken by id.
    const sorts = [3, 1, 2, 1, 0, 2];
    for (let i = 0; i < sorts.length; i++) {
      const values = {
        name: `${label}条目${i + 1}`,
        summary: `第${i + 1}条摘要`,
        content_html: i === 0 ? HOSTILE_HTML : `<p>正文${i + 1}</p>`,
        publish_time: `2025-0${i + 1}-10T02:00:00.000Z`,
        sort: sorts[i]!,
        ...options.extraColumns(i),
      };
      const { id } = await t.database.db
        .insertInto(table)
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.push({ id, name: values.name, sort: values.sort, i });
    }
    ordered = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
    const media = await insertMedia(t, '指引.pdf', 'application/pdf', '%PDF');
    await insertAttachment(t, options.ownerType, rows[0]!.id, media, '指引.pdf', 0);
  });
  afterAll(() => t.close());

  describe(`GET ${prefix}/list`, () => {
    it('lists id and name (and the other fields) in sort order, paged', async () => {
      const res = await t.get(`${prefix}/list?pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ total: 6, pageNum: 1, pageSize: 100 });
      expect(data.list.map((r: Row) => r.id)).toEqual(ordered.map((r) => r.id));
      const first = ordered[0]!;
      expect(data.list[0]).toEqual({
        id: first.id,
        name: first.name,
        summary: `第${first.i + 1}条摘要`,
        publishTime: `2025-0${first.i + 1}-10T02:00:00.000Z`,
        ...options.extraFields(first.i),
      });
      const page2 = (await t.get(`${prefix}/list?pageNum=2&pageSize=4`)).json().data;
      expect(page2.list.map((r: Row) => r.id)).toEqual(ordered.slice(4).map((r) => r.id));
      expect(page2.total).toBe(6);
    });

    it.each(['pageSize=0', 'pageSize=101', 'pageSize=abc', 'pageNum=0'])(
      'rejects %s with 400 naming the field',
      async (query) => {
        expectError(await t.get(`${prefix}/list?${query}`), 400, query.split('=')[0]!);
      },
    );

    it('needs a session', async () => {
      expectError(await t.get(`${prefix}/list`, {}), 401, '登录');
    });
  });

  describe(`GET ${prefix}/detail`, () => {
    it('answers sanitized HTML, the attachments and neighbours in sort order', async () => {
      const hostile = ordered.find((r) => r.i === 0)!;
      const res = await t.get(`${prefix}/detail?id=${hostile.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: hostile.id, name: hostile.name, ...options.extraFields(0) });
      expect(data.contentHtml).toContain('<h2>总则</h2>');
      for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'style='])
        expect(data.contentHtml).not.toContain(bad);
      expect(data.attachments).toEqual([expect.objectContaining({ fileName: '指引.pdf', size: 4 })]);
      for (let k = 0; k < ordered.length; k++) {
        const d = (await t.get(`${prefix}/detail?id=${ordered[k]!.id}`)).json().data;
        expect(d.prev).toEqual(k === 0 ? null : { id: ordered[k - 1]!.id, title: ordered[k - 1]!.name });
        expect(d.next).toEqual(
          k === ordered.length - 1 ? null : { id: ordered[k + 1]!.id, title: ordered[k + 1]!.name },
        );
      }
    });

    it(`answers 404 '${label}不存在或已删除' for an unknown id and 400 for a bad id`, async () => {
      expectError(await t.get(`${prefix}/detail?id=424242`), 404, `${label}不存在或已删除`);
      for (const id of ['x', '0', '-1']) expectError(await t.get(`${prefix}/detail?id=${id}`), 400, 'id');
      expectError(await t.get(`${prefix}/detail`), 400, 'id');
    });
  });
}
