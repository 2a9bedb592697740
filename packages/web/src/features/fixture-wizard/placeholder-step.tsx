import { useId } from 'react';
import { placeholderChoices, type PlaceholderChoice, type ProposalDivision, type SeasonTemplate } from '@darts/domain';
import { wizardTexts } from './wizard-texts';

/**
 * Step 2: per season division, each code of its template
 * division with a list of the division's teams; Automatic (empty) lets the proposal choose. The
 * rules — shared addresses, one team per code, venue groups filled together, codes kept for
 * addresses shared across divisions — are the domain's `placeholderChoices`.
 */
export function PlaceholderStep({
  template,
  divisions,
  mappings,
  onChoose,
}: {
  template: SeasonTemplate;
  divisions: readonly ProposalDivision[];
  mappings: Readonly<Record<string, string>>;
  onChoose: (choice: { divisionId: string; code: string; teamId: string | undefined }) => void;
}) {
  const choices = placeholderChoices(template, divisions, mappings);
  return (
    <div>
      <p>
        Choose a team for a placeholder only where it matters; leave the rest on {wizardTexts.automatic} and the
        proposal picks, keeping teams that share an address apart.
      </p>
      {choices.map((division) => (
        <fieldset key={division.divisionId} className="wizard-division mb-3">
          <legend className="h6 fw-bold border-bottom pb-1 mb-2">{division.divisionName}</legend>
          {division.placeholders.length === 0 ? (
            <p className="text-body-secondary mb-0">The template has no placeholders for this division.</p>
          ) : (
            <div className="wizard-placeholders">
              {division.placeholders.map((placeholder) => (
                <PlaceholderField
                  key={placeholder.code}
                  divisionName={division.divisionName}
                  placeholder={placeholder}
                  onChange={(teamId) => onChoose({ divisionId: division.divisionId, code: placeholder.code, teamId })}
                />
              ))}
            </div>
          )}
        </fieldset>
      ))}
    </div>
  );
}

function PlaceholderField({
  divisionName,
  placeholder,
  onChange,
}: {
  divisionName: string;
  placeholder: PlaceholderChoice;
  onChange: (teamId: string | undefined) => void;
}) {
  const id = useId();
  const partners = placeholder.group?.filter((code) => code !== placeholder.code) ?? [];
  const notes = placeholder.locked
    ? [placeholder.locked]
    : partners.length > 0
      ? [
          `Shares an address with ${partners.join(', ')}: pick a team whose address ${placeholder.group!.length} teams use, and the others are filled in.`,
        ]
      : [];
  return (
    <div className="wizard-placeholder">
      <label htmlFor={id} className="form-label mb-1">
        <span className="fw-semibold">{placeholder.code}</span>
        <span className="visually-hidden"> in {divisionName}</span>
      </label>
      <select
        id={id}
        className="form-select"
        value={placeholder.teamId ?? ''}
        disabled={placeholder.locked !== undefined}
        aria-describedby={notes.length > 0 ? `${id}-notes` : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{wizardTexts.automatic}</option>
        {placeholder.options.map((option) => (
          <option key={option.teamId} value={option.teamId} disabled={option.disabled}>
            {option.label ? `${option.teamName} — ${option.label}` : option.teamName}
          </option>
        ))}
      </select>
      {notes.length > 0 && (
        <div id={`${id}-notes`} className="form-text">
          {notes.join(' ')}
        </div>
      )}
    </div>
  );
}
