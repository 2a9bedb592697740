import { dataRoutes, type ExportDataRequestDto, type ExportDataResultDto } from '@darts/contract';
import { can } from '@darts/domain';
import { useState } from 'react';
import { ApiError, api } from '../lib/api-client';
import { useSiteName } from '../lib/app-data';
import { useNow } from '../lib/clock';
import { accessOf, useAccount } from '../lib/session';
import { Dialog } from './dialog';
import { AnswerLines } from './write-problem-dialog';
import { resultLines } from '../lib/write-outcome';

/** 'Unable to export data': the per-page button's failure. */
export const unableToExport = 'Unable to export data';

/** What an export came to: the zip and its counts, or the lines saying why not. */
export type ExportOutcome =
  | { ok: true; tables: ExportDataResultDto['tables']; zip: string; messages: string[]; warnings: string[] }
  | { ok: false; errors: string[]; warnings: string[]; messages: string[] };

const failure = (errors: string[], other: { warnings?: string[]; messages?: string[] } = {}): ExportOutcome => ({
  ok: false,
  errors,
  warnings: other.warnings ?? [],
  messages: other.messages ?? [],
});

/**
 * POST /api/Data/Export. A refusal comes back as its lines; a server fault's text
 * (a 500 that is not JSON) or a lost connection as the one error, so a screen shows it as it is.
 */
export async function exportData(body: ExportDataRequestDto): Promise<ExportOutcome> {
  try {
    const answer = await api.call(dataRoutes.dataExport, { body });
    if (answer?.success && answer.result?.zip) {
      return {
        ok: true,
        tables: answer.result.tables,
        zip: answer.result.zip,
        messages: answer.messages ?? [],
        warnings: answer.warnings ?? [],
      };
    }
    const lines = resultLines(answer);
    if (answer?.success) return failure(['The server sent no zip file'], lines);
    return failure(lines.errors.length > 0 ? lines.errors : ['The server did not say why'], lines);
  } catch (error) {
    if (error instanceof ApiError && error.status === 500 && typeof error.body === 'string' && error.body.trim()) {
      return failure([error.body]);
    }
    return failure([error instanceof Error ? error.message : String(error)]);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The download's name: the site's name and today's date, `My League 2026-11-25.zip`, with the
 * characters file systems refuse (and leading dots, which hide a file) taken out.
 */
export function exportFileName(siteName: string, now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const name = siteName
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+\s*/, '');
  return `${name || 'League data'} ${date}.zip`;
}

/** Saves a base64 zip (`result.zip`) as a file called `fileName`. */
export function downloadZip(base64: string, fileName: string) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Export data' on a tournament or score card page: for an
 * account with ExportData, downloads this page's records — `tables` maps a table to its ids — with
 * no password and without deleted rows. Hidden from everyone else.
 */
export function ExportDataButton({
  tables,
  className = 'btn btn-outline-secondary',
}: {
  tables: Record<string, string[]>;
  className?: string;
}) {
  const { account } = useAccount();
  const siteName = useSiteName();
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Extract<ExportOutcome, { ok: false }> | null>(null);
  if (!can(accessOf(account), 'ExportData')) return null;

  async function run() {
    if (busy) return;
    setBusy(true);
    const outcome = await exportData({ password: '', includeDeletedEntries: false, tables });
    setBusy(false);
    if (outcome.ok) downloadZip(outcome.zip, exportFileName(siteName, now()));
    else setProblem(outcome);
  }

  return (
    <>
      {/* Marked disabled, not disabled: focus stays on it, so the problem dialog gives focus back here. */}
      <button
        type="button"
        className={`${className}${busy ? ' disabled' : ''}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {busy ? 'Exporting…' : 'Export data'}
      </button>
      {problem && <ExportProblemDialog title={unableToExport} outcome={problem} onClose={() => setProblem(null)} />}
    </>
  );
}

/** A failed export in a dialog titled `title`, closed with its one button. */
export function ExportProblemDialog({
  title,
  outcome,
  onClose,
}: {
  title: string;
  outcome: Extract<ExportOutcome, { ok: false }>;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeButton={false}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <AnswerLines answer={outcome} />
    </Dialog>
  );
}
