/**
 * The back office's uploads (media.routes.ts) on SQLite: an image with EXIF comes back re-encoded without
 * it, with its renditions served immutable; a text file named .png, a ZIP that is no Word file, an
 * oversized file are 400 naming `file`; a PDF attached to a version is on the public detail after sign-off
 * and downloads; a reviewer (no 采编 role) and a public token get 403.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAttachmentUpload, MediaImageUpload } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { jsonCall } from '../../../test/json-call.js';
import { multipartBody } from '../../../test/multipart-body.js';

let t: AuthTestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createAuthTestApp();
  for (const name of ['cms_editor', 'cms_review1', 'cms_review2', 'cms_approver'])
    tokens[name] = await t.agencyToken(name);
  tokens.public = (await t.publicLogin()).json<{ data: string }>().data;
});
afterAll(() => t?.close());

interface Body<T> {
  code: number;
  msg: string;
  data: T;
}
const upload = async <T>(
  url: string,
  filename: string,
  bytes: Buffer,
  user = 'cms_editor',
  contentType = 'image/png',
) => {
  const { payload, contentType: type } = multipartBody({}, [{ name: 'file', filename, contentType, bytes }]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'session-id': tokens[user]!, 'content-type': type },
    payload,
  });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};
const json = <T>(user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  jsonCall<T>(t.app, tokens[user]!, method, url, payload);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

/** A 2000×1000 PNG carrying EXIF (camera make and a GPS position). */
const pngWithExif = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'EXIF-MARK' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1' },
    })
    .toBuffer();

describe('POST /api/admin/media/images', () => {
  it('re-encodes a PNG without its EXIF into 1600/800/400 px renditions in PNG and WebP, served immutable', async () => {
    const png = await pngWithExif();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload<MediaImageUpload>(MEDIA_API.images, '../活动现场.png', png);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const image = res.body.data;
    expect(image).toMatchObject({ width: 1600, height: 800, url: `/api_/ow/file/${image.mediaId}` });
    expect(image.variants.map((v) => `${v.mime} ${v.width}x${v.height}`)).toEqual([
      'image/png 1600x800',
      'image/webp 1600x800',
      'image/png 800x400',
      'image/webp 800x400',
      'image/png 400x200',
      'image/webp 400x200',
    ]);
    for (const variant of image.variants) {
      const file = await fetchFile(variant.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(variant.mime);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.exif, file.rawPayload.includes(Buffer.from('EXIF-MARK'))]).toEqual([
        variant.width,
        undefined,
        false,
      ]);
    }
    const stored = await t.database.db
      .selectFrom('media')
      .select(['file_name', 'sha256'])
      .where('id', '=', image.mediaId)
      .executeTakeFirstOrThrow();
    expect(stored.file_name).toBe('活动现场-1600.png');
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The same file again: the stored rows answer, no second copy.
    const again = await upload<MediaImageUpload>(MEDIA_API.images, 'copy.png', png);
    expect(again.body.data.variants.map((v) => v.mediaId)).toEqual(image.variants.map((v) => v.mediaId));
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'detail'])
      .where('action', '=', 'cms_media_upload')
      .execute();
    expect(audit[0]).toMatchObject({
      user_name: 'cms_editor',
      detail: expect.stringContaining(`media=${image.mediaId}`),
    });
  });

  it('gives an uploaded image in a saved body a srcset of its renditions in its own format, kept after sign-off', async () => {
    const image = (await upload<MediaImageUpload>(MEDIA_API.images, '场地.png', await pngWithExif())).body.data;
    const created = await json<{ id: number }>('cms_editor', 'POST', '/api/admin/content', {
      kind: 'news',
      column: 'news',
      title: '带图片的新闻',
      bodyHtml: `<p><img src="${image.url}" alt="场地全景"></p>`,
    });
    const id = created.body.data.id;
    const pngs = image.variants.filter((v) => v.mime === 'image/png').map((v) => `${v.url} ${v.width}w`);
    expect(pngs).toHaveLength(3);
    const saved = await json<{ version: { bodyHtml: string } }>('cms_editor', 'GET', `/api/admin/content/${id}`);
    expect(saved.body.data.version.bodyHtml).toContain(`srcset="${pngs.join(', ')}"`);
    for (const [user, action] of [
      ['cms_editor', 'submit'],
      ['cms_review1', 'approve'],
      ['cms_review2', 'approve'],
      ['cms_approver', 'approve'],
    ] as const)
      expect((await json(user, 'POST', `/api/admin/content/${id}/${action}`, {})).status).toBe(200);
    const publicId = (await json<{ item: { publicId: number } }>('cms_editor', 'GET', `/api/admin/content/${id}`)).body
      .data.item.publicId;
    const detail = await json<{ content: string }>('public', 'GET', `/api_/ow/news/detail?id=${publicId}`);
    expect(JSON.stringify(detail.body.data)).toContain(`${pngs[2]}`);
  });

  it('never enlarges a small image: one width, its own format and WebP', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const res = await upload<MediaImageUpload>(MEDIA_API.images, 'small.webp', jpeg, 'cms_editor', 'image/webp');
    expect(res.body.data.variants.map((v) => `${v.mime} ${v.width}`)).toEqual(['image/jpeg 300', 'image/webp 300']);
  });

  it('answers 400 naming file for a text file named .png, an SVG, an empty file and one over 10 MB', async () => {
    const text = await upload(MEDIA_API.images, 'photo.png', Buffer.from('这不是图片，只是文字。\n'));
    expect([text.status, text.body.msg]).toEqual([400, expect.stringContaining('file')]);
    expect(text.body.msg).toContain('不是可识别的图片');
    const svg = await upload(
      MEDIA_API.images,
      'a.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    );
    expect([svg.status, svg.body.msg.includes('JPEG、PNG 或 WebP')]).toEqual([400, true]);
    expect((await upload(MEDIA_API.images, 'a.png', Buffer.alloc(0))).status).toBe(400);
    const big = await upload(MEDIA_API.images, 'big.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect([big.status, big.body.msg.includes('10 MB')]).toEqual([400, true]);
  });

  it('refuses a reviewer (no 采编 role) and a public token with 403', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const reviewer = await upload(MEDIA_API.images, 'a.png', png, 'cms_review1');
    expect([reviewer.status, reviewer.body.msg]).toEqual([403, '需要采编权限才能上传文件']);
    expect((await upload(MEDIA_API.attachments, 'a.pdf', Buffer.from('%PDF-1.7'), 'public')).status).toBe(403);
  });
});

describe('POST /api/admin/media/attachments', () => {
  it('takes a PDF that, attached to a version, is on the public detail after sign-off and downloads', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await upload<MediaAttachmentUpload>(MEDIA_API.attachments, '实施方案', pdf, 'cms_editor', 'text/plain');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: '实施方案.pdf', mime: 'application/pdf', size: pdf.length });
    const { mediaId, fileName } = res.body.data;

    const created = await json<{ id: number }>('cms_editor', 'POST', '/api/admin/content', {
      kind: 'news',
      column: 'news',
      title: '带附件的新闻',
      bodyHtml: '<p>正文</p>',
      attachments: [{ fileName, mediaId }],
    });
    const id = created.body.data.id;
    const step = (user: string, action: string) => json(user, 'POST', `/api/admin/content/${id}/${action}`, {});
    expect((await step('cms_editor', 'submit')).status).toBe(200);
    expect((await step('cms_review1', 'approve')).status).toBe(200);
    expect((await step('cms_review2', 'approve')).status).toBe(200);
    const signed = await step('cms_approver', 'approve');
    const publicId = (signed.body.data as { publicId: number }).publicId;

    const detail = await json<{ attachments: { fileName: string; url: string; size: number }[] }>(
      'public',
      'GET',
      `/api_/ow/news/detail?id=${publicId}`,
    );
    expect(detail.body.data.attachments).toEqual([
      expect.objectContaining({ fileName: '实施方案.pdf', url: `/api_/ow/file/${mediaId}`, size: pdf.length }),
    ]);
    const file = await fetchFile(detail.body.data.attachments[0]!.url);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('knows an XLSX by its [Content_Types].xml and refuses a ZIP that is no Office file and a text file named .docx', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('名单').addRow(['场馆', '地址']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const ok = await upload<MediaAttachmentUpload>(MEDIA_API.attachments, '名单.pdf', xlsx);
    expect(ok.body.data).toMatchObject({
      fileName: '名单.pdf.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const zip = await new JSZip().file('readme.txt', 'hello').generateAsync({ type: 'nodebuffer' });
    const plainZip = await upload(MEDIA_API.attachments, 'a.docx', zip);
    expect([plainZip.status, plainZip.body.msg.includes('PDF、Word')]).toEqual([400, true]);
    expect((await upload(MEDIA_API.attachments, 'a.docx', Buffer.from('hello'))).status).toBe(400);
  });
});
