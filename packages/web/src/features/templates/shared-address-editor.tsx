import { useId } from 'react';
import { FieldProblem } from '../../components/field-problem';
import { CodeInput } from './code-input';
import type { FieldPath } from './template-draft';

/**
 * Groups of codes that play at one venue: within a division, or across
 * divisions at the template's top level. Each group's codes can be added and removed; a new group starts
 * with two empty codes, as sharing takes two.
 */
export function SharedAddressEditor({
  title,
  hint,
  label,
  groups,
  path,
  problemAt,
  onChange,
}: {
  title: string;
  hint: string;
  /** What a group is called in labels: 'Shared address' or 'Cross-division shared address'. */
  label: string;
  groups: string[][];
  path: FieldPath;
  problemAt: (path: FieldPath) => string | undefined;
  onChange: (groups: string[][]) => void;
}) {
  const id = useId();
  const change = (groupIndex: number, codes: string[]) =>
    onChange(groups.map((group, index) => (index === groupIndex ? codes : group)));
  return (
    <fieldset className="mb-3">
      <legend className="h6 mb-1">{title}</legend>
      <p className="small text-body-secondary mb-2">{hint}</p>
      {groups.length > 0 && (
        <ul className="list-unstyled mb-2">
          {groups.map((codes, groupIndex) => {
            const name = `${label} ${groupIndex + 1}`;
            return (
              <li key={groupIndex} className="border rounded p-2 mb-2">
                <div className="d-flex flex-wrap align-items-start gap-2">
                  <span className="small fw-semibold w-100">{name}</span>
                  {codes.map((code, codeIndex) => (
                    <div key={codeIndex} className="d-flex align-items-start gap-1">
                      <CodeInput
                        id={`${id}-${groupIndex}-${codeIndex}`}
                        label={`${name} code ${codeIndex + 1}`}
                        value={code}
                        field={`${path}.${groupIndex}.${codeIndex}`}
                        problem={problemAt(`${path}.${groupIndex}.${codeIndex}`)}
                        onChange={(value) =>
                          change(
                            groupIndex,
                            codes.map((c, i) => (i === codeIndex ? value : c)),
                          )
                        }
                      />
                      <button
                        type="button"
                        className="btn btn-outline-secondary template-remove"
                        aria-label={`Remove ${name} code ${codeIndex + 1}`}
                        title="Remove code"
                        onClick={() =>
                          change(
                            groupIndex,
                            codes.filter((_, i) => i !== codeIndex),
                          )
                        }
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </div>
                  ))}
                </div>
                {codes.map((_, codeIndex) => (
                  <FieldProblem
                    key={codeIndex}
                    id={`${id}-${groupIndex}-${codeIndex}`}
                    problem={problemAt(`${path}.${groupIndex}.${codeIndex}`)}
                  />
                ))}
                <div className="d-flex flex-wrap gap-2 mt-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => change(groupIndex, [...codes, ''])}
                  >
                    Add code<span className="visually-hidden"> to {name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => onChange(groups.filter((_, index) => index !== groupIndex))}
                  >
                    Remove<span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onChange([...groups, ['', '']])}>
        Add {label.toLowerCase()}
      </button>
    </fieldset>
  );
}
