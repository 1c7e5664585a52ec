/**
 * Agency session check (spec §4 "Session check", §8, §9): when the main layout mounts and then every
 * 900000 ms (15 min), and only while a login-date marker exists, GET /api/data/agency/checkToken with the
 * stored user's session token. Code 401 clears the user and the login date, so the header turns anonymous
 * (it follows useLoggedInUser). Network failures change nothing: an outage must not log anyone out.
 */
import { useEffect } from 'react';
import { clearLogin, getLoggedInUser, getLoginDate } from '../../../lib/login-state';
import { checkAgencySession } from '../api';

/** Session check interval in ms (spec §9). */
export const SESSION_CHECK_INTERVAL_MS = 900000;

/**
 * One check. Resolves when done; never rejects. A marker without a readable user is cleared as well
 * (half a login cannot be checked).
 */
export async function runSessionCheck(): Promise<void> {
  if (!getLoginDate()) return;
  const user = getLoggedInUser();
  if (!user) {
    clearLogin();
    return;
  }
  try {
    const status = await checkAgencySession(user.sessionToken);
    // Clear only if the checked login is still the stored one (the user may have logged in anew meanwhile).
    if (status === 'expired' && getLoggedInUser()?.sessionToken === user.sessionToken) clearLogin();
  } catch (error) {
    console.warn('会话检查失败，保持当前登录状态', error);
  }
}

/** Run `runSessionCheck` on mount and every SESSION_CHECK_INTERVAL_MS while mounted. */
export function useSessionCheck(): void {
  useEffect(() => {
    void runSessionCheck();
    const timer = window.setInterval(() => void runSessionCheck(), SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
