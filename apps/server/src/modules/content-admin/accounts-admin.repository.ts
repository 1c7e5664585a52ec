/**
 * Reads of the site admin's account pages (docs/content-management-api.md "Accounts and grants"): agency
 * accounts (table `account`, kind 'agency') with their `cms_grant` rows and their import grants
 * (`exchange_import_grant`, ./account-import-grants.ts). Never selects `password_hash`.
 */
import { sql, type Kysely } from 'kysely';
import type { AdminAccount } from '@portal/contracts/account-admin';
import type { CmsRole } from '@portal/contracts/content-admin.codes';
import type { Database } from '../../db/database.js';
import { escapeLike } from '../../db/text-search.js';
import { importGrantsByAccount } from './account-import-grants.js';

const FIELDS = ['id', 'user_name', 'display_name', 'organ_name', 'kind', 'disabled', 'created_at'] as const;

/** An account row as these pages read it (no hash). */
export interface AdminAccountRow {
  id: number;
  user_name: string;
  display_name: string;
  organ_name: string;
  kind: string;
  disabled: number;
  created_at: string;
}

/** `rows` with their grants and import grants, as answered. */
async function withGrants(db: Kysely<Database>, rows: readonly AdminAccountRow[]): Promise<AdminAccount[]> {
  const ids = rows.map((r) => r.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cms_grant')
          .select(['account_id', 'role', 'column_code', 'area_code'])
          .where('account_id', 'in', ids)
          .orderBy('id')
          .execute();
  const importGrants = await importGrantsByAccount(db, ids);
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    displayName: r.display_name,
    organName: r.organ_name,
    disabled: Boolean(r.disabled),
    createdAt: r.created_at,
    grants: grants
      .filter((g) => g.account_id === r.id)
      .map((g) => ({ role: g.role as CmsRole, column: g.column_code, areaCode: g.area_code })),
    importGrants: importGrants.get(r.id) ?? [],
  }));
}

/**
 * A page of agency accounts, by user name; `keyword` matches user name, name or agency (substring).
 */
export async function listAgencyAccounts(
  db: Kysely<Database>,
  query: { keyword?: string; pageNum: number; pageSize: number },
): Promise<{ list: AdminAccount[]; total: number }> {
  let base = db.selectFrom('account').where('kind', '=', 'agency');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    base = base.where((eb) =>
      eb.or(
        (['user_name', 'display_name', 'organ_name'] as const).map(
          (column) => sql<boolean>`${eb.ref(column)} like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...FIELDS])
    .orderBy('user_name')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { list: await withGrants(db, rows), total: Number(total) };
}

/** The account `id` (any kind), or undefined. */
export function findAccountRow(db: Kysely<Database>, id: number): Promise<AdminAccountRow | undefined> {
  return db
    .selectFrom('account')
    .select([...FIELDS])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The account `id` with its grants as answered (it must exist). */
export async function accountAnswer(db: Kysely<Database>, id: number): Promise<AdminAccount> {
  const row = await findAccountRow(db, id);
  return (await withGrants(db, row ? [row] : []))[0]!;
}
