/**
 * Waits on a condition instead of a sleep (BRIEF "Tests": wait on conditions, never on sleeps): polls
 * `check` every `everyMs` until it answers a truthy value, which it resolves with. Rejects with `what`
 * and the last value seen when `timeoutMs` passes first.
 */
export async function waitUntil<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  let last: T | undefined;
  while (performance.now() < deadline) {
    last = await check();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}
