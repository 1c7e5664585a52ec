/**
 * GET /api/data/paramConf/{dictKey} (spec §1, §7, §9): stored values come back parsed; fillingSystems
 * comes from the configuration (SSO_* environment); unknown key -> 404; malformed key -> 400; session needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';

const LINKS = [
  { name: '国家体育总局', url: 'https://www.sport.gov.cn/' },
  { name: '县域足球公共服务平台', url: 'https://football.example.gov.cn/' },
];

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentTestApp();
  await t.database.db
    .insertInto('param_conf')
    .values([
      { dict_key: 'hotline', value: JSON.stringify('010-87182000'), description: '服务热线' },
      { dict_key: 'postalCode', value: JSON.stringify('100061'), description: '邮编' },
      { dict_key: 'workingHours', value: JSON.stringify('工作日 9:00-18:00'), description: '工作时间' },
      { dict_key: 'externalLinks', value: JSON.stringify(LINKS), description: '页头链接' },
    ])
    .execute();
});
afterAll(() => t.close());

const param = (key: string, headers?: Record<string, string>) => t.get(`/api/data/paramConf/${key}`, headers);

describe('GET /api/data/paramConf/{dictKey}', () => {
  it('answers stored values parsed from JSON', async () => {
    expect((await param('hotline')).json()).toEqual({ code: 200, msg: expect.any(String), data: '010-87182000' });
    expect((await param('postalCode')).json().data).toBe('100061');
    expect((await param('workingHours')).json().data).toBe('工作日 9:00-18:00');
    expect((await param('externalLinks')).json().data).toEqual(LINKS);
  });

  it('answers fillingSystems from the configuration', async () => {
    const data = (await param('fillingSystems')).json().data as {
      appId: string;
      url: string;
      registerUrl: string;
      name: string;
    }[];
    expect(data.map((s) => s.appId)).toEqual([
      'app_sync_js365',
      'js365_build',
      'js365_equ',
      'cdqc_filling',
      'js365_park',
    ]);
    expect(data).toEqual(
      t.config.ssoApps.map(({ appId, name, url, registerUrl }) => ({ appId, name, url, registerUrl })),
    );
  });

  it('answers 404 for an unknown key, 400 for a malformed one and 401 without a session', async () => {
    expectError(await param('noSuchKey'), 404, 'noSuchKey');
    expectError(await param('1abc'), 400, 'dictKey');
    expectError(await param(encodeURIComponent('__proto__.x')), 400, 'dictKey');
    expectError(await param('hotline', {}), 401, '登录');
  });
});
