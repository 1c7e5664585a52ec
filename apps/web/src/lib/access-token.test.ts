// Public token record in browser storage (spec §3, §4, §9).
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, clearAccessToken, readAccessToken, saveAccessToken } from './access-token';

beforeEach(() => localStorage.clear());

describe('access token storage', () => {
  it('stores the token with its save time under sessionToken', () => {
    saveAccessToken('abc', 1_000);
    expect(JSON.parse(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)!)).toEqual({ token: 'abc', savedAt: 1_000 });
    expect(readAccessToken(1_000)).toBe('abc');
  });

  it('is valid up to 14399 s and discarded from 14400 s', () => {
    saveAccessToken('abc', 0);
    expect(readAccessToken(14_399_999)).toBe('abc');
    expect(readAccessToken(14_400_000)).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats corrupt or future-dated records as no token', () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, '{not json');
    expect(readAccessToken(0)).toBeNull();
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, JSON.stringify({ token: 'x' }));
    expect(readAccessToken(0)).toBeNull();
    saveAccessToken('future', 10_000);
    expect(readAccessToken(5_000)).toBeNull();
  });

  it('clears only the refused token when asked to', () => {
    saveAccessToken('new', 0);
    clearAccessToken('old');
    expect(readAccessToken(1)).toBe('new');
    clearAccessToken('new');
    expect(readAccessToken(1)).toBeNull();
    saveAccessToken('any', 0);
    clearAccessToken();
    expect(readAccessToken(1)).toBeNull();
  });
});
