import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { prepareData } from './startup.js';
import { systemClock } from './shared/clock.js';

/** Production entry point: configuration, database, migrations, first-start data, then listen. */
async function main() {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock: systemClock });
  await prepareData({
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock: systemClock,
    log: (line) => console.log(line),
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`Darts league is ready at ${url} (${handle.kind}, ${Math.round(performance.now() - startedAt)} ms)`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
