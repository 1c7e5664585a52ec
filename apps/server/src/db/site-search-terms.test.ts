/**
 * The site search's terms (./site-search-terms.ts; migration 0020; docs/decisions/site-search.md "National
 * size: the table path"): an item's terms, and the three writers agreeing on SQLite and PostgreSQL — the
 * seed's pass, the migrations' set-based fill of the items already present (0020 facilities, 0028
 * venues, organisations and races, 0036 matches, trainings and construction projects, 0037 the addresses of
 * venues, facilities, organisations and races), and writeItemTerms.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PortalDatabase } from './database.js';
import * as m0020 from './migrations/0020-site-search-terms.js';
import * as m0028 from './migrations/0028-site-search-table-kinds.js';
import * as m0036 from './migrations/0036-site-search-events-projects.js';
import * as m0037 from './migrations/0037-site-search-addresses.js';
import {
  addressGrams,
  itemTerms,
  nameGrams,
  writeEventTermsOfVenues,
  writeFacilityTerms,
  writeItemTerms,
} from './site-search-terms.js';

describe('itemTerms', () => {
  it('gives every distinct two-character gram of the lower-cased name, the kind, the sports and the codes', () => {
    expect(nameGrams('体育体育')).toEqual(['体育', '育体']);
    expect(nameGrams('馆')).toEqual([]);
    expect(nameGrams('NBA馆')).toEqual(['nb', 'ba', 'a馆']);
    expect(itemTerms('东湖公园', 'sports_park', ['篮球', '篮球', ''], ['420000', '420100', '420111']).sort()).toEqual(
      ['d:420000', 'd:420100', 'd:420111', 'k:sports_park', 'n:东湖', 'n:公园', 'n:湖公', 's:篮球'].sort(),
    );
  });

  it("gives an address's Chinese character pairs after the place names it begins with", () => {
    expect(addressGrams('北京市朝阳区青年路110号', ['北京市', '北京市', '朝阳区'])).toEqual(['青年', '年路']);
    expect(addressGrams('河北省石家庄市长安区新华路224号', ['河北省', '石家庄市', '长安区'])).toEqual(['新华', '华路']);
    // A place name it does not begin with stays; pairs with a digit, a letter or a sign are left out.
    expect(addressGrams('朝阳区A座3号楼 体育路', ['北京市', '', '朝阳区'])).toEqual(['号楼', '体育', '育路']);
    expect(addressGrams('西城全民健身中心', ['北京市', '北京市', '朝阳区'])).toEqual([
      '西城',
      '城全',
      '全民',
      '民健',
      '健身',
      '身中',
      '中心',
    ]);
    expect(addressGrams('', ['北京市'])).toEqual([]);
  });
});

describe('the writers of site_search_term', () => {
  let t: TestApp;
  let database: PortalDatabase;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    database = t.database;
  }, 120_000);
  afterAll(() => t.close());

  const rows = async () =>
    (
      await sql<{ kind: string; term: string; id: number }>`select kind, term, id from site_search_term
        order by kind, term, id`.execute(database.db)
    ).rows.map((r) => `${r.kind} ${r.term} ${Number(r.id)}`);

  /** The kinds whose terms the seed writes. */
  const SEEDED_KINDS = ['venue', 'facility', 'organization', 'race', 'match', 'training', 'buildProject'] as const;
  const ofKind = (all: string[], kind: string) => all.filter((r) => r.startsWith(`${kind} `));

  it("writes, in the migration's fill and through writeItemTerms, exactly the seed's rows", async () => {
    const seeded = await rows();
    for (const kind of SEEDED_KINDS) expect(ofKind(seeded, kind).length, kind).toBeGreaterThan(500);
    // Every kind has `t:` grams: events and projects of their second line, the others of their address;
    // events the `d:` codes of their venue.
    for (const kind of SEEDED_KINDS)
      expect(
        ofKind(seeded, kind).some((r) => r.split(' ')[1]!.startsWith('t:')),
        kind,
      ).toBe(true);
    // 0020 fills the facilities (its down drops the table), 0028 the venues, organisations and races, 0036
    // the matches, trainings and construction projects, 0037 the addresses of the first four kinds.
    const db = database.db as unknown as Kysely<unknown>;
    await m0020.down(db);
    await m0020.up(db);
    await m0028.up(db);
    await m0036.up(db);
    await m0037.up(db);
    const filled = await rows();
    for (const kind of SEEDED_KINDS) expect(ofKind(filled, kind), kind).toEqual(ofKind(seeded, kind));
    await m0037.down(db);
    const isAddressGram = (r: string) =>
      ['venue', 'facility', 'organization', 'race'].includes(r.split(' ')[0]!) && r.split(' ')[1]!.startsWith('t:');
    expect(await rows()).toEqual(seeded.filter((r) => !isAddressGram(r)));
    await m0036.down(db);
    const withoutAddresses = seeded.filter((r) => !isAddressGram(r));
    expect(await rows()).toEqual(
      ['facility', 'organization', 'race', 'venue'].flatMap((kind) => ofKind(withoutAddresses, kind)),
    );
    await m0028.down(db);
    expect(await rows()).toEqual(ofKind(withoutAddresses, 'facility'));

    await database.db.deleteFrom('site_search_term').execute();
    for (const [kind, table, column] of [
      ['facility', 'facility', 'id'],
      ['venue', 'venue', 'organ_id'],
      ['race', 'games_race', 'id'],
      ['organization', 'fitness_organization', 'id'],
      ['match', 'venue_match', 'id'],
      ['training', 'venue_training', 'id'],
      ['buildProject', 'build_project', 'id'],
    ] as const) {
      const ids = (
        await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(table)}`.execute(database.db)
      ).rows.map((r) => Number(r.id));
      await writeItemTerms(database.db, kind, ids);
    }
    expect(await rows()).toEqual(seeded);
  });

  it("replaces a renamed facility's name grams, keeping its other terms", async () => {
    const id = Number(
      (await database.db.selectFrom('facility').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
    const ofId = async () =>
      (await rows()).filter((r) => r.startsWith('facility ') && r.endsWith(` ${id}`)).map((r) => r.split(' ')[1]!);
    const before = await ofId();
    await database.db.updateTable('map_point').set({ name: '冰壶馆' }).where('id', '=', id).execute();
    await writeFacilityTerms(database.db, [id]);
    const after = await ofId();
    expect(after.filter((t) => t.startsWith('n:')).sort()).toEqual(['n:冰壶', 'n:壶馆']);
    expect(after.filter((t) => !t.startsWith('n:')).sort()).toEqual(before.filter((t) => !t.startsWith('n:')).sort());
  });

  it("replaces the terms of a venue's events when their venue moves (writeEventTermsOfVenues)", async () => {
    const event = await database.db
      .selectFrom('venue_match as e')
      .innerJoin('venue as v', 'v.organ_id', 'e.organ_id')
      .select(['e.id', 'e.organ_id', 'v.county_code'])
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    const other = await database.db
      .selectFrom('division')
      .select('code')
      .where('level', '=', 3)
      .where('code', '<>', event.county_code)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const codesOf = async () =>
      (await rows())
        .filter((r) => r.startsWith('match d:') && r.endsWith(` ${Number(event.id)}`))
        .map((r) => r.split(' ')[1]!);
    expect(await codesOf()).toContain(`d:${event.county_code}`);
    await database.db
      .updateTable('venue')
      .set({ county_code: other.code })
      .where('organ_id', '=', event.organ_id)
      .execute();
    await writeEventTermsOfVenues(database.db, [Number(event.organ_id)]);
    const after = await codesOf();
    expect(after).toContain(`d:${other.code}`);
    expect(after).not.toContain(`d:${event.county_code}`);
  });
});
