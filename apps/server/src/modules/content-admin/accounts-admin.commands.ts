/**
 * Writes of the site admin's account management (docs/decisions/content-management.md "Accounts and
 * grants"), each one spine command (data/commands.ts) over `account`, `cms_grant` and
 * `exchange_import_grant` (import grants, ./account-import-grants.ts) with its audit row in the same
 * transaction. Audit details carry the account's id and user name, the changed field names, and
 * SHA-256 digests (first 12 hex digits) of the values before and after, never a name in clear, a password
 * or a hash. Ending the account's sessions is the caller's step after the commit (SessionStore.revokeAccount).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CmsRoleGrant } from '@portal/contracts/content-admin-roles.codes';
import type { ExchangeSystem } from '@portal/contracts/data-exchange.codes';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { ApiError } from '../../lib/api-error.js';
import { hashPassword } from '../../lib/password.js';
import type { Actor } from './content-admin.commands.js';
import {
  importGrantsByAccount,
  importGrantsText,
  normaliseImportGrants,
  writeImportGrants,
} from './account-import-grants.js';

const TABLES = ['account', 'cms_grant', 'exchange_import_grant'] as const;

/** Bytes of randomness in a one-time password: 18 (144 bits), 24 base64url characters. */
const PASSWORD_BYTES = 18;

/** A fresh one-time password (PASSWORD_BYTES random bytes, base64url). */
export function oneTimePassword(): string {
  return randomBytes(PASSWORD_BYTES).toString('base64url');
}

/** `count:digest` of a value: how the audit shows what changed without showing it. */
export function digestOf(value: unknown, count?: number): string {
  const hex = createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
  return count === undefined ? hex : `${count}:${hex}`;
}

const audit = (trx: Kysely<Database>, actor: Actor, action: string, detail: string) =>
  appendAuditLog(trx, { time: actor.now, action, userName: actor.userName, ip: actor.ip, result: 'ok', detail });

/** Grants sorted and without repeats (the stored order, and what the digest covers). */
export function normaliseGrants(grants: readonly CmsRoleGrant[]): CmsRoleGrant[] {
  const key = (g: CmsRoleGrant) => `${g.role}\u0000${g.column}\u0000${g.areaCode ?? ''}`;
  const unique = new Map(grants.map((g) => [key(g), { role: g.role, column: g.column, areaCode: g.areaCode }]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
}

async function grantsOf(trx: Transaction<Database>, accountId: number): Promise<CmsRoleGrant[]> {
  const rows = await trx
    .selectFrom('cms_grant')
    .select(['role', 'column_code', 'area_code'])
    .where('account_id', '=', accountId)
    .execute();
  return normaliseGrants(
    rows.map((r) => ({ role: r.role as CmsRoleGrant['role'], column: r.column_code, areaCode: r.area_code })),
  );
}

async function writeGrants(trx: Transaction<Database>, accountId: number, grants: readonly CmsRoleGrant[]) {
  await trx.deleteFrom('cms_grant').where('account_id', '=', accountId).execute();
  if (grants.length > 0)
    await trx
      .insertInto('cms_grant')
      .values(
        grants.map((g) => ({ account_id: accountId, role: g.role, column_code: g.column, area_code: g.areaCode })),
      )
      .execute();
}

/** What a new account is given. */
export interface NewAccount {
  userName: string;
  displayName: string;
  organName: string;
  grants: readonly CmsRoleGrant[];
  /** The filling systems it may import files for. */
  importGrants: readonly ExchangeSystem[];
}

/**
 * Creates agency account `values` with a fresh one-time password (stored scrypt-hashed), its grants and
 * its import grants, audited `account_create` (grants digest, import grants by system id). Answers the new id and the password; 409 when the user name is taken.
 */
export async function createAccount(
  db: Kysely<Database>,
  values: NewAccount,
  actor: Actor,
): Promise<{ id: number; password: string }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const taken = () => new ApiError(409, `账号 ${values.userName} 已存在`);
  try {
    const id = await runCommand(db, { tables: TABLES, at: actor.now }, async (trx) => {
      const existing = await trx
        .selectFrom('account')
        .select('id')
        .where('user_name', '=', values.userName)
        .executeTakeFirst();
      if (existing) throw taken();
      const row = await trx
        .insertInto('account')
        .values({
          user_name: values.userName,
          display_name: values.displayName,
          kind: 'agency',
          organ_name: values.organName,
          password_hash: passwordHash,
          failed_count: 0,
          locked_until: null,
          created_at: actor.now.toISOString(),
          disabled: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const grants = normaliseGrants(values.grants);
      await writeGrants(trx, row.id, grants);
      const importGrants = normaliseImportGrants(values.importGrants);
      await writeImportGrants(trx, row.id, importGrants);
      await audit(
        trx,
        actor,
        'account_create',
        `account=${row.id} user=${values.userName} names=${digestOf([values.displayName, values.organName])} ` +
          `grants after=${digestOf(grants, grants.length)} import after=${importGrantsText(importGrants)}`,
      );
      return { value: row.id };
    });
    return { id, password };
  } catch (error) {
    // Two admins creating one name at once: the unique index decides, the loser hears 409.
    if (violatesUnique(error, 'user_name')) throw taken();
    throw error;
  }
}

/** The editable fields of an account, as stored. */
export interface AccountFields {
  display_name: string;
  organ_name: string;
  disabled: number;
}

/**
 * Sets the changed fields of `patch` on account `id` (audited `account_update`: the changed field names,
 * `disabled` before->after, the names' digests before and after). Resolves false when nothing changed.
 */
export function updateAccount(
  db: Kysely<Database>,
  target: { id: number; userName: string },
  before: AccountFields,
  patch: Partial<AccountFields>,
  actor: Actor,
): Promise<boolean> {
  const changed = (Object.keys(patch) as Array<keyof AccountFields>).filter(
    (key) => patch[key] !== undefined && patch[key] !== before[key],
  );
  return runCommand(db, { tables: ['account'], at: actor.now }, async (trx) => {
    if (changed.length === 0) return { value: false, changed: false };
    await trx
      .updateTable('account')
      .set(Object.fromEntries(changed.map((key) => [key, patch[key]])))
      .where('id', '=', target.id)
      .execute();
    const after = { ...before, ...patch };
    const names = (v: AccountFields) => digestOf([v.display_name, v.organ_name]);
    const parts = [`account=${target.id} user=${target.userName} fields=${changed.join(',')}`];
    if (changed.includes('disabled')) parts.push(`disabled:${before.disabled}->${after.disabled}`);
    if (changed.some((key) => key !== 'disabled')) parts.push(`names before=${names(before)} after=${names(after)}`);
    await audit(trx, actor, 'account_update', parts.join(' '));
    return { value: true };
  });
}

/**
 * Replaces the grants of account `id` by `grants` (audited `account_grants`: count and digest before and
 * after). Resolves false when the list is the same (no write, no audit row).
 */
export function replaceGrants(
  db: Kysely<Database>,
  target: { id: number; userName: string },
  grants: readonly CmsRoleGrant[],
  actor: Actor,
): Promise<boolean> {
  const after = normaliseGrants(grants);
  return runCommand(db, { tables: ['cms_grant'], at: actor.now }, async (trx) => {
    const before = await grantsOf(trx, target.id);
    if (JSON.stringify(before) === JSON.stringify(after)) return { value: false, changed: false };
    await writeGrants(trx, target.id, after);
    await audit(
      trx,
      actor,
      'account_grants',
      `account=${target.id} user=${target.userName} grants before=${digestOf(before, before.length)} ` +
        `after=${digestOf(after, after.length)}`,
    );
    return { value: true };
  });
}

/**
 * Replaces the import grants of account `id` by `systems` (docs/decisions/data-exchange.md "File import"),
 * audited `account_import_grants` with the system ids before and after. Resolves false when the set is the
 * same (no write, no audit row). The import routes read the grants per request (import.repository.ts
 * mayImport), so the change holds at the account's next request on every instance; its sessions go on.
 */
export function replaceImportGrants(
  db: Kysely<Database>,
  target: { id: number; userName: string },
  systems: readonly ExchangeSystem[],
  actor: Actor,
): Promise<boolean> {
  const after = normaliseImportGrants(systems);
  return runCommand(db, { tables: ['exchange_import_grant'], at: actor.now }, async (trx) => {
    const before = (await importGrantsByAccount(trx, [target.id])).get(target.id) ?? [];
    if (before.join() === after.join()) return { value: false, changed: false };
    await writeImportGrants(trx, target.id, after);
    await audit(
      trx,
      actor,
      'account_import_grants',
      `account=${target.id} user=${target.userName} systems before=${importGrantsText(before)} ` +
        `after=${importGrantsText(after)}`,
    );
    return { value: true };
  });
}

/**
 * Gives account `id` a fresh one-time password (stored scrypt-hashed; failures and lock cleared), audited
 * `account_password_reset` (no password, no hash). Answers the password.
 */
export async function resetPassword(
  db: Kysely<Database>,
  target: { id: number; userName: string },
  actor: Actor,
): Promise<string> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await runCommand(db, { tables: ['account'], at: actor.now }, async (trx) => {
    await trx
      .updateTable('account')
      .set({ password_hash: passwordHash, failed_count: 0, locked_until: null })
      .where('id', '=', target.id)
      .execute();
    await audit(trx, actor, 'account_password_reset', `account=${target.id} user=${target.userName}`);
    return { value: undefined };
  });
  return password;
}
