import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_DATE_STORAGE_KEY, getLoggedInUser, getLoginDate, saveLogin } from '../../../lib/login-state';
import { SESSION_CHECK_INTERVAL_MS, runSessionCheck, useSessionCheck } from './use-session-check';
import type * as HttpClient from '../../../lib/http-client';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http-client', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpClient>()),
  apiGet,
}));

const USER = { userName: 'bj_admin', sessionToken: 'agency-token' };

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  apiGet.mockReset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runSessionCheck (spec §4, §8)', () => {
  it('does nothing without a login date', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    await runSessionCheck();
    expect(apiGet).not.toHaveBeenCalled();
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('checks with the stored session token as session-id and keeps a valid login', async () => {
    saveLogin(USER);
    apiGet.mockResolvedValue({ code: 200, msg: '成功', data: null });
    await runSessionCheck();
    expect(apiGet).toHaveBeenCalledWith('/api/data/agency/checkToken', undefined, { sessionToken: 'agency-token' });
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('clears user and login date on a body with code 401 (resolved or rejected)', async () => {
    saveLogin(USER);
    apiGet.mockResolvedValue({ code: 401, msg: '登录已过期', data: null });
    await runSessionCheck();
    expect(getLoggedInUser()).toBeNull();
    expect(getLoginDate()).toBeNull();

    saveLogin(USER);
    apiGet.mockRejectedValue({ code: 401, msg: '登录已过期', data: null });
    await runSessionCheck();
    expect(getLoggedInUser()).toBeNull();
  });

  it('keeps the login on network failures and other errors', async () => {
    saveLogin(USER);
    apiGet.mockRejectedValue(new Error('Network Error'));
    await runSessionCheck();
    apiGet.mockRejectedValue({ code: 503, msg: '服务暂不可用', data: null });
    await runSessionCheck();
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('clears a login date left without a user', async () => {
    localStorage.setItem(LOGIN_DATE_STORAGE_KEY, '2026-01-01T00:00:00.000Z');
    await runSessionCheck();
    expect(apiGet).not.toHaveBeenCalled();
    expect(getLoginDate()).toBeNull();
  });

  it('does not clear a newer login made while the check was in flight', async () => {
    saveLogin(USER);
    let answer: (v: unknown) => void = () => undefined;
    apiGet.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = runSessionCheck();
    saveLogin({ userName: 'other', sessionToken: 'new-token' });
    answer({ code: 401, msg: '登录已过期', data: null });
    await pending;
    expect(getLoggedInUser()).toEqual({ userName: 'other', sessionToken: 'new-token' });
  });
});

describe('useSessionCheck', () => {
  it('checks on mount and then every 900000 ms', async () => {
    vi.useFakeTimers();
    saveLogin(USER);
    apiGet.mockResolvedValue({ code: 200, msg: '成功', data: null });
    const { unmount } = renderHook(() => useSessionCheck());
    expect(apiGet).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(apiGet).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apiGet).toHaveBeenCalledTimes(2);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(900000);
    unmount();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(apiGet).toHaveBeenCalledTimes(2);
  });
});
