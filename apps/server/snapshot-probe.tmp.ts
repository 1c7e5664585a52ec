import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { placedPoints } from './src/seed/map-points/placed-points.js';
import { FACILITY_KINDS_SEEDED, NATIONAL_COUNTS } from './src/seed/map-points/point-kinds.js';
import { buildFacilitySnapshot, querySnapshot } from './src/modules/facility/facility-snapshot.js';

const file = '/tmp/facsrv-probe.sqlite';
const raw = new Database(file);
raw.pragma('journal_mode = WAL');
raw.exec('drop table if exists facility; drop table if exists map_point;');
raw.exec('create table map_point (id integer primary key, name text); create table facility (id integer primary key, kind text, county_code text, condition text, repairing_count integer)');
const insP = raw.prepare('insert into map_point values (?, ?)');
const insF = raw.prepare('insert into facility values (?, ?, ?, ?, 0)');
let id = 1;
const t0 = performance.now();
raw.transaction(() => {
  for (const kind of FACILITY_KINDS) {
    for (const row of placedPoints(FACILITY_KINDS_SEEDED[kind], NATIONAL_COUNTS.facilities[kind], id, `probe:${kind}`, 1)) {
      insP.run(row.id, row.name);
      insF.run(row.id, kind, row.county_code, row.id % 33 === 0 ? 'disabled' : 'normal');
      id = row.id + 1;
    }
  }
})();
console.log('rows', id - 1, 'insert s', ((performance.now() - t0) / 1000).toFixed(1));
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: raw }) });
const t1 = performance.now();
const s = await buildFacilitySnapshot(db);
console.log('snapshot s', ((performance.now() - t1) / 1000).toFixed(1), 'grams', s.grams.size, 'rss MB', Math.round(process.memoryUsage().rss / 1e6));
let seed = 7;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const counties = [...new Set(Array.from(s.county))];
const times: number[] = [];
for (let i = 0; i < 400; i += 1) {
  const p = Math.floor(rnd() * s.ids.length);
  const name = s.names[p]!;
  const chars = [...name];
  const at = Math.floor(rnd() * (chars.length - 1));
  const c = String(s.county[p]).padStart(6, '0');
  const level = Math.floor(rnd() * 4);
  const range: [string, string] | undefined =
    level === 0 ? undefined : level === 1 ? [c.slice(0, 2) + '0000', c.slice(0, 2) + '9999'] : level === 2 ? [c.slice(0, 4) + '00', c.slice(0, 4) + '99'] : [c, c];
  const filter = {
    range,
    kinds: rnd() < 0.5 ? [FACILITY_KINDS[s.kind[p]!]!] : undefined,
    keyword: rnd() < 0.6 ? chars.slice(at, at + 2).join('') : undefined,
  };
  const t = performance.now();
  querySnapshot(s, filter, Math.floor(rnd() * 3) * 10, 10);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log('query ms p50', times[200]!.toFixed(2), 'p95', times[380]!.toFixed(2), 'p99', times[396]!.toFixed(2), 'max', times[399]!.toFixed(2), 'counties', counties.length);
