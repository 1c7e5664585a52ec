/**
 * The seed does not contradict itself (docs/decisions/public-experience.md §4, docs/decisions/public-experience.md): a visitor
 * trusts a page only when its facts agree with each other.
 * - a regulation's body is about what its title says (西藏自治区公共体育设施条例 had a body about
 *   社会体育指导员管理);
 * - a facility out of service shows no opening hours (a sports park with 06:00-22:00 and 停用);
 * - every landline has its own province's area code (Beijing stations had 0672- and 0594-);
 * - nothing the seed or the layout's source note shows calls itself example or demo data;
 * - the layout's per-capita figures state how much of the published national count the portal holds,
 *   and, scaled by that share, every province agrees with the published figure (Beijing showed 0.08
 *   facilities per 10,000 residents with no word that the portal holds a sample).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { PortalDatabase } from '../db/database.js';
import { PUBLISHED_NATIONAL_COUNT } from '@portal/contracts/facility.codes';
import { facilityLayout, POPULATION_SOURCE } from '../modules/facility/facility-layout.js';
import { createTestDatabase } from '../../test/test-app.js';
import { landlineFitsProvince } from './landline.js';
import { seedDatabase } from './seed.js';

let handle: { database: PortalDatabase; drop(): Promise<void> };
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.database, loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }), { scale: 0.05 });
});

afterAll(async () => {
  await handle?.drop();
});

/** Words that make a page call itself made up. */
const DEMO_WORDS = /示例|演示|样例数据|虚构数据/u;

describe('the seed agrees with itself', () => {
  it('gives every regulation of provisions a body about the matter its title names', async () => {
    const rows = await db().selectFrom('regulation').select(['title', 'summary']).execute();
    const measures = rows.flatMap((row) => {
      const noun = /对(.+?)的规划建设、开放服务和监督管理作出规定/u.exec(row.summary)?.[1];
      return noun ? [{ title: row.title, noun }] : [];
    });
    expect(measures.length).toBeGreaterThan(0);
    // The regulated matter's first four characters (e.g. 公共体育, 社会体育) stand in the title.
    for (const { title, noun } of measures) expect(title, noun).toContain(noun.slice(0, 4));
  });

  it('shows no opening hours for a facility that is out of service', async () => {
    const closed = await db()
      .selectFrom('facility as f')
      .innerJoin('map_point as p', 'p.id', 'f.id')
      .select(['p.name', 'p.open_hours'])
      .where('f.open_to_public', '=', 0)
      .execute();
    expect(closed.length).toBeGreaterThan(0);
    for (const point of closed) expect(point.open_hours, point.name).toBeNull();
  });

  it('gives every landline the area code of its own province', async () => {
    const [venues, points, stations, guiderStations, races] = await Promise.all([
      db().selectFrom('venue').select(['name', 'phone', 'province_code']).execute(),
      db().selectFrom('map_point').select(['name', 'phone', 'province_code']).where('phone', 'is not', null).execute(),
      db().selectFrom('fitness_station').select(['name', 'phone', 'province_code']).execute(),
      db().selectFrom('guider_station').select(['name', 'phone', 'province_code']).execute(),
      db().selectFrom('games_race').select(['name', 'contact_phone as phone', 'province_code']).execute(),
    ]);
    for (const [what, rows] of Object.entries({ venues, points, stations, guiderStations, races })) {
      expect(rows.length, what).toBeGreaterThan(0);
      const wrong = rows.filter((row) => row.phone && !landlineFitsProvince(row.phone, row.province_code));
      expect(
        wrong.slice(0, 3).map((row) => `${row.name} ${row.province_code} ${row.phone}`),
        what,
      ).toEqual([]);
    }
  });

  it('calls nothing it shows example or demo data', async () => {
    expect(POPULATION_SOURCE).not.toMatch(DEMO_WORDS);
    const texts = await Promise.all([
      db().selectFrom('regulation').select(['title', 'content_html as body']).execute(),
      db().selectFrom('guidance').select(['name as title', 'content_html as body']).execute(),
      db().selectFrom('news').select(['title', 'content_html as body']).execute(),
      db().selectFrom('notice').select(['title', 'content_html as body']).execute(),
    ]);
    for (const row of texts.flat()) expect(`${row.title}\n${row.body}`, row.title).not.toMatch(DEMO_WORDS);
  });

  it('states the coverage of its per-capita figures and spreads facilities as the published count does', async () => {
    const layout = await facilityLayout(db(), undefined);
    const held = await db()
      .selectFrom('facility')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', PUBLISHED_NATIONAL_COUNT.kind)
      .executeTakeFirstOrThrow();
    const { coverage } = layout;
    expect(coverage.published).toBe(PUBLISHED_NATIONAL_COUNT.count);
    expect(coverage.held).toBe(Number(held.n));
    expect(coverage.share).toBeCloseTo(coverage.held / coverage.published, 4);
    // 110.0 万 fitness paths over the 31 provinces' census residents (about 141,000 万): 7.8 per 10,000.
    expect(coverage.publishedPerTenThousand).toBeCloseTo(7.8, 1);
    // Scaled up by the portal's share, each province's fitness paths per 10,000 residents lie within a
    // factor of three of the published national figure: no province is left nearly empty or overfull.
    const kindAt = (row: (typeof layout.children)[number]) =>
      row.counts.find((c) => c.kind === PUBLISHED_NATIONAL_COUNT.kind)?.count ?? 0;
    const scaled = layout.children
      .filter((row) => row.population > 0)
      .map((row) => ({
        name: row.name,
        perTenThousand: (kindAt(row) / coverage.share / row.population) * 10_000,
      }));
    expect(scaled.length).toBeGreaterThanOrEqual(31);
    for (const row of scaled) {
      expect(row.perTenThousand, row.name).toBeGreaterThan(coverage.publishedPerTenThousand / 3);
      expect(row.perTenThousand, row.name).toBeLessThan(coverage.publishedPerTenThousand * 3);
    }
  });
});
