import { useId } from 'react';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { fieldPlace, type FieldPath } from './template-draft';

/**
 * The JSON text editor: the same template as text. While the text is not a
 * template (`error`), Save is disabled and the reason shows under it; problems in what it says (an empty
 * code, a fixture with no home) are listed by place, as there are no fields to mark.
 */
export function JsonEditor({
  text,
  error,
  problems,
  onChange,
}: {
  text: string;
  error: string | undefined;
  problems: ReadonlyMap<FieldPath, string>;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="form-label">
        Template JSON
      </label>
      <p id={hintId} className="small text-body-secondary mb-1">
        name, description, sharedAddresses (groups of codes across divisions) and divisions, each with its
        sharedAddresses and dates (weeks) of fixtures: {'{ "home": "A", "away": "B" }'}, no away for a bye.
      </p>
      {/* Above the box: a template's JSON is long, and the reason belongs next to the disabled Save. */}
      <FieldProblem id={id} problem={error} />
      <textarea
        {...fieldProblemProps(id, error, hintId)}
        data-field="json"
        className={invalidClass('form-control font-monospace template-json mt-1', error)}
        value={text}
        rows={24}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {!error && problems.size > 0 && (
        <div className="mt-2" role="status">
          <p className="text-danger-emphasis mb-1">Fix these before saving:</p>
          <ul className="small text-danger-emphasis mb-0">
            {[...problems].map(([path, problem]) => (
              <li key={path}>
                {fieldPlace(path)}: {problem}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
