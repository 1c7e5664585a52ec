/**
 * The accounts the portal itself creates (docs/decisions/data-spine.md): the public-access account at every
 * start (spec §6) and the agency test accounts of the seed. Below modules/ and seed/, so both the server's
 * start-up and the seed call it without the seed importing the auth module.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { AccountTable } from '../db/tables/auth.js';
import { hashPassword, verifyPassword } from '../lib/password.js';

/** Who an account is: the web app's public-access account, or an agency user. */
export type AccountKind = 'public' | 'agency';

/** The agency test accounts of the README ("Seeded accounts"); password: config.seedAgencyPassword. */
export const SEED_AGENCY_ACCOUNTS: ReadonlyArray<Pick<AccountTable, 'user_name' | 'display_name' | 'organ_name'>> = [
  { user_name: 'agency_admin', display_name: '王建国', organ_name: '国家体育总局体育信息中心' },
  { user_name: 'sports_bureau_bj', display_name: '李文静', organ_name: '北京市体育局群众体育处' },
  { user_name: 'venue_filler', display_name: '张志强', organ_name: '朝阳区全民健身中心' },
];

/**
 * Creates the account `userName` or, if it exists, makes it match: kind, names, and a password hash that
 * verifies `password` (re-hashed only when the stored hash does not verify, so start-up stays cheap).
 */
async function upsertAccount(
  db: Kysely<Database>,
  values: { userName: string; password: string; kind: AccountKind; displayName: string; organName: string },
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom('account')
    .select(['id', 'password_hash'])
    .where('user_name', '=', values.userName)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('account')
      .values({
        user_name: values.userName,
        display_name: values.displayName,
        kind: values.kind,
        organ_name: values.organName,
        password_hash: await hashPassword(values.password),
        failed_count: 0,
        locked_until: null,
        created_at: now,
      })
      // Another instance starting at the same moment may have inserted it: theirs is as good as ours.
      .onConflict((oc) => oc.column('user_name').doNothing())
      .execute();
    return;
  }
  const passwordOk = await verifyPassword(values.password, existing.password_hash);
  await db
    .updateTable('account')
    .set({
      kind: values.kind,
      display_name: values.displayName,
      organ_name: values.organName,
      ...(passwordOk ? {} : { password_hash: await hashPassword(values.password) }),
    })
    .where('id', '=', existing.id)
    .execute();
}

/**
 * Creates or updates the public-access account (config.publicUserName / publicPassword, spec §6) so the
 * web app's automatic login works with the configured password. Idempotent; call at every start-up.
 */
export async function ensurePublicAccount(db: Kysely<Database>, config: Config, now: Date = new Date()): Promise<void> {
  await upsertAccount(
    db,
    {
      userName: config.publicUserName,
      password: config.publicPassword,
      kind: 'public',
      displayName: '公众访问账号',
      organName: '全民健身场馆信息服务平台',
    },
    now.toISOString(),
  );
}

/**
 * Creates (or resets to config.seedAgencyPassword) the three agency test accounts of SEED_AGENCY_ACCOUNTS.
 * Idempotent. For local use and tests; production agencies get their accounts by other means.
 */
export async function seedAgencyAccounts(db: Kysely<Database>, config: Config, now: Date = new Date()): Promise<void> {
  await Promise.all(
    SEED_AGENCY_ACCOUNTS.map((account) =>
      upsertAccount(
        db,
        {
          userName: account.user_name,
          password: config.seedAgencyPassword,
          kind: 'agency',
          displayName: account.display_name,
          organName: account.organ_name,
        },
        now.toISOString(),
      ),
    ),
  );
}
