/**
 * Accessibility and layout checks run on every page a journey visits
 * (DESIGN.md "Tests and benchmarks", "Web conventions"):
 * - `auditPage`: axe-core with the WCAG 2.0/2.1 A and AA rules; fails listing every serious or
 *   critical violation (rule id, impact, CSS targets).
 * - `checkNarrowLayout`: at 375 CSS px wide the document must not scroll horizontally.
 * - `saveScreenshot`: full-page PNG in e2e/artifacts/ (gitignored) for a person to look at.
 * - `visitAndAudit`: goes to a path and runs all of the above.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP_VIEWPORT } from '../../test-support/browser.js';
import { REPO_ROOT } from '../../test-support/portal-server.js';

export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e/artifacts');
export const NARROW_VIEWPORT = { width: 375, height: 812 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Saves a full-page screenshot as e2e/artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Waits (up to 3 s) until no finite CSS animation or transition is running, so axe does not judge
 * contrast on an element caught mid-fade (dialogs, messages). Endless ones (spinners) are ignored;
 * a page that never settles is audited as it is.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState !== 'running' || timing?.iterations === Infinity;
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe on the page once animations have settled. Fails (vitest expect) with one line per serious or critical
 * violation: `<rule id> [<impact>] <help>: <target>, <target>...`. Moderate and minor findings pass.
 */
export async function auditPage(page: Page, label = page.url()): Promise<void> {
  await waitForAnimationsToSettle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} [${violation.impact}] ${violation.help}: ${targets}`;
    });
  expect(blocking, `axe: serious or critical violations on ${label}:\n${blocking.join('\n')}\n`).toEqual([]);
}

/** Elements whose right edge lies beyond the viewport (to explain a horizontal scroll). */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.right > width + 1 && rect.width > 0) {
        const classes =
          typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
        found.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(rect.right)})`);
        if (found.length >= 8) break;
      }
    }
    return found;
  });
}

/**
 * Resizes to 375 px wide, checks document.documentElement.scrollWidth <= 375 (polled while the
 * layout settles), saves `<name>-375` and, when `audit` is set, runs axe there too; then restores
 * the desktop viewport.
 */
export async function checkNarrowLayout(page: Page, name: string, audit = false): Promise<void> {
  await page.setViewportSize(NARROW_VIEWPORT);
  await page.waitForFunction((width) => window.innerWidth === width, NARROW_VIEWPORT.width);
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(NARROW_VIEWPORT.width);
  } catch (error) {
    const culprits = await overflowingElements(page);
    throw new Error(
      `${name}: horizontal scroll at 375 px; overflowing: ${culprits.join('; ')}\n${(error as Error).message}`,
    );
  }
  await saveScreenshot(page, `${name}-375`);
  if (audit) await auditPage(page, `${page.url()} at 375 px`);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.waitForFunction((width) => window.innerWidth === width, DESKTOP_VIEWPORT.width);
}

export interface VisitOptions {
  /** Also run axe at 375 px (the home page). */
  narrowAudit?: boolean;
}

/**
 * Waits until the current page has settled (its h1 is in the document and the network is idle), then
 * checks it has exactly one h1, audits it at desktop width, saves `<name>`, and checks the 375 px layout.
 */
export async function auditCurrentPage(page: Page, name: string, options: VisitOptions = {}): Promise<void> {
  // 'attached': the home page's h1 is visually hidden (still read by screen readers).
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('h1').count(), { message: `${name}: exactly one h1` }).toBe(1);
  await auditPage(page, name);
  await saveScreenshot(page, name);
  await checkNarrowLayout(page, name, options.narrowAudit ?? false);
}

/** Goes to `path` (relative to the context's baseURL) and runs `auditCurrentPage`. */
export async function visitAndAudit(page: Page, path: string, name: string, options: VisitOptions = {}): Promise<void> {
  await page.goto(path);
  await auditCurrentPage(page, name, options);
}
