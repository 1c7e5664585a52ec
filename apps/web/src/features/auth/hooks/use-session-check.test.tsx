import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  answerFailure,
  answerWith,
  failure,
  networkError,
  sentRequests,
  type SentRequest,
} from '../../../components/test-support/transport';
import { LOGIN_DATE_STORAGE_KEY, getLoggedInUser, getLoginDate, saveLogin } from '../../../lib/login-state';
import { SESSION_CHECK_INTERVAL_MS, runSessionCheck, useSessionCheck } from './use-session-check';

const CHECK = '/api/data/agency/checkToken';

const USER = { userName: 'bj_admin', sessionToken: 'agency-token' };

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runSessionCheck (spec §4, §8)', () => {
  it('does nothing without a login date', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    await runSessionCheck();
    expect(sentRequests()).toEqual([]);
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('checks with the stored session token as session-id and keeps a valid login', async () => {
    saveLogin(USER);
    const requests = answer<null>(CHECK, null);
    await runSessionCheck();
    expect(requests.map((request) => [request.query, request.headers.get('session-id')])).toEqual([
      [{}, 'agency-token'],
    ]);
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('clears user and login date on a body with code 401 (resolved or rejected)', async () => {
    saveLogin(USER);
    // On a 2xx answer ...
    answerWith<null>(CHECK, () => failure(401, '登录已过期', 200), { once: true });
    await runSessionCheck();
    expect(getLoggedInUser()).toBeNull();
    expect(getLoginDate()).toBeNull();

    // ... and on the HTTP error path.
    saveLogin(USER);
    answerFailure(CHECK, 401, '登录已过期');
    await runSessionCheck();
    expect(getLoggedInUser()).toBeNull();
  });

  it('keeps the login on network failures and other errors', async () => {
    saveLogin(USER);
    answerWith<null>(CHECK, () => networkError());
    await runSessionCheck();
    answerFailure(CHECK, 503, '服务暂不可用');
    await runSessionCheck();
    expect(sentRequests()).toHaveLength(2);
    expect(getLoggedInUser()).toEqual(USER);
  });

  it('clears a login date left without a user', async () => {
    localStorage.setItem(LOGIN_DATE_STORAGE_KEY, '2026-01-01T00:00:00.000Z');
    await runSessionCheck();
    expect(sentRequests()).toEqual([]);
    expect(getLoginDate()).toBeNull();
  });

  it('does not clear a newer login made while the check was in flight', async () => {
    saveLogin(USER);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = answerWith<null>(CHECK, async () => {
      await held;
      return failure(401, '登录已过期');
    });
    const pending = runSessionCheck();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    saveLogin({ userName: 'other', sessionToken: 'new-token' });
    release();
    await pending;
    expect(getLoggedInUser()).toEqual({ userName: 'other', sessionToken: 'new-token' });
  });
});

/**
 * Waits (on real time: setTimeout is not faked below) until `requests` has `count` entries. Not vi.waitFor:
 * under fake timers it advances them on every check, which would run the interval early.
 */
async function answered(requests: SentRequest[], count: number): Promise<void> {
  while (requests.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('useSessionCheck', () => {
  it('checks on mount and then every 900000 ms', async () => {
    // Only the interval is faked: the requests travel on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    saveLogin(USER);
    const requests: SentRequest[] = answer<null>(CHECK, null);
    const { unmount } = renderHook(() => useSessionCheck());
    await answered(requests, 1);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(sentRequests()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await answered(requests, 2);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(900000);
    unmount();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(sentRequests()).toHaveLength(2);
  });
});
