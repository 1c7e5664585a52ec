/**
 * How long a write takes to show: the write-visibility benches (./write-visibility.ts, two instances on
 * the default seed; ./exchange-visibility.ts, a pushed facility at national size) both poll an instance
 * until it shows what was written, each at its own pace.
 */

/** How often to ask and when to give up, in milliseconds. */
export interface PollPace {
  pollMs: number;
  giveUpMs: number;
}

/**
 * Milliseconds from `since` (a `performance.now()` reading) until `shows()` resolves true, asking every
 * `pace.pollMs`. Throws when it is still false `pace.giveUpMs` after `since`.
 */
export async function timeUntil(since: number, shows: () => Promise<boolean>, pace: PollPace): Promise<number> {
  while (!(await shows())) {
    if (performance.now() - since > pace.giveUpMs) throw new Error(`not visible after ${pace.giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pace.pollMs));
  }
  return performance.now() - since;
}
