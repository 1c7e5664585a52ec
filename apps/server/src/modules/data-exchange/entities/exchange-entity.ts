/**
 * What an exchange entity file declares (docs/decisions/data-exchange.md "Entity registry"): the contract
 * (item schema, owning system, label; packages/contracts/src/exchange/<entity>.ts), the tables its command
 * writes, an optional check beyond the schema, and how an accepted item becomes, changes and leaves the
 * portal's public rows. The pipeline (../batch.command.ts) does the rest: signatures, per-row results,
 * idempotency, revisions, tombstones, one command per batch.
 */
import type { Transaction } from 'kysely';
import type { Static, TObject } from 'typebox';
import type { ExchangeEntityContract } from '@portal/contracts/data-exchange';
import type { Database } from '../../../db/database.js';
import type { RowChanges, TableName } from '../../../data/change-log.js';

/** A county's name, parents and centre (WGS-84 degrees), from the division table. */
export interface CountyParents {
  name: string;
  provinceCode: string;
  cityCode: string;
  lng: number;
  lat: number;
}

/** A record of the entity already on the portal (id, WGS-84 point), as the duplicate check reads it. */
export interface PlacedRecord {
  id: number;
  lng: number;
  lat: number;
}

/** What a hook sees besides the item: the batch's counties and the journal of rows written. */
export interface EntityContext {
  trx: Transaction<Database>;
  /** When the batch was received (created_at of new rows). */
  now: Date;
  /** Parents of a level-3 division named by the batch (`countyCode`), or undefined when unknown. */
  county(code: string): CountyParents | undefined;
  /** Reports rows written, so read models and caches of every instance follow (data/commands.ts). */
  upserted(table: TableName, id: number): void;
  deleted(table: TableName, id: number): void;
}

/** A failing field with its Chinese reason. */
export interface Rejection {
  field: string;
  reason: string;
}

export interface ExchangeEntity<T extends TObject = TObject> {
  contract: ExchangeEntityContract<T>;
  /** Every public table the entity's hooks may write. */
  tables: readonly TableName[];
  /**
   * Checks beyond the schema and the shared place and phone checks (../row-check.ts): references, date
   * order, programme rules; the first failure or undefined.
   */
  check?(item: Static<T>, ctx: EntityContext): Promise<Rejection | undefined> | Rejection | undefined;
  /**
   * The entity's records named exactly `name` (for the likely-duplicate flag: same name within 100 m,
   * ../row-check.ts); entities without a point omit it.
   */
  sameName?(name: string, ctx: EntityContext): Promise<PlacedRecord[]>;
  /**
   * sameName for many names in one read (entities with insertMany): every record named one of `names`, with
   * its name, in ascending id order.
   */
  sameNames?(names: readonly string[], ctx: EntityContext): Promise<(PlacedRecord & { name: string })[]>;
  /** Inserts the portal rows of a new item; resolves with the portal id. */
  insert(item: Static<T>, ctx: EntityContext): Promise<number>;
  /**
   * Inserts the portal rows of several new items as multi-row inserts, with the same rows and ids as `insert`
   * called for each in turn; resolves with the portal ids in item order (docs/decisions/data-exchange.md
   * "Push throughput"). An entity that declares it has its new items of a batch inserted together after the
   * batch's other items, so its records' name and point must be the item's `name`, `lng` and `lat` (the
   * batch keeps the likely-duplicate check's view of them in memory: ../row-check.ts SameNameIndex), and
   * it must declare sameNames when it declares sameName.
   */
  insertMany?(items: Static<T>[], ctx: EntityContext): Promise<number[]>;
  /**
   * Writes an accepted change to the rows of portal id `id`; `previous` is the last accepted item (its
   * fields as stored in the revision), for rows keyed by more than the id (venueYear: the year). May
   * refuse a change the rows cannot take (venueYear: another venue) before writing anything.
   */
  update(
    id: number,
    item: Static<T>,
    ctx: EntityContext,
    previous: Record<string, unknown>,
  ): Promise<Rejection | undefined | void>;
  /** Removes the rows of portal id `id` (`previous` as for update), or rejects the deletion (rows others depend on). */
  remove(id: number, ctx: EntityContext, previous: Record<string, unknown>): Promise<Rejection | undefined>;
  /**
   * Called once per batch, inside its command, after every item and deletion, with the rows the batch wrote
   * (per table): for work that follows the written rows as a set (the facility's site-search terms), done
   * once per batch rather than once per item.
   */
  afterBatch?(written: readonly RowChanges[], ctx: EntityContext): Promise<void>;
}

/** Identity helper that keeps the item type of `entity` (so its hooks see their own fields). */
export function defineEntity<T extends TObject>(entity: ExchangeEntity<T>): ExchangeEntity {
  return entity;
}
