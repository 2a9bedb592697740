import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { createAccount } from '../accounts/accounts.repository.js';
import { hashPassword, testPasswordHashCost } from '../accounts/password-hash.js';
import { seedLargeLeague } from '../../../test/fixtures/large-league.js';
import { systemClock } from '../../shared/clock.js';
import { exportToFile } from './export.js';
import { postgresDatabases, sqliteDatabases, type Databases } from '../../../test/chaos/databases.js';
import { importZip as importZipWith, leagueOf, whichLeague, type League } from '../../../test/chaos/scenarios.js';
import {
  bundleServer,
  signInCookie,
  startServerProcess,
  stopServerProcess as stopServer,
  type ServerEntry,
} from '../../../test/chaos/server-process.js';

/**
 * Issue #15: an import is all or nothing even when the server dies in the middle of it. A real
 * server process (`src/main.ts`, the production entry point) imports a large league over HTTP — a
 * real import with purge, replacing an older, smaller league — and is killed with SIGKILL at several
 * moments; after a restart the database holds entirely the old league or entirely the new one (every
 * team name from one side, every table's row count from that side), never a mix.
 */

const admin = { email: 'crash.admin@example.org', password: 'crash-admin-password-0123' };
const fullMatrix = process.env.FULL_MATRIX === '1';
const postgresUrl = process.env.TEST_DATABASE_URL;
const kinds: Array<'sqlite' | 'postgres'> = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
// The sources bundled once for the file, as `npm run build` does: each of the restarts then takes a
// fraction of tsx's time to start.
let entry: ServerEntry | undefined;
beforeAll(async () => {
  entry = await bundleServer();
});
afterAll(() => entry?.remove());
const startServer = (databaseUrl: string, dataDir: string) => startServerProcess(databaseUrl, dataDir, { entry });
const signIn = (baseUrl: string) => signInCookie(baseUrl, admin);

/** A league database: migrated, seeded with the large league of `seed`, with the administrator. */
async function seedDatabase(url: string, options: { seed: number; divisions: number }) {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedLargeLeague(handle.db, systemClock, { seed: options.seed, divisions: options.divisions });
    await createAccount(handle.db, systemClock, {
      emailAddress: admin.email,
      name: 'Crash Admin',
      givenName: 'Crash',
      passwordHash: await hashPassword(admin.password, testPasswordHashCost),
      accessLevels: { ImportData: {}, ExportData: {}, ManageDivisions: {}, ManageSeasons: {}, ManageTeams: {}, ManageGames: {}, RecordScoresAsYouGo: {} },
    });
    return await leagueOf(handle.db);
  } finally {
    await handle.close();
  }
}

/** An import of `zip` (exported without a password). */
const importZip = (baseUrl: string, cookie: string, zip: Buffer) => importZipWith(baseUrl, cookie, zip, '');

describe.each(kinds)('an import killed with SIGKILL on %s (issue #15)', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'darts-crash-'));
  let databases: Databases;
  let old: League;
  let next: League;
  let zip: Buffer;

  beforeAll(async () => {
    // The new league: bigger, other names; exported once, without a password.
    const source = openDatabase(`sqlite:${join(folder, 'new.sqlite')}`);
    try {
      await migrateToLatest(source.db);
      await seedLargeLeague(source.db, systemClock, { seed: 11, divisions: 4 });
      // Names drawn from the same pool as the old league's: marked, so no team name is on both sides.
      await source.db.updateTable('team').set({ name: sql<string>`'New ' || name` }).execute();
      next = await leagueOf(source.db);
      await exportToFile(source.db, { password: '', includeDeletedEntries: true, tables: {}, creator: 'crash test', hostname: 'test' }, join(folder, 'new.zip'));
      zip = readFileSync(join(folder, 'new.zip'));
    } finally {
      await source.close();
    }
    if (kind === 'sqlite') {
      const pristine = join(folder, 'old.sqlite');
      old = await seedDatabase(`sqlite:${pristine}`, { seed: 5, divisions: 3 });
      databases = await sqliteDatabases(folder, pristine);
    } else {
      const pristineName = `darts_crash_${process.pid}_${Date.now()}`;
      const maintenance = openDatabase(postgresUrl!);
      await sql`create database ${sql.id(pristineName)}`.execute(maintenance.db);
      await maintenance.close();
      const url = new URL(postgresUrl!);
      url.pathname = `/${pristineName}`;
      old = await seedDatabase(url.toString(), { seed: 5, divisions: 3 });
      databases = await postgresDatabases(postgresUrl!, pristineName, pristineName);
    }
    expect(old.teams.some((name) => next.teams.includes(name))).toBe(false);
  }, 300_000);
  afterAll(async () => {
    await databases?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves entirely the old league or entirely the new one, never a mix', { timeout: 600_000 }, async () => {
    // An uninterrupted import first: it must bring the new league, and shows when its transaction
    // begins writing (after the upload and every record's check) and how long it then takes.
    const fullUrl = await databases.fresh('r0');
    const full = await startServer(fullUrl, join(folder, 'data-0'));
    let writeStart = Number.NaN;
    let importMs = Number.NaN;
    try {
      const cookie = await signIn(full.baseUrl);
      const writing = await databases.watch(fullUrl);
      const started = performance.now();
      const answer = await untilAnswered(importZip(full.baseUrl, cookie, zip), async () => {
        if (Number.isNaN(writeStart) && (await writing())) writeStart = performance.now() - started;
      });
      importMs = performance.now() - started;
      expect(JSON.parse(answer!)).toMatchObject({ success: true, errors: [] });
    } finally {
      await stopServer(full);
    }
    const checked = openDatabase(fullUrl);
    expect(whichLeague(await leagueOf(checked.db), old, next)).toBe('new');
    await checked.close();
    expect(writeStart, 'the import transaction was seen writing').toBeLessThan(importMs);
    const writeMs = importMs - writeStart;

    // Killed while the records are checked, then twice once the transaction writes (`npm run
    // test:crash-full`, FULL_MATRIX=1: a third time, half-way through).
    const moments = [
      { name: 'while checking records', afterWriting: undefined, at: writeStart / 4 },
      ...(fullMatrix ? [0.05, 0.25, 0.5] : [0.05, 0.25]).map((share) => ({ name: `${Math.round(share * 100)}% into writing`, afterWriting: writeMs * share, at: 0 })),
    ];
    const outcomes: Array<{ name: string; writing: boolean; answered: boolean; league: string }> = [];
    for (const [index, moment] of moments.entries()) {
      const url = await databases.fresh(`r${index + 1}`);
      const dataDir = join(folder, `data-${index + 1}`);
      const server = await startServer(url, dataDir);
      const cookie = await signIn(server.baseUrl);
      const writing = await databases.watch(url);
      const started = performance.now();
      let answered = false;
      const request = importZip(server.baseUrl, cookie, zip).then(
        async (response) => {
          answered = true;
          return response.text();
        },
        () => 'killed',
      );
      let wasWriting = false;
      if (moment.afterWriting === undefined) {
        await new Promise((wait) => setTimeout(wait, moment.at));
        wasWriting = await writing();
      } else {
        while (!answered && !(wasWriting = await writing()) && performance.now() - started < importMs * 3) {
          await new Promise((wait) => setTimeout(wait, 5));
        }
        await new Promise((wait) => setTimeout(wait, moment.afterWriting));
      }
      const answeredBeforeKill = answered;
      server.child.kill('SIGKILL');
      await server.exited;
      await request;

      // A restart recovers the database (SQLite's WAL, PostgreSQL's aborted transaction) and serves again.
      const restarted = await startServer(url, dataDir);
      try {
        const handle = openDatabase(url);
        try {
          outcomes.push({ name: moment.name, writing: wasWriting, answered: answeredBeforeKill, league: whichLeague(await leagueOf(handle.db), old, next) });
        } finally {
          await handle.close();
        }
        expect((await fetch(`${restarted.baseUrl}/api/Site`)).status).toBe(200);
      } finally {
        await stopServer(restarted);
      }
    }
    console.log(
      `${kind}: an import takes ${Math.round(importMs)} ms, writing from ${Math.round(writeStart)} ms; killed ` +
        outcomes.map((o) => `${o.name} (${o.writing ? 'writing' : 'not writing'}${o.answered ? ', already answered' : ''}) → ${o.league}`).join('; '),
    );
    for (const outcome of outcomes) expect(['old', 'new'], `killed ${outcome.name}`).toContain(outcome.league);
    // Killed before its transaction wrote anything, the old league stays. The moment is a quarter of the
    // time the uninterrupted import took to begin writing; on a loaded machine a run may already be writing
    // by then, and that kill is held to the rule above (old or new, never a mix) instead.
    if (!outcomes[0]!.writing) expect(outcomes[0]!.league).toBe('old');
    // Kills did land inside the transaction, before its commit: those databases kept the old league whole.
    const midTransaction = outcomes.filter((outcome) => outcome.writing && !outcome.answered);
    expect(midTransaction.length).toBeGreaterThan(0);
    expect(midTransaction.some((outcome) => outcome.league === 'old')).toBe(true);
  });
});

/** Runs `poll` every 5 ms until `request` is answered; its body text, or undefined if it failed. */
async function untilAnswered(request: Promise<Response>, poll: () => Promise<void>): Promise<string | undefined> {
  let body: string | undefined;
  let done = false;
  const answered = request.then(
    async (response) => (body = await response.text()),
    () => undefined,
  ).finally(() => (done = true));
  while (!done) {
    await poll();
    await new Promise((wait) => setTimeout(wait, 5));
  }
  await answered;
  return body;
}
