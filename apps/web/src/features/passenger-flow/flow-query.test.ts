import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseUrlState, writeUrlState } from '../../lib/url-state';
import { flowUrlState, hourSlotLabel, previousDay, shanghaiToday, type FlowPageState } from './flow-query';

const parseFlowState = (params: URLSearchParams, today: string, defaultDate: string = today) =>
  parseUrlState(flowUrlState(today, defaultDate), params);
/** The address of a state; defaultDate null: the date was chosen, so it is written even when the default. */
const toFlowSearchParams = (state: FlowPageState, defaultDate: string | null) =>
  writeUrlState(
    flowUrlState(state.date, defaultDate ?? state.date),
    state,
    undefined,
    new Set(defaultDate === null ? ['date' as const] : []),
  );

describe('shanghaiToday', () => {
  it('is the Beijing date, a day ahead of UTC after 16:00 UTC', () => {
    expect(shanghaiToday(new Date('2024-05-31T15:59:59Z'))).toBe('2024-05-31');
    expect(shanghaiToday(new Date('2024-05-31T16:00:00Z'))).toBe('2024-06-01');
  });
});

describe('URL state', () => {
  const today = '2024-06-01';

  it('defaults to today, no venue, page 1', () => {
    expect(parseFlowState(new URLSearchParams(''), today)).toEqual({ date: today, organId: null, pageNum: 1 });
  });

  it('reads date, organId and page; drops future, malformed and impossible dates', () => {
    expect(parseFlowState(new URLSearchParams('date=2024-05-20&organId=42&pageNum=3'), today)).toEqual({
      date: '2024-05-20',
      organId: 42,
      pageNum: 3,
    });
    for (const date of ['2024-06-02', '2024-02-30', '20240501', 'x'])
      expect(parseFlowState(new URLSearchParams({ date }), today).date).toBe(today);
    expect(parseFlowState(new URLSearchParams('organId=0&pageNum=-1'), today)).toMatchObject({
      organId: null,
      pageNum: 1,
    });
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('leaves today and page 1 out of the URL and round-trips', () => {
    expect(toFlowSearchParams({ date: today, organId: null, pageNum: 1 }, today).toString()).toBe('');
    const state = { date: '2024-05-02', organId: 7, pageNum: 2 };
    expect(parseFlowState(toFlowSearchParams(state, today), today)).toEqual(state);
  });

  it('stands the default day in for a missing or bad date, and writes a chosen one', () => {
    const latest = '2024-05-28';
    expect(parseFlowState(new URLSearchParams(''), today, latest).date).toBe(latest);
    expect(parseFlowState(new URLSearchParams('date=2024-06-02'), today, latest).date).toBe(latest);
    expect(parseFlowState(new URLSearchParams('date=2024-05-30'), today, latest).date).toBe('2024-05-30');
    const onLatest = { date: latest, organId: null, pageNum: 1 };
    expect(toFlowSearchParams(onLatest, latest).toString()).toBe('');
    expect(toFlowSearchParams(onLatest, null).toString()).toBe('date=2024-05-28');
  });

  it('steps back a day across month and year ends', () => {
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2025-01-01')).toBe('2024-12-31');
  });

  it('labels hour slots', () => {
    expect(hourSlotLabel(0)).toBe('00:00–01:00');
    expect(hourSlotLabel(17)).toBe('17:00–18:00');
    expect(hourSlotLabel(23)).toBe('23:00–24:00');
  });
});
