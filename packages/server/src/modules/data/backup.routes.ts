import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  dataTexts,
  importRequestLimitBytes,
  routes,
  type ActionResult,
  type ExportDataResultDto,
  type ImportDataResultDto,
} from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { openDatabase, type Db } from '../../db/database.js';
import { route } from '../../http/contract-route.js';
import { failed, succeeded } from '../../http/envelope.js';
import { requestTokenMatches, restoreBackup, writeBackup } from './backup.js';

/** The Restore form: Import's fields plus `requestToken` and `identity`, names in any case. */
type RestoreForm = {
  zip?: string;
  password: string;
  dryRun: boolean;
  purgeData: boolean;
  tables: string[];
  requestToken?: string;
  identity?: string;
};

/** Reads the form, streaming the first `Zip` file into `folder` (at most 30 MB, like Import). */
async function readRestoreForm(request: FastifyRequest, folder: string): Promise<RestoreForm> {
  const form: RestoreForm = { password: '', dryRun: true, purgeData: false, tables: [] };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts()) {
    const name = part.fieldname.toLowerCase();
    if (part.type === 'file') {
      if (name === 'zip' && !form.zip) {
        form.zip = join(folder, 'restore.zip');
        // Over 30 MB the stream fails (413, FST_REQ_FILE_TOO_LARGE) and the error handler answers it.
        await pipeline(part.file, createWriteStream(form.zip));
      } else {
        part.file.resume();
      }
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : '';
    if (name === 'password') form.password = value;
    // A restore writes only when asked to in so many words; anything else is a dry run (the default).
    else if (name === 'dryrun') form.dryRun = value.trim().toLowerCase() !== 'false';
    else if (name === 'purgedata') form.purgeData = value.trim().toLowerCase() === 'true';
    else if (name === 'tables') form.tables.push(...value.split(',').map((t) => t.trim()).filter(Boolean));
    else if (name === 'requesttoken') form.requestToken = value;
    else if (name === 'identity') form.identity = value;
  }
  return form;
}

/**
 * Runs a backup over a connection that may sit in one transaction for seconds: on SQLite a second
 * connection to the same file (the app's one connection keeps serving meanwhile, WAL lets both in);
 * on PostgreSQL the app's pool, which has others. An in-memory SQLite database has no second door.
 */
async function withBackupConnection<T>({ config, db, dbKind }: AppDeps, work: (connection: Db) => Promise<T>): Promise<T> {
  if (dbKind !== 'sqlite' || /^sqlite:(:memory:)?$/.test(config.databaseUrl)) return work(db);
  const own = openDatabase(config.databaseUrl);
  try {
    return await work(own.db);
  } finally {
    await own.close();
  }
}

/**
 * The server-to-server Backup and Restore routes. No session: the caller
 * proves itself with BACKUP_TOKEN (unset, every request is refused) and names itself in `identity`.
 * Refusals are 200s with `errors`, like the other data routes' refused actions.
 */
export function backupRoutes(deps: AppDeps): FastifyPluginAsync {
  const { config, db, clock } = deps;
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: importRequestLimitBytes, fieldSize: 64 * 1024, fields: 20, files: 2, parts: 24 },
    });

    /**
     * Answers the rows per table without the zip: the backup stays where it was written (BACKUP_DIR,
     * named in the message), so the caller is not sent a second, base64 copy of every backup.
     */
    route(app, routes.dataBackup, async (request): Promise<ActionResult<ExportDataResultDto>> => {
      const body = routes.dataBackup.body.safeParse(request.body ?? {});
      const { requestToken, identity } = body.success ? body.data : { requestToken: null, identity: null };
      if (!requestTokenMatches(config, requestToken)) return failed(dataTexts.invalidRequestToken);
      if (!identity?.trim()) return failed(dataTexts.missingIdentity);
      try {
        const { path, tables } = await withBackupConnection(deps, (connection) =>
          writeBackup(
            connection,
            { password: config.backup.password!, creator: identity.trim(), hostname: request.hostname, at: clock.now() },
            config.backup.dir,
          ),
        );
        request.log.info({ identity, file: path }, 'Backup written');
        return succeeded({ tables }, `Backup written to ${basename(path)}`);
      } catch (error) {
        request.log.error({ err: error, identity }, 'Backup failed');
        return failed((error as Error).message);
      }
    });

    route(app, routes.dataRestore, async (request): Promise<ActionResult<ImportDataResultDto>> => {
      const folder = mkdtempSync(join(tmpdir(), 'darts-restore-'));
      try {
        const form = await readRestoreForm(request, folder);
        if (!requestTokenMatches(config, form.requestToken)) return failed(dataTexts.invalidRequestToken);
        if (!form.identity?.trim()) return failed(dataTexts.missingIdentity);
        if (!form.zip) return failed(dataTexts.noZipFile);
        request.log.info({ identity: form.identity, dryRun: form.dryRun, purgeData: form.purgeData }, 'Restore requested');
        const outcome = await restoreBackup(db, form.zip, form);
        // Anonymous answers cached before the restore would show the old league (here and on other instances).
        if (!form.dryRun) deps.cache.evict();
        return outcome;
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  };
}
