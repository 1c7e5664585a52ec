/**
 * Launches Debian's Chromium (/usr/bin/chromium) through playwright-core for the journeys and the
 * page benchmark. playwright-core gives every `launch` a fresh temporary user-data-dir of its own
 * (and removes it on close), so no profile state leaks between runs; it adds its own headless flags.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a quiet, offline-friendly headless Chromium (no GPU, no background traffic, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Desktop viewport used by the journeys (CSS px). */
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };

/** Launches Chromium; rejects if /usr/bin/chromium is missing (apt-get install chromium). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A new isolated context (own cookies and storage) on `baseUrl`, Chinese locale and Beijing time,
 * at the desktop viewport.
 */
export async function newPortalContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP_VIEWPORT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}
