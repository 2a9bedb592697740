import { lineProblemText, type LineProblem } from '@darts/domain';
import { invalidClass } from '../../components/field-problem';

/** A line that reached the server and was refused, with the server's reasons. */
export type FailedLine = { line: number; text: string; reasons: string[] };

/**
 * A box of pasted lines (teams, players or divisions) with its hint, what was saved, and under it
 * every line that cannot be saved as typed (`problems`) or that the server refused (`failed`),
 * each naming its line, so nothing typed is lost and the secretary knows which lines to fix.
 */
export function LinesBox({
  id,
  label,
  hint,
  value,
  rows,
  problems,
  failed,
  savedCount,
  readOnly,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  rows: number;
  problems: readonly LineProblem[];
  failed: readonly FailedLine[];
  savedCount: number;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  const wrong = problems.length > 0 || failed.length > 0;
  const describedBy = [`${id}-hint`, wrong && `${id}-problems`, savedCount > 0 && `${id}-saved`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <div id={`${id}-hint`} className="form-text mt-0 mb-1">
        {hint}
      </div>
      <textarea
        id={id}
        className={invalidClass('form-control setup-lines', wrong ? 'x' : undefined)}
        rows={rows}
        value={value}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={wrong || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {savedCount > 0 && (
        <div id={`${id}-saved`} className="form-text text-success">
          {savedCount} saved
        </div>
      )}
      {wrong && (
        <ul id={`${id}-problems`} className="invalid-feedback d-block list-unstyled mb-0">
          {problems.map((problem) => (
            <li key={`p${problem.line}`}>{lineProblemText(problem)}</li>
          ))}
          {failed.map((line) => (
            <li key={`f${line.line}`}>
              {lineProblemText({ line: line.line, text: line.text, message: line.reasons.join('; ') })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
