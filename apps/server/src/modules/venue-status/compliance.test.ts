/** Programme compliance: the seven checks, their Chinese texts, and late-announced closures failing closureNotice. */
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES } from '@portal/contracts/venue.codes';
import { assessCompliance, requiredOpenDays, type ComplianceVenue, type ComplianceYearStat } from './compliance.js';
import { closure } from './opening.test-fixtures.js';

const venue: ComplianceVenue = { marketPrice: 40, lowFeePrice: 25, concessionPrice: 12, hasOutdoor: true };
const stat: ComplianceYearStat = {
  year: 2025,
  weeklyOpenHours: 42,
  openDays: 340,
  minRestDayHours: 10,
  outdoorFreeHours: 13,
};
const onTime = closure(1, '2025-05-10 00:00', '2025-05-12 00:00', '2025-04-30 09:00');
const late = closure(2, '2025-11-03 00:00', '2025-11-04 00:00', '2025-11-01 00:00', '突发管道维修');

const byRule = (c: ReturnType<typeof assessCompliance>) => Object.fromEntries(c.checks.map((x) => [x.rule, x]));

describe('assessCompliance', () => {
  it('passes a compliant venue, with the seven checks in COMPLIANCE_RULES order and Chinese texts', () => {
    const c = assessCompliance(venue, stat, [onTime]);
    expect(c.year).toBe(2025);
    expect(c.compliant).toBe(true);
    expect(c.checks.map((x) => x.rule)).toEqual([...COMPLIANCE_RULES]);
    expect(c.checks.every((x) => x.passed === true)).toBe(true);
    expect(c.checks[0]).toEqual({
      rule: 'weeklyOpenHours',
      label: '每周开放时间',
      required: '不少于 35 小时',
      actual: '42 小时',
      passed: true,
    });
    const r = byRule(c);
    expect(r.openDays).toMatchObject({ required: '不少于 330 天', actual: '340 天' });
    expect(r.restDayHours).toMatchObject({ required: '不少于 8 小时', actual: '最短 10 小时' });
    expect(r.outdoorFreeHours).toMatchObject({ required: '不少于 12 小时', actual: '13 小时' });
    expect(r.closureNotice).toMatchObject({ required: '提前不少于 7 天', actual: '闭馆 1 次，最短提前 9.6 天' });
    expect(r.lowFeePrice).toMatchObject({
      required: '不高于市场价的 70%（28 元/人·小时）',
      actual: '25 元/人·小时，为市场价的 62.5%',
    });
    expect(r.concessionPrice).toMatchObject({
      required: '不高于低收费价的一半（12.5 元/人·小时）',
      actual: '12 元/人·小时',
    });
  });

  it('fails closureNotice for a closure announced less than 7 days ahead', () => {
    const c = assessCompliance(venue, stat, [onTime, late]);
    expect(c.compliant).toBe(false);
    expect(byRule(c).closureNotice).toMatchObject({
      passed: false,
      actual: '闭馆 2 次，其中 1 次提前不足 7 天（最短 2 天）',
    });
    // Exactly 7 days ahead passes.
    const seven = closure(3, '2025-06-08 09:00', '2025-06-09 09:00', '2025-06-01 09:00');
    expect(byRule(assessCompliance(venue, stat, [seven])).closureNotice!.passed).toBe(true);
  });

  it('a year without closures passes closureNotice', () => {
    expect(byRule(assessCompliance(venue, stat, [])).closureNotice).toMatchObject({
      passed: true,
      actual: '全年无闭馆',
    });
  });

  it('fails each threshold just below it and passes exactly at it', () => {
    const at = assessCompliance(
      venue,
      { ...stat, weeklyOpenHours: 35, openDays: 330, minRestDayHours: 8, outdoorFreeHours: 12 },
      [],
    );
    expect(at.compliant).toBe(true);
    const below = byRule(
      assessCompliance(
        venue,
        { ...stat, weeklyOpenHours: 34.5, openDays: 329, minRestDayHours: 7.5, outdoorFreeHours: 11 },
        [],
      ),
    );
    for (const rule of ['weeklyOpenHours', 'openDays', 'restDayHours', 'outdoorFreeHours'] as const)
      expect(below[rule]!.passed).toBe(false);
    expect(below.weeklyOpenHours!.actual).toBe('34.5 小时');
  });

  it('checks the prices: low fee <= 70 % of market, concession <= half of the low fee', () => {
    const exact = assessCompliance({ ...venue, marketPrice: 30, lowFeePrice: 21, concessionPrice: 10.5 }, stat, []);
    expect(exact.compliant).toBe(true);
    const dear = byRule(
      assessCompliance({ ...venue, marketPrice: 30, lowFeePrice: 22, concessionPrice: 12 }, stat, []),
    );
    expect(dear.lowFeePrice).toMatchObject({ passed: false, actual: '22 元/人·小时，为市场价的 73.33%' });
    expect(dear.concessionPrice!.passed).toBe(false);
  });

  it('outdoorFreeHours does not apply without outdoor areas, and fails when outdoor hours are missing', () => {
    const none = assessCompliance({ ...venue, hasOutdoor: false }, { ...stat, outdoorFreeHours: null }, []);
    expect(byRule(none).outdoorFreeHours).toMatchObject({ passed: null, actual: '无室外区域' });
    expect(none.compliant).toBe(true);
    const missing = assessCompliance(venue, { ...stat, outdoorFreeHours: null }, []);
    expect(byRule(missing).outdoorFreeHours).toMatchObject({ passed: false, actual: '未填报' });
    expect(missing.compliant).toBe(false);
  });
});

describe('open days of a year still in progress', () => {
  it('holds a completed year to 330 days', () => {
    expect(requiredOpenDays({ year: 2025, filledAt: '2026-01-15T02:00:00.000Z' })).toEqual({ days: 330, until: null });
    expect(requiredOpenDays({ year: 2025 })).toEqual({ days: 330, until: null });
  });

  it('prorates a year filled in before it ended by the days before the fill-in date (Beijing time)', () => {
    // Filled in on 1 November 2026 (Beijing): 304 days of 365 are covered -> round(330 x 304 / 365) = 275.
    expect(requiredOpenDays({ year: 2026, filledAt: '2026-11-01T02:00:00.000Z' })).toEqual({
      days: 275,
      until: '10 月 31 日',
    });
    // 31 Oct 2026 20:00 UTC is already 1 November in Beijing.
    expect(requiredOpenDays({ year: 2026, filledAt: '2026-10-31T20:00:00.000Z' }).days).toBe(275);
  });
});
