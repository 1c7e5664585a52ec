/**
 * Stable LSD radix sort of 52-bit integer keys held in a Float64Array (the fitness-map index's quadtree keys,
 * modules/fitness-map/quadkey.ts; the facility snapshot's list-order keys): 4 passes of 13 bits, linear time.
 * At 6 million keys it takes a fraction of a second where a comparison sort through a callback takes many
 * seconds, and in steps it lets the event loop in between passes.
 *
 * Returns the permutation: `order[i]` is the position in `keys` of the i-th smallest key (ties keep
 * their input order). Keys must be integers in [0, 2^52); anything else is a bug in the caller.
 */

const DIGIT_BITS = 13;
const DIGITS = 1 << DIGIT_BITS;
const DIGIT_MASK = DIGITS - 1;
const HALF = 2 ** 26;

export function radixSortOrder(keys: Float64Array): Uint32Array {
  const steps = radixSortSteps(keys);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** radixSortOrder in steps: it yields after splitting the keys and after each pass. */
export function* radixSortSteps(keys: Float64Array): Generator<void, Uint32Array> {
  const n = keys.length;
  const high = new Uint32Array(n);
  const low = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    const key = keys[i]!;
    const h = Math.floor(key / HALF);
    high[i] = h;
    low[i] = key - h * HALF;
  }
  yield;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) order[i] = i;
  let next = new Uint32Array(n);
  const counts = new Uint32Array(DIGITS);
  for (const [half, shift] of [
    [low, 0],
    [low, DIGIT_BITS],
    [high, 0],
    [high, DIGIT_BITS],
  ] as const) {
    counts.fill(0);
    for (let i = 0; i < n; i += 1) counts[(half[order[i]!]! >>> shift) & DIGIT_MASK]! += 1;
    let sum = 0;
    for (let d = 0; d < DIGITS; d += 1) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i += 1) {
      const index = order[i]!;
      const digit = (half[index]! >>> shift) & DIGIT_MASK;
      next[counts[digit]!] = index;
      counts[digit]! += 1;
    }
    [order, next] = [next, order];
    yield;
  }
  return order;
}
