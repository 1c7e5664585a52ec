/**
 * The scheduled publisher (定时发布; docs/decisions/content-management.md "Scheduling"): every
 * PUBLISH_TICK_MS each instance publishes the scheduled items whose time has come by the app's clock
 * (app.clock, which CLOCK_START moves for demonstrations and tests). Instances race harmlessly: the publish
 * command claims the item while it is still scheduled, so exactly one publishes it.
 */
import type { PortalApp } from '../../types.js';
import { publishDueItems } from './content-admin.commands.js';

/** How often due items are looked for: a scheduled item appears within this long after its time. */
export const PUBLISH_TICK_MS = 5_000;

/** Starts the publisher on `app` (stopped when the app closes). */
export function startScheduledPublisher(app: PortalApp): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await publishDueItems(app.db, app.clock());
    } catch (error) {
      app.log.error({ err: error }, 'scheduled publish failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), PUBLISH_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
