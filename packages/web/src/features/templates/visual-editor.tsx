import { templateLimits } from '@darts/contract';
import { useId } from 'react';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { DivisionEditor } from './division-editor';
import { SharedAddressEditor } from './shared-address-editor';
import { emptyDivision, type FieldPath, type TemplateDraft } from './template-draft';

export const removeDivisionQuestion = (number: number, weeks: number) =>
  `Are you sure you want to delete division ${number}${weeks > 0 ? ` and its ${weeks === 1 ? 'week' : `${weeks} weeks`}` : ''}?`;

/**
 * The visual editor: name, description, shared addresses across divisions, and one
 * division at a time (a 12-team double round robin is 22 weeks of 6 fixtures per division).
 */
export function VisualEditor({
  draft,
  shown,
  problems,
  onChange,
  onShow,
}: {
  draft: TemplateDraft;
  /** The division on screen. */
  shown: number;
  /** What to mark, by field. */
  problems: ReadonlyMap<FieldPath, string>;
  onChange: (draft: TemplateDraft) => void;
  onShow: (division: number) => void;
}) {
  const id = useId();
  const division = draft.divisions[shown];
  const problemAt = (path: FieldPath) => problems.get(path);
  const divisionsWithProblems = new Set(
    [...problems.keys()].filter((path) => path.startsWith('divisions.')).map((path) => Number(path.split('.')[1])),
  );

  const removeDivision = () => {
    const weeks = division?.dates.length ?? 0;
    if (!window.confirm(removeDivisionQuestion(shown + 1, weeks))) return;
    onChange({ ...draft, divisions: draft.divisions.filter((_, index) => index !== shown) });
    onShow(Math.max(0, shown - 1));
  };

  return (
    <div>
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label">
          Name
        </label>
        <input
          {...fieldProblemProps(`${id}-name`, problemAt('name'))}
          data-field="name"
          className={invalidClass('form-control', problemAt('name'))}
          value={draft.name}
          maxLength={templateLimits.name}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
        <FieldProblem id={`${id}-name`} problem={problemAt('name')} />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-description`} className="form-label">
          Description
        </label>
        <textarea
          {...fieldProblemProps(`${id}-description`, problemAt('description'))}
          data-field="description"
          className={invalidClass('form-control', problemAt('description'))}
          rows={2}
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
        <FieldProblem id={`${id}-description`} problem={problemAt('description')} />
      </div>
      <SharedAddressEditor
        title="Shared addresses across divisions"
        hint="Codes in different divisions that play at one venue."
        label="Cross-division shared address"
        groups={draft.sharedAddresses}
        path="sharedAddresses"
        problemAt={problemAt}
        onChange={(sharedAddresses) => onChange({ ...draft, sharedAddresses })}
      />

      <section aria-labelledby={`${id}-divisions`}>
        <h3 id={`${id}-divisions`} className="h5">
          Divisions
        </h3>
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Division to edit">
          {draft.divisions.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`btn ${index === shown ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={index === shown}
              onClick={() => onShow(index)}
            >
              Division {index + 1}
              {divisionsWithProblems.has(index) && (
                <>
                  <span className="badge text-bg-danger ms-2" aria-hidden="true">
                    !
                  </span>
                  <span className="visually-hidden"> (has problems)</span>
                </>
              )}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={draft.divisions.length >= templateLimits.divisions}
            onClick={() => {
              onChange({ ...draft, divisions: [...draft.divisions, emptyDivision()] });
              onShow(draft.divisions.length);
            }}
          >
            Add division
          </button>
        </div>
        {division ? (
          <section aria-labelledby={`${id}-division`} className="border-top pt-3">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <h3 id={`${id}-division`} className="h5 mb-0">
                Division {shown + 1}
              </h3>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={removeDivision}>
                Remove division {shown + 1}
              </button>
            </div>
            <DivisionEditor
              division={division}
              index={shown}
              problemAt={problemAt}
              onChange={(changed) =>
                onChange({ ...draft, divisions: draft.divisions.map((d, index) => (index === shown ? changed : d)) })
              }
            />
          </section>
        ) : (
          <p className="text-body-secondary">This template has no divisions. Add one to give it weeks.</p>
        )}
      </section>
    </div>
  );
}
