/** Ranks of the seeded results (standard competition ranking) and score formatting. */
import { describe, expect, it } from 'vitest';
import { competitionRanks, formatScore } from './results.js';
import { SPORT_EVENTS } from './sports.js';

describe('competitionRanks', () => {
  it('shares a rank between equal scores and skips the places they take', () => {
    expect(competitionRanks([9, 8, 8, 7, 7, 7, 6])).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe('formatScore', () => {
  it('writes times of a minute or more as minutes and seconds, other scores with their unit', () => {
    const [run] = SPORT_EVENTS['路跑'];
    expect(formatScore(2345.6, run!)).toBe('39分05.60秒');
    expect(formatScore(12.3, SPORT_EVENTS['田径'][0]!)).toBe('12.30秒');
    expect(formatScore(187, SPORT_EVENTS['跳绳'][0]!)).toBe('187个');
  });
});
