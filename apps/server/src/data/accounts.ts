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
  { user_name: 'cms_editor', display_name: '赵采编', organ_name: '国家体育总局体育信息中心' },
  { user_name: 'cms_review1', display_name: '钱初审', organ_name: '国家体育总局体育信息中心' },
  { user_name: 'cms_review2', display_name: '孙复审', organ_name: '国家体育总局体育信息中心' },
  { user_name: 'cms_approver', display_name: '周签发', organ_name: '国家体育总局体育信息中心' },
  { user_name: 'cms_admin', display_name: '吴站管', organ_name: '国家体育总局体育信息中心' },
];

/**
 * The back-office roles of the seeded cms_* accounts (docs/decisions/content-management.md): each one role
 * on every column ('*'), no area. Role names: modules/content-admin/cms-roles.ts.
 */
export const SEED_CMS_GRANTS: ReadonlyArray<{ userName: string; role: string }> = [
  { userName: 'cms_editor', role: 'editor' },
  { userName: 'cms_review1', role: 'review1' },
  { userName: 'cms_review2', role: 'review2' },
  { userName: 'cms_approver', role: 'approver' },
  { userName: 'cms_admin', role: 'admin' },
];

/**
 * The file-import grants of the seed (docs/decisions/data-exchange.md "File import"): agency_admin (the
 * national centre) may import for every filling system, venue_filler for app_sync_js365 (venues) only.
 */
export const SEED_IMPORT_GRANTS: ReadonlyArray<{ userName: string; system: string }> = [
  ...['app_sync_js365', 'js365_build', 'js365_equ', 'cdqc_filling', 'js365_park'].map((system) => ({
    userName: 'agency_admin',
    system,
  })),
  { userName: 'venue_filler', system: 'app_sync_js365' },
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
 * Creates (or resets to config.seedAgencyPassword) the agency test accounts of SEED_AGENCY_ACCOUNTS and
 * gives the cms_* ones their back-office roles (SEED_CMS_GRANTS, replacing their earlier grants) and the
 * file-import grants (SEED_IMPORT_GRANTS).
 * Idempotent. For local use and tests; production agencies get their accounts by other means, and a
 * production start refuses any agency account still on the default password (production-guard.ts).
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
  await seedCmsGrants(db);
  await seedImportGrants(db);
}

/** Adds the SEED_IMPORT_GRANTS rows that are missing. */
async function seedImportGrants(db: Kysely<Database>): Promise<void> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'user_name'])
    .where('user_name', 'in', [...new Set(SEED_IMPORT_GRANTS.map((g) => g.userName))])
    .execute();
  const idOf = new Map(accounts.map((a) => [a.user_name, a.id]));
  const rows = SEED_IMPORT_GRANTS.flatMap((g) => {
    const accountId = idOf.get(g.userName);
    return accountId === undefined ? [] : [{ account_id: accountId, system: g.system }];
  });
  if (rows.length > 0)
    await db
      .insertInto('exchange_import_grant')
      .values(rows)
      .onConflict((oc) => oc.columns(['account_id', 'system']).doNothing())
      .execute();
}

/** Replaces the cms_grant rows of the SEED_CMS_GRANTS accounts by their seeded role on every column. */
async function seedCmsGrants(db: Kysely<Database>): Promise<void> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'user_name'])
    .where(
      'user_name',
      'in',
      SEED_CMS_GRANTS.map((g) => g.userName),
    )
    .execute();
  const idOf = new Map(accounts.map((a) => [a.user_name, a.id]));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cms_grant').where('account_id', 'in', [...idOf.values()]).execute();
    await trx
      .insertInto('cms_grant')
      .values(
        SEED_CMS_GRANTS.flatMap((g) => {
          const accountId = idOf.get(g.userName);
          return accountId === undefined ? [] : [{ account_id: accountId, role: g.role, column_code: '*', area_code: null }];
        }),
      )
      .execute();
  });
}
