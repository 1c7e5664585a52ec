/**
 * The one piece of global UI state (spec §3 "Global state holds one value: the current tab index"),
 * kept in sessionStorage under `activeMenuIndex` (spec §2 "The active tab index is kept in session
 * storage") so it survives reloads of the tab but not a new visit.
 */
export const ACTIVE_MENU_INDEX_KEY = 'activeMenuIndex';

/** The stored index (an integer >= 0) or null when none is stored or storage is unavailable. */
export function getStoredMenuIndex(): number | null {
  try {
    const raw = window.sessionStorage.getItem(ACTIVE_MENU_INDEX_KEY);
    if (raw === null || !/^\d+$/.test(raw)) return null;
    return Number(raw);
  } catch {
    return null;
  }
}

/** Store the active index; negative values (no active tab) are not stored. */
export function setStoredMenuIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0) return;
  try {
    window.sessionStorage.setItem(ACTIVE_MENU_INDEX_KEY, String(index));
  } catch {
    // Storage refused (privacy mode): the index is then derived from the address alone.
  }
}
