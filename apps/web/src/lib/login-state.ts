/**
 * Login state of an agency / registered user (spec §3 "Logged-in user", §4 "Login state").
 *
 * Storage (localStorage, so it survives reloads and is shared by the tabs of one browser):
 * - key `user`: JSON `{ userName, sessionToken }` — the answer of POST /api/data/agency/userLogin;
 * - key `loginDate`: ISO-8601 UTC instant of the login — the "login-date marker" of spec §3. The session
 *   check of spec §4 runs only while this marker exists.
 *
 * Both keys are written and removed together. `useLoggedInUser` re-renders on every change made through
 * this module and on changes made by other tabs (the `storage` event).
 */
import { useSyncExternalStore } from 'react';

/** The stored user (spec §3): the agency account's name and its session token (sent as `session-id`). */
export interface LoggedInUser {
  userName: string;
  sessionToken: string;
}

export const USER_STORAGE_KEY = 'user';
export const LOGIN_DATE_STORAGE_KEY = 'loginDate';

const listeners = new Set<() => void>();

/** localStorage can be missing or throw (privacy modes, quota); the portal then behaves as anonymous. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): LoggedInUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userName, sessionToken } = value as Record<string, unknown>;
    if (typeof userName !== 'string' || typeof sessionToken !== 'string' || !sessionToken) return null;
    return { userName, sessionToken };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored user, or null when nobody is logged in (or the stored value is unreadable). */
export function getLoggedInUser(): LoggedInUser | null {
  return parseUser(readRaw(USER_STORAGE_KEY));
}

/** The login-date marker (ISO UTC text) or null; the session check runs only when it exists (spec §4). */
export function getLoginDate(): string | null {
  return readRaw(LOGIN_DATE_STORAGE_KEY);
}

/**
 * Store a successful agency login: the user record under `user` and the current instant under
 * `loginDate` (spec §3). Listeners re-render.
 */
export function saveLogin(user: LoggedInUser, now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  store.setItem(USER_STORAGE_KEY, JSON.stringify({ userName: user.userName, sessionToken: user.sessionToken }));
  store.setItem(LOGIN_DATE_STORAGE_KEY, now.toISOString());
  notify();
}

/** Forget the login: removes both `user` and `loginDate` (spec §4 logout and expired session). */
export function clearLogin(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(USER_STORAGE_KEY);
  store.removeItem(LOGIN_DATE_STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same localStorage; keep every tab's header in step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY || event.key === LOGIN_DATE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs a stable snapshot: the raw string is compared, the parsed object cached.
let cachedRaw: string | null = null;
let cachedUser: LoggedInUser | null = null;

function getSnapshot(): LoggedInUser | null {
  const raw = readRaw(USER_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

/** React hook: the stored user or null; re-renders when the login changes (here or in another tab). */
export function useLoggedInUser(): LoggedInUser | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
