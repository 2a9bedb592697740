import type { Config } from './config/config.js';
import type { Db, DatabaseKind } from './db/database.js';
import { withStartupLock } from './db/startup-lock.js';
import type { Clock } from './shared/clock.js';
import { bootstrapAdministrator } from './modules/accounts/bootstrap.js';
import { seedDemoLeague } from './demo/seed.js';

/**
 * First-start data: an administrator account when there is none, and the demo league
 * when the database holds no divisions and DEMO_DATA is on. Instances starting together on one
 * database take turns (`withStartupLock`), so each is made once.
 */
export async function prepareData(options: {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  log: (line: string) => void;
}) {
  await withStartupLock(options.db, options.dbKind, async () => {
    await bootstrapAdministrator(options);
    if (options.config.demoData) await seedDemoLeague(options);
  });
}
