/**
 * Starts the real built portal server (apps/server/dist/server.js) as a child process on a free
 * port with a fresh temporary SQLite database, and waits until GET /healthz answers 200
 * (DESIGN.md "Tests and benchmarks"). Shared by the browser journeys (e2e/) and the benchmarks (bench/).
 *
 * Errors: rejects when the build is missing, when the process exits before it is healthy, or when it is
 * not healthy within `readyTimeoutMs`; the rejection carries the last lines the server printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in test-support/). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/server.js');
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

export interface PortalServerOptions {
  /** SQLite file to use; default: a new file in a new temporary folder (removed on stop). */
  databaseFile?: string;
  /** Extra environment (e.g. SSO_BASE_URL); `{port}` in a value is replaced by the chosen port. */
  env?: Record<string, string>;
  /** Seed an empty database at start-up (default true). */
  seed?: boolean;
  /**
   * Fills the new temporary database file (a path that does not exist yet) before the server starts, e.g.
   * with a copy of a seeded template (seeded-template.ts); only used when `databaseFile` is not given.
   */
  prepareDatabase?: (databaseFile: string) => Promise<void>;
  /** How long to wait for the first 200 on /healthz, in ms (default 120 000: seeding takes seconds). */
  readyTimeoutMs?: number;
  /** Log level passed to the server (default 'warn'). */
  logLevel?: string;
  /**
   * Command that runs the server, [executable, ...args], run in the repository; default
   * [node, apps/server/dist/server.js]. The bench also times ['npm', 'start'].
   */
  command?: string[];
}

export interface PortalServer {
  port: number;
  /** http://127.0.0.1:<port> without a trailing slash. */
  baseUrl: string;
  databaseFile: string;
  /** Milliseconds from spawn to the first 200 on /healthz. */
  readyAfterMs: number;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s) and removes the temporary folder it made. */
  stop(): Promise<void>;
  /**
   * Kills the process group with SIGKILL (a crash: no shutdown hook runs) and resolves once the process has
   * exited and the port is closed. The database is left as the crash left it; stop() afterwards only tidies up.
   */
  kill(): Promise<void>;
  /** The last 40 lines the server wrote to stdout and stderr (for explaining a failure). */
  outputTail(): string[];
  /** How the process ended ("exited with code 1", "killed by SIGKILL"), or null while it runs. */
  exitStatus(): string | null;
}

/** Asks the OS for a free TCP port on 127.0.0.1 (closed again before it is returned). */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port was assigned');
  return address.port;
}

/** Makes a new temporary folder and returns the path of a (not yet existing) SQLite file in it. */
export function makeTempDatabaseFile(prefix = 'portal-e2e-'): string {
  return join(mkdtempSync(join(tmpdir(), prefix)), 'portal.sqlite');
}

/**
 * Polls GET `${baseUrl}${path}` (default /healthz) every 25 ms until it answers 200.
 * Rejects when `child` exits first or after `timeoutMs`.
 */
export async function waitForHealthy(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  path = '/healthz',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  const onExit = (code: number | null, signal: string | null): void => {
    exited = `exited with code ${code} signal ${signal}`;
  };
  child.once('exit', onExit);
  try {
    while (Date.now() < deadline) {
      if (exited) throw new Error(`server ${exited} before ${path} answered 200`);
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
      } catch {
        // Not listening yet: keep polling.
      }
      await new Promise((done) => setTimeout(done, 25));
    }
    throw new Error(`server not healthy within ${timeoutMs} ms`);
  } finally {
    child.off('exit', onExit);
  }
}

/** Resolves once nothing accepts connections on 127.0.0.1:`port` (polled, at most 10 s). */
async function waitUntilClosed(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (!open) return;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`a process still listens on port ${port} after stop`);
}

/** Starts the built server; see the module comment. */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run 'node scripts/start.mjs --build-only' first`);
  }
  const ownsFolder = options.databaseFile === undefined;
  const databaseFile = options.databaseFile ?? makeTempDatabaseFile();
  if (ownsFolder && options.prepareDatabase) {
    try {
      await options.prepareDatabase(databaseFile);
    } catch (error) {
      rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
      throw error;
    }
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extraEnv = Object.fromEntries(
    Object.entries(options.env ?? {}).map(([key, value]) => [key, value.replaceAll('{port}', String(port))]),
  );
  const [executable, ...args] = options.command ?? [process.execPath, SERVER_ENTRY];
  const started = performance.now();
  const child = spawn(executable!, args, {
    cwd: REPO_ROOT,
    // Own process group, so stop() reaches every process of a wrapper command such as `npm start`.
    detached: true,
    env: {
      // As scripts/start.mjs and deploy/ run the server (docs/decisions/runtime.md "Two malloc arenas").
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      DATABASE_URL: databaseFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'warn',
      WEB_DIST,
      SEED_ON_START: String(options.seed ?? true),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output for error messages; echo warnings so failures are explained.
  const tail: string[] = [];
  const collect = (chunk: Buffer): void => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitStatus: string | null = null;
  child.once('exit', (code, signal) => {
    exitStatus = signal ? `killed by ${signal}` : `exited with code ${code}`;
  });

  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await waitUntilClosed(port);
    if (ownsFolder) rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  };

  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      signalGroup('SIGKILL');
      await exited;
    }
    await waitUntilClosed(port);
  };

  try {
    await waitForHealthy(baseUrl, child, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${tail.join('\n')}`);
  }
  return {
    port,
    baseUrl,
    databaseFile,
    readyAfterMs: performance.now() - started,
    stop,
    kill,
    outputTail: () => [...tail],
    exitStatus: () => exitStatus,
  };
}
