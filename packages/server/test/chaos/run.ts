import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.js';
import { client } from '../harness.js';
import { inconsistencies } from './checks.js';
import type { Databases } from './databases.js';
import { withDatabase } from './databases.js';
import { addChaosAdmin, chaosAdmin, Inconsistency, type ChaosKind, type Outcome } from './scenarios.js';
import {
  signInCookie,
  startServerProcess,
  stopServerProcess,
  type ServerEntry,
  type ServerProcess,
} from './server-process.js';

/**
 * One kind of write under `kill -9`: a real server process on its own database; the write
 * once without a kill (it must land, and shows how long it takes), then `repetitions` times: start
 * the write, SIGKILL the server after a random delay within that duration, start it again on the same
 * database and port, and check the whole database (every fixture, division and tournament reads, no
 * orphaned sayg link) and the record written (old or new, never a mix).
 */

export type KindResult = {
  database: string;
  kind: string;
  kills: number;
  outcomes: Record<Outcome, number>;
  /** Kills that came after the server had answered the whole write. */
  acknowledged: number;
  /** The uninterrupted write's duration (the range the kill moments are drawn from). */
  writeMs: number;
  failures: string[];
};

export type ChaosOptions = {
  /** 'sqlite' or 'postgres', for the summary. */
  database: string;
  databases: Databases;
  /** A folder for the servers' DATA_DIRs and the import's zips. */
  folder: string;
  repetitions: number;
  /** Draws the kill moments; seeded, so a run can be repeated. */
  random: () => number;
  log?: (line: string) => void;
  /** How to run the server (`bundleServer()`'s bundle; tsx over the sources by default). */
  entry?: ServerEntry;
};

/** A small seeded random number generator (mulberry32): the same seed, the same kill moments. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function runChaosKind(kind: ChaosKind, options: ChaosOptions): Promise<KindResult> {
  const log = options.log ?? (() => {});
  const slug = kind.name.replace(/\W+/g, '-');
  const result: KindResult = {
    database: options.database,
    kind: kind.name,
    kills: 0,
    outcomes: { old: 0, new: 0, partial: 0 },
    acknowledged: 0,
    writeMs: 0,
    failures: [],
  };
  const url = await options.databases.fresh(`chaos-${slug}`);
  await withDatabase(url, async (db) => {
    await addChaosAdmin(db);
    await kind.seed(db);
  });
  const dataDir = join(options.folder, `data-${options.database}-${slug}`);
  mkdirSync(dataDir, { recursive: true });
  let server: ServerProcess = await startServerProcess(url, dataDir, { entry: options.entry });
  // The checker's own connection: it reads the database as it is after each restart.
  const checker = openDatabase(url);
  const signedIn = async () => client(server.baseUrl, await signInCookie(server.baseUrl, chaosAdmin));
  try {
    // Uninterrupted: the write must land, and its duration is the range of the kill moments.
    let api = await signedIn();
    const first = await kind.next(api, checker.db, 0);
    const started = performance.now();
    await first.write(api, server.baseUrl);
    result.writeMs = performance.now() - started;
    const landed = await first.check(api, checker.db);
    if (landed !== 'new') throw new Inconsistency(`the uninterrupted ${kind.name} left the ${landed} record`);
    log(`${options.database} ${kind.name}: the write takes ${Math.round(result.writeMs)} ms`);

    for (let round = 1; round <= options.repetitions; round += 1) {
      api = await signedIn();
      const repetition = await kind.next(api, checker.db, round);
      const delay = options.random() * result.writeMs;
      let settled = false;
      const writing = repetition
        .write(api, server.baseUrl)
        .then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => (settled = true));
      await pause(delay);
      const answeredBeforeKill = settled;
      await stopServerProcess(server, 'SIGKILL');
      result.kills += 1;
      if (answeredBeforeKill) result.acknowledged += 1;
      const refused = await writing;
      server = await startServerProcess(url, dataDir, { port: server.port, entry: options.entry });
      try {
        if (refused) throw refused;
        api = await signedIn();
        const problems = await inconsistencies(api, checker.db);
        if (problems.length > 0) throw new Inconsistency(problems.join('\n'));
        const outcome = await repetition.check(api, checker.db);
        result.outcomes[outcome] += 1;
        log(
          `${options.database} ${kind.name} #${round}: killed at ${Math.round(delay)} ms${answeredBeforeKill ? ' (already answered)' : ''} → ${outcome}`,
        );
      } catch (error) {
        const message = `#${round} (killed at ${Math.round(delay)} ms): ${error instanceof Error ? error.message : String(error)}`;
        result.failures.push(message);
        log(`${options.database} ${kind.name} FAILED ${message}`);
        // A repetition that failed may have left its own record unusable for the next one.
        if (!(error instanceof Inconsistency)) throw error;
      }
    }
  } catch (error) {
    result.failures.push(
      `stopped: ${error instanceof Error ? error.message : String(error)}\n${server.output().slice(-2_000)}`,
    );
  } finally {
    await stopServerProcess(server);
    await checker.close();
  }
  return result;
}

/** The summary: one line per database and kind. */
export function summaryTable(results: KindResult[]): string {
  const header = ['database', 'write', 'kills', 'old', 'new', 'partial', 'answered first', 'write ms', 'failures'];
  const rows = results.map((r) => [
    r.database,
    r.kind,
    String(r.kills),
    String(r.outcomes.old),
    String(r.outcomes.new),
    String(r.outcomes.partial),
    String(r.acknowledged),
    String(Math.round(r.writeMs)),
    String(r.failures.length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
