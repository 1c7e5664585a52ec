/**
 * Setup of the unit project's tests (vitest.config.ts setupFiles): testing-library's `findBy*`/`waitFor`
 * wait on conditions for up to 10 s instead of 1 s. A page test renders antd components in jsdom, which
 * takes seconds when the 2-core machine runs the suites in parallel; a condition that holds returns at
 * once, so only a failing test waits longer.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
