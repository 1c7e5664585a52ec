/** Pinyin initials of venue names (lib/pinyin-initials.ts): the rule per character and the highlight ranges. */
import { describe, expect, it } from 'vitest';
import { initialsRanges, isInitialsQuery, nameInitials } from './pinyin-initials.js';

describe('nameInitials', () => {
  it('takes the first letter of each Chinese character, in context', () => {
    expect(nameInitials('杭州市体育馆')).toBe('hzstyg');
    expect(nameInitials('重庆市奥体中心')).toBe('cqsatzx');
  });
  it('keeps ASCII letters and digits lower-cased and drops the rest', () => {
    expect(nameInitials('NBA篮球馆（2号）')).toBe('nbalqg2h');
    expect(nameInitials('')).toBe('');
  });
});

describe('isInitialsQuery', () => {
  it('takes two or more ASCII letters or digits with a letter', () => {
    expect(isInitialsQuery('tyg')).toBe(true);
    expect(isInitialsQuery('TY')).toBe(true);
    expect(isInitialsQuery('t')).toBe(false);
    expect(isInitialsQuery('12')).toBe(false);
    expect(isInitialsQuery('体育')).toBe(false);
    expect(isInitialsQuery('t y')).toBe(false);
  });
});

describe('initialsRanges', () => {
  it('maps a match back to the characters of the name', () => {
    expect(initialsRanges('杭州市体育馆', 'tyg')).toEqual([[3, 6]]);
    expect(initialsRanges('杭州市体育馆', 'TYG')).toEqual([[3, 6]]);
    expect(initialsRanges('体育馆（东）体育馆', 'tyg')).toEqual([
      [0, 3],
      [6, 9],
    ]);
  });
  it('skips characters without a letter and counts surrogate pairs as two units', () => {
    expect(initialsRanges('体（育）馆', 'tyg')).toEqual([[0, 5]]);
    expect(initialsRanges('𠀀体育馆', 'tyg')).toEqual([[2, 5]]);
    expect(initialsRanges('杭州市体育馆', 'xyz')).toEqual([]);
  });
});
