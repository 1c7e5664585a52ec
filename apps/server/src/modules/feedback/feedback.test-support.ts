/**
 * Test support of the feedback suites: an auth test app (agency accounts seeded, controllable clock) with
 * the fixture divisions and two fixture venues, a public token, and helpers that fetch and solve a real challenge and submit through
 * the real endpoints with the fields as query parameters (spec §7).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import type { TestApp } from '../../../test/test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { insertVenues } from '../../../test/venue-fixtures.js';

export const VENUE_CHAOYANG = 9101; // 朝阳区 110105
export const VENUE_HANGZHOU = 9102; // 西湖区 330106

export interface FeedbackTestApp extends AuthTestApp {
  token: string;
  /** A solved `altcha` field from GET .../challenge. */
  altcha(): Promise<string>;
  /** POST .../post/{variant} with `fields` as query parameters (altcha solved unless given). */
  submit(fields: Record<string, string | number>, variant?: 'public' | 'venue'): Promise<LightMyRequestResponse>;
  /** GET with the public token. */
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** Gives agency account `userName` a scope row. */
  grantScope(
    userName: string,
    scope: { kind: 'all' | 'area' | 'venue'; areaCode?: string; organId?: number },
  ): Promise<void>;
}

/** A valid submission's fields (without altcha). */
export function sampleFields(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    type: 'suggest',
    title: '建议延长夜间开放时间',
    content: '晚上九点以后仍有很多居民想锻炼，建议延长到十点。',
    name: '刘女士',
    phone: '13812345678',
    ...overrides,
  };
}

export async function createFeedbackTestApp(env: Record<string, string> = {}): Promise<FeedbackTestApp> {
  const t = await createAuthTestApp({ env });
  const asTestApp = { ...t, publicToken: async () => '' } satisfies TestApp;
  await insertDivisions(asTestApp);
  await insertVenues(asTestApp, [
    { organ_id: VENUE_CHAOYANG, name: '朝阳区全民健身中心', organ_type: 4, county_code: '110105' },
    { organ_id: VENUE_HANGZHOU, name: '西湖区体育馆', organ_type: 2, county_code: '330106' },
  ]);
  const login = (await t.publicLogin()).json<{ data: string }>();
  const token = login.data;
  const get = (url: string, session = token) =>
    t.app.inject({ method: 'GET', url, headers: { 'session-id': session } });
  const altcha = async () =>
    solveAltcha((await get('/api1/ruoyi/message/feedback/challenge')).json<{ data: Challenge }>().data);
  return {
    ...t,
    token,
    get,
    altcha,
    async submit(fields, variant = 'public') {
      const query = new URLSearchParams(
        Object.entries({ altcha: await altcha(), ...fields }).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api1/ruoyi/message/feedback/post/${variant}?${query.toString()}`,
        headers: { 'session-id': token },
      });
    },
    async grantScope(userName, scope) {
      const account = await t.database.db
        .selectFrom('account')
        .select('id')
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('feedback_scope')
        .values({
          account_id: account.id,
          kind: scope.kind,
          area_code: scope.areaCode ?? null,
          organ_id: scope.organId ?? null,
        })
        .execute();
    },
  };
}
