import { accessGroups, accessOptionLabels, type AccessOption } from '@darts/domain';

/** The access options as switches, one fieldset per group. */
export function AccessSwitches({
  granted,
  disabled,
  onChange,
}: {
  granted: ReadonlySet<AccessOption>;
  disabled: boolean;
  onChange: (option: AccessOption, on: boolean) => void;
}) {
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
      {accessGroups.map((group) => (
        <div key={group.name} className="col">
          <fieldset className="border rounded p-3 h-100" disabled={disabled}>
            <legend className="float-none w-auto px-1 mb-1 fs-6 fw-semibold">{group.name}</legend>
            {group.options.map((option) => (
              <div key={option} className="form-check form-switch py-1">
                <input
                  id={`access-${option}`}
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  checked={granted.has(option)}
                  onChange={(event) => onChange(option, event.target.checked)}
                />
                <label className="form-check-label" htmlFor={`access-${option}`}>
                  {accessOptionLabels[option]}
                </label>
              </div>
            ))}
          </fieldset>
        </div>
      ))}
    </div>
  );
}
