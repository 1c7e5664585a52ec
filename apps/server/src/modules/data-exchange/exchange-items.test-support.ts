/**
 * Valid exchange items for tests and benches (docs/data-exchange.md §4 and §5): plain data, no app, so a bench
 * (bench/exchange-push.ts) can send them over HTTP.
 */

/**
 * A venueYear item that passes every rule (docs/data-exchange.md §4 and §5: 340 open days, 56 h a week, the
 * months summing to the total) for venue `organId` in 2025; `extra` overrides fields.
 */
export function venueYearItem(sourceId: string, organId: number, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    organId,
    year: 2025,
    openDays: 340,
    weeklyOpenHours: 56,
    freeOpenHours: 1200,
    minRestDayHours: 10,
    visitorsTotal: 1200,
    visitorsByMonth: Array.from({ length: 12 }, () => 100),
    eventsHeld: 12,
    trainingsHeld: 6,
    subsidyAmount: 500000,
    ...extra,
  };
}

/** A point in 西湖区, 杭州 (330106) that passes the place checks (docs/data-exchange.md §5). */
export const WEST_LAKE_PLACE = { countyCode: '330106', lng: 120.13, lat: 30.26, address: '杭州市西湖区文三路 1 号' };

/** A fitness-path facility item named `name` at WEST_LAKE_PLACE that passes every rule; `extra` overrides fields. */
export function facilityItem(sourceId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    name,
    kind: 'fitness_path',
    ...WEST_LAKE_PLACE,
    area: 320,
    buildYear: 2020,
    managerUnit: '西湖区文化和广电旅游体育局',
    free: true,
    openToPublic: true,
    description: '社区健身路径',
    ...extra,
  };
}
