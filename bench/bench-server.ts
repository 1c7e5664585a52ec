/**
 * The built server on a fresh default seed for the data exchange benches (bench/exchange-push.ts,
 * bench/exchange-import.ts): a SQLite file in a temporary folder made and removed here, or a PostgreSQL
 * database URL the caller made.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeTempDatabaseFile, startPortalServer, type PortalServer } from '../test-support/portal-server.js';

/** Starts the built server over `databaseUrl` (a SQLite file or a PostgreSQL URL), seeding it when empty. */
export function startServerOn(databaseUrl: string, env: Record<string, string> = {}): Promise<PortalServer> {
  return startPortalServer(
    databaseUrl.startsWith('postgres')
      ? { env: { ...env, DATABASE_URL: databaseUrl }, readyTimeoutMs: 300_000 }
      : { databaseFile: databaseUrl, env },
  );
}

/** Runs `work` with a new SQLite file path (named after `prefix`), removing its folder afterwards. */
export async function withTempSqlite<T>(prefix: string, work: (file: string) => Promise<T>): Promise<T> {
  const file = makeTempDatabaseFile(prefix);
  try {
    return await work(file);
  } finally {
    rmSync(resolve(file, '..'), { recursive: true, force: true });
  }
}
