/**
 * Fixture writers for the venue event and video suites: a few real divisions (Zhejiang, Beijing) and
 * venues in them. Suites insert exactly the rows they assert on (no seed), so expectations never depend
 * on seed randomness; they run on SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import type { TestApp } from './test-app.js';

export interface VenueFixture {
  name: string;
  organType: number;
  isLarge: boolean;
  /** County code; province and city are derived from it. */
  countyCode: string;
  address: string;
  lng: number;
  lat: number;
}

/** Inserts a venue and returns its organId. */
export async function insertVenue(t: Pick<TestApp, 'database'>, v: VenueFixture): Promise<number> {
  const row = await t.database.db
    .insertInto('venue')
    .values({
      name: v.name,
      organ_type: v.organType,
      province_code: `${v.countyCode.slice(0, 2)}0000`,
      city_code: `${v.countyCode.slice(0, 4)}00`,
      county_code: v.countyCode,
      address: v.address,
      lng: v.lng,
      lat: v.lat,
      phone: '0571-88888888',
      seats: v.isLarge ? 8000 : 1200,
      floor_area: 12000,
      is_large: v.isLarge ? 1 : 0,
      created_at: '2024-01-01T00:00:00.000Z',
      sports: '["篮球","羽毛球"]',
      has_outdoor: 0,
      market_price: 40,
      low_fee_price: 20,
      concession_price: 10,
      cover_media_id: null,
    })
    .returning('organ_id')
    .executeTakeFirstOrThrow();
  return row.organ_id;
}

/** Three venues: a large gymnasium in Hangzhou, a small stadium in Ningbo, a large centre in Beijing. */
export async function insertThreeVenues(
  t: Pick<TestApp, 'database'>,
): Promise<{ hangzhou: number; ningbo: number; beijing: number }> {
  const hangzhou = await insertVenue(t, {
    name: '西湖区体育馆',
    organType: 2,
    isLarge: true,
    countyCode: '330106',
    address: '浙江省杭州市西湖区文三路 1 号',
    lng: 120.13,
    lat: 30.27,
  });
  const ningbo = await insertVenue(t, {
    name: '海曙区体育场',
    organType: 1,
    isLarge: false,
    countyCode: '330203',
    address: '浙江省宁波市海曙区中山西路 2 号',
    lng: 121.55,
    lat: 29.87,
  });
  const beijing = await insertVenue(t, {
    name: '东城区全民健身中心',
    organType: 4,
    isLarge: true,
    countyCode: '110101',
    address: '北京市东城区体育馆路 3 号',
    lng: 116.42,
    lat: 39.88,
  });
  return { hangzhou, ningbo, beijing };
}
