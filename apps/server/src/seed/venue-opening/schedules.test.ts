/**
 * Seeded opening schedules (./schedules.ts) over a few thousand synthetic venues: slot shapes, the share
 * of compliant venues, midnight crossings, metrics and the text description.
 */
import { describe, expect, it } from 'vitest';
import { complianceGap, describeSchedule, scheduleMetrics, unionHours, venueSchedule, type Slot } from './schedules.js';
import type { OrganType } from './venue-facts.js';

const venues = Array.from({ length: 4000 }, (_, i) => ({
  organId: i + 1,
  organType: ((i % 4) + 1) as OrganType,
  hasOutdoor: (i % 4) + 1 === 1 || i % 3 === 0,
}));

describe('venueSchedule', () => {
  it('is a pure function of the venue', () => {
    expect(venueSchedule(venues[7] as (typeof venues)[number])).toEqual(
      venueSchedule({ ...(venues[7] as (typeof venues)[number]) }),
    );
  });

  it('gives every venue slots on Tuesday..Sunday, holidays and vacations, without overlaps within an area', () => {
    const problems: string[] = [];
    for (const venue of venues) {
      const { slots } = venueSchedule(venue);
      for (let kind = 2; kind <= 9; kind += 1)
        if (!slots.some((s) => s.dayKind === kind)) problems.push(`${venue.organId}: no slot on ${kind}`);
      for (const area of ['indoor', 'outdoor'] as const) {
        for (let kind = 1; kind <= 9; kind += 1) {
          const list = slots.filter((s) => s.area === area && s.dayKind === kind).sort((a, b) => a.start - b.start);
          for (const [i, s] of list.entries()) {
            if (!(s.start >= 0 && s.start < 1440 && s.end > s.start && s.end <= 1440 + 180))
              problems.push(`${venue.organId}: bad slot ${JSON.stringify(s)}`);
            if (i > 0 && s.start < (list[i - 1] as Slot).end)
              problems.push(`${venue.organId}: overlap ${JSON.stringify(s)}`);
          }
        }
      }
      if (slots.some((s) => s.area === 'outdoor') !== venue.hasOutdoor)
        problems.push(`${venue.organId}: outdoor slots vs has_outdoor`);
      if (slots.some((s) => s.area === 'outdoor' && s.fee !== 'free'))
        problems.push(`${venue.organId}: outdoor not free`);
    }
    expect(problems).toEqual([]);
  });

  it('lets about 90 % comply with the programme, and the others break the rule their gap names', () => {
    let compliant = 0;
    for (const venue of venues) {
      const { slots, gap } = venueSchedule(venue);
      expect(gap).toBe(complianceGap(venue));
      const m = scheduleMetrics(slots, venue.hasOutdoor);
      const ok =
        m.weeklyOpenHours >= 35 && m.minRestDayHours >= 8 && (m.outdoorFreeHours === null || m.outdoorFreeHours >= 12);
      if (gap === 'none' || gap === 'openDays') expect(ok, `${venue.organId} ${gap}`).toBe(true);
      if (gap === 'weeklyHours') expect(m.weeklyOpenHours).toBeLessThan(35);
      if (gap === 'restDayHours') expect(m.minRestDayHours).toBeLessThan(8);
      if (gap === 'outdoorFree') expect(m.outdoorFreeHours).toBeLessThan(12);
      if (gap === 'none') compliant += 1;
    }
    expect(compliant / venues.length).toBeGreaterThan(0.86);
    expect(compliant / venues.length).toBeLessThan(0.94);
  });

  it('has late venues, a few crossing midnight on Fridays, Saturdays and holidays, free and low-fee slots', () => {
    const all = venues.flatMap((v) => venueSchedule(v).slots);
    const crossing = all.filter((s) => s.end > 1440);
    expect(crossing.length).toBeGreaterThan(0);
    for (const s of crossing) {
      expect([5, 6, 8]).toContain(s.dayKind);
      expect(s.fee).toBe('paid');
    }
    const crossingVenues = venues.filter((v) => venueSchedule(v).slots.some((s) => s.end > 1440));
    expect(crossingVenues.length / venues.length).toBeLessThan(0.05);
    expect(all.some((s) => s.end >= 1350 && s.end <= 1440)).toBe(true);
    expect(all.some((s) => s.fee === 'free' && s.area === 'indoor' && s.start < 720)).toBe(true);
    expect(all.some((s) => s.fee === 'low')).toBe(true);
  });
});

describe('schedule figures and text', () => {
  it('count the union of overlapping areas once', () => {
    const slots: Slot[] = [
      { dayKind: 6, start: 360, end: 1290, fee: 'free', area: 'outdoor' },
      { dayKind: 6, start: 540, end: 660, fee: 'free', area: 'indoor' },
      { dayKind: 6, start: 660, end: 1320, fee: 'low', area: 'indoor' },
    ];
    expect(unionHours(slots)).toBe(16);
    expect(unionHours([])).toBe(0);
    const m = scheduleMetrics(slots, true);
    expect(m.openHours[6]).toBe(16);
    expect(m.freeHours[6]).toBe(15.5);
    expect(m.outdoorFreeHours).toBe(0); // no outdoor slot on the other day kinds
  });

  it('group days with the same hours and mark times after midnight', () => {
    const week = (kind: number, end = 1260): Slot[] => [{ dayKind: kind, start: 540, end, fee: 'low', area: 'indoor' }];
    const slots = [
      ...week(1, 1200),
      ...[2, 3, 4, 5].flatMap((k) => week(k)),
      ...week(6, 1500),
      ...week(7, 1500),
      ...week(8),
      ...week(9),
    ];
    expect(describeSchedule(slots)).toEqual([
      '周一：室内场馆09:00-20:00（低收费）',
      '周二至周五：室内场馆09:00-21:00（低收费）',
      '周六、周日：室内场馆09:00-次日01:00（低收费）',
      '法定节假日：室内场馆09:00-21:00（低收费）',
      '寒暑假工作日：室内场馆09:00-21:00（低收费）',
    ]);
  });
});
