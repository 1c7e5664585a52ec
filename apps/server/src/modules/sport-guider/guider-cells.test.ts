/** The cell walk behind the instructor lists: totals and the windows of a page across cell boundaries. */
import { describe, expect, it } from 'vitest';
import { cellTotals, locatePage, type GuiderCells } from './guider-cells.js';

/** (county, level, sport, total) in list order. */
const ROWS: [number, number, number, number][] = [
  [110101, 1, 1, 2],
  [110101, 4, 1, 5],
  [110102, 4, 2, 3],
  [440103, 2, 1, 4],
  [440103, 4, 1, 6],
  [441900, 4, 2, 1],
];
const cells: GuiderCells = {
  county: Int32Array.from(ROWS, (r) => r[0]),
  level: Uint8Array.from(ROWS, (r) => r[1]),
  sport: Uint8Array.from(ROWS, (r) => r[2]),
  total: Uint32Array.from(ROWS, (r) => r[3]),
};

describe('locatePage', () => {
  it('pages through every cell in list order', () => {
    expect(locatePage(cells, {}, 0, 3)).toEqual({
      total: 21,
      windows: [
        { countyCode: '110101', level: 1, sport: 1, skip: 0, take: 2 },
        { countyCode: '110101', level: 4, sport: 1, skip: 0, take: 1 },
      ],
    });
    expect(locatePage(cells, {}, 6, 4).windows).toEqual([
      { countyCode: '110101', level: 4, sport: 1, skip: 4, take: 1 },
      { countyCode: '110102', level: 4, sport: 2, skip: 0, take: 3 },
    ]);
    expect(locatePage(cells, {}, 21, 10)).toEqual({ total: 21, windows: [] });
  });

  it('filters by county-code range, level and sport', () => {
    const guangdong: [string, string] = ['440000', '449999'];
    expect(locatePage(cells, { range: guangdong }, 0, 10).total).toBe(11);
    expect(locatePage(cells, { range: guangdong, level: 4 }, 2, 10)).toEqual({
      total: 7,
      windows: [
        { countyCode: '440103', level: 4, sport: 1, skip: 2, take: 4 },
        { countyCode: '441900', level: 4, sport: 2, skip: 0, take: 1 },
      ],
    });
    expect(locatePage(cells, { sport: 2 }, 0, 10).total).toBe(4);
    expect(locatePage(cells, { range: ['110102', '110102'] }, 0, 10).total).toBe(3);
    expect(locatePage(cells, { range: ['120000', '129999'] }, 0, 10)).toEqual({ total: 0, windows: [] });
  });
});

describe('cellTotals', () => {
  it('adds up by level, sport and province', () => {
    const totals = cellTotals(cells);
    expect(totals.total).toBe(21);
    expect([...totals.byLevel]).toEqual([
      [1, 2],
      [4, 15],
      [2, 4],
    ]);
    expect([...totals.bySport]).toEqual([
      [1, 17],
      [2, 4],
    ]);
    expect([...totals.byProvince]).toEqual([
      ['110000', 10],
      ['440000', 11],
    ]);
  });
});
