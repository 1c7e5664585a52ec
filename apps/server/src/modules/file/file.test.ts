/**
 * GET /api_/ow/file/{id}: no session needed; mime type, length, long-lived caching and ETag/304;
 * images inline, other files as attachments with a UTF-8 filename*; SVG locked down by its own CSP;
 * 404 envelope for an unknown id and 400 for a bad one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestApp,
  expectError,
  insertMedia,
  type ContentTestApp,
} from '../content/content.test-support.js';
import { contentDisposition } from './content-disposition.js';

let t: ContentTestApp;
let svg: number;
let png: number;
let pdf: number;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  t = await createContentTestApp();
  svg = await insertMedia(t, '场馆示意图.svg', 'image/svg+xml', SVG);
  png = await insertMedia(t, 'logo.png', 'image/png', PNG);
  pdf = await insertMedia(t, "2025年'体育'公园(名单).pdf", 'application/pdf', '%PDF-1.7 body');
});
afterAll(() => t.close());

const file = (id: number | string, headers: Record<string, string> = {}) => t.get(`/api_/ow/file/${id}`, headers);

describe('GET /api_/ow/file/{id}', () => {
  it('serves an image inline with its mime type, length, caching headers and no session', async () => {
    const res = await file(png);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const etag = (await file(png)).headers['etag'] as string;
    const res = await file(png, { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves SVG with a policy that forbids its scripts', async () => {
    const res = await file(svg);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.body).toBe(SVG);
  });

  it('serves other files as attachments with a UTF-8 file name', async () => {
    const res = await file(pdf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(encoded).not.toMatch(/['()]/);
    expect(decodeURIComponent(encoded)).toBe("2025年'体育'公园(名单).pdf");
  });

  it('answers a 404 envelope for an unknown id and 400 for a bad id', async () => {
    expectError(await file(987654), 404, '文件不存在或已删除');
    expectError(await file('abc'), 400, 'id');
    expectError(await file(0), 400, 'id');
  });
});

describe('contentDisposition', () => {
  it('keeps ASCII names readable and escapes quotes', () => {
    expect(contentDisposition('attachment', 'a "b".pdf')).toBe(
      `attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`,
    );
  });
});
