import type { TableDto } from '@darts/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DataTableCounts, DataTablePicker, TablesGate, WorkingBar } from '../../components/data-tables';
import {
  downloadZip,
  exportData,
  exportFileName,
  ExportProblemDialog,
  type ExportOutcome,
} from '../../components/export-data-button';
import { useSiteName } from '../../lib/app-data';
import { useNow } from '../../lib/clock';
import { useExportTables } from './api';

/** The texts of the Export screen. */
export const exportTexts = {
  selectTables: 'Select some tables to export',
  failed: 'Could not export data',
} as const;

/**
 * The request's tables: every table as an empty map, so the zip is a full export
 * that an import may purge with (§14.3); otherwise each chosen table with an empty id list (all rows).
 */
export function tablesToExport(tables: readonly TableDto[], chosen: readonly string[]): Record<string, string[]> {
  const all = tables.filter((t) => t.canExport).every((t) => chosen.includes(t.name));
  return all ? {} : Object.fromEntries(chosen.map((name) => [name, []]));
}

type Exported = Extract<ExportOutcome, { ok: true }> & { fileName: string };

/**
 * `/admin/export`: pick tables, optionally a password that
 * encrypts every file in the zip, and whether deleted rows go too (they do by default here); the zip
 * is downloaded, named after the site and the day, with the rows exported per table.
 */
export function DataExport() {
  const id = useId();
  const tables = useExportTables();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="h3">
        Export data
      </h1>
      <p className="text-body-secondary">
        Download the league&apos;s records as a zip file, to keep as a backup or to import into another copy of the
        site.
      </p>
      <TablesGate tables={tables} usable={(t) => t.canExport} none="There are no tables you may export.">
        {(list) => <ExportForm tables={list} />}
      </TablesGate>
    </section>
  );
}

function ExportForm({ tables }: { tables: TableDto[] }) {
  const id = useId();
  const siteName = useSiteName();
  const now = useNow();
  const [selected, setSelected] = useState(() => new Set(tables.filter((t) => t.canExport).map((t) => t.name)));
  const [password, setPassword] = useState('');
  const [includeDeleted, setIncludeDeleted] = useState(true);
  const [missingTables, setMissingTables] = useState(false);
  const [running, setRunning] = useState(false);
  const [exported, setExported] = useState<Exported | null>(null);
  const [problem, setProblem] = useState<Extract<ExportOutcome, { ok: false }> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const chosen = tables.filter((t) => t.canExport && selected.has(t.name)).map((t) => t.name);
    setMissingTables(chosen.length === 0);
    if (chosen.length === 0) return;
    setRunning(true);
    setExported(null);
    const outcome = await exportData({
      password,
      includeDeletedEntries: includeDeleted,
      tables: tablesToExport(tables, chosen),
    });
    setRunning(false);
    if (!outcome.ok) return setProblem(outcome);
    const fileName = exportFileName(siteName, now());
    downloadZip(outcome.zip, fileName);
    setExported({ ...outcome, fileName });
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={running || undefined}>
        <DataTablePicker
          tables={tables}
          selected={selected}
          canPick={(t) => t.canExport}
          disabled={running}
          onChange={(next) => {
            setSelected(next);
            if (next.size > 0) setMissingTables(false);
          }}
        />
        <div className="row g-3 mb-3">
          <div className="col-12 col-sm-6 col-lg-4">
            <label htmlFor={`${id}-password`} className="form-label">
              Password
            </label>
            <input
              id={`${id}-password`}
              className="form-control"
              type="password"
              autoComplete="new-password"
              value={password}
              disabled={running}
              aria-describedby={`${id}-password-help`}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div id={`${id}-password-help`} className="form-text">
              Optional. With a password every file in the zip is encrypted, and the same password is needed to import
              it.
            </div>
          </div>
          <div className="col-12 col-sm-6 col-lg-8 d-flex align-items-sm-center">
            <div className="form-check">
              <input
                id={`${id}-deleted`}
                className="form-check-input"
                type="checkbox"
                checked={includeDeleted}
                disabled={running}
                onChange={(event) => setIncludeDeleted(event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-deleted`}>
                Include deleted entries
              </label>
            </div>
          </div>
        </div>
        {missingTables && (
          <p className="alert alert-warning py-2" role="alert">
            {exportTexts.selectTables}
          </p>
        )}
        {/* Marked disabled, not disabled: focus stays on it, so the answer's dialog gives focus back here. */}
        <button
          type="submit"
          className={`btn btn-primary${running ? ' disabled' : ''}`}
          aria-disabled={running || undefined}
        >
          {running ? 'Exporting…' : 'Export'}
        </button>
      </form>

      {running && <WorkingBar label="Exporting the selected tables" text="Exporting…" />}
      {exported && <ExportResult exported={exported} />}
      {problem && <ExportProblemDialog title={exportTexts.failed} outcome={problem} onClose={() => setProblem(null)} />}
    </>
  );
}

/** The rows exported per table and the file, which can be saved again. */
function ExportResult({ exported }: { exported: Exported }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = Object.values(exported.tables).reduce((sum, n) => sum + n, 0);
  return (
    <section className="mt-4" aria-labelledby="data-export-result">
      <h2 id="data-export-result" className="h5" tabIndex={-1} ref={heading}>
        Exported {total} {total === 1 ? 'row' : 'rows'}
      </h2>
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-3">
        <p className="text-break mb-0">
          Downloaded as <strong>{exported.fileName}</strong>
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => downloadZip(exported.zip, exported.fileName)}
        >
          Download again
        </button>
      </div>
      {exported.warnings.map((line) => (
        <p key={`w${line}`} className="text-warning-emphasis mb-1">
          {line}
        </p>
      ))}
      {exported.messages.map((line) => (
        <p key={`m${line}`} className="text-info-emphasis mb-1">
          {line}
        </p>
      ))}
      <DataTableCounts counts={exported.tables} caption="Rows exported per table" />
    </section>
  );
}
