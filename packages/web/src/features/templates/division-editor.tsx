import { templateLimits } from '@darts/contract';
import { SharedAddressEditor } from './shared-address-editor';
import type { DivisionDraft, FieldPath } from './template-draft';
import { WeekEditor } from './week-editor';

/** One division of a template: its shared addresses and its weeks (DivisionTemplate). */
export function DivisionEditor({
  division,
  index,
  problemAt,
  onChange,
}: {
  division: DivisionDraft;
  index: number;
  problemAt: (path: FieldPath) => string | undefined;
  onChange: (division: DivisionDraft) => void;
}) {
  const path = `divisions.${index}`;
  const weeksProblem = problemAt(`${path}.dates`);
  return (
    <>
      <SharedAddressEditor
        title="Shared addresses in this division"
        hint="Codes that play at one venue, so they are never both at home in one week."
        label="Shared address"
        groups={division.sharedAddresses}
        path={`${path}.sharedAddresses`}
        problemAt={problemAt}
        onChange={(sharedAddresses) => onChange({ ...division, sharedAddresses })}
      />
      <h4 className="h6">Weeks</h4>
      {division.dates.length === 0 ? (
        <p className="text-body-secondary">No weeks yet.</p>
      ) : (
        <ol className="list-unstyled row row-cols-1 row-cols-md-2 g-2 mb-2">
          {division.dates.map((week, weekIndex) => (
            <li key={weekIndex} className="col">
              <WeekEditor
                week={week}
                number={weekIndex + 1}
                path={`${path}.dates.${weekIndex}`}
                problemAt={problemAt}
                onChange={(changed) =>
                  onChange({ ...division, dates: division.dates.map((w, i) => (i === weekIndex ? changed : w)) })
                }
                onRemove={() => onChange({ ...division, dates: division.dates.filter((_, i) => i !== weekIndex) })}
              />
            </li>
          ))}
        </ol>
      )}
      {weeksProblem && <p className="text-danger-emphasis small">{weeksProblem}</p>}
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={division.dates.length >= templateLimits.dates}
        onClick={() => onChange({ ...division, dates: [...division.dates, { fixtures: [] }] })}
      >
        Add week
      </button>
    </>
  );
}
