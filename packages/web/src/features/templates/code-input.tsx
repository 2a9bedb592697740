import { templateLimits } from '@darts/contract';
import { fieldProblemProps, invalidClass } from '../../components/field-problem';
import type { FieldPath } from './template-draft';

/**
 * One placeholder code (a template fixture's home or away, or a shared address's member), labelled for
 * screen readers ('Week 3 fixture 2 home code') and marked with its problem, whose words the row shows
 * under all its codes (`<FieldProblem id={id} …>`) so the narrow boxes stay in line. `field` lets Save
 * put the cursor on the first code to fix.
 */
export function CodeInput({
  id,
  label,
  value,
  problem,
  field,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  field: FieldPath;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        {...fieldProblemProps(id, problem)}
        data-field={field}
        className={invalidClass('form-control template-code-input', problem)}
        value={value}
        placeholder={placeholder}
        maxLength={templateLimits.code}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
