import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig, type Config } from '../../config/config.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { systemClock } from '../../shared/clock.js';
import { restoreBackup, writeBackup } from './backup.js';
import { dataTables } from './tables.js';

/**
 * `npm run backup` and `npm run restore`: the configured database opened directly, as
 * the server opens it (same configuration, same migrations), on SQLite or PostgreSQL. Built into
 * packages/server/dist/backup-cli.js beside the server (scripts/server-build.mjs), so it runs
 * wherever the production server runs, without TypeScript; scripts/backup-cli.mjs starts it.
 */

export const usage = [
  'Usage:',
  '  npm run backup [-- --out DIR | --stdout]',
  '      Writes an encrypted backup of every table (deleted rows included) to BACKUP_DIR (or DIR) and',
  '      prints its path; --stdout writes the zip itself to standard output instead.',
  '  npm run restore FILE [-- --password P] [-- --dry-run]',
  '      Replaces the data of every table with the backup FILE (all tables purged first). The password',
  '      defaults to BACKUP_PASSWORD; --dry-run checks and counts without writing.',
].join('\n');

export type Io = {
  /** The environment to configure from; the process's own when absent (config.ts reads it). */
  env?: Record<string, string | undefined>;
  /** Text for the caller (the backup's path, import messages). */
  out: (line: string) => void;
  /** Problems and progress. */
  err: (line: string) => void;
  /** Where `--stdout` sends the zip's bytes. */
  stdout: NodeJS.WritableStream;
  /** The folder relative FILE and `--out` paths are taken from (the process's own when absent). */
  cwd?: string;
};

type Options = { command: string; file?: string; out?: string; stdout: boolean; password?: string; dryRun: boolean };

class UsageError extends Error {}

function parseArguments(args: readonly string[]): Options {
  const [command = '', ...rest] = args;
  const options: Options = { command, stdout: false, dryRun: false };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? rest[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    // npm passes a second `--` through as it is.
    if (flag === '--') continue;
    else if (flag === '--out' && command === 'backup') options.out = value();
    else if (flag === '--stdout' && command === 'backup') options.stdout = true;
    else if (flag === '--password' && command === 'restore') options.password = value();
    else if (flag === '--dry-run' && command === 'restore') options.dryRun = true;
    else if (!flag.startsWith('-') && command === 'restore' && options.file === undefined) options.file = flag;
    else throw new UsageError(`Unknown argument: ${arg}`);
  }
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`Unknown command: ${command || '(none)'}`);
  if (options.out !== undefined && options.stdout) throw new UsageError('Give either --out or --stdout, not both');
  if (command === 'restore' && !options.file) throw new UsageError('Name the backup file to restore');
  return options;
}

/** Runs `backup` or `restore` with `args`; resolves to the process's exit code. */
export async function runBackupCommand(args: readonly string[], io: Io): Promise<number> {
  let options: Options;
  let config: Config;
  try {
    options = parseArguments(args);
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  const inCwd = (path: string) => resolve(io.cwd ?? process.cwd(), path);
  if (options.command === 'restore' && !existsSync(inCwd(options.file!))) {
    io.err(`No such file: ${options.file}`);
    return 1;
  }
  const password = options.command === 'backup' ? config.backup.password : (options.password ?? config.backup.password ?? '');
  if (password === undefined) {
    io.err('Set BACKUP_PASSWORD (at least 10 characters) first: every backup is encrypted with it.');
    return 1;
  }

  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle.db);
    if (options.command === 'restore') {
      // Every table named, so a table the backup has no rows of is emptied too: a restore replaces the data.
      const outcome = await restoreBackup(handle.db, inCwd(options.file!), {
        password,
        dryRun: options.dryRun,
        purgeData: true,
        tables: dataTables.map((table) => table.name),
      });
      for (const message of outcome.messages) io.out(message);
      for (const warning of outcome.warnings) io.err(`WARNING: ${warning}`);
      for (const error of outcome.errors) io.err(error.startsWith('ERROR: ') ? error : `ERROR: ${error}`);
      if (!outcome.success || outcome.errors.length > 0) {
        io.err(options.dryRun ? 'The dry run found problems.' : 'The restore failed: nothing was changed.');
        return 1;
      }
      const rows = Object.values(outcome.result?.tables ?? {}).reduce((sum, n) => sum + n, 0);
      io.err(
        options.dryRun
          ? `Dry run: ${rows} rows would be restored; nothing was changed.`
          : `Restored ${rows} rows. Restart the server (a running one may serve cached pages for up to 10 minutes).`,
      );
      return 0;
    }

    const host = config.publicUrl ? new URL(config.publicUrl).hostname : hostname();
    const backup = {
      password,
      creator: `${userInfo().username} (npm run backup)`,
      hostname: host,
      at: systemClock.now(),
    };
    if (options.stdout) {
      const folder = mkdtempSync(resolve(tmpdir(), 'darts-backup-'));
      try {
        const { path } = await writeBackup(handle.db, backup, folder);
        await pipeline(createReadStream(path), io.stdout, { end: false });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      return 0;
    }
    const { path, tables } = await writeBackup(handle.db, backup, options.out ? inCwd(options.out) : config.backup.dir);
    const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
    io.err(`Backed up ${rows} rows from ${Object.keys(tables).length} tables (${handle.kind}).`);
    io.out(path);
    return 0;
  } catch (error) {
    io.err(`ERROR: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

// Run as a program (the built dist/backup-cli.js, or `node --import tsx` on this file).
if (process.argv[1] && /backup-cli\.[jt]s$/.test(process.argv[1])) {
  process.exitCode = await runBackupCommand(process.argv.slice(2), {
    // npm runs scripts from the repository's root; INIT_CWD is where `npm run restore FILE` was typed.
    cwd: process.env.INIT_CWD,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    stdout: process.stdout,
  });
}
