import { useQuery } from '@tanstack/react-query';
import { dataRoutes } from '@darts/contract';
import { api } from '../../lib/api-client';

/** Query keys for the Data Browser. */
export const dataKeys = {
  all: ['data'] as const,
  tables: () => [...dataKeys.all, 'tables'] as const,
  browse: (table: string) => [...dataKeys.all, 'browse', table.toLowerCase()] as const,
  view: (table: string, id: string) => [...dataKeys.all, 'view', table.toLowerCase(), id] as const,
};

/** The tables the account may see (`GET /api/Data/Tables`); the table registry's names. */
export function useDataTables() {
  return useQuery({ queryKey: dataKeys.tables(), queryFn: () => api.call(dataRoutes.dataTables) });
}

/** Every row of a table, deleted ones too (`GET /api/Data/Browse/{table}/`); the envelope as answered. */
export function useBrowse(table: string, enabled: boolean) {
  return useQuery({
    queryKey: dataKeys.browse(table),
    queryFn: () => api.call(dataRoutes.dataBrowse, { params: { table } }),
    enabled: enabled && table !== '',
  });
}

/** One stored record, raw (`GET /api/Data/View/{table}/{id}`); the envelope as answered. */
export function useView(table: string, id: string) {
  return useQuery({
    queryKey: dataKeys.view(table, id),
    queryFn: () => api.call(dataRoutes.dataView, { params: { table, id } }),
    enabled: table !== '' && id !== '',
  });
}
