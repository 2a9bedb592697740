import type { DivisionDto } from '@darts/contract';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteDivision, useSaveDivision } from '../api-writes';
import { EditDialog, NameField } from '../edit-dialog';

/**
 * Add or edit a division: name (required) and
 * superleague. An existing division can be deleted after a confirmation.
 */
export function EditDivisionDialog({
  division,
  onClose,
  onSaved,
  onDeleted,
}: {
  division?: DivisionDto;
  onClose: () => void;
  onSaved: (division: DivisionDto | undefined) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(division?.name ?? '');
  const [superleague, setSuperleague] = useState(division?.superleague ?? false);
  const [problem, setProblem] = useState<string>();
  const save = useSaveDivision();
  const remove = useDeleteDivision();
  const busy = save.isPending || remove.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Enter a division name');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setProblem(undefined);
    remove.reset();
    save.mutate(
      { ...(division ? { id: division.id, lastUpdated: division.updated } : {}), name: name.trim(), superleague },
      { onSuccess: (outcome) => outcome.success && onSaved(outcome.result ?? undefined) },
    );
  }

  function deleteDivision() {
    if (!division || !window.confirm(`Are you sure you want to delete the ${division.name} division?`)) return;
    save.reset();
    remove.mutate(division.id, { onSuccess: (outcome) => outcome.success && onDeleted() });
  }

  const outcome = remove.data ?? save.data;
  return (
    <EditDialog
      title={division ? `Edit division: ${division.name}` : 'New division'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel="Save division"
      saving={save.isPending}
      remove={division && { label: 'Delete division', onClick: deleteDivision }}
    >
      {outcome && !outcome.success && <ErrorAlert title="Could not save details" result={outcome} />}
      {(save.error ?? remove.error) && <ErrorAlert title="Could not save details" error={save.error ?? remove.error} />}
      <NameField id={id} value={name} problem={problem} onChange={setName} />
      <div className="form-check">
        <input
          id={`${id}-superleague`}
          className="form-check-input"
          type="checkbox"
          checked={superleague}
          aria-describedby={`${id}-superleague-hint`}
          onChange={(event) => setSuperleague(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-superleague`}>
          Superleague
        </label>
        <div id={`${id}-superleague-hint`} className="form-text">
          For superleague (single-round tournament) matches only.
        </div>
      </div>
    </EditDialog>
  );
}
