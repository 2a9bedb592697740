import { useId, useState } from 'react';
import { saygLimits } from '@darts/contract';

/** Match options: players per side, starting score and legs. */
export type MatchOptionsValue = { playerCount: number; startingScore: number; numberOfLegs: number };

const fields = [
  { name: 'playerCount', label: 'No of players', min: 1, max: 3 },
  { name: 'startingScore', label: 'Starting score', ...saygLimits.startingScore },
  { name: 'numberOfLegs', label: 'Number of legs', ...saygLimits.numberOfLegs },
] as const;

type Field = (typeof fields)[number]['name'];

/**
 * 'No of players', 'Starting score' and 'Number of legs', for the score card's match
 * options before a match starts. Reports only whole numbers within bounds; others are marked.
 */
export function MatchOptionsForm({
  value,
  onChange,
  disabled = false,
}: {
  value: MatchOptionsValue;
  onChange: (value: MatchOptionsValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Record<Field, string>>(() => ({
    playerCount: String(value.playerCount),
    startingScore: String(value.startingScore),
    numberOfLegs: String(value.numberOfLegs),
  }));
  const problemOf = (field: (typeof fields)[number], text: string) => {
    const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
    return n >= field.min && n <= field.max ? null : `Enter a whole number from ${field.min} to ${field.max}`;
  };

  function edit(name: Field, text: string) {
    const next = { ...draft, [name]: text };
    setDraft(next);
    if (fields.every((field) => problemOf(field, next[field.name]) === null)) {
      onChange({
        playerCount: Number(next.playerCount),
        startingScore: Number(next.startingScore),
        numberOfLegs: Number(next.numberOfLegs),
      });
    }
  }

  return (
    <fieldset className="row g-2" disabled={disabled}>
      <legend className="visually-hidden">Match options</legend>
      {fields.map((field) => {
        const problem = problemOf(field, draft[field.name]);
        return (
          <div key={field.name} className="col-12 col-sm-4">
            <label className="form-label" htmlFor={`${id}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              className={`form-control${problem ? ' is-invalid' : ''}`}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              value={draft[field.name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-${field.name}-problem` : undefined}
              onChange={(event) => edit(field.name, event.target.value)}
            />
            {problem && (
              <div id={`${id}-${field.name}-problem`} className="invalid-feedback">
                {problem}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
