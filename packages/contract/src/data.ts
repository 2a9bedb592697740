import { z } from 'zod';
import { actionResult, uuid, wireObject } from './common.js';

/** The data routes' failure texts (contract §14.1). */
export const dataTexts = {
  tableNotSupplied: 'Table not supplied',
  tableNotFound: (table: string) => `Table not found: ${table}`,
  recordNotFound: 'Record not found',
  /** Import (contract §14.3). */
  noZipFile: 'No zip file provided',
  passwordIncorrect: 'Password is incorrect',
  noMetaJson: 'Zip file does not contain a meta.json file',
  purgeNotPermitted: 'Purge is not permitted for partial data exports',
  /** Backup and restore (contract §14.1). */
  missingIdentity: 'Missing identity',
  invalidRequestToken: 'Invalid request token',
  /** Import progress messages (contract §14.3); `dry` prefixes `DRY RUN: `. */
  processing: (host: string, exported: string, user: string) =>
    `Processing data from ${host} exported on ${exported} by ${user}`,
  partialExport: (tables: string) => `This is a partial export of ${tables}`,
  importing: (dry: boolean, table: string, count: number) =>
    `${dry ? 'DRY RUN: ' : ''}Importing data into ${table} (${count} record${count === 1 ? '' : 's'})`,
  purging: (dry: boolean, table: string) => `${dry ? 'DRY RUN: ' : ''}Purging data in ${table}`,
  error: (message: string) => `ERROR: ${message}`,
} as const;

/** The largest import request the server accepts (contract §14.1): 30 MB. */
export const importRequestLimitBytes = 30 * 1024 * 1024;

/** ExportDataRequestDto (contract §14.2). Table names match case-insensitively; ids are lower-cased. */
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

/** ExportDataResultDto (contract §14.2): rows per table and the zip, base64-encoded. */
export const exportDataResultDto = z.object({
  tables: z.record(z.number().int()),
  zip: z.string().nullish(),
});
export type ExportDataResultDto = z.infer<typeof exportDataResultDto>;

/** ImportDataResultDto (contract §14.3): rows imported (or, on a dry run, that would be) per table. */
export const importDataResultDto = z.object({
  tables: z.record(z.number().int()),
});
export type ImportDataResultDto = z.infer<typeof importDataResultDto>;

/** meta.json in an export zip (contract §14.4). */
export const exportMetaDto = z.object({
  created: z.string(),
  version: z.string(),
  creator: z.string(),
  hostname: z.string(),
  requestedTables: z.record(z.array(z.string())),
});
export type ExportMetaDto = z.infer<typeof exportMetaDto>;

/** TableDto (contract §14.5): one table of this product and what the caller may do with it. */
export const tableDto = z.object({
  name: z.string(),
  partitionKey: z.string(),
  dataTypeName: z.string().nullish(),
  canImport: z.boolean(),
  canExport: z.boolean(),
});
export type TableDto = z.infer<typeof tableDto>;

/** SingleDataResultDto (contract §14.5): one row of a browsed table, deleted rows included. */
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

/** The data routes the client calls (contract §14.1); Backup and Restore are server-to-server. */
export const dataRoutes = {
  dataExport: {
    method: 'POST',
    path: '/api/Data/Export',
    body: exportDataRequestDto,
    response: actionResult(exportDataResultDto),
  },
  /** Multipart (contract §14.3): `Zip`, `password`, `dryRun`, `purgeData`, `tables`. */
  dataImport: { method: 'POST', path: '/api/Data/Import', response: actionResult(importDataResultDto) },
  dataTables: { method: 'GET', path: '/api/Data/Tables', response: z.array(tableDto) },
  dataBrowse: {
    method: 'GET',
    path: '/api/Data/Browse/:table/',
    response: actionResult(z.array(singleDataResultDto)),
  },
  /** The stored record as-is (PascalCase keys except `id`), secrets removed. */
  dataView: { method: 'GET', path: '/api/Data/View/:table/:id', response: actionResult(z.record(z.unknown())) },
} as const;
