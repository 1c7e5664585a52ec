// Temporary: event-loop stalls at start-up on a national database (not committed).
import { spawn } from 'node:child_process';
import { publicLogin } from '../test-support/portal-api.js';
import { apiHeaders } from '../bench/browser-headers.js';

const port = 18999;
const t0 = performance.now();
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: process.env.DB!, LOG_LEVEL: 'info', REDIS_URL: process.env.REDIS_URL ?? '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
child.stdout!.on('data', (d: Buffer) => {
  for (const line of d.toString().split('\n')) if (line.trim()) { try { const j = JSON.parse(line); console.log(`[${((performance.now() - t0) / 1000).toFixed(1)}s] log: ${j.msg}`); } catch { console.log(line.slice(0, 200)); } }
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
console.log(`healthy at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const token = await publicLogin(base);
const headers = apiHeaders(token);
const stalls: string[] = [];
const lat: number[] = [];
const end = performance.now() + Number(process.env.SECONDS ?? 40) * 1000;
let building = '';
const poll = (async () => { while (performance.now() < end) { try { const d = await (await fetch(`${base}/healthz/details`)).json() as any; const b = d.data.readModels.filter((m: any) => m.state === 'building').map((m: any) => m.name).join(','); if (b !== building) { building = b; console.log(`[${((performance.now() - t0) / 1000).toFixed(1)}s] building: ${b || '-'}`); } } catch {} await new Promise((r) => setTimeout(r, 300)); } })();
await Promise.all(Array.from({ length: 20 }, async () => {
  while (performance.now() < end) {
    const s = performance.now();
    const r = await fetch(`${base}/api_/ow/news/list?pageNum=1&pageSize=10`, { headers });
    await r.arrayBuffer();
    const ms = performance.now() - s;
    lat.push(ms);
    if (ms > 150) stalls.push(`[${((s - t0) / 1000).toFixed(2)}s] ${ms.toFixed(0)} ms`);
  }
}));
await poll;
lat.sort((a, b) => a - b);
const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(1);
console.log(`n=${lat.length} p50=${q(0.5)} p95=${q(0.95)} p99=${q(0.99)} max=${lat.at(-1)!.toFixed(0)}`);
console.log([...new Set(stalls)].slice(0, 60).join('\n'));
child.kill('SIGINT');
