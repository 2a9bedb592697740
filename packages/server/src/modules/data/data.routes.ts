import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  dataTexts,
  importRequestLimitBytes,
  routes,
  type ExportDataResultDto,
  type SingleDataResultDto,
  type TableDto,
} from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { failed, succeeded } from '../../http/envelope.js';
import { unreadableForm } from '../../http/unreadable-form.js';
import { parseOrThrow } from '../../http/validation.js';
import { exportToFile } from './export.js';
import { importFromFile } from './import.js';
import { browseTable, dataTables, findDataTable, viewRecord } from './tables.js';
import { base64Chunks } from './zip.js';

/** The import form, field names in any case; the zip is streamed to `zip` on disk. */
type ImportForm = { zip?: string; tooLarge?: boolean; password: string; dryRun: boolean; purgeData: boolean; tables: string[] };

export const importTooLarge = `The zip file is larger than the ${importRequestLimitBytes / 1024 / 1024} MB limit`;

async function readImportForm(request: FastifyRequest, folder: string): Promise<ImportForm> {
  const form: ImportForm = { password: '', dryRun: true, purgeData: false, tables: [] };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        if (name === 'zip' && !form.zip) {
          form.zip = join(folder, 'import.zip');
          await pipeline(part.file, createWriteStream(form.zip));
          if (part.file.truncated) form.tooLarge = true;
        } else {
          part.file.resume();
        }
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      if (name === 'password') form.password = value;
      else if (name === 'dryrun') form.dryRun = value.trim().toLowerCase() !== 'false';
      else if (name === 'purgedata') form.purgeData = value.trim().toLowerCase() === 'true';
      else if (name === 'tables') form.tables.push(...value.split(',').map((table) => table.trim()).filter(Boolean));
    }
  } catch (error) {
    // Over 30 MB: a clear answer rather than the multipart plugin's text; the rest of the body is discarded.
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw unreadableForm(error);
    form.tooLarge = true;
  }
  return form;
}

/** The export answer (AR<ExportDataResultDto>) written around the zip's base64, read from disk in chunks. */
async function* exportAnswer(tables: ExportDataResultDto['tables'], zipPath: string, cleanUp: () => void): AsyncGenerator<string> {
  try {
    yield `{"success":true,"result":{"tables":${JSON.stringify(tables)},"zip":"`;
    yield* base64Chunks(zipPath);
    yield '"},"errors":[],"warnings":[],"messages":[],"trace":[]}';
  } finally {
    cleanUp();
  }
}

/**
 * The data routes: the table list, every row of a table (deleted rows
 * included), one stored record, export and import. Refusals are 401/403 with the envelope (§0.2); an
 * unknown table or id, and a failed export or import, is a 200 with `errors`.
 */
export function dataRoutes({ db, cache, clock }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    // Only this plugin reads import forms: one zip of at most 30 MB (others discarded) and a few small fields.
    await app.register(multipart, {
      limits: { fileSize: importRequestLimitBytes, fieldSize: 64 * 1024, fields: 20, files: 2, parts: 24 },
    });

    route(app, routes.dataTables, async (request): Promise<TableDto[]> => {
      const canExport = hasAccess(request, 'ExportData');
      const canImportData = hasAccess(request, 'ImportData');
      if (!canExport && !canImportData && !hasAccess(request, 'RunDataQueries')) return [];
      return dataTables.map((table) => ({
        name: table.name,
        partitionKey: table.partitionKey,
        ...(table.dataTypeName ? { dataTypeName: table.dataTypeName } : {}),
        canImport: canImportData && hasAccess(request, table.writeAccess),
        canExport,
      }));
    });

    route(app, routes.dataBrowse, async (request) => {
      requireAccess(request, 'ExportData');
      const name = request.params.table?.trim();
      if (!name) return failed<SingleDataResultDto[]>(dataTexts.tableNotSupplied);
      const table = findDataTable(name);
      if (!table) return failed<SingleDataResultDto[]>(dataTexts.tableNotFound(name));
      return succeeded(await browseTable(db, table));
    });

    route(app, routes.dataView, async (request) => {
      requireAccess(request, 'ExportData');
      const name = request.params.table.trim();
      const table = findDataTable(name);
      if (!table) return failed(dataTexts.tableNotFound(name));
      const record = await viewRecord(db, table, request.params.id.trim().toLowerCase());
      return record ? succeeded(record) : failed(dataTexts.recordNotFound);
    });

    route(app, routes.dataExport, { onRequest: refuseFirst(['ExportData']) }, async (request, reply) => {
      const account = requireAccess(request, 'ExportData');
      const body = parseOrThrow(routes.dataExport.body, request.body ?? {});
      const folder = mkdtempSync(join(tmpdir(), 'darts-export-'));
      const cleanUp = () => rmSync(folder, { recursive: true, force: true });
      const zipPath = join(folder, 'export.zip');
      let tables: Record<string, number>;
      try {
        ({ tables } = await exportToFile(db, { ...body, creator: account.name, hostname: request.hostname, at: clock.now() }, zipPath));
      } catch (error) {
        cleanUp();
        // Contract §14.2: an exception during export is the answer's error.
        return failed<ExportDataResultDto>((error as Error).message);
      }
      // The zip is never held whole: its base64 is streamed from the file, which goes when the answer is sent.
      return reply.type('application/json; charset=utf-8').send(Readable.from(exportAnswer(tables, zipPath, cleanUp)));
    });

    route(app, routes.dataImport, { onRequest: refuseFirst(['ImportData']) }, async (request, reply) => {
      requireAccess(request, 'ImportData');
      const folder = mkdtempSync(join(tmpdir(), 'darts-import-'));
      try {
        const form = await readImportForm(request, folder);
        if (form.tooLarge) return reply.code(413).send(failed(importTooLarge));
        if (!form.zip) return failed(dataTexts.noZipFile);
        const { password, dryRun, purgeData, tables } = form;
        const outcome = await importFromFile(db, form.zip, {
          password,
          dryRun,
          purgeData,
          tables,
          permitted: (table) => hasAccess(request, 'ImportData') && hasAccess(request, table.writeAccess),
          logError: (error) => request.log.error({ err: error }, 'data import: the database refused a write'),
        });
        // Anonymous answers kept from before would show the old league (here and, through the hub, elsewhere).
        if (outcome.success && !form.dryRun) cache.evict();
        return outcome;
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  };
}
