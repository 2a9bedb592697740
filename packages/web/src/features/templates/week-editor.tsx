import { useId } from 'react';
import { FieldProblem } from '../../components/field-problem';
import { CodeInput } from './code-input';
import type { FieldPath, WeekDraft } from './template-draft';

/** Spec 1 §5: deleting a week's fixtures from a template asks first. */
export const removeWeekQuestion = (week: number, fixtures: number) =>
  `Are you sure you want to delete week ${week} and its ${fixtures === 1 ? 'fixture' : `${fixtures} fixtures`}?`;

/** Asked before a fixture with a code goes from a week; an empty row goes at once. */
export const removeFixtureQuestion = (fixtureName: string, home: string, away: string) =>
  `Are you sure you want to remove ${fixtureName} (${home || 'bye'} v ${away || 'bye'})?`;

/**
 * One week of a division template: its fixtures as home code v away code (an empty away code is a bye),
 * each removable, with Add fixture and Remove week.
 */
export function WeekEditor({
  week,
  number,
  path,
  problemAt,
  onChange,
  onRemove,
}: {
  week: WeekDraft;
  /** 1-based, as the secretary counts weeks. */
  number: number;
  path: FieldPath;
  problemAt: (path: FieldPath) => string | undefined;
  onChange: (week: WeekDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = `Week ${number}`;
  const setFixture = (index: number, side: 'home' | 'away', value: string) =>
    onChange({ fixtures: week.fixtures.map((f, i) => (i === index ? { ...f, [side]: value } : f)) });
  const remove = () => {
    if (week.fixtures.length > 0 && !window.confirm(removeWeekQuestion(number, week.fixtures.length))) return;
    onRemove();
  };
  return (
    <div className="card h-100" role="group" aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`} className="card-header fw-semibold py-2">
        {name}
      </div>
      <div className="card-body p-2">
        {week.fixtures.length === 0 ? (
          <p className="small text-body-secondary mb-2">No fixtures this week.</p>
        ) : (
          <ol className="list-unstyled mb-2">
            {week.fixtures.map((fixture, index) => {
              const fixtureName = `${name} fixture ${index + 1}`;
              const at = `${path}.fixtures.${index}`;
              const [homeId, awayId] = [`${id}-${index}-home`, `${id}-${index}-away`];
              return (
                <li key={index} className="mb-1">
                  <div className="d-flex align-items-center gap-1">
                    <CodeInput
                      id={homeId}
                      label={`${fixtureName} home code`}
                      value={fixture.home}
                      field={`${at}.home`}
                      problem={problemAt(`${at}.home`)}
                      onChange={(value) => setFixture(index, 'home', value)}
                    />
                    <span className="template-versus" aria-hidden="true">
                      v
                    </span>
                    <CodeInput
                      id={awayId}
                      label={`${fixtureName} away code`}
                      value={fixture.away}
                      field={`${at}.away`}
                      placeholder="bye"
                      problem={problemAt(`${at}.away`)}
                      onChange={(value) => setFixture(index, 'away', value)}
                    />
                    <button
                      type="button"
                      className="btn btn-outline-secondary template-remove"
                      aria-label={`Remove ${fixtureName}`}
                      title="Remove fixture"
                      onClick={() => {
                        const named = fixture.home.trim() || fixture.away.trim();
                        if (named && !window.confirm(removeFixtureQuestion(fixtureName, fixture.home, fixture.away)))
                          return;
                        onChange({ fixtures: week.fixtures.filter((_, i) => i !== index) });
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                  <FieldProblem id={homeId} problem={problemAt(`${at}.home`)} />
                  <FieldProblem id={awayId} problem={problemAt(`${at}.away`)} />
                </li>
              );
            })}
          </ol>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onChange({ fixtures: [...week.fixtures, { home: '', away: '' }] })}
          >
            Add fixture<span className="visually-hidden"> to {name.toLowerCase()}</span>
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={remove}>
            Remove {name.toLowerCase()}
          </button>
        </div>
      </div>
    </div>
  );
}
