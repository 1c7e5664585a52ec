/**
 * Session lifecycle (spec §4, §6, §9): issues tokens, resolves a `session-id` token to its session, and
 * revokes it.
 *
 * Lifetimes:
 * - public-access token: 14400 s from login (spec §9), no idle limit. Stateless and signed
 *   (./public-tokens.ts): issuing one writes nothing, validating one is an HMAC;
 * - agency session: a row in `session`; ends 12 h after login, or after 30 min without activity.
 *
 * Cost per request (the news list must keep >= 40 % of a hello-world route's requests/s):
 * - a validated session is cached in memory (keyed by the token itself, so a hit needs no hashing) for
 *   at most CACHE_TTL_MS (5 s), so a busy client costs one primary-key lookup per 5 s instead of one per
 *   request. The cache only ever answers "valid": anything
 *   it cannot vouch for (unknown, expired by its cached times) goes back to the database;
 * - agency activity is written at most once a minute (TOUCH_INTERVAL_MS), not on every request;
 * - `revokeAccount` ends every session of an account (the site admin disabled it, changed its grants or
 *   reset its password): the rows go and each token hash is announced like a logout;
 * - `revoke` (logout) purges the local cache at once and announces the token hash (`onRevoke`); with
 *   REDIS_URL every other instance drops it on that message (plugins/cluster-bus.ts), within
 *   milliseconds. While that bus is down (`trustCache` false: Redis unreachable) the cache answers nothing
 *   and every token is read from the database; when it is back the whole cache is dropped (`forgetAll`),
 *   since logouts of the outage were not heard (docs/decisions/resilience.md "Redis").
 *   Without Redis another instance may accept a logged-out token for up to CACHE_TTL_MS;
 *   calls that hand out access elsewhere (singleSignonUrl, checkToken) resolve with `fresh` and always
 *   read the database.
 * - the cache is bounded (MAX_CACHE_ENTRIES); the least recently used entries go first (lru-cache).
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import { looksLikeToken, newToken, sha256Hex } from '../../lib/tokens.js';
import type { RequestSession } from '../../types.js';
import { isPublicToken, publicTokenKey, signPublicToken, verifyPublicToken } from './public-tokens.js';
import {
  deleteAccountSessions,
  deleteSession,
  findPublicAccount,
  findSession,
  insertSession,
  purgeExpiredSessions,
  touchSession,
} from './sessions.repository.js';

export const PUBLIC_SESSION_MS = 14_400_000;
export const AGENCY_SESSION_MS = 12 * 3_600_000;
export const AGENCY_IDLE_MS = 30 * 60_000;
export const TOUCH_INTERVAL_MS = 60_000;
export const CACHE_TTL_MS = 5_000;
const MAX_CACHE_ENTRIES = 10_000;
const PURGE_INTERVAL_MS = 10 * 60_000;

/** A resolved session plus the account names checkToken shows. */
export interface ResolvedSession extends RequestSession {
  displayName: string;
  organName: string;
}

interface CacheEntry {
  session: Readonly<ResolvedSession>;
  expiresAtMs: number;
  lastUsedAtMs: number;
  cachedUntilMs: number;
}

export interface ResolveOptions {
  /** Count this call as activity (agency idle timeout). checkToken passes false: a poll is not activity. */
  touch: boolean;
  /** Skip the validation cache and read the database (a logout on any instance is seen at once). */
  fresh?: boolean;
}

/** The public account's session fields and token key, loaded once per store. */
interface PublicIdentity {
  key: Buffer;
  session: Omit<ResolvedSession, 'tokenHash'>;
}

export class SessionStore {
  private readonly cache = new LRUCache<string, CacheEntry>({ max: MAX_CACHE_ENTRIES });
  private lastPurgeMs = 0;
  private publicIdentity: Promise<PublicIdentity | null> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    /** The configured public-access account (config.publicUserName). */
    private readonly publicUserName: string,
    /** Told the token hash of each session ended here, to tell the other instances. */
    private readonly onRevoke: (tokenHash: string) => Promise<void> = async () => {},
    /** False while other instances' revocations may go unheard (the bus is down): the cache is then ignored. */
    private readonly trustCache: () => boolean = () => true,
  ) {}

  /** Drops every cached validation (the bus is back after an outage in which revocations were missed). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Drops the cached validation of the session with `tokenHash` (ended on another instance). */
  forget(tokenHash: string): void {
    this.forgetWhere((entry) => entry.session.tokenHash === tokenHash);
  }

  /**
   * Drops the cached validations `stale` answers true for. The tokens are gathered first, then deleted:
   * lru-cache's walk follows its own links, which a delete during the walk rewrites.
   */
  private forgetWhere(stale: (entry: CacheEntry) => boolean): void {
    const tokens: string[] = [];
    for (const [token, entry] of this.cache.entries()) if (stale(entry)) tokens.push(token);
    for (const token of tokens) this.cache.delete(token);
  }

  /**
   * Issues a public-access token: signed, 14400 s, no row (./public-tokens.ts). Throws when the public
   * account does not exist (server.ts creates it at start-up).
   */
  async createPublic(): Promise<string> {
    const identity = await this.loadPublicIdentity();
    if (!identity) throw new Error(`public account ${this.publicUserName} does not exist`);
    return signPublicToken(identity.key, this.clock().getTime() + PUBLIC_SESSION_MS);
  }

  /** Issues an agency session token (a row; 12 h from now, or 30 min idle). Returns the raw token. */
  async createAgency(accountId: number): Promise<string> {
    const now = this.clock();
    const token = newToken();
    await insertSession(this.db, {
      tokenHash: sha256Hex(token),
      kind: 'agency',
      accountId,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + AGENCY_SESSION_MS).toISOString(),
    });
    await this.purgeOccasionally(now);
    return token;
  }

  /**
   * The live session for `token`, or null when the token is missing, malformed, unknown, past its end,
   * or (agency) idle for 30 min. Never throws for bad input.
   */
  async resolve(token: unknown, options: ResolveOptions): Promise<ResolvedSession | null> {
    const cached = options.fresh ? undefined : this.peek(token, options);
    if (cached) return cached;
    if (!looksLikeToken(token)) return null;
    const nowMs = this.clock().getTime();
    this.cache.delete(token);
    const entry = await this.load(token, nowMs);
    if (!entry) return null;
    if (options.touch && entry.session.kind === 'agency' && nowMs - entry.lastUsedAtMs >= TOUCH_INTERVAL_MS) {
      entry.lastUsedAtMs = nowMs;
      await touchSession(this.db, entry.session.tokenHash, new Date(nowMs).toISOString());
    }
    return entry.session;
  }

  /**
   * The session for `token` straight from the cache, without I/O (the hot path of every data request),
   * or undefined when `resolve` must ask the database or record activity. Never a false "valid".
   */
  peek(token: unknown, options: ResolveOptions): ResolvedSession | undefined {
    if (typeof token !== 'string') return undefined;
    // Keyed by the raw token (already in memory with every request) so a hit needs no SHA-256.
    const entry = this.cache.get(token);
    if (!entry || !this.trustCache()) return undefined;
    const nowMs = this.clock().getTime();
    if (entry.cachedUntilMs <= nowMs || !this.isLive(entry, nowMs)) return undefined;
    if (options.touch && entry.session.kind === 'agency' && nowMs - entry.lastUsedAtMs >= TOUCH_INTERVAL_MS)
      return undefined;
    return entry.session;
  }

  /** Ends the session of `token` (logout) here and in the database. Answers the session it ended, if any. */
  async revoke(token: unknown): Promise<ResolvedSession | null> {
    if (!looksLikeToken(token)) return null;
    const session = await this.resolve(token, { touch: false });
    this.cache.delete(token);
    const tokenHash = sha256Hex(token);
    await deleteSession(this.db, tokenHash);
    if (session) await this.onRevoke(tokenHash);
    return session;
  }

  /**
   * Ends every session of account `accountId` here, in the database and (through `onRevoke`) on every
   * other instance. Answers how many sessions it ended.
   */
  async revokeAccount(accountId: number): Promise<number> {
    const hashes = await deleteAccountSessions(this.db, accountId);
    this.forgetWhere((entry) => entry.session.accountId === accountId);
    for (const tokenHash of hashes) await this.onRevoke(tokenHash);
    return hashes.length;
  }

  private isLive(entry: Pick<CacheEntry, 'session' | 'expiresAtMs' | 'lastUsedAtMs'>, nowMs: number): boolean {
    if (nowMs >= entry.expiresAtMs) return false;
    return entry.session.kind !== 'agency' || nowMs - entry.lastUsedAtMs < AGENCY_IDLE_MS;
  }

  /** The public account's identity, read once (a failed read is retried on the next call). */
  private loadPublicIdentity(): Promise<PublicIdentity | null> {
    this.publicIdentity ??= findPublicAccount(this.db, this.publicUserName).then(
      (row) =>
        row
          ? {
              key: publicTokenKey(row.password_hash),
              session: {
                kind: 'public',
                accountId: row.id,
                userName: row.user_name,
                displayName: row.display_name,
                organName: row.organ_name,
              },
            }
          : null,
      (error: unknown) => {
        this.publicIdentity = undefined;
        throw error;
      },
    );
    return this.publicIdentity;
  }

  /** A cache entry for a genuine, unexpired public token, else undefined. */
  private async loadPublic(token: string, nowMs: number): Promise<CacheEntry | undefined> {
    const identity = await this.loadPublicIdentity();
    const expiresAtMs = identity ? verifyPublicToken(identity.key, token) : null;
    if (!identity || expiresAtMs === null || nowMs >= expiresAtMs) return undefined;
    return {
      session: Object.freeze({ ...identity.session, tokenHash: sha256Hex(token) }),
      expiresAtMs,
      lastUsedAtMs: nowMs,
      cachedUntilMs: nowMs + CACHE_TTL_MS,
    };
  }

  private async load(token: string, nowMs: number): Promise<CacheEntry | undefined> {
    const entry = isPublicToken(token) ? await this.loadPublic(token, nowMs) : await this.loadStored(token, nowMs);
    if (!entry) return undefined;
    this.cache.set(token, entry);
    return entry;
  }

  private async loadStored(token: string, nowMs: number): Promise<CacheEntry | undefined> {
    const tokenHash = sha256Hex(token);
    const row = await findSession(this.db, tokenHash);
    if (!row || (row.kind !== 'public' && row.kind !== 'agency')) return undefined;
    const entry: CacheEntry = {
      session: Object.freeze({
        kind: row.kind,
        accountId: row.account_id,
        userName: row.user_name,
        tokenHash,
        displayName: row.display_name,
        organName: row.organ_name,
      }),
      expiresAtMs: Date.parse(row.expires_at),
      lastUsedAtMs: Date.parse(row.last_used_at),
      cachedUntilMs: nowMs + CACHE_TTL_MS,
    };
    return this.isLive(entry, nowMs) ? entry : undefined;
  }

  /** Deletes dead sessions at most every 10 minutes, piggy-backing on logins. */
  private async purgeOccasionally(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeMs < PURGE_INTERVAL_MS) return;
    this.lastPurgeMs = now.getTime();
    await purgeExpiredSessions(this.db, now.toISOString(), new Date(now.getTime() - AGENCY_IDLE_MS).toISOString());
  }
}
