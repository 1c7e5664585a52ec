/**
 * The visitor's elder and accessible mode settings (MIIT 互联网网站适老化通用设计规范, GB/T 37668;
 * issue "Public experience for everyone" §1): text size, high contrast and large cursor, kept across visits.
 *
 * - Stored in localStorage under `a11ySettings` as JSON `{ textScale, highContrast, largeCursor }`; a missing,
 *   unreadable or partly invalid value falls back field by field to the defaults (100 %, off, off).
 * - Applied as attributes on <html> (`data-text-scale="125|150|200"`, `data-contrast="high"`,
 *   `data-cursor="large"`, absent for the defaults); a11y-settings.css turns them into the root font size
 *   (every type size is in rem, so all text follows), the contrast palette and the cursor.
 * - Before the first paint the classic script public/a11y-settings.js sets the same attributes from the same
 *   key (index.html loads it in <head>, allowed by the CSP's script-src 'self'); a11y-settings.test.ts checks
 *   that it and `applyA11ySettings` agree.
 * - 长者模式 is not a separate flag: it is "text ≥ 150 % and high contrast" (`isElderMode`, `withElderMode`),
 *   so the toolbar's controls never disagree with it.
 * - `useA11ySettings` re-renders on every change made here and in other tabs (the `storage` event).
 */
import { useSyncExternalStore } from 'react';

/** Text size in percent of the browser's own root size (16 px unless the visitor changed it). */
export type TextScale = 100 | 125 | 150 | 200;
export const TEXT_SCALES: readonly TextScale[] = [100, 125, 150, 200];
/** The text size 长者模式 turns on at least. */
export const ELDER_TEXT_SCALE: TextScale = 150;

export interface A11ySettings {
  textScale: TextScale;
  highContrast: boolean;
  largeCursor: boolean;
}

export const A11Y_STORAGE_KEY = 'a11ySettings';
export const DEFAULT_A11Y_SETTINGS: Readonly<A11ySettings> = Object.freeze({
  textScale: 100,
  highContrast: false,
  largeCursor: false,
});

function isTextScale(value: unknown): value is TextScale {
  return TEXT_SCALES.includes(value as TextScale);
}

/** Parses the stored JSON; each field that is missing or invalid takes its default. Never throws. */
export function parseA11ySettings(raw: string | null): A11ySettings {
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    textScale: isTextScale(record.textScale) ? record.textScale : DEFAULT_A11Y_SETTINGS.textScale,
    highContrast: record.highContrast === true,
    largeCursor: record.largeCursor === true,
  };
}

/** localStorage can be missing or throw (privacy modes, quota): settings then last for the page's life only. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): A11ySettings {
  try {
    return parseA11ySettings(storage()?.getItem(A11Y_STORAGE_KEY) ?? null);
  } catch {
    return { ...DEFAULT_A11Y_SETTINGS };
  }
}

let current: A11ySettings | null = null;
const listeners = new Set<() => void>();

/** The current settings (read from storage once, then kept in memory; a stable object between changes). */
export function getA11ySettings(): A11ySettings {
  current ??= readStored();
  return current;
}

/** Sets (or removes, for the default) the <html> attributes a11y-settings.css reads. */
export function applyA11ySettings(settings: A11ySettings, root: HTMLElement = document.documentElement): void {
  const set = (name: string, value: string | null) => {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  };
  set('data-text-scale', settings.textScale === 100 ? null : String(settings.textScale));
  set('data-contrast', settings.highContrast ? 'high' : null);
  set('data-cursor', settings.largeCursor ? 'large' : null);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Changes some settings: stores them (when storage works), applies them to <html> and re-renders the hooks. */
export function setA11ySettings(patch: Partial<A11ySettings>): void {
  const next = { ...getA11ySettings(), ...patch };
  current = next;
  try {
    storage()?.setItem(A11Y_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the change still holds until the page is closed.
  }
  applyA11ySettings(next);
  notify();
}

/** 长者模式 is on when the text is at least 150 % and high contrast is on. */
export function isElderMode(settings: A11ySettings): boolean {
  return settings.textScale >= ELDER_TEXT_SCALE && settings.highContrast;
}

/**
 * The settings with 长者模式 turned on (text at least 150 %, high contrast; a larger text size is kept) or off
 * (text 100 %, contrast off). The cursor is left as the visitor set it.
 */
export function withElderMode(settings: A11ySettings, on: boolean): A11ySettings {
  return on
    ? {
        ...settings,
        textScale: settings.textScale >= ELDER_TEXT_SCALE ? settings.textScale : ELDER_TEXT_SCALE,
        highContrast: true,
      }
    : { ...settings, textScale: 100, highContrast: false };
}

/**
 * The root font size in CSS px as the browser computes it (the visitor's browser setting times the text
 * scale), for antd's px-based theme tokens. Falls back to 16 px × scale where nothing is computed (tests).
 */
export function rootFontSizePx(settings: A11ySettings = getA11ySettings()): number {
  const computed =
    typeof window === 'undefined' ? NaN : parseFloat(window.getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(computed) && computed > 0 ? computed : (16 * settings.textScale) / 100;
}

/** Applies the stored settings and follows changes made in other tabs. Call once, before the first render. */
export function initA11ySettings(): void {
  applyA11ySettings(getA11ySettings());
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== A11Y_STORAGE_KEY) return;
    current = readStored();
    applyA11ySettings(current);
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current settings; re-renders on every change. */
export function useA11ySettings(): A11ySettings {
  return useSyncExternalStore(subscribe, getA11ySettings, getA11ySettings);
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetA11ySettingsCache(): void {
  current = null;
}
