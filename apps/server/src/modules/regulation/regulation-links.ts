/**
 * The two-way link between a policy and its 解读 (docs/decisions/content-management.md "Policy and 解读"):
 * a 政策解读 row names its policy in `regulation.policy_id` (set in the back office, field `policyId`); the
 * policy's detail lists the rows naming it. A withdrawn policy simply stops being found (null).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Shown on a regulation's detail: the policy a 解读 interprets, and a policy's 解读 (newest first). */
export interface RegulationLinks {
  policy: { id: number; title: string } | null;
  interpretations: { id: number; title: string }[];
}

/** Most 解读 listed on one policy. */
const MAX_INTERPRETATIONS = 20;

/** The links of regulation `row` (its id and `policy_id`). */
export async function findRegulationLinks(
  db: Kysely<Database>,
  row: { id: number; policy_id: number | null },
): Promise<RegulationLinks> {
  const policy =
    row.policy_id === null
      ? undefined
      : await db.selectFrom('regulation').select(['id', 'title']).where('id', '=', row.policy_id).executeTakeFirst();
  const interpretations = await db
    .selectFrom('regulation')
    .select(['id', 'title'])
    .where('policy_id', '=', row.id)
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_INTERPRETATIONS)
    .execute();
  return { policy: policy ?? null, interpretations };
}
