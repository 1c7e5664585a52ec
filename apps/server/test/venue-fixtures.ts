/**
 * Fixture rows for the venue detail, sports authority and evaluation suites: a few real
 * divisions and venues written straight into the tables, so assertions never depend on the seed.
 * Works on SQLite and PostgreSQL (explicit ids are allowed by both id columns).
 */
import type { Insertable } from 'kysely';
import type { VenueTable } from '../src/db/tables/venue.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { ContentTestApp } from '../src/modules/content/content.test-support.js';

/** A test app whose server clock is `clock`, with a public token and a GET helper (as createContentTestApp). */
export async function createVenueTestApp(clock: () => Date): Promise<ContentTestApp> {
  const t = await createTestApp({ clock });
  const token = await t.publicToken();
  return {
    ...t,
    token,
    get: (url, headers) => t.app.inject({ method: 'GET', url, headers: headers ?? { 'session-id': token } }),
  };
}

export type VenueFixture = Pick<Insertable<VenueTable>, 'organ_id' | 'name' | 'organ_type' | 'county_code'> &
  Partial<Insertable<VenueTable>>;

/** Inserts venues; province and city codes follow from the county code unless given. */
export async function insertVenues(t: Pick<TestApp, 'database'>, venues: VenueFixture[]): Promise<void> {
  await t.database.db
    .insertInto('venue')
    .values(
      venues.map((v) => ({
        province_code: `${v.county_code.slice(0, 2)}0000`,
        city_code: `${v.county_code.slice(0, 4)}00`,
        address: `${v.name}路 1 号`,
        lng: 120.1,
        lat: 30.2,
        phone: '0571-88888888',
        seats: 1000,
        floor_area: 8000,
        is_large: 0,
        created_at: '2020-01-01T00:00:00.000Z',
        sports: '["篮球","羽毛球"]',
        has_outdoor: 0,
        market_price: 30,
        low_fee_price: 20,
        concession_price: 10,
        cover_media_id: null,
        ...v,
      })),
    )
    .execute();
}
