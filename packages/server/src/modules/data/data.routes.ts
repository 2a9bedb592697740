import type { FastifyPluginAsync } from 'fastify';
import { dataTexts, type SingleDataResultDto, type TableDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, requireAccess } from '../../http/auth.js';
import { failed, succeeded } from '../../http/envelope.js';
import { browseTable, dataTables, findDataTable, viewRecord } from './tables.js';

/**
 * The data browser's reads (contract §14.1, §14.5; issue #15): the table list, every row of a table
 * (deleted rows included) and one stored record. Refusals are 401/403 with the envelope (§0.2); an
 * unknown table or id is a 200 with `errors`, like the other refused actions.
 */
export function dataRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/Data/Tables', async (request): Promise<TableDto[]> => {
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

    app.get<{ Params: { table?: string } }>('/api/Data/Browse/:table?', async (request) => {
      requireAccess(request, 'ExportData');
      const name = request.params.table?.trim();
      if (!name) return failed<SingleDataResultDto[]>(dataTexts.tableNotSupplied);
      const table = findDataTable(name);
      if (!table) return failed<SingleDataResultDto[]>(dataTexts.tableNotFound(name));
      return succeeded(await browseTable(db, table));
    });

    app.get<{ Params: { table: string; id: string } }>('/api/Data/View/:table/:id', async (request) => {
      requireAccess(request, 'ExportData');
      const name = request.params.table.trim();
      const table = findDataTable(name);
      if (!table) return failed(dataTexts.tableNotFound(name));
      const record = await viewRecord(db, table, request.params.id.trim().toLowerCase());
      return record ? succeeded(record) : failed(dataTexts.recordNotFound);
    });
  };
}
