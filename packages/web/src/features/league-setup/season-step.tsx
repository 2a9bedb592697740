import type { DivisionDto, SeasonDto } from '@darts/contract';
import { addDays, parseNameLines, nameKey, toWireDate, type CalendarDate, type LineProblem } from '@darts/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { saveDivision, saveSeason } from './api';
import { LinesBox, type FailedLine } from './lines-box';
import { saveInTurn, SaveProgress } from './save-progress';

/**
 * Step 1: the season (name and dates, the dates filled in with a season from today) and its
 * divisions, one name a line. A division that already exists under that name is used, not made
 * again; divisions made before a failure are kept for the next try.
 */
export function SeasonStep({
  today,
  divisions,
  onSaved,
}: {
  today: CalendarDate;
  divisions: readonly DivisionDto[];
  onSaved: (season: SeasonDto) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(() => addDays(today, 272));
  const [divisionText, setDivisionText] = useState('');
  const [problems, setProblems] = useState<{ name?: string; dates?: string; lines: LineProblem[] }>({ lines: [] });
  const [failed, setFailed] = useState<FailedLine[]>([]);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const made = useRef(new Map<string, string>());
  const saving = progress !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseNameLines(divisionText, 'division');
    const next = {
      name: name.trim() ? undefined : 'Enter a season name',
      dates:
        !startDate || !endDate
          ? 'Enter the first and last dates of the season'
          : endDate < startDate
            ? 'The season must end on or after its first date'
            : undefined,
      lines:
        parsed.entries.length === 0 && parsed.problems.length === 0
          ? [{ line: 1, text: '', message: 'Enter at least one division name' }]
          : parsed.problems,
    };
    setProblems(next);
    setFailed([]);
    setRefusal([]);
    if (next.name || next.dates || next.lines.length > 0) {
      document.getElementById(next.name ? `${id}-name` : next.dates ? `${id}-start` : `${id}-divisions`)?.focus();
      return;
    }
    const known = new Map(divisions.map((d) => [nameKey(d.name), d.id]));
    const wanted = parsed.entries.map((entry) => ({
      ...entry,
      id: known.get(nameKey(entry.name)) ?? made.current.get(nameKey(entry.name)),
    }));
    const toMake = wanted.filter((entry) => !entry.id);
    setProgress({ done: 0, total: toMake.length + 1 });
    const outcomes = await saveInTurn(
      toMake.map((entry) => () => saveDivision(entry.name)),
      (done) => setProgress({ done, total: toMake.length + 1 }),
    );
    const refused: FailedLine[] = [];
    toMake.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) made.current.set(nameKey(entry.name), outcome.result.id);
      else refused.push({ line: entry.line, text: entry.name, reasons: outcome.lines });
    });
    if (refused.length > 0) {
      setFailed(refused);
      setProgress(undefined);
      return;
    }
    const divisionIds = wanted.map((entry) => entry.id ?? made.current.get(nameKey(entry.name))!);
    const season = await saveSeason({
      name: name.trim(),
      startDate: toWireDate(startDate),
      endDate: toWireDate(endDate),
      divisionIds,
    });
    setProgress(undefined);
    if (season.ok) onSaved(season.result);
    else setRefusal(season.lines);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`}>Name the season, give its dates and list its divisions.</p>
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label fw-semibold">
          Season name
        </label>
        <input
          {...fieldProblemProps(`${id}-name`, name.trim() ? undefined : problems.name)}
          className={invalidClass('form-control', name.trim() ? undefined : problems.name)}
          value={name}
          readOnly={saving}
          autoComplete="off"
          placeholder="e.g. Winter 2026"
          onChange={(event) => setName(event.target.value)}
        />
        <FieldProblem id={`${id}-name`} problem={name.trim() ? undefined : problems.name} />
      </div>
      <div className="row g-2 mb-3">
        <div className="col-6">
          <label htmlFor={`${id}-start`} className="form-label fw-semibold">
            First date
          </label>
          <input
            {...fieldProblemProps(`${id}-start`, problems.dates)}
            type="date"
            className={invalidClass('form-control', problems.dates)}
            value={startDate}
            readOnly={saving}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${id}-end`} className="form-label fw-semibold">
            Last date
          </label>
          <input
            {...fieldProblemProps(`${id}-end`, undefined, problems.dates && `${id}-start-problem`)}
            aria-invalid={problems.dates ? true : undefined}
            type="date"
            className={invalidClass('form-control', problems.dates)}
            value={endDate}
            readOnly={saving}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
        <div className="col-12 mt-0">
          <FieldProblem id={`${id}-start`} problem={problems.dates} />
        </div>
      </div>
      <LinesBox
        id={`${id}-divisions`}
        label="Divisions"
        hint="One division a line, e.g. Premier then Division One. A division that already exists is used as it is."
        value={divisionText}
        rows={3}
        problems={problems.lines}
        failed={failed}
        savedCount={0}
        readOnly={saving}
        onChange={setDivisionText}
      />
      {refusal.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <p className="fw-semibold mb-1">The season was not saved</p>
          {refusal.map((line) => (
            <p key={line} className="mb-0">
              {line}
            </p>
          ))}
        </div>
      )}
      {progress && (
        <SaveProgress what="records (divisions, then the season)" done={progress.done} total={progress.total} />
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save season and divisions
      </button>
    </form>
  );
}
