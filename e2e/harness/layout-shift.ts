/**
 * Layout shift of one page load, measured on conditions instead of fixed sleeps (test-support/README.md
 * "Waiting on conditions"): a buffered PerformanceObserver sums the `layout-shift` entries without recent
 * input (CLS, docs/decisions/public-experience.md §2) and notes when the last entry came; the page's requests
 * in flight are counted from Playwright's request events. `settle` returns once the page has held still for
 * a quiet window: no request in flight or ended, no new layout-shift entry, no font still loading. What makes
 * a page jump late is what it waits for (an API answer, an image, a font), so the window restarts with each
 * of them; a page that keeps jumping or loading past the bound fails instead of being measured early.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** How long a page must hold still: a shift that follows an answer within this window is still counted. */
export const QUIET_MS = 400;
/** The longest wait for a page to hold still; networkidle, which this replaces, allowed 30 s. */
export const SETTLE_LIMIT_MS = 15_000;

interface ShiftWindow {
  __cls: number;
  __lastShiftAt: number;
}

export interface LayoutShiftWatch {
  /** Waits until the page has held still for QUIET_MS (at most SETTLE_LIMIT_MS, then fails naming what was pending). */
  settle(): Promise<void>;
  /** The CLS so far: every layout-shift entry without recent input since the page started. */
  cls(): Promise<number>;
}

/** Starts watching `page` (before its `goto`): its layout-shift entries and its requests. */
export async function watchLayoutShift(page: Page): Promise<LayoutShiftWatch> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__cls = 0;
    w.__lastShiftAt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__cls += entry.value;
      w.__lastShiftAt = performance.now();
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const inFlight = new Set<Request>();
  let lastNetworkAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastNetworkAt = Date.now();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastNetworkAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  /** What still keeps the page from holding still, or [] once it has been quiet for QUIET_MS. */
  async function pending(): Promise<string[]> {
    const inPage = await page.evaluate(() => ({
      sinceShift: performance.now() - (window as unknown as ShiftWindow).__lastShiftAt,
      fontsLoading: document.fonts.status === 'loading',
    }));
    const reasons = [...inFlight].map((request) => `${request.method()} ${request.url()}`);
    if (Date.now() - lastNetworkAt < QUIET_MS) reasons.push('a request ended less than QUIET_MS ago');
    if (inPage.sinceShift < QUIET_MS) reasons.push('a layout shift less than QUIET_MS ago');
    if (inPage.fontsLoading) reasons.push('fonts loading');
    return reasons;
  }

  return {
    async settle() {
      await expect
        .poll(pending, { timeout: SETTLE_LIMIT_MS, interval: 50, message: `${page.url()} never held still` })
        .toEqual([]);
    },
    cls: () => page.evaluate(() => (window as unknown as ShiftWindow).__cls),
  };
}
