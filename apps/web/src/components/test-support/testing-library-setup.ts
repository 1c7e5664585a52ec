/**
 * Setup of the unit project's tests (vitest.config.ts setupFiles).
 *
 * - testing-library's `findBy*`/`waitFor` wait on conditions for up to 10 s instead of 1 s. A page test
 *   renders antd components in jsdom, which takes seconds when the 2-core machine runs the suites in
 *   parallel; a condition that holds returns at once, so only a failing test waits longer.
 * - React's work is drained while jsdom's window still exists. React 19.2's development build reads
 *   `window.event` at the start of every scheduler task (react/react issue 37100, "window is not defined
 *   from Scheduler tasks after test DOM environment teardown"); the tasks run on `setImmediate`, so a commit
 *   queued by the last test's unmount (an antd motion or a query settling) could run after vitest removed
 *   the window and fail the whole run with an unhandled error while every test passed. So each test's tree
 *   is unmounted inside `act` (which flushes the work it queues), and after the file's last test one timer
 *   turn and one immediate turn let anything still queued run while the window is there.
 * - The feedback root (lib/feedback-host.tsx: antd's message and modal, a React root of its own outside the
 *   tree testing-library renders) is unmounted after each test that opened it. A message keeps a 3 s
 *   timer whose React work otherwise outlives the window: a passing file failed CI that way.
 */
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// Captured now: a test that installs fake timers must not stop the drain below.
const realSetTimeout = globalThis.setTimeout;
const realSetImmediate = globalThis.setImmediate;

afterEach(async () => {
  await act(async () => {
    cleanup();
  });
  // Only a test that opened the feedback root has its element (files in the node environment have no
  // document); the module is then loaded already, so files that never show a message do not pay for
  // importing antd here.
  if (typeof document !== 'undefined' && document.querySelector('.portal-feedback-root')) {
    const { disposeFeedbackRoot } = await import('../../lib/feedback-host');
    await act(async () => {
      disposeFeedbackRoot();
    });
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  await new Promise<void>((resolve) => realSetImmediate(resolve));
});
