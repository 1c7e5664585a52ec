/**
 * Stores an import's rows while its file streams in (docs/decisions/data-exchange.md "File import of a
 * million rows"): the import is created `uploading`, each chunk of file rows is read as items
 * (./import-cells.ts) and inserted in a command of its own, and `finish` makes it `previewing` (the dry run
 * follows, ./import.service.ts runPreview). Memory holds one chunk and the sourceIds seen (a sourceId
 * repeated in the file is rejected at its later rows here, before any batch), not the file.
 * A file refused midway (400) is dropped with `abandon`; an upload cut off by a stopped instance is dropped
 * by dropAbandonedUploads once its heartbeat is stale.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { ExchangeEntity } from '../entities/exchange-entity.js';
import { itemOfCells } from './import-cells.js';
import type { FileRow } from './import-file.js';
import {
  abandonedUploads,
  deleteImport,
  finishUpload,
  insertRows,
  insertUploading,
  type StoredRow,
} from './import.repository.js';

export const REPEATED_IN_FILE = '文件中重复出现（以第一次出现的行为准）';

/** One import being uploaded; see the module comment. */
export class ImportUpload {
  private readonly seen = new Set<string>();
  /** Rows refused here (a repeated sourceId). */
  private refused = 0;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly entity: ExchangeEntity,
    /** The import's id. */
    readonly id: number,
    private readonly now: () => Date,
  ) {}

  /** Creates the import (`uploading`) of `fileName` for `entity` on behalf of `who`. */
  static async begin(
    db: Kysely<Database>,
    entity: ExchangeEntity,
    who: { accountId: number; userName: string },
    fileName: string,
    now: () => Date,
  ): Promise<ImportUpload> {
    const id = await insertUploading(db, {
      entity: entity.contract.entity,
      system: entity.contract.system,
      account_id: who.accountId,
      user_name: who.userName,
      file_name: fileName.slice(0, 200),
      created_at: now().toISOString(),
    });
    return new ImportUpload(db, entity, id, now);
  }

  /** Stores the next rows of the file (in file order). */
  async add(fileRows: readonly FileRow[]): Promise<void> {
    const rows: StoredRow[] = fileRows.map(({ rowNo, cells }) => {
      const sourceId = cells.sourceId ?? '';
      if (sourceId !== '' && this.seen.has(sourceId)) {
        this.refused += 1;
        return {
          rowNo,
          sourceId,
          item: null,
          outcome: 'rejected',
          field: 'sourceId',
          value: sourceId,
          reason: REPEATED_IN_FILE,
        };
      }
      this.seen.add(sourceId);
      return { rowNo, sourceId, item: itemOfCells(this.entity.contract.item, cells), outcome: '' };
    });
    await insertRows(this.db, this.id, rows, this.now());
  }

  /** Ends the upload with `total` rows stored: the import is `previewing`. */
  finish(total: number): Promise<void> {
    this.seen.clear();
    return finishUpload(this.db, this.id, total, this.refused, this.now());
  }

  /** Drops the import and the rows stored so far (the file was refused). */
  abandon(): Promise<void> {
    return deleteImport(this.db, this.id);
  }
}

/**
 * Drops the uploads cut off mid-file (status `uploading`, heartbeat older than `staleMs` before `now`): the
 * file is gone with the request, so the user uploads again. Resolves with the ids dropped.
 */
export async function dropAbandonedUploads(db: Kysely<Database>, now: Date, staleMs: number): Promise<number[]> {
  const ids = await abandonedUploads(db, new Date(now.getTime() - staleMs).toISOString());
  for (const id of ids) await deleteImport(db, id);
  return ids;
}
