/**
 * PostgreSQL connection loss (docs/decisions/resilience.md "PostgreSQL"): what counts as "the database is
 * unreachable right now" rather than a fault of the request, and one log line per outage.
 *
 * A PostgreSQL restart, a failover or `idle_session_timeout` ends the pool's connections: idle ones emit
 * `'error'` on the pool, checked-out ones on their client (pg emits it with no listener of its own, which
 * would crash the process), and connects fail with ECONNREFUSED until the server is back. None of this
 * is the request's fault: the error envelope answers 503 for it (plugins/error-envelope.ts), and the
 * next request gets a fresh connection from the pool without any manual step.
 */
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

/** The logger the watch writes to: pino's shape (buildApp hands over `app.log`). */
export interface ConnectionLogger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * SQLSTATE classes and codes meaning the server went away or cannot take a connection now:
 * class 08 (connection exception), 57P01-57P03 (admin / crash shutdown, cannot connect now),
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket-level errors of a lost or refused connection (Node's `code`). */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg's own messages for a connection that ended or could not be made (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when `error` says the database connection was lost or could not be made (see the module comment),
 * false for every other error (a constraint violation, a bug, bad SQL). Looks through AggregateError
 * (Node's dual-stack connect) one level deep.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner));
}

/** Default logger until buildApp hands over the app's: one JSON-free line on stderr. */
const stderrLogger: ConnectionLogger = {
  warn: (_object, message) => console.warn(message),
  info: (message) => console.warn(message),
};

/**
 * Watches `pool` so that no connection error can crash the process, and logs "lost" once when the first
 * connection fails and "back" once when a new connection succeeds afterwards (not one line per client).
 * Returns the pool Kysely should use (its `connect` reports failed connects to the watch) and `logTo`.
 */
export function watchPool(pool: pg.Pool): {
  pool: PostgresPool;
  logTo(logger: ConnectionLogger): void;
} {
  let logger = stderrLogger;
  let down = false;
  const lost = (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: { message: error.message, code: (error as { code?: unknown }).code } },
      'PostgreSQL 连接中断，请求暂答 503，连接恢复后自动继续',
    );
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    // A checked-out client has no pool listener: without this one, its 'error' would be thrown.
    client.on('error', lost);
    if (!down) return;
    down = false;
    logger.info('PostgreSQL 连接已恢复');
  });
  return {
    pool: {
      async connect() {
        try {
          return await pool.connect();
        } catch (error) {
          if (error instanceof Error && isDatabaseUnavailable(error)) lost(error);
          throw error;
        }
      },
      end: () => pool.end(),
      // Kysely 0.29 reads the pool's options (PostgresPool.options).
      options: pool.options,
    },
    logTo: (next) => void (logger = next),
  };
}
