import { useQuery } from '@tanstack/react-query';
import { dataRoutes } from '@darts/contract';
import { api } from '../../lib/api-client';

/** Query keys for the Export screen; the table list shares the data browser's key, so one answer serves both. */
export const dataExportKeys = {
  tables: () => ['data', 'tables'] as const,
};

/** The tables the account may see (`GET /api/Data/Tables`). */
export function useExportTables() {
  return useQuery({ queryKey: dataExportKeys.tables(), queryFn: () => api.call(dataRoutes.dataTables) });
}
