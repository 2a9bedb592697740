import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionResult, ImportDataResultDto } from '@darts/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { exportToFile } from './export.js';
import { importFromFile } from './import.js';

/**
 * Backups and restores: a backup is a full export — every
 * table, deleted rows included — encrypted with BACKUP_PASSWORD and kept in BACKUP_DIR; a restore is
 * an import of such a file with every table permitted. Shared by the server-to-server routes
 * (backup.routes.ts) and `npm run backup` / `npm run restore` (backup-cli.ts).
 */

/** Whether `token` is the configured backup token. Unset in the configuration: nothing matches. */
export function requestTokenMatches(config: Config, token: string | null | undefined): boolean {
  const expected = config.backup.token;
  if (!expected || !token) return false;
  // Compared as digests, in constant time: the answer says nothing about how much of the token was right.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(token));
}

/** `darts-backup-{host}-{yyyyMMddTHHmmssZ}.zip`: sorts by time, and says where and when it was made. */
export function backupFileName(hostname: string, at: Date): string {
  const host = hostname.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'unknown-host';
  const stamp = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  return `darts-backup-${host}-${stamp}.zip`;
}

export type BackupOptions = { password: string; creator: string; hostname: string; at: Date };

/**
 * Exports everything into a new zip in `dir` and returns its path and the rows per table. It reads
 * in one read-only transaction (repeatable read on PostgreSQL; one read snapshot on SQLite), so the
 * backup is the league at one moment even while the server keeps writing. On SQLite that
 * transaction holds its connection for the whole export: pass a connection of its own, not the
 * app's. The zip is written under a temporary name and linked into place only when complete, so a
 * crash never leaves a half-written file under a backup's name, and a backup made in the same
 * second never replaces another (it gets a `-2`, `-3`… suffix).
 */
export async function writeBackup(
  db: Db,
  options: BackupOptions,
  dir: string,
): Promise<{ path: string; tables: Record<string, number> }> {
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `.backup-${randomBytes(6).toString('hex')}.partial`);
  try {
    const { tables } = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((snapshot) =>
        exportToFile(snapshot, { ...options, includeDeletedEntries: true, tables: {} }, partial),
      );
    const name = backupFileName(options.hostname, options.at);
    for (let attempt = 1; ; attempt += 1) {
      const path = join(dir, attempt === 1 ? name : name.replace(/\.zip$/, `-${attempt}.zip`));
      try {
        linkSync(partial, path);
        return { path, tables };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    rmSync(partial, { force: true });
  }
}

export type RestoreOptions = {
  password: string;
  dryRun: boolean;
  purgeData: boolean;
  /** Tables to import; empty: every table in the zip. */
  tables?: readonly string[];
};

/** Imports a backup (or any export) with every table permitted: the caller has already been trusted. */
export function restoreBackup(db: Db, path: string, options: RestoreOptions): Promise<ActionResult<ImportDataResultDto>> {
  return importFromFile(db, path, {
    password: options.password,
    dryRun: options.dryRun,
    purgeData: options.purgeData,
    tables: options.tables ?? [],
    permitted: () => true,
  });
}
