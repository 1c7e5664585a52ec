/**
 * Every environment variable the server reads, checked once at start-up (DESIGN.md).
 * `loadConfig(env)` throws an Error naming the variable and the reason when a value is invalid.
 * The README's environment table mirrors this file: keep them in step.
 */
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { SiteRecords } from '@portal/contracts/site-records.codes';
import { AUDIT_RETENTION_MIN_DAYS } from '@portal/contracts/content-admin-ops.codes';
import { EXCHANGE_SYSTEM_NAMES } from '@portal/contracts/data-exchange';
import { APP_KEY_HASH_FORMAT } from './modules/open-data/app-key.js';
import { readSiteRecords } from './site-records.js';

/** The five external filling systems reachable by single sign-on (spec §6), by appId. */
export const SSO_APP_IDS = ['app_sync_js365', 'js365_build', 'js365_equ', 'cdqc_filling', 'js365_park'] as const;
export type SsoAppId = (typeof SSO_APP_IDS)[number];

/** Colour themes the web app knows (spec §7 "Runtime configuration"); served by GET /runtime-config.js. */
export const THEMES = ['gov-red', 'sport-blue'] as const;
export type Theme = (typeof THEMES)[number];

export interface SsoAppConfig {
  appId: SsoAppId;
  name: string;
  /** Address opened in a new window; the ticket is appended as `ticket=` (SSO) for logged-in users. */
  url: string;
  /** The external system's own registration page (免费注册). */
  registerUrl: string;
}

export interface Config {
  host: string;
  port: number;
  /** `postgres://...` or a SQLite file path. */
  databaseUrl: string;
  logLevel: string;
  /** Credentials of the public-access account the web app logs in with automatically (spec §6). */
  publicUserName: string;
  publicPassword: string;
  /** Password given to the seeded agency test accounts (local use only; see README). */
  seedAgencyPassword: string;
  /** Seed an empty database at start-up. */
  seedOnStart: boolean;
  /** Folder of the built web app; served at / with history-mode fallback. Empty: API only. */
  webDist: string;
  /**
   * SITE_URL: the public origin (https://host[:port], no path) written into canonical links, robots.txt and
   * sitemap.xml. Empty: the origin of each request (its Host header), fine behind a proxy that sets it.
   */
  siteUrl: string;
  /** Shared secret external systems send as `appSecret` when validating an SSO ticket. */
  ssoValidateSecret: string;
  ssoApps: SsoAppConfig[];
  /** Login attempts allowed per IP per minute (agency logins, and public-route attempts with other credentials). */
  loginRateLimitPerMinute: number;
  /**
   * PUBLIC_LOGIN_BUDGET_PER_MINUTE: automatic public logins one instance answers per minute, from all
   * addresses together (they are never limited per address: many visitors share one). Default 300,000
   * (5,000/s), above what one instance can serve, so it bounds abuse without refusing real visitors.
   */
  publicLoginBudgetPerMinute: number;
  /** NODE_ENV=production: published defaults refuse to start (production-guard.ts), API docs off by default. */
  production: boolean;
  /** API_DOCS: serve the OpenAPI document and Swagger UI at /api/docs. Default: on, except in production. */
  apiDocs: boolean;
  /**
   * REDIS_URL: redis://host:port shared by several instances (rate limits, logout, cache clearing;
   * plugins/cluster-bus.ts). '' (the default): one instance, all in memory.
   */
  redisUrl: string;
  /**
   * DATA_PROBE_MS: milliseconds between two reads of the change log's versions (data/change-feed.ts), the
   * fallback that finds writes whose bus message was lost or written by another process; 200..600000,
   * default 5000.
   */
  dataProbeMs: number;
  /**
   * EXCHANGE_IMPORT_STALE_MS: a file import left running with no committed chunk for this long was cut off
   * and is resumed by the next instance that sweeps (docs/decisions/data-exchange.md "File import:
   * interrupted imports"); 1000..3600000, default 60000 (a chunk of 1,000 rows takes a few seconds).
   */
  exchangeImportStaleMs: number;
  /**
   * VIDEO_JOB_STALE_MS: a venue video transcode whose heartbeat is older than this was cut off (its instance
   * stopped) and is taken again by the next instance that sweeps (docs/decisions/venue-opening.md "Venue
   * video uploads"); 1000..3600000, default 120000.
   */
  videoJobStaleMs: number;
  /**
   * FEEDBACK_CHALLENGE_SECRET: HMAC secret that signs the feedback form's proof-of-work challenges
   * (modules/feedback); the same on every instance, so any instance verifies a challenge another issued.
   */
  feedbackChallengeSecret: string;
  /**
   * TRUST_PROXY: which reverse proxies' X-Forwarded-For gives the client address (audit log, rate limits),
   * in Fastify's own `trustProxy` forms (proxy-addr): false (default, the socket's address); the proxies'
   * addresses and CIDRs (`127.0.0.1`, `10.0.0.0/8,::1`, and proxy-addr's names loopback, linklocal,
   * uniquelocal): the right-most entry not written by one of them; or a hop count (`1`: the entry the one
   * proxy in front appended), which trusts whoever connects, so production accepts it only while HOST is a
   * loopback address (production-guard.ts). `true` trusts the left-most entry, which any client writes:
   * refused in production.
   */
  trustProxy: TrustProxy;
  /** THEME: colour theme named to the web app by /runtime-config.js ('gov-red' | 'sport-blue'). */
  theme: Theme;
  /**
   * CLOCK_START: an ISO instant the server's clock starts at, then running at wall-clock speed; null (the
   * default) is the real clock. For demonstrations and browser tests that need a known moment (a passenger
   * -flow window, daytime opening hours); never set it in production. The server warns at start-up when set.
   */
  clockStart: Date | null;
  /**
   * MAP_TILE_URL: tile service of the fitness map (README "Fitness map"), a Leaflet URL template such as
   * `https://t{s}.tiles.example.gov.cn/{z}/{x}/{y}.png` (http(s), with {z}, {x} and {y}; {s} = subdomains
   * a-c). '' (the default): the web map draws its bundled offline layer (province outlines). Handed to the
   * web app in /runtime-config.js; its host is added to the CSP's img-src (plugins/security-headers.ts).
   */
  mapTileUrl: string;
  /** MAP_ATTRIBUTION: plain-text credit of that tile service (its source and 审图号); required with MAP_TILE_URL. */
  mapAttribution: string;
  /** SITE_CODE, ICP_NUMBER, PSB_NUMBER, CONAC_ID: the footer's registration marks, those set (site-records.ts). */
  siteRecords: SiteRecords;
  /**
   * TIANDITU_KEY: browser key (tk, 32 hex characters) of a 天地图 application: the maps draw 天地图's vector and
   * annotation layers (docs/decisions/base-map.md "Base map"). '' (the default): no 天地图. Not with MAP_TILE_URL.
   * Handed to the web app in /runtime-config.js (a 天地图 browser key is public by design, bound to the site's
   * domain in 天地图's console); its hosts are added to the CSP's img-src (plugins/security-headers.ts).
   */
  tiandituKey: string;
  /** TIANDITU_APPROVAL: the 审图号 shown in 天地图's attribution (default TIANDITU_DEFAULT_APPROVAL). */
  tiandituApproval: string;
  /**
   * OPEN_DATA_DIR: folder of the open-data files (modules/open-data: CSV, XLSX, JSON, GeoJSON, datapackage.json
   * and their manifest), served under /opendata/files/. Default: `opendata` beside the SQLite file
   * (data/opendata), or data/opendata with PostgreSQL.
   */
  openDataDir: string;
  /**
   * OPEN_DATA_APP_KEYS: SHA-256 hashes (64 hex digits, comma-separated) of the open-data row API's app keys
   * (modules/open-data/app-key.ts; minted by `npm run open-data-key`). Default: none (keyless limit only).
   */
  openDataAppKeys: string[];
  /**
   * CMS_CHECK_WORDS_FILE: a JSON file `{"entries": [{"word", "suggest"}]}` of words the back office's
   * pre-publish check finds besides its starter list (modules/content-admin/check-words.json), so operators
   * extend the dictionary without a rebuild. '' (the default): the starter list only. Read at start-up; an
   * unreadable or malformed file stops the start naming it.
   */
  cmsCheckWordsFile: string;
  /**
   * AUDIT_RETENTION_DAYS: audit rows older than this many days are purged (modules/content-admin/
   * audit-retention.ts). At least 180 (等保 2.0: 审计记录留存不少于六个月; a smaller value stops the start),
   * at most 3650; default 180.
   */
  auditRetentionDays: number;
}

/** TRUST_PROXY (see Config): off, trust everything (development only), a hop count or proxy addresses. */
export type TrustProxy = boolean | number | string[];

/**
 * Fastify's `trustProxy` option for a TRUST_PROXY value. Fastify 5.12 ignores a bare hop count (it fails
 * closed: the socket's address), so a count becomes proxy-addr's own hop rule, `hop < count`.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** 天地图's 审图号 when TIANDITU_APPROVAL is not set: the number its web map showed when this was written. */
export const TIANDITU_DEFAULT_APPROVAL = 'GS(2024)0568号';

const SSO_APP_DEFAULTS: Record<SsoAppId, { name: string; path: string }> = {
  app_sync_js365: { name: EXCHANGE_SYSTEM_NAMES.app_sync_js365, path: 'venue' },
  js365_build: { name: EXCHANGE_SYSTEM_NAMES.js365_build, path: 'build' },
  js365_equ: { name: EXCHANGE_SYSTEM_NAMES.js365_equ, path: 'equ' },
  cdqc_filling: { name: EXCHANGE_SYSTEM_NAMES.cdqc_filling, path: 'equipment' },
  js365_park: { name: EXCHANGE_SYSTEM_NAMES.js365_park, path: 'park' },
};

/** Defaults printed in the README: a production start refuses them (production-guard.ts). */
export const PUBLISHED_DEFAULTS = {
  seedAgencyPassword: 'Agency@2026',
  ssoValidateSecret: 'change-me-sso-secret',
  feedbackChallengeSecret: 'change-me-feedback-challenge-secret',
} as const;

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function readBool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  return raw;
}

/** OPEN_DATA_APP_KEYS (see Config): the listed hashes, lower-cased; a malformed entry stops the start. */
function readOpenDataAppKeys(env: NodeJS.ProcessEnv): string[] {
  const hashes = (env.OPEN_DATA_APP_KEYS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  const bad = hashes.find((h) => !APP_KEY_HASH_FORMAT.test(h));
  if (bad !== undefined) {
    throw new Error(`OPEN_DATA_APP_KEYS must list SHA-256 hashes (64 hex digits, comma-separated), got '${bad}'`);
  }
  return hashes;
}

/** OPEN_DATA_DIR (see Config): the given folder, or `opendata` beside the SQLite file (data/ with PostgreSQL). */
/** OPEN_DATA_DIR (see Config), made absolute against the working directory (@fastify/static needs it). */
function readOpenDataDir(env: NodeJS.ProcessEnv): string {
  if (env.OPEN_DATA_DIR) return resolve(env.OPEN_DATA_DIR);
  const database = env.DATABASE_URL || 'data/portal.sqlite';
  return resolve(/^postgres(ql)?:\/\//.test(database) ? join('data', 'opendata') : join(dirname(database), 'opendata'));
}

/** SITE_URL (see Config): '' or an http(s) origin without a path, trailing slash removed. */
function readSiteUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.SITE_URL ?? '').trim().replace(/\/+$/, '');
  if (raw !== '' && !/^https?:\/\/[^\s/?#]+$/.test(raw))
    throw new Error(`SITE_URL must be an http(s) origin such as https://ty.example.gov.cn, got '${raw}'`);
  return raw;
}

/** proxy-addr's names of address ranges (accepted in TRUST_PROXY lists). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address or CIDR (`10.0.0.0/8`, `fd00::/8`) as proxy-addr accepts it. */
function isAddressOrCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY (see Config). */
function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return readInt(env, 'TRUST_PROXY', 0, 1, 32);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressOrCidr(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be false, a hop count (1-32) or the proxies' addresses/CIDRs (10.0.0.0/8,127.0.0.1), got '${bad}'`,
    );
  return entries;
}

function readTheme(env: NodeJS.ProcessEnv): Theme {
  const raw = env.THEME || 'gov-red';
  if (!(THEMES as readonly string[]).includes(raw))
    throw new Error(`THEME must be one of ${THEMES.join(', ')}, got '${raw}'`);
  return raw as Theme;
}

function readInstant(env: NodeJS.ProcessEnv, name: string): Date | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(time)) {
    throw new Error(`${name} must be an ISO-8601 instant such as 2026-10-31T10:00:00+08:00, got '${raw}'`);
  }
  return new Date(time);
}

/** MAP_TILE_URL and MAP_ATTRIBUTION (see Config): both '' when no tile service is set. */
function readMapTiles(env: NodeJS.ProcessEnv): { mapTileUrl: string; mapAttribution: string } {
  const url = (env.MAP_TILE_URL ?? '').trim();
  if (!url) return { mapTileUrl: '', mapAttribution: '' };
  if (!/^https?:\/\/[^\s/]+\/[^\s]*$/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an http(s) tile URL template with {z}, {x} and {y}, got '${url}'`);
  }
  const attribution = (env.MAP_ATTRIBUTION ?? '').trim();
  if (!attribution)
    throw new Error('MAP_ATTRIBUTION must credit the tile service (its source and 审图号) when MAP_TILE_URL is set');
  return { mapTileUrl: url, mapAttribution: attribution };
}

/** TIANDITU_KEY and TIANDITU_APPROVAL (see Config): key '' when 天地图 is not used. */
function readTianditu(env: NodeJS.ProcessEnv, mapTileUrl: string): { tiandituKey: string; tiandituApproval: string } {
  const key = (env.TIANDITU_KEY ?? '').trim();
  const approval = (env.TIANDITU_APPROVAL ?? '').trim() || TIANDITU_DEFAULT_APPROVAL;
  if (!key) return { tiandituKey: '', tiandituApproval: approval };
  // The key itself is never echoed: it belongs in the environment, not in a log.
  if (!/^[0-9a-f]{32}$/i.test(key)) throw new Error('TIANDITU_KEY must be a 天地图 key of 32 hexadecimal characters');
  if (mapTileUrl) throw new Error('TIANDITU_KEY and MAP_TILE_URL name two base maps: set only one');
  if (!/^GS[（(]\d{4}[）)]\d+号$/.test(approval))
    throw new Error(`TIANDITU_APPROVAL must be a 审图号 such as ${TIANDITU_DEFAULT_APPROVAL}, got '${approval}'`);
  return { tiandituKey: key.toLowerCase(), tiandituApproval: approval };
}

/**
 * The server clock for `clockStart`: the wall clock when null; otherwise a clock that starts at `clockStart`
 * when this function is called and advances in real time.
 */
export function clockFrom(clockStart: Date | null): () => Date {
  if (clockStart === null) return () => new Date();
  const offset = clockStart.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

function readRedisUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.REDIS_URL ?? '').trim();
  if (raw && !/^rediss?:\/\/[^\s]+$/.test(raw))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'`);
  return raw;
}

/** Reads and checks the configuration from `env` (default: process.env). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mapTiles = readMapTiles(env);
  const ssoBase = readUrl(env, 'SSO_BASE_URL', 'https://tianbao.example.gov.cn');
  const ssoApps = SSO_APP_IDS.map((appId): SsoAppConfig => {
    const key = appId.toUpperCase();
    const { name, path } = SSO_APP_DEFAULTS[appId];
    return {
      appId,
      name,
      url: readUrl(env, `SSO_${key}_URL`, `${ssoBase}/${path}/`),
      registerUrl: readUrl(env, `SSO_${key}_REGISTER_URL`, `${ssoBase}/${path}/register`),
    };
  });
  return {
    host: env.HOST || '127.0.0.1',
    port: readInt(env, 'PORT', 8080, 0, 65535),
    databaseUrl: env.DATABASE_URL || 'data/portal.sqlite',
    logLevel: env.LOG_LEVEL || 'info',
    publicUserName: env.PUBLIC_USER_NAME || 'portal_public',
    publicPassword: env.PUBLIC_PASSWORD || 'Public@2026',
    seedAgencyPassword: env.SEED_AGENCY_PASSWORD || PUBLISHED_DEFAULTS.seedAgencyPassword,
    seedOnStart: readBool(env, 'SEED_ON_START', true),
    webDist: env.WEB_DIST ?? 'apps/web/dist',
    siteUrl: readSiteUrl(env),
    ssoValidateSecret: env.SSO_VALIDATE_SECRET || PUBLISHED_DEFAULTS.ssoValidateSecret,
    ssoApps,
    loginRateLimitPerMinute: readInt(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 100000),
    publicLoginBudgetPerMinute: readInt(env, 'PUBLIC_LOGIN_BUDGET_PER_MINUTE', 300_000, 1, 100_000_000),
    production: env.NODE_ENV === 'production',
    apiDocs: readBool(env, 'API_DOCS', env.NODE_ENV !== 'production'),
    redisUrl: readRedisUrl(env),
    dataProbeMs: readInt(env, 'DATA_PROBE_MS', 5_000, 200, 600_000),
    exchangeImportStaleMs: readInt(env, 'EXCHANGE_IMPORT_STALE_MS', 60_000, 1_000, 3_600_000),
    videoJobStaleMs: readInt(env, 'VIDEO_JOB_STALE_MS', 120_000, 1_000, 3_600_000),
    feedbackChallengeSecret: env.FEEDBACK_CHALLENGE_SECRET || PUBLISHED_DEFAULTS.feedbackChallengeSecret,
    trustProxy: readTrustProxy(env),
    theme: readTheme(env),
    clockStart: readInstant(env, 'CLOCK_START'),
    ...mapTiles,
    ...readTianditu(env, mapTiles.mapTileUrl),
    openDataDir: readOpenDataDir(env),
    openDataAppKeys: readOpenDataAppKeys(env),
    cmsCheckWordsFile: env.CMS_CHECK_WORDS_FILE ? resolve(env.CMS_CHECK_WORDS_FILE) : '',
    auditRetentionDays: readInt(env, 'AUDIT_RETENTION_DAYS', AUDIT_RETENTION_MIN_DAYS, AUDIT_RETENTION_MIN_DAYS, 3650),
    siteRecords: readSiteRecords(env),
  };
}
