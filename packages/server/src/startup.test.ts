import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { createSchema, dropSchema, migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.js';
import { systemClock } from './shared/clock.js';
import { prepareData } from './startup.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

// Two instances behind one load balancer start at the same moment on one PostgreSQL database
// (README, deploy/compose.yaml): first-start data must be made once, not by each.
describe.skipIf(!postgresUrl)('first-start data on PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is made once when two instances start together', async () => {
    const url = postgresUrl!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await createSchema(url, schema);
    cleanups.push(() => dropSchema(url, schema));
    const dataDir = mkdtempSync(join(tmpdir(), 'darts-startup-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: 'true' });
    const instances: DatabaseHandle[] = [openDatabase(url, { schema }), openDatabase(url, { schema })];
    for (const handle of instances) cleanups.push(() => handle.close());
    await migrateToLatest(instances[0]!.db, schema);

    await Promise.all(
      instances.map((handle) =>
        prepareData({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, log: () => undefined }),
      ),
    );

    const db = instances[0]!.db;
    const count = async (table: 'division' | 'season' | 'appUser' | 'tournament') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('season')).toBe(1);
    // Three league divisions and the superleague, and the demo's three tournaments, once.
    expect(await count('division')).toBe(4);
    expect(await count('tournament')).toBe(3);
    expect(await count('appUser')).toBe(1);
  });
});
