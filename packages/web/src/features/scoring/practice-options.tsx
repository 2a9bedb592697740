import { memo, useId } from 'react';
import type { PracticeDraft } from './practice-url';

type Field = keyof PracticeDraft;

const fields: { name: Field; label: string; type: 'text' | 'number'; width: string }[] = [
  { name: 'numberOfLegs', label: 'Legs', type: 'number', width: 'col-4 col-sm-2' },
  { name: 'startingScore', label: 'From', type: 'number', width: 'col-8 col-sm-3' },
  { name: 'yourName', label: 'Contender', type: 'text', width: 'col-12 col-sm-7' },
  { name: 'opponentName', label: 'Opponent (optional)', type: 'text', width: 'col-12 col-sm-7' },
];

/**
 * The practice inputs: Legs, From, Contender and Opponent (optional),
 * with Restart. Options can change until the first throw; after that, Restart starts afresh.
 */
export const PracticeOptions = memo(function PracticeOptions({
  draft,
  problems,
  locked,
  onChange,
  onRestart,
}: {
  draft: PracticeDraft;
  problems: Partial<Record<Field, string>>;
  locked: boolean;
  onChange: (draft: PracticeDraft) => void;
  onRestart: () => void;
}) {
  const id = useId();
  return (
    <form className="practice-options row g-2 align-items-end" onSubmit={(event) => event.preventDefault()} noValidate>
      {fields.map((field) => {
        const problem = problems[field.name];
        return (
          <div key={field.name} className={field.width}>
            <label className="form-label mb-1" htmlFor={`${id}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              className={`form-control${problem ? ' is-invalid' : ''}`}
              type={field.type}
              {...(field.type === 'number' ? { inputMode: 'numeric' as const, min: 1 } : { autoComplete: 'off' })}
              required={field.name !== 'opponentName'}
              disabled={locked}
              value={draft[field.name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-${field.name}-problem` : undefined}
              onChange={(event) => onChange({ ...draft, [field.name]: event.target.value })}
            />
            {problem && (
              <div id={`${id}-${field.name}-problem`} className="invalid-feedback">
                {problem}
              </div>
            )}
          </div>
        );
      })}
      <div className="col-12 col-sm-5 d-flex align-items-end gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={onRestart}>
          Restart
        </button>
        {locked && <span className="small text-body-secondary">Restart to change the options.</span>}
      </div>
    </form>
  );
});
