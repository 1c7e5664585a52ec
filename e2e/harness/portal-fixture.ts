/**
 * One real server and one Chromium per test file (vitest beforeAll/afterAll), closed cleanly. The server's
 * database is a fresh copy of the run's seeded template unless `seed: false` or a `databaseFile` is given.
 * Usage: `const portal = usePortal();` at the top of a file, then `portal.server`, `portal.browser`,
 * `portal.newContext()` inside tests. Contexts made through `newContext` are closed after each test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, newPortalContext } from '../../test-support/browser.js';
import { startPortalServer, type PortalServer, type PortalServerOptions } from '../../test-support/portal-server.js';
import { copySeededTemplate } from '../../test-support/seeded-template.js';

export interface PortalFixture {
  readonly server: PortalServer;
  readonly browser: Browser;
  /** A fresh browser context on the server (own storage), closed after the current test. */
  newContext(): Promise<BrowserContext>;
}

export function usePortal(options: PortalServerOptions = {}): PortalFixture {
  let server: PortalServer | undefined;
  let browser: Browser | undefined;
  const openContexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Start both at once; keep whichever succeeded so afterAll can close it if the other failed.
    // A journey that seeds (the default) starts on a copy of the run's seeded template instead of seeding
    // its own database (test-support/seeded-template.ts): the same rows, 15-27 s sooner.
    // (startPortalServer prepares only a database it makes itself, never a given `databaseFile`.)
    const prepareDatabase =
      options.seed === false ? undefined : (file: string) => copySeededTemplate(file, options.env?.CLOCK_START);
    const [serverResult, browserResult] = await Promise.allSettled([
      startPortalServer({ prepareDatabase, ...options }),
      launchChromium(),
    ]);
    if (serverResult.status === 'fulfilled') server = serverResult.value;
    if (browserResult.status === 'fulfilled') browser = browserResult.value;
    if (serverResult.status === 'rejected') throw serverResult.reason;
    if (browserResult.status === 'rejected') throw browserResult.reason;
  });
  afterEach(async (context) => {
    await Promise.all(openContexts.splice(0).map((open) => open.close()));
    // A server that died mid-journey leaves only "connection refused" in the browser: say how it ended and
    // what it wrote last, so a CI log explains the failure.
    const ended = server?.exitStatus();
    if (ended && context.task.result?.state === 'fail')
      process.stderr.write(`portal server ${ended}; its last output:\n${server!.outputTail().join('\n')}\n`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const fixture: PortalFixture = {
    get server(): PortalServer {
      if (!server) throw new Error('portal server not started (beforeAll failed?)');
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error('browser not launched (beforeAll failed?)');
      return browser;
    },
    async newContext(): Promise<BrowserContext> {
      const context = await newPortalContext(fixture.browser, fixture.server.baseUrl);
      openContexts.push(context);
      return context;
    },
  };
  return fixture;
}
