import { describe, expect, it } from 'vitest';
import { canMove, movableFrom, nextOf } from './case-status.codes.js';
import { FEEDBACK_NEXT, FEEDBACK_STATUSES } from './feedback.codes.js';
import { FIX_REPORT_NEXT, FIX_REPORT_STATUSES } from './facility.codes.js';

describe('the agency case machines', () => {
  it('name every status of their section, and move only to statuses of it', () => {
    for (const [machine, statuses] of [
      [FEEDBACK_NEXT, FEEDBACK_STATUSES],
      [FIX_REPORT_NEXT, FIX_REPORT_STATUSES],
    ] as const) {
      expect(Object.keys(machine).sort()).toEqual([...statuses].sort());
      for (const to of Object.values(machine).flat()) expect(statuses).toContain(to);
    }
  });

  it('guard a write by the statuses a move may come from', () => {
    expect(movableFrom(FEEDBACK_NEXT, 'closed')).toEqual(['accepted', 'processing', 'replied']);
    expect(movableFrom(FEEDBACK_NEXT, 'replied')).toEqual(['accepted', 'processing', 'replied']);
    expect(movableFrom(FEEDBACK_NEXT, 'processing')).toEqual(['accepted']);
    expect(movableFrom(FIX_REPORT_NEXT, 'fixed')).toEqual(['accepted', 'processing']);
    expect(movableFrom(FIX_REPORT_NEXT, 'accepted')).toEqual([]);
  });

  it('finish a case: no move out of 已办结, 已修复 or 不予处理', () => {
    expect(nextOf(FEEDBACK_NEXT, 'closed')).toEqual([]);
    expect(nextOf(FIX_REPORT_NEXT, 'fixed')).toEqual([]);
    expect(canMove(FIX_REPORT_NEXT, 'rejected', 'processing')).toBe(false);
    expect(canMove(FIX_REPORT_NEXT, 'processing', 'rejected')).toBe(true);
    expect(canMove(FIX_REPORT_NEXT, 'processing', 'processing')).toBe(false);
  });
});
