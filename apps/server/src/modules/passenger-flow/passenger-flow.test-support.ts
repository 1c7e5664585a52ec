/**
 * Test support for the passenger-flow suites: a test app whose clock the test sets (`t.at(iso)`), a few
 * divisions and venues (venue-detail fixtures), push keys, and request helpers. Runs on SQLite, or
 * PostgreSQL when DATABASE_URL is set.
 */
import type { LightMyRequestResponse } from 'fastify';
import { VENUE_KEY_HEADER } from '@portal/contracts/passenger-flow.codes';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertVenues, type VenueFixture } from '../../../test/venue-fixtures.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { storeFlowKey } from './flow-key.repository.js';

export interface FlowTestApp extends TestApp {
  /** Sets the server clock to an ISO instant (e.g. '2026-05-01T10:05:00Z' = 18:05 Beijing time). */
  at(iso: string): void;
  token: string;
  /** POST /api/data/passengerFlow/push with `key` in the venue-key header (omitted when undefined). */
  push(
    body: unknown,
    key: string | undefined,
    raw?: { payload: string; contentType: string },
  ): Promise<LightMyRequestResponse>;
  /** GET with the public session. */
  get(url: string): Promise<LightMyRequestResponse>;
}

/** The development-style key of fixture venue `organId`. */
export const keyOf = (organId: number) => `test-flow-key-${organId}-abcdefghijklmnop`;

export async function createFlowTestApp(
  startIso: string,
  options: { applicationName?: string } = {},
): Promise<FlowTestApp> {
  let now = new Date(startIso);
  const t = await createTestApp({ clock: () => now, ...options });
  const token = await t.publicToken();
  return {
    ...t,
    token,
    at: (iso) => {
      now = new Date(iso);
    },
    push: (body, key, raw) =>
      t.app.inject({
        method: 'POST',
        url: '/api/data/passengerFlow/push',
        headers: {
          'content-type': raw?.contentType ?? 'application/json',
          ...(key === undefined ? {} : { [VENUE_KEY_HEADER]: key }),
        },
        payload: raw?.payload ?? JSON.stringify(body),
      }),
    get: (url) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } }),
  };
}

/** Inserts the fixture divisions, then `venues`, each with its push key `keyOf(organId)` unless `keyless`. */
export async function insertFlowVenues(
  t: Pick<TestApp, 'database'>,
  venues: (VenueFixture & { keyless?: boolean })[],
  withDivisions = true,
): Promise<void> {
  if (withDivisions) await insertDivisions(t);
  await insertVenues(
    t,
    venues.map(({ keyless: _keyless, ...venue }) => venue),
  );
  for (const venue of venues) {
    if (!venue.keyless)
      await storeFlowKey(
        t.database.db,
        venue.organ_id as number,
        keyOf(venue.organ_id as number),
        new Date('2026-01-01T00:00:00Z'),
      );
  }
}

/** Numbered venues `from..to` in 西湖区 (330106), all organType 2, named '测试体育馆{n}'. */
export const numberedVenues = (from: number, to: number): VenueFixture[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    organ_id: from + i,
    name: `测试体育馆${from + i}`,
    organ_type: 2,
    county_code: '330106',
  }));
