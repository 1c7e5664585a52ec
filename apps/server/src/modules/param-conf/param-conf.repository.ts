/** Site parameters (param_conf): the JSON text stored under a dictKey. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The stored JSON text of `dictKey`, or undefined when the key is unknown. */
export async function findParamValue(db: Kysely<Database>, dictKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('param_conf').select('value').where('dict_key', '=', dictKey).executeTakeFirst();
  return row?.value;
}
