import { dataTexts, type ActionResult, type ImportDataResultDto } from '@darts/contract';
import { useEffect, useRef } from 'react';
import { DataTableCounts } from '../../components/data-tables';
import { Dialog } from '../../components/dialog';
import { resultLines } from '../../lib/write-outcome';
import type { ImportOutcome } from './api';

/** A progress line that reports a failure ({message}`) shows as an error. */
const isErrorLine = (line: string) => line.startsWith(dataTexts.error(''));

/**
 * What an import did: rows per table — or, on a dry run, that would have been
 * imported — then the progress messages (blue), warnings (amber) and errors (red).
 */
export function ImportResult({ dryRun, answer }: { dryRun: boolean; answer: ActionResult<ImportDataResultDto> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const counts = answer.result?.tables ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const rows = `${total} ${total === 1 ? 'row' : 'rows'}`;
  return (
    <section className="mt-4" aria-labelledby="data-import-result">
      <h2 id="data-import-result" className="h5" tabIndex={-1} ref={heading}>
        {dryRun ? (
          <>
            <span className="badge text-bg-warning me-2">DRY RUN</span>
            Nothing was changed: {rows} would be imported
          </>
        ) : (
          <>Imported {rows}</>
        )}
      </h2>
      <DataTableCounts
        counts={counts}
        caption={dryRun ? 'Rows that would be imported per table' : 'Rows imported per table'}
      />
      <Lines answer={answer} />
    </section>
  );
}

function Lines({ answer }: { answer: Partial<ActionResult<unknown>> }) {
  const { errors, warnings, messages } = resultLines(answer);
  if (errors.length + warnings.length + messages.length === 0) return null;
  return (
    <ul className="list-unstyled text-break mb-0" aria-label="Messages">
      {errors.map((line, i) => (
        <li key={`e${i}`} className="text-danger-emphasis">
          {line}
        </li>
      ))}
      {warnings.map((line, i) => (
        <li key={`w${i}`} className="text-warning-emphasis">
          {line}
        </li>
      ))}
      {messages.map((line, i) => (
        <li key={`m${i}`} className={isErrorLine(line) ? 'text-danger-emphasis' : 'text-info-emphasis'}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Could not import data': a raw 500's text (or a lost connection) is shown as the
 * error; otherwise the JSON body is shown, its lines coloured, or as JSON when it has none.
 */
export function ImportFailedDialog({
  title,
  failure,
  onClose,
}: {
  title: string;
  failure: Exclude<ImportOutcome, { kind: 'imported' }>;
  onClose: () => void;
}) {
  const body = failure.kind === 'refused' ? failure.body : null;
  const lines = resultLines(body);
  const hasLines = lines.errors.length + lines.warnings.length + lines.messages.length > 0;
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
      {failure.kind === 'failed' ? (
        <p className="text-danger-emphasis text-break mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {failure.message}
        </p>
      ) : hasLines ? (
        <Lines answer={body as Partial<ActionResult<unknown>>} />
      ) : (
        <pre className="mb-0 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {body == null ? 'The server sent no answer.' : JSON.stringify(body, null, 2)}
        </pre>
      )}
    </Dialog>
  );
}
