/**
 * Child of bench/open-data.ts: generates every open-data file of DATABASE_URL into OPEN_DATA_DIR
 * (modules/open-data, the server's own code) and prints one JSON line: wall ms, peak resident memory (MB),
 * datasets, rows and bytes written. Run alone: `DATABASE_URL=… OPEN_DATA_DIR=… node --import tsx bench/open-data-generate.ts`.
 */
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { OpenDataService } from '../apps/server/src/modules/open-data/open-data.service.js';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
const service = new OpenDataService(database.db, config.openDataDir, () => new Date(), pino({ level: 'warn' }));
const started = performance.now();
await service.generateAll();
const ms = performance.now() - started;
const datasets = await service.datasets();
let rows = 0;
let bytes = 0;
for (const def of datasets) {
  const generated = service.generated(def.id);
  rows += generated?.rows ?? 0;
  bytes += (generated?.files ?? []).reduce((n, f) => n + f.byteSize, 0);
}
await service.close();
await database.destroy();
const maxRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ ms, maxRssMb, datasets: datasets.length, rows, bytes })}\n`);
