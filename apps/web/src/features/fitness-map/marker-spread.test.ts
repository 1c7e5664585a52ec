/** marker-spread.ts: overlapping markers are spread so none covers another. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadOffsets, type MarkerDisc } from './marker-spread';

/** Every pair of `discs` at least `gap` px apart (centres). */
function expectApart(discs: readonly MarkerDisc[], gap: (a: MarkerDisc, b: MarkerDisc) => number): void {
  for (let i = 0; i < discs.length; i++)
    for (let j = i + 1; j < discs.length; j++) {
      const [a, b] = [discs[i]!, discs[j]!];
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(gap(a, b) - 1e-6);
    }
}

const moved = (discs: MarkerDisc[]) =>
  spreadOffsets(discs).map((offset, i) => ({ ...discs[i]!, x: discs[i]!.x + offset.dx, y: discs[i]!.y + offset.dy }));

describe('spreadOffsets', () => {
  it('leaves markers that do not overlap where they are', () => {
    expect(
      spreadOffsets([
        { x: 0, y: 0, r: 20 },
        { x: 100, y: 0, r: 20 },
      ]),
    ).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
    ]);
  });

  it('spreads two pins at one spot apart around it, and three overlapping pins evenly', () => {
    const [a, b] = moved([
      { x: 50, y: 50, r: 20 },
      { x: 50, y: 50, r: 20 },
    ]);
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeCloseTo(40);
    expect((a!.x + b!.x) / 2).toBeCloseTo(50);
    const three = moved([
      { x: 0, y: 0, r: 20 },
      { x: 10, y: 0, r: 20 },
      { x: 5, y: 8, r: 20 },
    ]);
    expectApart(three, () => 40);
  });

  it('never leaves two markers of a crowd overlapping, whatever their positions and sizes', () => {
    // Every disc within 10 px of the others with r >= 20: one group, which must end up with no overlap.
    const disc = fc.record({
      x: fc.integer({ min: 0, max: 10 }),
      y: fc.integer({ min: 0, max: 10 }),
      r: fc.constantFrom(20, 22, 29),
    });
    fc.assert(
      fc.property(fc.array(disc, { minLength: 2, maxLength: 12 }), (discs) => {
        expectApart(moved(discs), (a, b) => Math.max(a.r, b.r) * 2);
      }),
    );
  });

  it('spreads again when a spread group comes to cover a neighbour', () => {
    // A pair at one spot, and a lone pin 45 px to the right: spreading the pair sideways would cover it.
    const after = moved([
      { x: 0, y: 0, r: 25 },
      { x: 0, y: 0, r: 25 },
      { x: 45, y: 0, r: 25 },
    ]);
    expectApart(after, () => 50);
  });
});
