/**
 * The public access token and its save time, kept in browser storage (spec §3 "Session token record",
 * §4 "Public access token", §9 "Token lifetime: 14400 s").
 *
 * Stored under localStorage key 'sessionToken' as JSON `{ token: string, savedAt: number }`, savedAt in
 * epoch milliseconds. A token whose age is 14400 s or more is discarded on read (valid at 14399 s).
 * localStorage (not sessionStorage) so all tabs share one public login.
 */

export const ACCESS_TOKEN_STORAGE_KEY = 'sessionToken';
/** Token lifetime in seconds (spec §9). */
export const ACCESS_TOKEN_LIFETIME_S = 14400;

interface StoredToken {
  token: string;
  savedAt: number;
}

function parse(raw: string | null): StoredToken | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredToken> | null;
    if (value && typeof value.token === 'string' && value.token && typeof value.savedAt === 'number') {
      return { token: value.token, savedAt: value.savedAt };
    }
  } catch {
    // Corrupt entry (edited by hand or an older format): treated as no token.
  }
  return null;
}

/**
 * Returns the stored token if it is younger than 14400 s at `now` (epoch ms), else removes it and
 * returns null. A save time in the future (clock moved back) also counts as invalid.
 */
export function readAccessToken(now: number = Date.now()): string | null {
  const stored = parse(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY));
  if (!stored) {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    return null;
  }
  const age = now - stored.savedAt;
  if (age < 0 || age >= ACCESS_TOKEN_LIFETIME_S * 1000) {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    return null;
  }
  return stored.token;
}

/** Stores `token` with save time `now` (epoch ms). */
export function saveAccessToken(token: string, now: number = Date.now()): void {
  const record: StoredToken = { token, savedAt: now };
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, JSON.stringify(record));
}

/**
 * Removes the stored token. With `onlyIf`, removes it only when it is still that token, so a 401 for
 * an old token does not throw away a fresh one another request has just obtained.
 */
export function clearAccessToken(onlyIf?: string): void {
  if (onlyIf !== undefined && parse(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY))?.token !== onlyIf) return;
  localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
}
