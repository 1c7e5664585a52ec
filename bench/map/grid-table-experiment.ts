/**
 * The measurement behind the fitness map's clustering design (docs/decisions/fitness-map.md "Fitness map"): the
 * alternative of precomputed per-zoom grid tables in the database, against the in-memory index the
 * server uses, on the same national SQLite database (run `npm run bench:map` with MAP_BENCH_DB first, or
 * any database seeded with `--map-national`).
 *
 *   node --import tsx bench/map/grid-table-experiment.ts <national.sqlite>
 *
 * In a temporary SQLite file (the national database is only read) it:
 * 1. builds grid tables map_grid(level, cx, cy, map_type, n, sum_lng, sum_lat) for the grid levels of
 *    zooms 3, 6, 9, 12, 15 and 18 (level = zoom + 2), timing the aggregation and the inserts and counting rows;
 * 2. copies (id, map_type, lng, lat) with an index on (lng, lat), which exact counts at viewport edges need;
 * 3. for 600 random viewports (100 per zoom) times, one query at a time: the grid query (whole cells
 *    only, so counts are NOT exact at the edges), the exact count of points in the box from the (lng, lat)
 *    index (what exact edges would cost at least), and the in-memory index's exact cluster().
 * Prints a table of the figures. Not part of bench:map (it takes several minutes and ~1 GB of disk).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MapIndexBuilder } from '../../apps/server/src/modules/fitness-map/map-index.builder.js';
import { mercatorX, mercatorY } from '../../apps/server/src/modules/fitness-map/quadkey.js';
import { percentile } from '../report.js';
import { randomViewports } from './viewports.js';

const ZOOMS = [3, 6, 9, 12, 15, 18];
const print = (line: string) => process.stdout.write(`${line}\n`);
const GRID_OFFSET = 2;

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error('usage: node --import tsx bench/map/grid-table-experiment.ts <national.sqlite>');
  const national = new Database(source, { readonly: true });
  const folder = mkdtempSync(join(tmpdir(), 'portal-grid-experiment-'));
  const scratch = new Database(join(folder, 'grid.sqlite'));
  scratch.pragma('journal_mode = WAL');
  scratch.pragma('synchronous = OFF');
  try {
    let started = performance.now();
    const points = national.prepare('select id, map_type, lng, lat from map_point order by id').raw().all() as [
      number,
      number,
      number,
      number,
    ][];
    const readMs = performance.now() - started;
    print(`read ${points.length} points in ${(readMs / 1000).toFixed(1)} s`);

    scratch.exec(
      'create table map_grid (level integer, cx integer, cy integer, map_type integer, n integer, sum_lng real, sum_lat real, primary key (level, cx, cy, map_type)) without rowid',
    );
    const insert = scratch.prepare('insert into map_grid values (?, ?, ?, ?, ?, ?, ?)');
    const gridRows: Record<number, number> = {};
    started = performance.now();
    for (const zoom of ZOOMS) {
      const level = zoom + GRID_OFFSET;
      const side = 2 ** level;
      const cells = new Map<number, [number, number, number]>();
      for (const [, type, lng, lat] of points) {
        const cx = Math.min(side - 1, Math.floor(mercatorX(lng) * side));
        const cy = Math.min(side - 1, Math.floor(mercatorY(lat) * side));
        const key = (cx * side + cy) * 8 + type;
        const cell = cells.get(key);
        if (cell) {
          cell[0] += 1;
          cell[1] += lng;
          cell[2] += lat;
        } else cells.set(key, [1, lng, lat]);
      }
      scratch.transaction(() => {
        for (const [key, [n, sumLng, sumLat]] of cells) {
          const type = key % 8;
          const cell = (key - type) / 8;
          insert.run(level, Math.floor(cell / side), cell % side, type, n, sumLng, sumLat);
        }
      })();
      gridRows[zoom] = cells.size;
    }
    const gridMs = performance.now() - started;
    const totalGridRows = Object.values(gridRows).reduce((a, b) => a + b, 0);
    print(
      `grid tables for zooms ${ZOOMS.join(', ')}: ${totalGridRows} rows in ${(gridMs / 1000).toFixed(1)} s (${ZOOMS.map((z) => `z${z} ${gridRows[z]}`).join(', ')})`,
    );

    started = performance.now();
    scratch.exec('create table point (id integer primary key, map_type integer, lng real, lat real)');
    const insertPoint = scratch.prepare('insert into point values (?, ?, ?, ?)');
    scratch.transaction(() => {
      for (const p of points) insertPoint.run(p[0], p[1], p[2], p[3]);
    })();
    scratch.exec('create index point_lng_lat on point (lng, lat)');
    const pointIndexMs = performance.now() - started;
    print(`points + (lng, lat) index in ${(pointIndexMs / 1000).toFixed(1)} s`);
    scratch.pragma('wal_checkpoint(TRUNCATE)');
    const scratchBytes = statSync(join(folder, 'grid.sqlite')).size;

    started = performance.now();
    const builder = new MapIndexBuilder(points.length);
    for (const [id, type, lng, lat] of points) builder.add(id, type, lng, lat);
    const index = builder.finish();
    const memoryMs = performance.now() - started;

    const gridQuery = scratch.prepare(
      'select cx, cy, sum(n) as n, sum(sum_lng) as sl, sum(sum_lat) as sa from map_grid where level = ? and cx between ? and ? and cy between ? and ? group by cx, cy',
    );
    const exactCount = scratch.prepare(
      'select count(*) as n from point where lng between ? and ? and lat between ? and ?',
    );
    const viewports = randomViewports(3000).filter((v) => ZOOMS.includes(v.zoom) && !v.types);
    const byZoom = new Map<number, typeof viewports>();
    for (const v of viewports)
      if ((byZoom.get(v.zoom)?.length ?? 0) < 100) byZoom.set(v.zoom, [...(byZoom.get(v.zoom) ?? []), v]);
    const timings = { grid: [] as number[], exact: [] as number[], memory: [] as number[] };
    for (const list of byZoom.values()) {
      for (const v of list) {
        const [minLng, minLat, maxLng, maxLat] = v.bbox;
        const level = v.zoom + GRID_OFFSET;
        const side = 2 ** level;
        let t = performance.now();
        gridQuery.all(
          level,
          Math.floor(mercatorX(minLng) * side),
          Math.floor(mercatorX(maxLng) * side),
          Math.floor(mercatorY(maxLat) * side),
          Math.floor(mercatorY(minLat) * side),
        );
        timings.grid.push(performance.now() - t);
        t = performance.now();
        exactCount.get(minLng, maxLng, minLat, maxLat);
        timings.exact.push(performance.now() - t);
        t = performance.now();
        index.cluster({ minLng, minLat, maxLng, maxLat }, v.zoom, [1, 2, 3, 4, 5, 6]);
        timings.memory.push(performance.now() - t);
      }
    }
    const line = (name: string, values: number[]) => {
      values.sort((a, b) => a - b);
      return `| ${name} | ${percentile(values, 50).toFixed(2)} | ${percentile(values, 95).toFixed(2)} | ${percentile(values, 99).toFixed(2)} |`;
    };
    print(
      [
        '',
        `| build | time | size |`,
        `| --- | --- | --- |`,
        `| grid tables, ${ZOOMS.length} of the 16 zooms (aggregate in JS + insert) | ${(gridMs / 1000).toFixed(1)} s | ${totalGridRows} rows |`,
        `| point copy + (lng, lat) index | ${(pointIndexMs / 1000).toFixed(1)} s | scratch file ${(scratchBytes / 1024 ** 2).toFixed(0)} MB |`,
        `| in-memory index from the same rows | ${(memoryMs / 1000).toFixed(1)} s | ${(index.bytes / 1024 ** 2).toFixed(0)} MB of typed arrays |`,
        '',
        `| query, one at a time, ${timings.grid.length} viewports (zoom ${ZOOMS.join('/')}) | p50 ms | p95 ms | p99 ms |`,
        '| --- | --- | --- | --- |',
        line('grid table: whole cells of the viewport (edges not exact)', timings.grid),
        line('exact count of the box from the (lng, lat) index', timings.exact),
        line('in-memory index: exact clusters', timings.memory),
      ].join('\n'),
    );
  } finally {
    scratch.close();
    national.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main();
