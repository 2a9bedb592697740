import { importRequestLimitBytes, type TableDto } from '@darts/contract';
import { useId, useState, type FormEvent } from 'react';
import { DataTablePicker, TablesGate, WorkingBar } from '../../components/data-tables';
import { Dialog } from '../../components/dialog';
import { useImportData, useImportTables, type ImportOutcome, type ImportRequest } from './api';
import { ImportFailedDialog, ImportResult } from './import-result';

/** The texts of the Import screen. */
export const importTexts = {
  selectFile: 'Select a file first',
  selectTables: 'Select some tables to import',
  tooBig: `The file is larger than the ${importRequestLimitBytes / 1024 / 1024} MB the server accepts`,
  failed: 'Could not import data',
  confirmTitle: 'Purge and import?',
  confirmEvery: 'This replaces every table on this server with the records in the file.',
  confirmSome: (tables: string) => `This replaces these tables on this server with the records in the file: ${tables}.`,
  confirmRows: 'Rows that are not in the file are deleted, and this cannot be undone.',
  confirmAccounts: 'Accounts not in the file are deleted too: if yours is one of them, you will be signed out.',
  confirmButton: 'Purge and import',
} as const;

/**
 * `/admin/import`: a zip made by Export data, its
 * password, the tables to take from it, and a dry run by default, which checks and counts without
 * changing anything. 'Purge data' empties the selected tables first.
 */
export function DataImport() {
  const id = useId();
  const tables = useImportTables();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="h3">
        Import data
      </h1>
      <p className="text-body-secondary">
        Load records from a zip file made by Export data. Try a dry run first: it reads the file and counts what would
        be imported without changing anything.
      </p>
      <TablesGate tables={tables} usable={(t) => t.canImport} none="There are no tables you may import.">
        {(list) => <ImportForm tables={list} />}
      </TablesGate>
    </section>
  );
}

function ImportForm({ tables }: { tables: TableDto[] }) {
  const id = useId();
  const importing = useImportData();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [selected, setSelected] = useState(() => new Set(tables.filter((t) => t.canImport).map((t) => t.name)));
  const [dryRun, setDryRun] = useState(true);
  const [purgeData, setPurgeData] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Exclude<ImportOutcome, { kind: 'imported' }> | null>(null);
  // A real import with Purge waits here until the secretary confirms it.
  const [confirming, setConfirming] = useState<ImportRequest | null>(null);
  const running = importing.isPending;
  const shown = importing.data?.kind === 'imported' ? importing.data : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const chosen = tables.filter((t) => t.canImport && selected.has(t.name)).map((t) => t.name);
    const refusal = !file
      ? importTexts.selectFile
      : file.size > importRequestLimitBytes
        ? importTexts.tooBig
        : chosen.length === 0
          ? importTexts.selectTables
          : null;
    setProblem(refusal);
    if (refusal || !file) return;
    const request = { zip: file, password, dryRun, purgeData, tables: chosen };
    if (purgeData && !dryRun) setConfirming(request);
    else send(request);
  }

  function send(request: ImportRequest) {
    setConfirming(null);
    importing.mutate(request, { onSuccess: (outcome) => setFailure(outcome.kind === 'imported' ? null : outcome) });
  }

  const importable = tables.filter((t) => t.canImport);

  return (
    <>
      <form noValidate onSubmit={submit} aria-busy={running || undefined}>
        <div className="row g-3 mb-3">
          <div className="col-12 col-md-7">
            <label htmlFor={`${id}-zip`} className="form-label">
              Zip file
            </label>
            <input
              id={`${id}-zip`}
              className="form-control"
              type="file"
              accept=".zip,application/zip"
              disabled={running}
              aria-describedby={`${id}-zip-help`}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen && problem === importTexts.selectFile) setProblem(null);
              }}
            />
            <div id={`${id}-zip-help`} className="form-text">
              A zip made by Export data, up to {importRequestLimitBytes / 1024 / 1024} MB.
            </div>
          </div>
          <div className="col-12 col-md-5">
            <label htmlFor={`${id}-password`} className="form-label">
              Password
            </label>
            <input
              id={`${id}-password`}
              className="form-control"
              type="password"
              autoComplete="off"
              value={password}
              disabled={running}
              aria-describedby={`${id}-password-help`}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div id={`${id}-password-help`} className="form-text">
              The password given when the file was exported; empty if none was.
            </div>
          </div>
        </div>

        <DataTablePicker
          tables={tables}
          selected={selected}
          canPick={(t) => t.canImport}
          disabled={running}
          onChange={(next) => {
            setSelected(next);
            if (next.size > 0 && problem === importTexts.selectTables) setProblem(null);
          }}
        />

        <div className="d-grid gap-2 mb-3">
          <Option
            id={`${id}-dry-run`}
            label="Dry run"
            checked={dryRun}
            disabled={running}
            onChange={setDryRun}
            help="Reads the file and counts what would be imported, without changing anything."
          />
          <Option
            id={`${id}-purge`}
            label="Purge data"
            checked={purgeData}
            disabled={running}
            onChange={setPurgeData}
            help="Deletes every existing row of the selected tables before importing. Only for a full export, not a partial one."
          />
        </div>
        {purgeData && !dryRun && (
          <p className="alert alert-warning py-2">
            This is not a dry run: the selected tables will be emptied and refilled from the file.
          </p>
        )}
        {problem && (
          <p className="alert alert-warning py-2" role="alert">
            {problem}
          </p>
        )}
        {/* Marked disabled, not disabled: focus stays on it, so the answer's dialog gives focus back here. */}
        <button
          type="submit"
          className={`btn btn-primary${running ? ' disabled' : ''}`}
          aria-disabled={running || undefined}
        >
          {running ? 'Importing…' : 'Import'}
        </button>
      </form>

      {running && <WorkingBar label="Sending the file and importing" text="Importing…" />}
      {shown && !running && <ImportResult dryRun={shown.dryRun} answer={shown.answer} />}
      {failure && <ImportFailedDialog title={importTexts.failed} failure={failure} onClose={() => setFailure(null)} />}
      {confirming && (
        <Dialog
          title={importTexts.confirmTitle}
          onClose={() => setConfirming(null)}
          closeButton={false}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(null)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => send(confirming)}>
                {importTexts.confirmButton}
              </button>
            </>
          }
        >
          <p className="text-break">
            {confirming.tables.length === importable.length
              ? importTexts.confirmEvery
              : importTexts.confirmSome(confirming.tables.join(', '))}{' '}
            {importTexts.confirmRows}
          </p>
          <p className="text-break mb-0">
            File: <strong>{confirming.zip.name}</strong>
          </p>
          {confirming.tables.includes('user') && <p className="mt-2 mb-0">{importTexts.confirmAccounts}</p>}
        </Dialog>
      )}
    </>
  );
}

function Option({
  id,
  label,
  checked,
  disabled,
  onChange,
  help,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  help: string;
}) {
  return (
    <div className="form-check mb-0">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-help`} className="form-text mt-0">
        {help}
      </div>
    </div>
  );
}
