/**
 * Counts per cell, walked to page a list without counting rows: the machinery behind the instructor
 * list (modules/sport-guider/guider-cells.ts) and the facility lists (modules/facility/facility-snapshot.ts).
 *
 * Cells are held in list order, county code first (as numbers, ascending), then whatever else the list
 * orders by; `total[i]` is the number of rows of cell i. A division filter is a county-code range
 * (area/divisions.ts countyCodeRange), the other filters a predicate on the cell index. `locateCells`
 * walks the cells a filter selects, adds up the total and names the cells, with rows to skip and take,
 * that hold rows offset..offset+limit-1 in list order. Pure.
 */

export interface CountyCells {
  /** County codes as numbers (six digits), ascending. */
  county: Int32Array;
  total: Uint32Array;
}

/** Rows `skip`..`skip + take` (list order) of cell `index`. */
export interface CellSpan {
  index: number;
  skip: number;
  take: number;
}

/** First index whose county code is >= `code`. */
export function lowerBound(codes: Int32Array, code: number): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The total of the cells in `range` (county codes, both included; all when absent) that `accept`
 * keeps, and the spans holding rows offset..offset+limit-1 of them in list order.
 */
export function locateCells(
  cells: CountyCells,
  range: readonly [string, string] | undefined,
  accept: (index: number) => boolean,
  offset: number,
  limit: number,
): { total: number; spans: CellSpan[] } {
  const from = range ? Number(range[0]) : 0;
  const to = range ? Number(range[1]) : 999_999;
  const { county, total: totals } = cells;
  const spans: CellSpan[] = [];
  let total = 0;
  for (let i = lowerBound(county, from); i < county.length && county[i]! <= to; i += 1) {
    if (!accept(i)) continue;
    const n = totals[i]!;
    const start = Math.max(offset, total);
    const end = Math.min(offset + limit, total + n);
    if (start < end) spans.push({ index: i, skip: start - total, take: end - start });
    total += n;
  }
  return { total, spans };
}
