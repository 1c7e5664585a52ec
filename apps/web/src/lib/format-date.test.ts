import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatDateTime } from './format-date';

describe('formatDate (Asia/Shanghai)', () => {
  it('shows an instant as the calendar day in Beijing, not in UTC', () => {
    expect(formatDate('2024-03-01T15:59:59.000Z')).toBe('2024-03-01');
    // 16:00 UTC is midnight in Beijing: already the next day.
    expect(formatDate('2024-03-01T16:00:00.000Z')).toBe('2024-03-02');
    expect(formatDate('2024-12-31T20:00:00Z')).toBe('2025-01-01');
  });

  it('returns a plain calendar date unchanged', () => {
    expect(formatDate('2023-07-15')).toBe('2023-07-15');
  });

  it('gives an empty string for empty or unparsable input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows hours and minutes in Beijing time', () => {
    expect(formatDateTime('2024-03-01T01:05:00.000Z')).toBe('2024-03-01 09:05');
    expect(formatDateTime('2024-03-01T16:30:00.000Z')).toBe('2024-03-02 00:30');
  });
});

describe('currentYear', () => {
  it('uses the Beijing year around New Year', () => {
    expect(currentYear(new Date('2024-12-31T15:59:00Z'))).toBe(2024);
    expect(currentYear(new Date('2024-12-31T16:00:00Z'))).toBe(2025);
  });
});
