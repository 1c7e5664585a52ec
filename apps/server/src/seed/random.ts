/**
 * Deterministic randomness for the seed (DESIGN.md "Data": fixed PRNG seed). Wraps pure-rand's
 * xoroshiro128+ so every generator gets its own named stream: adding draws to one part of the seed
 * (say, news) never shifts the values another part (say, venues) receives.
 *
 *   const rng = seedRandom('venues');
 *   rng.int(1, 6); rng.pick(['a', 'b']); rng.chance(0.3);
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { SEED_NUMBER } from './seed-settings.js';

export interface SeedRandom {
  /** Uniform float in [0, 1). */
  float(): number;
  /** Uniform integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. Throws on an empty list (a bug in the caller). */
  pick<T>(list: readonly T[]): T;
  /** One element, with probability proportional to `weight(element)`. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct elements in random order (all of them when count >= length). */
  sample<T>(list: readonly T[], count: number): T[];
}

/** FNV-1a 32-bit hash of a stream name, mixed into the fixed seed. */
function hashName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h | 0;
}

/** A random stream named `stream`, derived from the fixed SEED_NUMBER. Same name -> same sequence. */
export function seedRandom(stream: string): SeedRandom {
  const rng = xoroshiro128plus(SEED_NUMBER ^ hashName(stream));
  const float = () => uniformFloat64(rng);
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error(`seedRandom(${stream}).pick: empty list`);
    return list[uniformInt(rng, 0, list.length - 1)] as T;
  };
  return {
    float,
    int: (min, max) => uniformInt(rng, min, max),
    between: (min, max) => min + float() * (max - min),
    chance: (p) => float() < p,
    pick,
    weighted(list, weight) {
      const total = list.reduce((sum, item) => sum + weight(item), 0);
      let target = float() * total;
      for (const item of list) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(list);
    },
    sample(list, count) {
      const copy = [...list];
      // Partial Fisher-Yates: only the first `count` places are drawn.
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = uniformInt(rng, i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, n);
    },
  };
}
