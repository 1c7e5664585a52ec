/**
 * Whether the PostgreSQL server at `url` accepts a connection within 2 s: the benches that also measure on
 * PostgreSQL (write visibility, the push API) skip that part with a note when it does not.
 */
import pg from 'pg';

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
