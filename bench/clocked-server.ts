/**
 * A portal server for the passenger-flow benchmark whose clock starts at BENCH_CLOCK_START (ISO) and then
 * runs at wall-clock speed, so a push window (spec §9: H:00:00-H:10:00) can be reached on demand.
 * Built from the server's source (tsx) with the same buildApp the real server uses; nothing here is
 * reachable from the production entry point, which always uses the wall clock.
 *
 * Environment: DATABASE_URL (an already seeded database), PORT, BENCH_CLOCK_START. Logs at warn.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { ensurePublicAccount } from '../apps/server/src/modules/auth/accounts.repository.js';

const start = Date.parse(process.env.BENCH_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('BENCH_CLOCK_START must be an ISO instant');
const startedAt = performance.now();
const clock = (): Date => new Date(start + (performance.now() - startedAt));

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await ensurePublicAccount(database.db, config);
const app = await buildApp({ config, database, clock });
await app.listen({ port: config.port, host: '127.0.0.1' });
