/**
 * Refuses a production start while a published default is in force (security by default; README
 * "Deploying"). With NODE_ENV=production, server.ts calls `publishedDefaultsInForce` after migrations
 * and the optional seed, and exits with code 1 naming each problem:
 * - an agency account whose password is the seed's published default (SEED_AGENCY_PASSWORD's default,
 *   printed in the README): checked against each agency account's scrypt hash;
 * - the development passenger-flow push key of the seed (seed-settings.ts SEED_FLOW_TEST_KEY) still stored;
 * - SSO_VALIDATE_SECRET or FEEDBACK_CHALLENGE_SECRET left at its default (anyone could validate tickets or
 *   forge the feedback form's proof-of-work challenges).
 * `unsafeProductionSettings` adds the settings a production site must make (docs/decisions/security.md):
 * - SITE_URL unset: the client's Host header would become the origin of canonical links, robots.txt and
 *   the sitemap (cacheable texts another host could poison);
 * - TRUST_PROXY=true: the left-most X-Forwarded-For entry, which any client writes, would become the
 *   address of rate limits and the audit log; the proxies' addresses are required, or a hop count while
 *   the server listens on a loopback address only (a hop count trusts whoever connects).
 * The API documentation needs no check: in production it is served only with API_DOCS=true (config.ts).
 *
 * `missingProductionSettings` names what a public government site must have and no default can give
 * (docs/decisions/public-experience.md): the four registration marks (SITE_CODE, ICP_NUMBER, PSB_NUMBER, CONAC_ID: issued, never
 * invented, so only their absence can be checked) and a base map (TIANDITU_KEY, or MAP_TILE_URL with its
 * MAP_ATTRIBUTION naming the 审图号): without one the street level of the maps is a blank canvas.
 * `npm start` for development (NODE_ENV unset) stays zero-configuration.
 */
import type { Kysely } from 'kysely';
import { PUBLISHED_DEFAULTS, type Config } from './config.js';
import type { Database } from './db/database.js';
import { verifyPassword } from './lib/password.js';
import { sha256Hex } from './lib/tokens.js';
import { SEED_FLOW_TEST_KEY } from './seed/seed-settings.js';
import { SITE_RECORD_VARIABLES, type SiteRecordKey } from '@portal/contracts/site-records.codes';

/** Agency accounts checked for the default password (scrypt each; seeded databases hold a handful). */
const MAX_ACCOUNTS_CHECKED = 200;

/** Chinese descriptions of the published defaults in force; empty when none is. */
export async function publishedDefaultsInForce(config: Config, db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await db
    .selectFrom('account')
    .select(['user_name', 'password_hash'])
    .where('kind', '=', 'agency')
    .orderBy('id')
    .limit(MAX_ACCOUNTS_CHECKED)
    .execute();
  const withDefault = (
    await Promise.all(
      accounts.map(async (account) =>
        (await verifyPassword(PUBLISHED_DEFAULTS.seedAgencyPassword, account.password_hash)) ? account.user_name : null,
      ),
    )
  ).filter((name): name is string => name !== null);
  if (withDefault.length > 0)
    problems.push(`单位账号仍使用公开的默认密码（SEED_AGENCY_PASSWORD 默认值）：${withDefault.join('、')}`);

  const devKey = await db
    .selectFrom('venue_flow_key')
    .select('organ_id')
    .where('key_hash', '=', sha256Hex(SEED_FLOW_TEST_KEY))
    .executeTakeFirst();
  if (devKey)
    problems.push(`场馆 ${devKey.organ_id} 仍保存着开发用的客流推送密钥（请用 npm run flow-key -- rotate 更换）`);

  if (config.ssoValidateSecret === PUBLISHED_DEFAULTS.ssoValidateSecret)
    problems.push('SSO_VALIDATE_SECRET 仍为公开的默认值');
  if (config.feedbackChallengeSecret === PUBLISHED_DEFAULTS.feedbackChallengeSecret)
    problems.push('FEEDBACK_CHALLENGE_SECRET 仍为公开的默认值');
  return problems;
}

/** A loopback listening address: only processes of this machine (the proxy) reach the server. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** Chinese descriptions of the production settings missing or unsafe in `config` (see the module comment). */
export function unsafeProductionSettings(config: Config): string[] {
  const problems: string[] = [];
  if (!config.siteUrl) problems.push('SITE_URL 未设置（规范链接、robots.txt 和网站地图不能取自请求的 Host 头）');
  if (config.trustProxy === true)
    problems.push('TRUST_PROXY=true 会信任客户端自己写的 X-Forwarded-For：请改为代理地址/网段（如 127.0.0.1）');
  if (typeof config.trustProxy === 'number' && !isLoopback(config.host))
    problems.push(`TRUST_PROXY 为代理层数时 HOST 须为本机回环地址（现为 ${config.host}），否则请改为代理地址/网段`);
  return problems;
}

/** A 审图号 as map providers print it: 'GS(2024)0650号', 'GS京(2023)1234号', full- or half-width brackets. */
const MAP_APPROVAL = /GS\p{Script=Han}?[（(]\d{4}[）)]\d+号/u;

/** Chinese descriptions of the production settings not set (see the module comment); empty when all are. */
export function missingProductionSettings(config: Config): string[] {
  const problems: string[] = [];
  const missing = (Object.keys(SITE_RECORD_VARIABLES) as SiteRecordKey[])
    .filter((key) => !config.siteRecords[key])
    .map((key) => SITE_RECORD_VARIABLES[key]);
  if (missing.length > 0) problems.push(`网站备案标识未设置（由主管部门核发，不可自拟）：${missing.join('、')}`);
  if (!config.tiandituKey && !config.mapTileUrl)
    problems.push('底图未设置：请设置 TIANDITU_KEY（天地图），或 MAP_TILE_URL 与注明审图号的 MAP_ATTRIBUTION');
  else if (config.mapTileUrl && !MAP_APPROVAL.test(config.mapAttribution))
    problems.push('MAP_ATTRIBUTION 未注明底图的审图号（如 GS(2024)0650号）');
  return problems;
}
