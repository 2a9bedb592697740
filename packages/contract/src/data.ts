import { z } from 'zod';
import { actionResult } from './common.js';

/** The data routes' failure texts (contract §14.1). */
export const dataTexts = {
  tableNotSupplied: 'Table not supplied',
  tableNotFound: (table: string) => `Table not found: ${table}`,
  recordNotFound: 'Record not found',
} as const;

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

/** The data browser's routes (contract §14.1); export, import and backup come later. */
export const dataRoutes = {
  dataTables: { method: 'GET', path: '/api/Data/Tables', response: z.array(tableDto) },
  dataBrowse: {
    method: 'GET',
    path: '/api/Data/Browse/:table/',
    response: actionResult(z.array(singleDataResultDto)),
  },
  /** The stored record as-is (PascalCase keys except `id`), secrets removed. */
  dataView: { method: 'GET', path: '/api/Data/View/:table/:id', response: actionResult(z.record(z.unknown())) },
} as const;
