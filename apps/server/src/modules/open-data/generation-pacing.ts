/**
 * How often a dataset is regenerated for writes (docs/decisions/open-data.md "When files are generated").
 *
 * Why: a write to a table a dataset reads regenerates it after CHANGE_DELAY_MS. At national size the
 * facilities dataset (1.66 M rows in four formats) takes minutes of a core, so under a steady stream of
 * writes (pushes from the filling systems, the map's point changes) the generation thread never stopped:
 * the serving instance lost its second core and carried the thread's memory all the time. The datasets
 * promise 每日 (daily) updates; minutes-fresh files are a bonus, not worth the site's speed.
 *
 * The rule: a dataset whose last generation took D ms is regenerated for a write no sooner than
 * PACE_FACTOR × D after that generation ended, so writes can keep at most 1 / PACE_FACTOR of a core busy
 * with it. Small datasets (a few seconds) still follow writes within about a minute; the national
 * facilities (~6 min) at most every hour. The daily regeneration and start-up are not paced.
 */

/** A dataset's regeneration for writes waits PACE_FACTOR times its last duration after it ended. */
export const PACE_FACTOR = 10;

export class GenerationPacing {
  private readonly last = new Map<string, { endedAt: number; tookMs: number }>();

  /** Notes that dataset `id` was generated from `startedAt` to `endedAt` (ms on one clock). */
  record(id: string, startedAt: number, endedAt: number): void {
    this.last.set(id, { endedAt, tookMs: Math.max(0, endedAt - startedAt) });
  }

  /** Milliseconds from `now` until `id` may be regenerated for a write (0: now; never generated: now). */
  waitMs(id: string, now: number): number {
    const last = this.last.get(id);
    if (!last) return 0;
    return Math.max(0, last.endedAt + PACE_FACTOR * last.tookMs - now);
  }
}
