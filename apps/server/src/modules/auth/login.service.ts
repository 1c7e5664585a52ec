/**
 * Credential check shared by the public and the agency login (spec §6, §7):
 *
 * - wrong user name, wrong password, or an account of the other kind -> ApiError 400 '用户名或密码错误'
 *   (400, not 401: the web client reads a 401 body as token expiry and would retry);
 * - the 5th consecutive failure locks an agency account for 15 minutes; while locked every attempt,
 *   even with the right password, gets ApiError 403 '账号已锁定，请于 YYYY-MM-DD HH:mm 后再试'
 *   (Asia/Shanghai, rounded up to the minute);
 * - an account the site admin disabled gets ApiError 403 '账号已停用，请联系站点管理员', and only after the
 *   right password (a wrong one answers as above, so the message tells nothing to a guesser);
 * - a successful login clears the failure count;
 * - every outcome is written to the audit log (login, login_failed, locked).
 *
 * An unknown user name on the agency login is answered exactly like a known account: the same scrypt work,
 * the same 400, and after 5 failures the same 403 lock message until the same time (UnknownNameLockout,
 * kept in memory per instance), so neither the answers nor their timing tell which names exist.
 *
 * The public-access account is exempt from the lock: its password ships inside the web app (spec §6
 * automatic login), so locking it would only let anyone shut every anonymous visitor out for 15 minutes.
 * The per-IP rate limit on the login routes still applies to it.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../lib/api-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import { formatShanghaiMinuteCeil } from '../../lib/shanghai-time.js';
import {
  clearFailures,
  findAccountByUserName,
  incrementFailedCount,
  lockAccount,
  type AccountRow,
} from './accounts.repository.js';
import type { AccountKind } from '../../data/accounts.js';
import { writeAudit } from './audit.repository.js';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;

const WRONG_CREDENTIALS = '用户名或密码错误';

const UNKNOWN_NAMES_MAX = 10_000;

/**
 * Failure counts and locks of agency user names that have no account, mirroring the account columns
 * failed_count / locked_until. Bounded (the least recently failed name goes first).
 */
export class UnknownNameLockout {
  private readonly names = new LRUCache<string, { failures: number; lockedUntilMs: number }>({
    max: UNKNOWN_NAMES_MAX,
  });

  /** The end of the lock on `userName` when it is locked at `nowMs`, else null. */
  lockedUntil(userName: string, nowMs: number): Date | null {
    const entry = this.names.get(userName);
    return entry && entry.lockedUntilMs > nowMs ? new Date(entry.lockedUntilMs) : null;
  }

  /** Counts a failure; answers the end of the lock it starts (the MAX_FAILED_LOGINS-th failure), else null. */
  fail(userName: string, nowMs: number): Date | null {
    // A lock resets the count to 0, so counting starts afresh once it has passed.
    const failures = (this.names.get(userName)?.failures ?? 0) + 1;
    const lockedUntilMs = failures >= MAX_FAILED_LOGINS ? nowMs + LOCK_MS : 0;
    this.names.set(userName, { failures: failures >= MAX_FAILED_LOGINS ? 0 : failures, lockedUntilMs });
    return lockedUntilMs ? new Date(lockedUntilMs) : null;
  }
}

/** 403 telling the user the account is locked and until when. */
function lockedError(until: Date): ApiError {
  return new ApiError(403, `账号已锁定，请于 ${formatShanghaiMinuteCeil(until)} 后再试`);
}

/**
 * Checks `userName` / `password` for an account of `kind`. Returns the account on success; throws
 * ApiError 400 (wrong credentials) or 403 (locked) otherwise.
 */
export async function checkCredentials(
  app: FastifyInstance,
  args: { kind: AccountKind; userName: string; password: string; ip: string | undefined },
  unknownNames?: UnknownNameLockout,
): Promise<AccountRow> {
  const { db } = app;
  const now = app.clock();
  const audit = (action: 'login' | 'login_failed' | 'locked', result: string, extra = '') =>
    writeAudit(db, {
      time: now,
      action,
      userName: args.userName,
      ip: args.ip,
      result,
      detail: `kind=${args.kind}${extra}`,
    });

  const account = await findAccountByUserName(db, args.userName);
  if (!account || account.kind !== args.kind) {
    const lockable = args.kind === 'agency' && !account && unknownNames !== undefined;
    const lockedUntil = lockable ? unknownNames.lockedUntil(args.userName, now.getTime()) : null;
    if (lockedUntil) {
      await audit('login_failed', 'locked');
      throw lockedError(lockedUntil);
    }
    // Same scrypt work as a real check, so response time does not reveal which user names exist.
    await verifyPassword(args.password, await dummyPasswordHash());
    await audit('login_failed', 'unknown_user');
    const lockStarts = lockable ? unknownNames.fail(args.userName, now.getTime()) : null;
    if (lockStarts) throw lockedError(lockStarts);
    throw new ApiError(400, WRONG_CREDENTIALS);
  }

  const lockable = account.kind === 'agency';
  if (lockable && account.locked_until !== null && Date.parse(account.locked_until) > now.getTime()) {
    await audit('login_failed', 'locked');
    throw lockedError(new Date(account.locked_until));
  }

  if (!(await verifyPassword(args.password, account.password_hash))) {
    if (!lockable) {
      await audit('login_failed', 'bad_password');
      throw new ApiError(400, WRONG_CREDENTIALS);
    }
    const failures = await incrementFailedCount(db, account.id);
    await audit('login_failed', `bad_password:${failures}`);
    if (failures >= MAX_FAILED_LOGINS) {
      const until = new Date(now.getTime() + LOCK_MS);
      await lockAccount(db, account.id, until.toISOString());
      await audit('locked', 'ok', ` until=${until.toISOString()}`);
      throw lockedError(until);
    }
    throw new ApiError(400, WRONG_CREDENTIALS);
  }

  if (account.disabled) {
    await audit('login_failed', 'disabled');
    throw new ApiError(403, '账号已停用，请联系站点管理员');
  }
  await clearFailures(db, account);
  await audit('login', 'ok');
  return account;
}
