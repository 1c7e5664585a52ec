import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_DATE_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearLogin,
  getLoggedInUser,
  getLoginDate,
  saveLogin,
  useLoggedInUser,
} from './login-state';

afterEach(() => localStorage.clear());

describe('login state (spec §3, §4)', () => {
  it('saveLogin stores the user under "user" and a login-date marker', () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'abc' }, new Date('2026-11-21T06:05:09.000Z'));
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ userName: 'bj_admin', sessionToken: 'abc' });
    expect(localStorage.getItem(LOGIN_DATE_STORAGE_KEY)).toBe('2026-11-21T06:05:09.000Z');
    expect(getLoggedInUser()).toEqual({ userName: 'bj_admin', sessionToken: 'abc' });
    expect(getLoginDate()).toBe('2026-11-21T06:05:09.000Z');
  });

  it('clearLogin removes both keys', () => {
    saveLogin({ userName: 'u', sessionToken: 't' });
    clearLogin();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LOGIN_DATE_STORAGE_KEY)).toBeNull();
    expect(getLoggedInUser()).toBeNull();
    expect(getLoginDate()).toBeNull();
  });

  it('treats unreadable or incomplete stored values as logged out', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(getLoggedInUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ userName: 'u' }));
    expect(getLoggedInUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ userName: 'u', sessionToken: '' }));
    expect(getLoggedInUser()).toBeNull();
  });

  it('useLoggedInUser re-renders on login and logout', () => {
    const { result } = renderHook(() => useLoggedInUser());
    expect(result.current).toBeNull();
    act(() => saveLogin({ userName: '张三', sessionToken: 'tok' }));
    expect(result.current).toEqual({ userName: '张三', sessionToken: 'tok' });
    const first = result.current;
    act(() => undefined);
    expect(result.current).toBe(first); // stable snapshot, no render loop
    act(() => clearLogin());
    expect(result.current).toBeNull();
  });

  it('useLoggedInUser follows changes made in another tab (storage event)', () => {
    const { result } = renderHook(() => useLoggedInUser());
    act(() => {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ userName: 'other', sessionToken: 'x' }));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ userName: 'other', sessionToken: 'x' });
  });
});
