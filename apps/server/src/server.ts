/**
 * Server entry (DESIGN.md "Shape of the repository"; README "Quick start"):
 * config -> database -> migrations -> public-access account -> seed if empty (SEED_ON_START) -> app ->
 * (NODE_ENV=production: refuse published defaults, production-guard.ts) ->
 * listen on HOST:PORT -> log '门户已启动 http://HOST:PORT'. SIGINT / SIGTERM close the server and the
 * database gracefully (a second signal, or 10 s, forces the exit).
 *
 * Start-up is kept lean (cold `npm start` to the first 200 on /healthz <= 3 s): the seed module and its
 * data sets are imported only when a seed actually runs.
 * Exit code 1 with a one-line reason for a bad configuration or a failed start-up.
 */
import { buildApp } from './app.js';
import { clockFrom, loadConfig, type Config } from './config.js';
import { openDatabase, type PortalDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensurePublicAccount } from './data/accounts.js';
import { adoptPublicRows } from './modules/content-admin/adopt-public-rows.js';
import { missingProductionSettings, publishedDefaultsInForce, unsafeProductionSettings } from './production-guard.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** `http://host:port` as a person would type it (IPv6 hosts bracketed). */
function displayUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Seeds the default data set when SEED_ON_START is on and the database holds no content yet. */
async function seedIfEmpty(database: PortalDatabase, config: Config, log: (msg: string) => void): Promise<void> {
  if (!config.seedOnStart) return;
  // Fast path for every start but the first: seeded news means seeded content, so the seed module (and
  // its data sets) need not even be loaded. Otherwise the seed's own isDatabaseEmpty decides.
  const news = await database.db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (news) return;
  const seed = await import('./seed/seed.js');
  if (!(await seed.isDatabaseEmpty(database.db))) return;
  log('数据库为空，正在生成默认数据（scale 1）…');
  const started = performance.now();
  await seed.seedDatabase(database, config, { scale: 1 });
  log(`默认数据已生成，用时 ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  // The account's scrypt check runs on the thread pool while the app's plugins and schemas compile.
  const clock = clockFrom(config.clockStart);
  const [app] = await Promise.all([buildApp({ config, database, clock }), ensurePublicAccount(database.db, config)]);
  if (config.clockStart)
    app.log.warn(`CLOCK_START 已设置：服务器时钟从 ${config.clockStart.toISOString()} 起走（仅用于演示和测试）`);
  await seedIfEmpty(database, config, (msg) => app.log.info(msg));
  if (config.production) {
    const defaults = await publishedDefaultsInForce(config, database.db);
    const missing = [...unsafeProductionSettings(config), ...missingProductionSettings(config)];
    if (defaults.length > 0 || missing.length > 0) {
      await app.close();
      await database.destroy();
      const parts = [
        defaults.length > 0 ? `以下公开的默认值仍在使用：\n- ${defaults.join('\n- ')}` : '',
        missing.length > 0 ? `以下生产设置缺失或不安全：\n- ${missing.join('\n- ')}` : '',
      ].filter(Boolean);
      throw new Error(`NODE_ENV=production 下拒绝启动，${parts.join('\n')}`);
    }
  }
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The open-data files are (re)generated in the background: start-up and /healthz never wait for them.
  app.openData.start();
  // Public rows written without the back office (the seed) become published items editors can correct or
  // withdraw; in the background, idempotent (modules/content-admin/adopt-public-rows.ts).
  adoptPublicRows(database.db).then(
    (n) => n > 0 && app.log.info(`内容管理：已接管 ${n} 条已发布内容`),
    (error: unknown) => app.log.error({ err: error }, 'adopting public rows failed'),
  );
  app.log.info(`门户已启动 ${displayUrl(config.host, port)}（进程启动 ${process.uptime().toFixed(1)} s）`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal}: 正在关闭…`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`门户启动失败: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
