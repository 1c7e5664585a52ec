/**
 * Coalesces the by-id point reads of concurrent requests into one query (the DataLoader pattern), for
 * PostgreSQL: every read asked for while the event loop handles one round of I/O (the requests that
 * arrived together) is sent as one `id = any($1)` query at the end of that round (setImmediate), and
 * each caller gets its own rows. Under the nearby benchmark load (20 concurrent clients) the server
 * otherwise sends one query per request, and each costs a socket write and read on both sides plus
 * PostgreSQL's per-statement work: that, not reading 20 rows, is where PostgreSQL's nearby time went.
 * A lone request waits for nothing but the end of the current loop turn.
 *
 * At most MAX_BATCH_IDS ids go into one query; more wait for the next turn. Ids asked for by several
 * callers are read once. A failed query rejects every caller of that batch.
 */
import type { MapPointRow } from './fitness-map.repository.js';

/** Reads the points with `ids` in one query (fitness-map.repository.ts findPointsByIds). */
export type PointReader = (ids: readonly number[]) => Promise<MapPointRow[]>;

/** Ids in one query at most (25 nearby pages of 20). */
export const MAX_BATCH_IDS = 500;

interface Waiting {
  ids: readonly number[];
  resolve: (rows: MapPointRow[]) => void;
  reject: (error: unknown) => void;
}

export class PointBatcher {
  private waiting: Waiting[] = [];
  private scheduled = false;
  /** Queries sent and the reads they served (tests). */
  readonly stats = { queries: 0, reads: 0 };

  constructor(private readonly readTogether: PointReader) {}

  /** The points with `ids` (unknown ids skipped), in no particular order; read together with other calls of this turn. */
  read(ids: readonly number[]): Promise<MapPointRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.waiting.push({ ids, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    let taken = 0;
    let count = 0;
    while (taken < this.waiting.length && (taken === 0 || count + this.waiting[taken]!.ids.length <= MAX_BATCH_IDS)) {
      count += this.waiting[taken]!.ids.length;
      taken += 1;
    }
    const batch = this.waiting.splice(0, taken);
    if (this.waiting.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    const ids = [...new Set(batch.flatMap((w) => w.ids))];
    this.stats.queries += 1;
    this.stats.reads += batch.length;
    this.readTogether(ids).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [Number(row.id), row]));
        for (const w of batch) w.resolve(w.ids.flatMap((id) => byId.get(id) ?? []));
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  }
}
