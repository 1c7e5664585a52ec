/**
 * Repair reports (报修) through the real multipart endpoint: photos re-encoded without EXIF/GPS, bad forms
 * 400 naming the field, duplicate suppression per piece and fault, the piece's 群众报修（待核实） on its
 * detail and the map popup until an agency handler confirms the report (then 报修中), the 受理编号 look-up with phone tail and its lockout, the proof of work (one challenge of
 * this form per report) and the per-address budgets (junk counted apart), and the
 * agency inbox: scope by division, status flow with the handler's note, photos, the audited reveal of the
 * citizen's full phone, audit rows.
 */
import type { Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EquipmentPiece,
  FacilityDetail,
  FixInboxItem,
  FixReportReceipt,
  FixReportTrack,
} from '@portal/contracts/facility';
import type { MapPointDetail } from '@portal/contracts/fitness-map';
import type { PageOf } from '@portal/contracts/paging';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { expectError } from '../content/content.test-support.js';
import { createFacilityTestApp, jpegWithGps, type FacilityTestApp } from './facility.test-support.js';
import { LOOKUP_FREE_TRIES } from '../../db/lookup-lock.js';
import { SUBMIT_LIMIT_PER_10_MIN } from './fix-report.routes.js';
import { REQUEST_MAX_PIXELS } from './fix-report-photo.js';
import { updateStatus } from './fix-report.repository.js';

let t: FacilityTestApp;
/** A Beijing piece with no open report, and one in Zhejiang. */
let beijing: EquipmentPiece;
let zhejiang: EquipmentPiece;
beforeAll(async () => {
  t = await createFacilityTestApp();
  const pieces = async (area: string) =>
    (await t.get(`/api/data/equipment/traditional/list?areaCode=${area}&condition=normal&pageSize=20`)).json<{
      data: PageOf<EquipmentPiece>;
    }>().data.list;
  beijing = (await pieces('110000'))[0]!;
  zhejiang = (await pieces('330000'))[0]!;
}, 60_000);
afterAll(() => t.close());

const receiptOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FixReportReceipt }>().data;
};
const track = (reportNo: string, phoneTail?: string, ip = '10.9.9.9') =>
  t.app.inject({
    method: 'GET',
    url: `/api/data/fixReport/track?reportNo=${reportNo}${phoneTail ? `&phoneTail=${phoneTail}` : ''}`,
    headers: { 'session-id': t.token },
    remoteAddress: ip,
  });

describe('POST /api/data/fixReport', () => {
  let reportNo: string;

  it('files a report with a photo, strips EXIF and GPS, and flags the piece 群众报修（待核实）, not 报修中', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const receipt = receiptOf(
      await t.report(
        { equipmentId: String(beijing.id), faultType: 'broken', description: '踏板断裂', phone: '13912345678' },
        [{ filename: 'a.png', contentType: 'image/png', bytes: photo }],
      ),
    );
    expect(receipt).toMatchObject({ status: 'accepted', duplicate: false });
    expect(receipt.reportNo).toMatch(/^BX[0-9]{8}[2-9A-HJKMNP-TV-Z]{10}$/);
    reportNo = receipt.reportNo;
    const stored = await t.database.db
      .selectFrom('fix_report_photo as p')
      .innerJoin('fix_report as r', 'r.id', 'p.report_id')
      .select(['p.body', 'p.mime'])
      .where('r.report_no', '=', reportNo)
      .execute();
    expect(stored).toHaveLength(1);
    const meta = await sharp(Buffer.from(stored[0]!.body)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored[0]!.body).includes(Buffer.from('GPS-1'))).toBe(false);

    const headers = { 'equip-token': t.equipToken };
    const piece = (await t.get(`/api/data/equipService/equipment/${beijing.id}`, headers)).json<{
      data: EquipmentPiece;
    }>().data;
    // A citizen's report is not confirmed: the public condition says so and never 报修中 (security.md N4).
    expect(piece).toMatchObject({ condition: 'reported', conditionName: '群众报修（待核实）', openReports: 0 });
    const detail = (await t.get(`/api_/ruoyi/equipment/detail?id=${beijing.facilityId}`)).json<{
      data: FacilityDetail;
    }>().data;
    expect(detail.condition).toBe('reported');
    expect(detail.equipment.find((e) => e.id === beijing.id)?.conditionName).toBe('群众报修（待核实）');
    const popup = (await t.get(`/api/data/fitnessMap/point/${beijing.facilityId}`)).json<{ data: MapPointDetail }>()
      .data;
    expect(popup.facility).toMatchObject({
      condition: 'reported',
      conditionName: '群众报修（待核实）',
      repairingCount: 0,
    });
    const reported = (
      await t.get(`/api/data/equipment/traditional/list?areaCode=110000&condition=reported&pageSize=100`)
    ).json<{ data: PageOf<EquipmentPiece> }>().data.list;
    expect(reported.map((p) => p.id)).toContain(beijing.id);
  });

  it('suppresses a duplicate of the same fault on the same piece while the first is open', async () => {
    const again = receiptOf(
      await t.report({ equipmentId: String(beijing.id), faultType: 'broken', description: '又坏了' }),
    );
    expect(again).toMatchObject({ reportNo, duplicate: true });
    // Found before any photo is decoded (docs/decisions/security.md N4): an undecodable photo does not matter to a duplicate.
    const broken = { filename: 'p.png', contentType: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000', 'hex') };
    const duplicate = receiptOf(
      await t.report({ equipmentId: String(beijing.id), faultType: 'broken', description: '还是坏的' }, [broken]),
    );
    expect(duplicate).toMatchObject({ reportNo, duplicate: true });
    const other = receiptOf(
      await t.report({ equipmentId: String(beijing.id), faultType: 'rust', description: '生锈' }),
    );
    expect(other.duplicate).toBe(false);
    expect(other.reportNo).not.toBe(reportNo);
  });

  it('looks a report up with its number and phone tail, masked, and locks after repeated failures', async () => {
    const ok = await track(reportNo, '5678');
    expect(ok.statusCode, ok.body).toBe(200);
    const found = ok.json<{ data: FixReportTrack }>().data;
    expect(found).toMatchObject({
      reportNo,
      status: 'accepted',
      statusName: '已受理',
      phone: '139****5678',
      photoCount: 1,
    });
    expect(ok.body).not.toContain('13912345678');
    expectError(await track(reportNo), 404, '未找到');
    for (let i = 1; i < LOOKUP_FREE_TRIES - 1; i += 1) expectError(await track(reportNo, '0000'), 404, '未找到');
    expectError(await track(reportNo, '0000'), 429, '次数过多');
    expectError(await track(reportNo, '5678'), 429, '次数过多');
    expectError(await track('BX20260101ABCDEFGHJK', '5678'), 404, '未找到');
    expectError(await track('nonsense', '5678'), 400, 'reportNo');
  });

  it('answers bad forms with 400 naming the field, never 5xx', async () => {
    const base = { equipmentId: String(zhejiang.id), faultType: 'loose', description: '螺丝松了' };
    expectError(await t.report({ ...base, equipmentId: 'x' }), 400, 'equipmentId');
    expectError(await t.report({ ...base, equipmentId: '99999999999' }), 400, 'equipmentId');
    expectError(await t.report({ ...base, equipmentId: '999999999' }), 404, '健身器材');
    expectError(await t.report({ ...base, faultType: 'fire' }), 400, 'faultType');
    expectError(await t.report({ ...base, description: '   ' }), 400, 'description');
    expectError(await t.report({ ...base, description: '坏'.repeat(501) }), 400, 'description');
    expectError(await t.report({ ...base, phone: '12345' }), 400, 'phone');
    expectError(await t.report({ ...base, colour: 'red' }), 400, 'colour');
    const text = { filename: 'x.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<script>alert(1)</script>') };
    expectError(await t.report(base, [text]), 400, 'photos');
    const truncated = (await jpegWithGps()).subarray(0, 200);
    expectError(
      await t.report(base, [{ filename: 'x.jpg', contentType: 'image/jpeg', bytes: truncated }]),
      400,
      'photos',
    );
    const photo = { filename: 'p.jpg', contentType: 'image/jpeg', bytes: await jpegWithGps() };
    expectError(await t.report(base, [photo, photo, photo, photo]), 400, 'photos');
    expectError(await t.report(base, [{ ...photo, name: 'avatar' }]), 400, 'avatar');
    const big = { ...photo, bytes: Buffer.concat([photo.bytes, Buffer.alloc(5 * 1024 * 1024)]) };
    expectError(await t.report(base, [big]), 400, 'photos');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/data/fixReport',
      headers: { 'session-id': t.token, 'content-type': 'application/json' },
      payload: JSON.stringify(base),
    });
    expect(json.statusCode).toBe(400);
    // Three photos are fine.
    const three = receiptOf(await t.report(base, [photo, photo, photo]));
    expect(three.duplicate).toBe(false);
  });

  it('refuses photos holding more than REQUEST_MAX_PIXELS together, before decoding any', async () => {
    // Three 20 Mpx PNGs: each under the per-photo guard, together over the request's bound.
    const png = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const photo = { filename: 'p.png', contentType: 'image/png', bytes: png };
    const form = { equipmentId: String(zhejiang.id), faultType: 'other', description: '像素很大' };
    expect(3 * 5000 * 4000).toBeGreaterThan(REQUEST_MAX_PIXELS);
    expectError(await t.report(form, [photo, photo, photo], '10.78.0.1'), 400, 'photos');
  });

  it('needs a solved proof of work of its own form, once (400 naming altcha)', async () => {
    const form = { equipmentId: String(zhejiang.id), faultType: 'other', description: '人机验证' };
    const ip = '10.76.0.1';
    expectError(await t.report({ ...form, altcha: '' }, [], ip), 400, 'altcha');
    expectError(await t.report({ ...form, altcha: 'forged' }, [], ip), 400, 'altcha');
    // A challenge of the feedback form does not serve a repair report.
    const feedbackChallenge = (await t.get('/api1/ruoyi/message/feedback/challenge')).json<{ data: Challenge }>().data;
    expectError(await t.report({ ...form, altcha: await solveAltcha(feedbackChallenge) }, [], ip), 400, 'altcha');
    // One challenge, one report: the second use is refused even for another fault.
    const altcha = await t.altcha(ip);
    expect(receiptOf(await t.report({ ...form, altcha }, [], ip)).duplicate).toBe(false);
    expectError(await t.report({ ...form, faultType: 'rust', altcha }, [], ip), 400, 'altcha');
    const stored = await t.database.db
      .selectFrom('fix_report')
      .select('challenge_id')
      .where('dedup_key', '=', `${zhejiang.id}:other`)
      .where('description', '=', '人机验证')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.challenge_id).toEqual(expect.any(String));
  });

  it('limits reports per address generously, counting junk apart (a school behind one address)', async () => {
    const ip = '10.77.0.1';
    const form = { equipmentId: String(zhejiang.id), faultType: 'loose', description: '松了' };
    // 100 posts without a valid proof of work do not use the budget of verified reports
    // (docs/decisions/security.md N5): they count against the larger attempt budget only.
    for (let i = 0; i < SUBMIT_LIMIT_PER_10_MIN; i += 1)
      expectError(await t.report({ ...form, altcha: i % 2 ? 'forged' : '' }, [], ip), 400, 'altcha');
    for (let i = 0; i < SUBMIT_LIMIT_PER_10_MIN; i += 1) expect((await t.report(form, [], ip)).statusCode).toBe(200);
    expect((await t.report(form, [], ip)).statusCode).toBe(429);
    expect((await t.report(form, [], '10.77.0.2')).statusCode).toBe(200);
  }, 120_000);
});

describe('the agency inbox', () => {
  let zhejiangNo: string;
  beforeAll(async () => {
    zhejiangNo = receiptOf(
      await t.report({
        equipmentId: String(zhejiang.id),
        faultType: 'sharp',
        description: '护板有尖角',
        phone: '010-87654321',
      }),
    ).reportNo;
  });
  const inbox = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/data/fixReport/inbox?pageSize=100${query}`,
      headers: { 'session-id': token },
    });
  const setStatus = (token: string, reportNo: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/data/fixReport/inbox/${reportNo}/status`,
      headers: { 'session-id': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('a bureau sees only its division; the centre sees all; a public token is refused', async () => {
    expectError(await inbox(t.token), 403, '单位用户');
    const bureau = await t.agencyToken('sports_bureau_bj');
    const mine = (await inbox(bureau)).json<{ data: PageOf<FixInboxItem> }>().data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.areaName.startsWith('北京'))).toBe(true);
    expect(mine.list.map((r) => r.reportNo)).not.toContain(zhejiangNo);
    const admin = await t.agencyToken('agency_admin');
    const all = (await inbox(admin, `&areaCode=330000`)).json<{ data: PageOf<FixInboxItem> }>().data;
    const item = all.list.find((r) => r.reportNo === zhejiangNo)!;
    expect(item).toMatchObject({ phone: '010****4321', status: 'accepted' });
    expectError(await setStatus(bureau, zhejiangNo, { status: 'processing', note: '' }), 404, '报修记录');
    const none = await t.agencyToken('venue_filler');
    expect((await inbox(none)).json<{ data: PageOf<FixInboxItem> }>().data.total).toBe(0);
    expectError(await inbox(admin, '&status=done'), 400, 'status');
  });

  it('moves a report through its statuses with a note; 处理中 confirms it (报修中), fixed ends it', async () => {
    const admin = await t.agencyToken('agency_admin');
    const pieceOf = async () =>
      (await t.get(`/api/data/equipService/equipment/${zhejiang.id}`, { 'equip-token': t.equipToken })).json<{
        data: EquipmentPiece;
      }>().data;
    expect(await pieceOf()).toMatchObject({ condition: 'reported', openReports: 0 });
    const openOf = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('facility_equipment')
            .select('open_reports')
            .where('id', '=', zhejiang.id)
            .executeTakeFirstOrThrow()
        ).open_reports,
      );
    const before = await openOf();
    const processing = await setStatus(admin, zhejiangNo, { status: 'processing', note: '已派人查看' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json<{ data: FixInboxItem }>().data).toMatchObject({ status: 'processing', note: '已派人查看' });
    // The handler's confirmation: now 报修中 on the piece, its facility and the map popup.
    expect(await openOf()).toBe(before + 1);
    expect(await pieceOf()).toMatchObject({ condition: 'repairing', conditionName: '报修中', openReports: 1 });
    const popup = (await t.get(`/api/data/fitnessMap/point/${zhejiang.facilityId}`)).json<{ data: MapPointDetail }>()
      .data;
    expect(popup.facility).toMatchObject({ condition: 'repairing', conditionName: '报修中' });
    expectError(await setStatus(admin, zhejiangNo, { status: 'fixed', note: ' ' }), 400, 'note');
    expectError(await setStatus(admin, zhejiangNo, { status: 'fixed' }), 400, 'note');
    expectError(await setStatus(admin, zhejiangNo, { status: 'gone', note: 'x' }), 400, 'status');
    const fixed = await setStatus(admin, zhejiangNo, { status: 'fixed', note: '已更换护板' });
    expect(fixed.json<{ data: FixInboxItem }>().data).toMatchObject({ status: 'fixed', handler: expect.any(String) });
    expectError(await setStatus(admin, zhejiangNo, { status: 'rejected', note: 'x' }), 409, '不能改为');
    // The write itself is guarded (compare-and-set on the machine's statuses): a move not allowed from the
    // stored status writes nothing, as when another handler finished the report between read and write.
    const stored = await t.database.db
      .selectFrom('fix_report')
      .select(['id', 'equipment_id'])
      .where('report_no', '=', zhejiangNo)
      .executeTakeFirstOrThrow();
    const late = {
      status: 'rejected' as const,
      note: '迟到的处理',
      handler: '另一处理人',
      updated_at: new Date().toISOString(),
    };
    expect(await updateStatus(t.database.db, Number(stored.id), Number(stored.equipment_id), late)).toBe(false);
    // The fixed report no longer counts; the piece's unconfirmed reports from the form tests still show.
    expect(await openOf()).toBe(before);
    expect(await pieceOf()).toMatchObject({ condition: 'reported', openReports: 0 });
    const visitor = (await track(zhejiangNo, '4321', '10.3.3.3')).json<{ data: FixReportTrack }>().data;
    expect(visitor).toMatchObject({ status: 'fixed', statusName: '已修复', note: '已更换护板' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', 'like', 'fix_report%')
      .execute();
    expect(audit.some((a) => a.action === 'fix_report_status' && a.detail.includes(zhejiangNo))).toBe(true);
    expect(audit.some((a) => a.action === 'fix_report_list')).toBe(true);
    expect(audit.every((a) => !a.detail.includes('010-87654321'))).toBe(true);
  });

  it("reveals the citizen's full phone to a handler in scope, audited with who and which report, never the number", async () => {
    const reveal = (token: string, reportNo: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/data/fixReport/inbox/${reportNo}/phone`,
        headers: { 'session-id': token },
      });
    expectError(await reveal(t.token, zhejiangNo), 403, '单位用户');
    const bureau = await t.agencyToken('sports_bureau_bj');
    expectError(await reveal(bureau, zhejiangNo), 404, '报修记录');
    const admin = await t.agencyToken('agency_admin');
    const res = await reveal(admin, zhejiangNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { phone: string } }>().data).toEqual({ phone: '010-87654321' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'detail', 'result', 'time'])
      .where('action', '=', 'fix_report_phone_reveal')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_name: 'agency_admin', detail: `reportNo=${zhejiangNo}`, result: 'ok' }),
        expect.objectContaining({ user_name: 'sports_bureau_bj', result: 'not_found' }),
      ]),
    );
    expect(rows.every((r) => r.time !== '')).toBe(true);
    const all = await t.database.db.selectFrom('audit_log').select('detail').execute();
    expect(all.every((r) => !r.detail.includes('87654321'))).toBe(true);
  });

  it('serves a report photo to the agency only', async () => {
    const admin = await t.agencyToken('agency_admin');
    const list = (await inbox(admin)).json<{ data: PageOf<FixInboxItem> }>().data.list;
    const withPhoto = list.find((r) => r.photos.length > 0)!;
    const photo = await t.app.inject({ method: 'GET', url: withPhoto.photos[0]!, headers: { 'session-id': admin } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    expectError(await t.get(withPhoto.photos[0]!), 403, '单位用户');
  });
});
