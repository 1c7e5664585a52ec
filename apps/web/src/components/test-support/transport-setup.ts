/**
 * Setup of the unit project's tests (vitest.config.ts setupFiles, listed before testing-library-setup.ts so
 * its hooks run after that file's: vitest runs after-hooks in reverse order). Starts the one test transport
 * (transport.ts) for each test file, checks and resets it after each test, and stops it after the file's
 * last test, once testing-library-setup.ts has drained React's work.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetTransport, startTransport, stopTransport } from './transport';

beforeAll(startTransport);
afterEach(resetTransport);
afterAll(stopTransport);
