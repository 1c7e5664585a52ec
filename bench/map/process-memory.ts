/**
 * Resident memory of the server under test (target: server resident memory <= 1 GB, docs/benchmarks.md
 * "Fitness map"), from /proc/<pid>/status (Linux): VmRSS (now) and VmHWM (peak since start). The built server is
 * started by test-support/portal-server.ts, which does not report its pid, so the pid is found from the listening
 * port: /proc/net/tcp{,6} gives the socket inode, /proc/<pid>/fd links name it.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The pid of the process listening on TCP `port`; throws when none is found (not Linux, or gone). */
export function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A = LISTEN; inode is column 10.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (match && inodes.has(match[1]!)) return Number(entry);
      } catch {
        // The fd closed meanwhile.
      }
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** VmRSS and VmHWM of `pid`, in bytes. */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
