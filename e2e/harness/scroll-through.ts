/**
 * Scrolls a page to the bottom half a screen at a time, two frames per step, then back to the top: what the
 * layout-shift sweeps do so shifts that only happen on scroll (lazy images, sticky bars) count too
 * (docs/decisions/public-experience.md §2, "scroll included").
 */
import type { Page } from 'playwright-core';

export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
  });
}
