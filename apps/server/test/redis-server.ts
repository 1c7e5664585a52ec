/**
 * A private redis-server for the Redis fault tests (never the shared one at 6379): started on a free port
 * without persistence (`--save '' --appendonly no`), killed with SIGKILL (a crash) and started again on
 * the same port. `redisServerInstalled` gates the tests on machines without the binary.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { findFreePort } from '../../../test-support/portal-server.js';

/** True when `redis-server` is on the PATH (CI installs it: .ci/run). */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

export interface TestRedis {
  url: string;
  /** SIGKILL; resolves once the process has exited (its port is closed). */
  kill(): Promise<void>;
  /** Starts a new redis-server on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
}

/** Starts redis-server on a free port; resolves once it logs "Ready to accept connections". */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await findFreePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
