import { useId, useState } from 'react';
import { tournamentLimits, tournamentTexts } from '@darts/contract';
import { Dialog } from '../../components/dialog';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { useFieldProblems, type FieldProblems } from '../../lib/use-field-problems';
import type { Draft } from './tournament-model';

/** The tournament options fixed after creation that a manager can change. */
export type TournamentDetails = { type: string; address: string; notes: string };

export const detailsOf = (tournament: Draft): TournamentDetails => ({
  type: tournament.type ?? '',
  address: tournament.address,
  notes: tournament.notes ?? '',
});

/** The draft with these details, trimmed; a blank type or notes is left out (the heading then says 'tournament'). */
export function withDetails(tournament: Draft, details: TournamentDetails): Draft {
  const { type: _type, notes: _notes, ...rest } = tournament;
  const type = details.type.trim();
  const notes = details.notes.trim();
  return { ...rest, address: details.address.trim(), ...(type ? { type } : {}), ...(notes ? { notes } : {}) };
}

const tooLong = (label: string, max: number) => `The ${label} must be ${max} characters or fewer.`;

/** The browser's checks: an address is needed (the server's words), and each text within its bound. */
export function detailsProblems(details: TournamentDetails): FieldProblems<keyof TournamentDetails> {
  const address = details.address.trim();
  return {
    type: details.type.trim().length > tournamentLimits.text ? tooLong('type', tournamentLimits.text) : undefined,
    address: !address
      ? tournamentTexts.addressRequired
      : address.length > tournamentLimits.address
        ? tooLong('address', tournamentLimits.address)
        : undefined,
    notes: details.notes.trim().length > tournamentLimits.notes ? tooLong('notes', tournamentLimits.notes) : undefined,
  };
}

export type DetailsDialogProps = {
  tournament: Draft;
  onSave: (details: TournamentDetails) => void;
  onClose: () => void;
};

const order = ['type', 'address', 'notes'] as const;

/**
 * 'Edit details' (manageTournaments edits tournament options): the type, the address
 * (the venue; needed) and the notes (markdown). Saving changes the page's draft, which the page's
 * own Save sends. The button reads Save when something changed, Close otherwise.
 */
export function DetailsDialog({ tournament, onSave, onClose }: DetailsDialogProps) {
  const id = useId();
  const [original] = useState(() => detailsOf(tournament));
  const [details, setDetails] = useState(original);
  const changed = order.some((field) => details[field] !== original[field]);
  const checks = useFieldProblems(details, detailsProblems);
  const { problems } = checks;
  const fieldId = (field: keyof TournamentDetails) => `${id}-${field}`;

  function save() {
    if (!changed) return onClose();
    const first = checks.validate(order);
    if (first) return document.getElementById(fieldId(first))?.focus();
    onSave(details);
  }

  const set = (field: keyof TournamentDetails) => (event: { target: { value: string } }) =>
    setDetails((d) => ({ ...d, [field]: event.target.value }));

  return (
    <Dialog
      title="Edit details"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      closeButton={false}
      fullScreenOnPhones
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {changed ? 'Save' : 'Close'}
          </button>
        </>
      }
    >
      <div className="mb-3">
        <label htmlFor={fieldId('type')} className="form-label">
          Type
        </label>
        <input
          {...fieldProblemProps(fieldId('type'), problems.type, `${fieldId('type')}-hint`)}
          className={invalidClass('form-control', problems.type)}
          maxLength={tournamentLimits.text}
          value={details.type}
          onChange={set('type')}
        />
        <div id={`${fieldId('type')}-hint`} className="form-text">
          For example Singles or Pairs; left blank, the heading says tournament.
        </div>
        <FieldProblem id={fieldId('type')} problem={problems.type} />
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('address')} className="form-label">
          Address
        </label>
        <input
          {...fieldProblemProps(fieldId('address'), problems.address, `${fieldId('address')}-hint`)}
          className={invalidClass('form-control', problems.address)}
          required
          maxLength={tournamentLimits.address}
          value={details.address}
          onChange={set('address')}
        />
        <div id={`${fieldId('address')}-hint`} className="form-text">
          The venue.
        </div>
        <FieldProblem id={fieldId('address')} problem={problems.address} />
      </div>
      <div className="mb-0">
        <label htmlFor={fieldId('notes')} className="form-label">
          Notes
        </label>
        <textarea
          {...fieldProblemProps(fieldId('notes'), problems.notes, `${fieldId('notes')}-hint`)}
          className={invalidClass('form-control', problems.notes)}
          rows={5}
          maxLength={tournamentLimits.notes}
          value={details.notes}
          onChange={set('notes')}
        />
        <div id={`${fieldId('notes')}-hint`} className="form-text">
          Shown under the heading. Markdown allowed; at most {tournamentLimits.notes} characters.
        </div>
        <FieldProblem id={fieldId('notes')} problem={problems.notes} />
      </div>
    </Dialog>
  );
}
