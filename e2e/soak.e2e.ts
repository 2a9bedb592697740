import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSoakLoad, type SoakLoad } from '../packages/server/test/soak/soak-load.js';
import { startSoakCluster, type SoakCluster } from '../scripts/soak-cluster.js';

// Issue #16 "Load and soak", small: `npm run soak` at a size for every test run. Two instances of
// the production build share a fresh PostgreSQL database and Redis; 50 watchers on sockets, 10
// pollers and 3 scorers entering a visit a second (socket publish + POST /api/Sayg) for 15 s.
// Nothing may fail and every watcher gets every update, in order; no timings are asserted.
const ci = process.env.CI === 'true';
// In CI both must be there (TEST_DATABASE_URL, REDIS_URL_TEST); elsewhere the test runs when local ones answer.
const databaseUrl =
  process.env.TEST_DATABASE_URL ??
  (!ci && (await answers(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : undefined);
const redisUrl = process.env.REDIS_URL_TEST ?? (!ci && (await answers(6379)) ? 'redis://127.0.0.1:6379' : undefined);

describe.skipIf(!ci && (!databaseUrl || !redisUrl))('a small soak on two instances', () => {
  let cluster: SoakCluster | undefined;
  let load: SoakLoad | undefined;

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl) throw new Error('The soak needs TEST_DATABASE_URL and REDIS_URL_TEST (CI=true)');
    cluster = await startSoakCluster({ databaseUrl, redisUrl, instances: 2 });
  });

  afterAll(async () => {
    await load?.close();
    await cluster?.stop(load?.ids() ?? []);
  });

  it('loses no update and fails no request', { timeout: 90_000 }, async () => {
    load = await openSoakLoad({
      baseUrls: cluster!.baseUrls,
      cookie: await cluster!.signIn(),
      watchers: 50,
      pollers: 10,
      scorers: 3,
      visitEveryMs: 1_000,
      pollEveryMs: 1_000,
    });
    load.start();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await load.finish();

    const report = load.report();
    expect(load.errors.list()).toEqual([]);
    expect(report.visits).toBeGreaterThanOrEqual(3 * 10);
    expect(report.complete).toBe(50);
    // Both copies of every visit (the scorer's socket publish and the save) reached each watcher once.
    expect(report.messages).toBe(report.expectedMessages);
  });
});

/** Whether something listens on this loopback port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
