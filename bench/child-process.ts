/**
 * Child processes of the benchmark: the hello-world baseline server and timed one-off commands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { REPO_ROOT, findFreePort, waitForHealthy } from '../test-support/portal-server.js';

export interface RunningChild {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Sends SIGTERM (SIGKILL after 5 s) and waits for the exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The two hello-world baselines: raw node:http (the ratio baseline) and minimal Fastify. */
export type HelloWorldKind = 'raw' | 'fastify';

const HELLO_WORLD_SCRIPTS: Record<HelloWorldKind, string> = {
  raw: 'bench/raw-hello-world-server.ts',
  fastify: 'bench/hello-world-server.ts',
};

/**
 * Starts a hello-world baseline (bench/raw-hello-world-server.ts or bench/hello-world-server.ts) on a
 * free port; resolves once GET / answers 200.
 */
export async function startHelloWorld(kind: HelloWorldKind = 'fastify'): Promise<RunningChild> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', HELLO_WORLD_SCRIPTS[kind]], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, child, 30_000, '/');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, stop: () => stopChild(child) };
}

/**
 * Runs `node <args>` in the repository with `env` added; resolves with the wall time in ms.
 * Rejects with the exit code and the last output lines when it fails.
 */
export async function timeNodeCommand(args: string[], env: Record<string, string>): Promise<number> {
  return (await runNodeCommand(args, env)).ms;
}

/**
 * Runs `node <args>` like timeNodeCommand; resolves with the wall time in ms and the output (stdout and
 * stderr, the last 200,000 characters), for figures the command prints itself.
 */
export async function runNodeCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}\n${output.slice(-4_000)}`);
  return { ms: performance.now() - started, output };
}
