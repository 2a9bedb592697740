import { z } from 'zod';
import { actionResult, uuid, wireObject } from './common.js';
import type { RouteEntry } from './route-entry.js';

/** The data routes' failure texts. */
export const dataTexts = {
  tableNotSupplied: 'Table not supplied',
  tableNotFound: (table: string) => `Table not found: ${table}`,
  recordNotFound: 'Record not found',
  /** Import. */
  noZipFile: 'No zip file provided',
  passwordIncorrect: 'Password is incorrect',
  noMetaJson: 'Zip file does not contain a meta.json file',
  purgeNotPermitted: 'Purge is not permitted for partial data exports',
  /** Backup and restore. */
  missingIdentity: 'Missing identity',
  invalidRequestToken: 'Invalid request token',
  /** Import progress messages; `dry` prefixes `DRY RUN: `. */
  processing: (host: string, exported: string, user: string) =>
    `Processing data from ${host} exported on ${exported} by ${user}`,
  partialExport: (tables: string) => `This is a partial export of ${tables}`,
  importing: (dry: boolean, table: string, count: number) =>
    `${dry ? 'DRY RUN: ' : ''}Importing data into ${table} (${count} record${count === 1 ? '' : 's'})`,
  purging: (dry: boolean, table: string) => `${dry ? 'DRY RUN: ' : ''}Purging data in ${table}`,
  error: (message: string) => `ERROR: ${message}`,
} as const;

/** The largest import request the server accepts: 30 MB. */
export const importRequestLimitBytes = 30 * 1024 * 1024;

/** ExportDataRequestDto. Table names match case-insensitively; ids are lower-cased. */
export const exportDataRequestDto = wireObject({
  password: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  includeDeletedEntries: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  tables: z
    .record(z.array(uuid))
    .nullish()
    .transform((tables) => tables ?? {}),
});
export type ExportDataRequestDto = z.input<typeof exportDataRequestDto>;

/** ExportDataResultDto: rows per table and the zip, base64-encoded. */
export const exportDataResultDto = z.object({
  tables: z.record(z.number().int()),
  zip: z.string().nullish(),
});
export type ExportDataResultDto = z.infer<typeof exportDataResultDto>;

/** ImportDataResultDto: rows imported (or, on a dry run, that would be) per table. */
export const importDataResultDto = z.object({
  tables: z.record(z.number().int()),
});
export type ImportDataResultDto = z.infer<typeof importDataResultDto>;

/** meta.json in an export zip. */
export const exportMetaDto = z.object({
  created: z.string(),
  version: z.string(),
  creator: z.string(),
  hostname: z.string(),
  requestedTables: z.record(z.array(z.string())),
});
export type ExportMetaDto = z.infer<typeof exportMetaDto>;

/** TableDto: one table of this product and what the caller may do with it. */
export const tableDto = z.object({
  name: z.string(),
  partitionKey: z.string(),
  dataTypeName: z.string().nullish(),
  canImport: z.boolean(),
  canExport: z.boolean(),
});
export type TableDto = z.infer<typeof tableDto>;

/** SingleDataResultDto: one row of a browsed table, deleted rows included. */
export const singleDataResultDto = z.object({
  id: z.string(),
  name: z.string().nullish(),
  date: z.string().nullish(),
  divisionId: z.string().nullish(),
  seasonId: z.string().nullish(),
  deleted: z.string().nullish(),
  remover: z.string().nullish(),
});
export type SingleDataResultDto = z.infer<typeof singleDataResultDto>;

/** The fields of an import form; a restore form adds `requestToken` and `identity`. Names in any case. */
const importFields = {
  Zip: z.string().describe(`The export zip, at most ${importRequestLimitBytes / 1024 / 1024} MB.`),
  password: z.string().optional().describe('The password the zip was exported with.'),
  dryRun: z.enum(['true', 'false']).optional().describe('Only `false` writes; anything else is a dry run.'),
  purgeData: z.enum(['true', 'false']).optional().describe('`true` empties each imported table first.'),
  tables: z.string().optional().describe('The tables to import, comma-separated (all when absent).'),
};
export const importDataForm = z.object(importFields);
const backupFields = {
  requestToken: z.string().nullish().describe('The backup token the server is configured with.'),
  identity: z.string().nullish().describe('Who asks, for the log and the backup’s meta.json.'),
};
export const restoreDataForm = z.object({ ...importFields, ...backupFields });
/** The Backup request (a server's, not a browser's). */
export const backupRequestDto = wireObject(backupFields);

const noSession =
  'For servers, not browsers: the caller sends the backup token (every request is refused while none is set).';

/**
 * The data routes: tables, browse, view, export and import for accounts; backup and restore for
 * servers. An unknown table or id, and a failed export, import, backup or restore, is a 200 with `errors`.
 */
export const dataRoutes = {
  dataExport: {
    method: 'POST',
    path: '/api/Data/Export',
    access: 'ExportData',
    body: exportDataRequestDto,
    response: actionResult(exportDataResultDto),
    description: 'The zip is in `result.zip`, base64-encoded.',
  },
  dataImport: {
    method: 'POST',
    path: '/api/Data/Import',
    access: 'ImportData',
    form: importDataForm,
    response: actionResult(importDataResultDto),
    description: 'Each table also needs the access that writes it. A zip over the limit is a 413.',
  },
  dataTables: {
    method: 'GET',
    path: '/api/Data/Tables',
    access: ['ExportData', 'ImportData', 'RunDataQueries'],
    withoutAccess: 'empty',
    response: z.array(tableDto),
  },
  dataBrowse: {
    method: 'GET',
    path: '/api/Data/Browse/:table?',
    access: 'ExportData',
    response: actionResult(z.array(singleDataResultDto)),
    description: 'Every row of a table, deleted ones too.',
  },
  dataView: {
    method: 'GET',
    path: '/api/Data/View/:table/:id',
    access: 'ExportData',
    response: actionResult(z.record(z.unknown())),
    description: 'The stored record as-is (PascalCase keys except `id`), secrets removed.',
  },
  dataBackup: {
    method: 'POST',
    path: '/api/Data/Backup',
    access: 'backupToken',
    body: backupRequestDto,
    response: actionResult(exportDataResultDto),
    description: `Writes a backup to the server’s backup folder and answers the rows per table (no zip). ${noSession}`,
  },
  dataRestore: {
    method: 'POST',
    path: '/api/Data/Restore',
    access: 'backupToken',
    form: restoreDataForm,
    response: actionResult(importDataResultDto),
    description: `Imports a backup, as an import does. ${noSession}`,
  },
} as const satisfies Record<string, RouteEntry>;
