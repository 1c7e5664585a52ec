/**
 * Test support of the community-games suites: a test app whose database holds the real divisions and the
 * community-games seed at a small scale, dated around SEEDING_NOW, with the server clock stopped there.
 */
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { divisionRows } from '../../seed/divisions.js';
import { insertRows } from '../../seed/insert-rows.js';
import { seedCommunityGames } from '../../seed/community-games/seed-community-games.js';
import { forgetRaceSnapshot } from './race-snapshot.js';

/** 2026-11-24 12:00 in Asia/Shanghai: the seeding instant and the server's clock. */
export const SEEDING_NOW = new Date('2026-11-24T04:00:00.000Z');
export const TODAY = '2026-11-24';

export async function createGamesTestApp(scale = 0.05): Promise<TestApp> {
  const t = await createTestApp({ clock: () => SEEDING_NOW });
  await t.database.db.transaction().execute(async (trx) => {
    await insertRows(trx, 'division', divisionRows());
    await seedCommunityGames(trx, {
      scale,
      national: false,
      now: SEEDING_NOW,
      step: async (_t, write) => void (await write()),
    });
  });
  // The app read its (then empty) snapshot when it became ready: read the seeded races instead.
  forgetRaceSnapshot(t.database.db);
  return t;
}
