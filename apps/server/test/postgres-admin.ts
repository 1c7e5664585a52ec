/**
 * PostgreSQL helpers of the backup suites (db/postgres-backup.test.ts, backup-cli.test.ts), which create and
 * drop whole databases beside the one DATABASE_URL names (the API suite's own schemas are test-app.ts's).
 */
import pg from 'pg';

/** The URL of database `name` on the server of `adminUrl` (same user, host and options). */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (e.g. `create database …`) on its own connection to `adminUrl`. */
export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
