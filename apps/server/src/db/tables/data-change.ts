/**
 * Kysely table types of the change log (apps/server/src/data/change-log.ts; docs/decisions/data-spine.md):
 * one version counter per table, bumped inside every writing transaction, and a journal of the rows a
 * command changed, so a read model can apply a change incrementally and integrators can follow a feed.
 */
import type { Generated } from 'kysely';

/** One row per table that has ever been written through a command. */
export interface DataChangeTable {
  tbl: string; // the table's name in the Database interface (primary key)
  version: number; // grows by one with every committed command that wrote the table
  changed_at: string; // ISO UTC of the last bump
}

/** One row per row a command wrote (upsert) or deleted; bulk writes (the seed) journal nothing. */
export interface DataChangeRowTable {
  id: Generated<number>; // the journal's order
  tbl: string;
  row_id: number;
  version: number; // data_change.version of `tbl` the command committed
  op: string; // 'upsert' | 'delete'
  changed_at: string; // ISO UTC
}
