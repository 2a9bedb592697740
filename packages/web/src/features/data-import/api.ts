import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataRoutes, type ActionResult, type ImportDataResultDto } from '@darts/contract';
import { ApiError, api } from '../../lib/api-client';

/** Query keys for the Import screen; the table list shares the data browser's key, so one answer serves both. */
export const dataImportKeys = {
  tables: () => ['data', 'tables'] as const,
  /** The last real import's outcome, kept for the page whatever the import did to the session. */
  lastImport: () => ['data', 'import', 'last'] as const,
};

/** The tables the account may see, each saying whether it may be imported. */
export function useImportTables() {
  return useQuery({ queryKey: dataImportKeys.tables(), queryFn: () => api.call(dataRoutes.dataTables) });
}

export type ImportRequest = {
  zip: File;
  password: string;
  dryRun: boolean;
  purgeData: boolean;
  tables: string[];
};

/**
 * What an import came to: the counts and progress lines; a refusal's JSON body, shown as
 * it came; or a failure's text — a raw 500's body is the error itself.
 */
export type ImportOutcome =
  | { kind: 'imported'; dryRun: boolean; answer: ActionResult<ImportDataResultDto> }
  | { kind: 'refused'; body: unknown }
  | { kind: 'failed'; message: string };

/** The multipart form of contract §14.3, field names as written there. */
export function importForm({ zip, password, dryRun, purgeData, tables }: ImportRequest): FormData {
  const form = new FormData();
  form.append('Zip', zip, zip.name);
  form.append('password', password);
  form.append('dryRun', String(dryRun));
  form.append('purgeData', String(purgeData));
  form.append('tables', tables.join(','));
  return form;
}

/** POST /api/Data/Import. */
export async function importData(request: ImportRequest): Promise<ImportOutcome> {
  try {
    const answer = await api.upload<ActionResult<ImportDataResultDto> | null>(
      dataRoutes.dataImport.path,
      importForm(request),
    );
    if (answer?.success) return { kind: 'imported', dryRun: request.dryRun, answer };
    return { kind: 'refused', body: answer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 500 && typeof error.body === 'string' && error.body.trim()) {
      return { kind: 'failed', message: error.body };
    }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A real import that worked, as the last-import key keeps it. */
export type ImportedOutcome = Extract<ImportOutcome, { kind: 'imported' }>;

/**
 * Imports a zip; a real import (not a dry run) changes league data, so every cached read is refreshed.
 * The accounts may be among them: the signed-in one may be gone or lose Import data, so the outcome is
 * also kept under `lastImport` for the page to show after the admin screen has closed.
 */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'imported' || outcome.dryRun) return;
      queryClient.setQueryData(dataImportKeys.lastImport(), outcome);
      // Not awaited: the result shows at once while the reads refresh behind it.
      void queryClient.invalidateQueries();
    },
  });
}

/**
 * The last real import's outcome in this tab, or null. Never fetched (the query is disabled, so a
 * refresh of every read leaves it be); `useImportData` puts it there.
 */
export function useLastImport(): ImportedOutcome | null {
  const query = useQuery<ImportedOutcome | null>({
    queryKey: dataImportKeys.lastImport(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data ?? null;
}
