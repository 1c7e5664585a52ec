import { describe, expect, it } from 'vitest';
import { GenerationPacing, PACE_FACTOR } from './generation-pacing.js';

describe('regeneration pacing of open datasets', () => {
  it('lets a dataset never generated go at once', () => {
    expect(new GenerationPacing().waitMs('facilities', 1_000)).toBe(0);
  });

  it('holds a dataset for PACE_FACTOR times its last duration after it ended, each dataset on its own', () => {
    const pacing = new GenerationPacing();
    pacing.record('facilities', 0, 360_000); // six minutes
    pacing.record('races', 0, 2_000);
    expect(pacing.waitMs('facilities', 360_000)).toBe(PACE_FACTOR * 360_000);
    expect(pacing.waitMs('facilities', 360_000 + PACE_FACTOR * 360_000 - 1)).toBe(1);
    expect(pacing.waitMs('facilities', 360_000 + PACE_FACTOR * 360_000)).toBe(0);
    expect(pacing.waitMs('races', 2_000 + PACE_FACTOR * 2_000)).toBe(0);
    expect(pacing.waitMs('races', 2_000)).toBe(PACE_FACTOR * 2_000);
  });
});
