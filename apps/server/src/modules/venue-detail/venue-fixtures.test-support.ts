/**
 * Fixture rows for the venue detail, sports authority and evaluation suites (issue 3): a few real
 * divisions and venues written straight into the tables, so assertions never depend on the seed.
 * Works on SQLite and PostgreSQL (explicit ids are allowed by both id columns).
 */
import type { Insertable } from 'kysely';
import type { VenueTable } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { ContentTestApp } from '../content/content.test-support.js';

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

/** Provinces, cities and counties the fixtures use (Zhejiang, Beijing, Hubei's province-governed counties). */
const DIVISIONS: [code: string, name: string, level: number, parent: string | null][] = [
  ['330000', '浙江省', 1, null],
  ['330100', '杭州市', 2, '330000'],
  ['330106', '西湖区', 3, '330100'],
  ['330200', '宁波市', 2, '330000'],
  ['330203', '海曙区', 3, '330200'],
  ['110000', '北京市', 1, null],
  ['110100', '北京市', 2, '110000'],
  ['110101', '东城区', 3, '110100'],
  ['420000', '湖北省', 1, null],
  ['429000', '省直辖县级行政区划', 2, '420000'],
  ['429004', '仙桃市', 3, '429000'],
];

export async function insertDivisions(t: TestApp): Promise<void> {
  await t.database.db
    .insertInto('division')
    .values(
      DIVISIONS.map(([code, name, level, parent_code]) => ({
        code,
        name,
        level,
        parent_code,
        province_code: `${code.slice(0, 2)}0000`,
        city_code: level === 1 ? null : `${code.slice(0, 4)}00`,
        lng: 120,
        lat: 30,
      })),
    )
    .execute();
}

export type VenueFixture = Pick<Insertable<VenueTable>, 'organ_id' | 'name' | 'organ_type' | 'county_code'> &
  Partial<Insertable<VenueTable>>;

/** Inserts venues; province and city codes follow from the county code unless given. */
export async function insertVenues(t: TestApp, venues: VenueFixture[]): Promise<void> {
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
