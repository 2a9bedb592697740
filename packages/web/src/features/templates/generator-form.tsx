import { templateLimits } from '@darts/contract';
import { useId, useState, type FormEvent } from 'react';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { useFieldProblems } from '../../lib/use-field-problems';
import { maxGeneratedTeams, type GeneratorOptions } from './generated-template';

type Values = { teams: string; divisions: string; sharedVenuePairs: string };
type Field = keyof Values;

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const between = (text: string, min: number, max: number, what: string) => {
  const value = wholeNumber(text);
  return value >= min && value <= max ? undefined : `Enter ${what} from ${min} to ${max}`;
};

/** The most pairs of codes that can share venues: every code in one pair. */
const maxPairs = (teams: number) => Math.floor((Number.isNaN(teams) ? maxGeneratedTeams : teams) / 2);

/** Why each value cannot be used, or nothing. */
export function generatorProblems(values: Values): Partial<Record<Field, string>> {
  return {
    teams: between(values.teams, 2, maxGeneratedTeams, 'a number of teams'),
    divisions: between(values.divisions, 1, templateLimits.divisions, 'a number of divisions'),
    sharedVenuePairs: between(
      values.sharedVenuePairs,
      0,
      maxPairs(wholeNumber(values.teams)),
      'a number of shared-venue pairs',
    ),
  };
}

/**
 * Beyond the spec: a double round robin in one click, the starting point most leagues need.
 * Asks for teams per division, divisions and pairs of codes that share a venue in each division (0 = none).
 */
export function GeneratorForm({ onGenerate }: { onGenerate: (options: GeneratorOptions) => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>({ teams: '12', divisions: '1', sharedVenuePairs: '0' });
  const { problems, validate } = useFieldProblems(values, generatorProblems);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = validate(['teams', 'divisions', 'sharedVenuePairs']);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onGenerate({
      teams: wholeNumber(values.teams),
      divisions: wholeNumber(values.divisions),
      sharedVenuePairs: wholeNumber(values.sharedVenuePairs),
    });
  };

  const field = (name: Field, label: string, hint: string) => (
    <div className="col-12 col-sm-4">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      <input
        {...fieldProblemProps(`${id}-${name}`, problems[name], `${id}-${name}-hint`)}
        className={invalidClass('form-control', problems[name])}
        type="text"
        inputMode="numeric"
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      />
      <div id={`${id}-${name}-hint`} className="form-text">
        {hint}
      </div>
      <FieldProblem id={`${id}-${name}`} problem={problems[name]} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Generate a double round robin">
      <div className="row g-2 mb-2">
        {field('teams', 'Teams per division', `2 to ${maxGeneratedTeams}`)}
        {field('divisions', 'Divisions', `1 to ${templateLimits.divisions}`)}
        {field('sharedVenuePairs', 'Shared-venue pairs', '0 for none')}
      </div>
      <button type="submit" className="btn btn-primary">
        Generate
      </button>
    </form>
  );
}
