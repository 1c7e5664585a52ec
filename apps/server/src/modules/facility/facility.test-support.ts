/**
 * Test support of the facility suites: a seeded test app (scale 0.05: every facility kind in every
 * province) with a public token, the facilities token, agency logins and a multipart form builder for
 * repair reports (the real endpoint, the real parser, a real solved proof of work).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody, type FormFile } from '../../../test/multipart-body.js';

export interface FacilityTestApp extends TestApp {
  token: string;
  equipToken: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST an equipment-service list with a JSON body (facilities token unless `headers` replace it). */
  postList(list: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A solved `altcha` field from GET /api/data/fixReport/challenge, asked from address `ip`. */
  altcha(ip?: string): Promise<string>;
  /** POST /api/data/fixReport as multipart/form-data (with a solved altcha unless `fields` has one). */
  report(fields: Record<string, string>, files?: FormFile[], ip?: string): Promise<LightMyRequestResponse>;
  /** An agency session token of a seeded account. */
  agencyToken(userName: string): Promise<string>;
}

export { multipartBody, type FormFile } from '../../../test/multipart-body.js';

/** A 64×48 JPEG carrying EXIF with a GPS position (to prove the server strips it). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' },
    })
    .toBuffer();
}

export async function createFacilityTestApp(): Promise<FacilityTestApp> {
  const t = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  const token = await t.publicToken();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'session-id': token, ...headers } });
  const equipToken = (await get('/api/data/equipService/token')).json<{ data: { token: string } }>().data.token;
  const altcha = async (ip = '10.1.1.1') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/data/fixReport/challenge',
      headers: { 'session-id': token },
      remoteAddress: ip,
    });
    return solveAltcha(res.json<{ data: Challenge }>().data);
  };
  return {
    ...t,
    token,
    equipToken,
    get,
    altcha,
    postList: (list, body, headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/data/equipService/${list}/list`,
        headers: { 'session-id': token, 'equip-token': equipToken, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      }),
    async report(fields, files = [], ip = '10.1.1.1') {
      const withAltcha = 'altcha' in fields ? fields : { altcha: await altcha(ip), ...fields };
      const { payload, contentType } = multipartBody(withAltcha, files);
      return t.app.inject({
        method: 'POST',
        url: '/api/data/fixReport',
        headers: { 'session-id': token, 'content-type': contentType },
        remoteAddress: ip,
        payload,
      });
    },
    async agencyToken(userName) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/data/agency/userLogin',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ userName, password: t.config.seedAgencyPassword }),
      });
      const body = res.json<{ code: number; data: { sessionToken: string } }>();
      if (body.code !== 200) throw new Error(`agency login failed: ${res.body}`);
      return body.data.sessionToken;
    },
  };
}
