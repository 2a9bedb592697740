import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useRemoveTeamFromSeason, useSaveTeam } from '../api-writes';
import { Dialog, FieldProblem, fieldProps } from '../dialog';
import type { DivisionTeam } from '../division-data';
import type { PageInfo } from '../page-info';

/**
 * Add or edit a team (spec 1 §2 editing modals, contract §7.2): name, address and the division it
 * plays in this season. An existing team can also be removed from the season (contract §7.4).
 */
export function EditTeamDialog({ info, team, onClose }: { info: PageInfo; team?: DivisionTeam; onClose: () => void }) {
  const id = useId();
  const currentDivisionId = team?.division?.id ?? info.data.id ?? info.divisionIds[0] ?? '';
  const [name, setName] = useState(team?.name ?? '');
  const [address, setAddress] = useState(team?.address && team.address !== team.name ? team.address : '');
  const [divisionId, setDivisionId] = useState(currentDivisionId);
  const [problem, setProblem] = useState<string>();
  const save = useSaveTeam();
  const remove = useRemoveTeamFromSeason();
  const busy = save.isPending || remove.isPending;
  const divisions = info.season.divisions.length > 0 ? info.season.divisions : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Enter a team name');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setProblem(undefined);
    remove.reset();
    save.mutate(
      {
        ...(team ? { id: team.id, lastUpdated: team.updated ?? null } : {}),
        name: name.trim(),
        address: address.trim(),
        seasonId: info.season.id,
        divisionId: currentDivisionId || divisionId,
        newDivisionId: divisionId || currentDivisionId,
      },
      { onSuccess: (outcome) => outcome.success && onClose() },
    );
  }

  function removeFromSeason() {
    if (!team || !window.confirm(`Are you sure you want to remove ${team.name} from the ${info.season.name} season?`))
      return;
    save.reset();
    remove.mutate(
      { teamId: team.id, seasonId: info.season.id },
      { onSuccess: (outcome) => outcome.success && onClose() },
    );
  }

  const failed = save.data && !save.data.success ? save.data : undefined;
  const removeFailed = remove.data && !remove.data.success ? remove.data : undefined;
  return (
    <Dialog
      title={team ? `Edit team: ${team.name}` : 'Add team'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      footer={
        <>
          {team && (
            <button type="button" className="btn btn-outline-danger me-auto" onClick={removeFromSeason} disabled={busy}>
              Remove from season
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {save.isPending ? 'Saving…' : team ? 'Save team' : 'Add team'}
          </button>
        </>
      }
    >
      {failed && <ErrorAlert title="Could not save team details" result={failed} />}
      {save.isError && <ErrorAlert title="Could not save team details" error={save.error} />}
      {removeFailed && <ErrorAlert title="Could not remove the team from the season" result={removeFailed} />}
      {remove.isError && <ErrorAlert title="Could not remove the team from the season" error={remove.error} />}
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label">
          Name
        </label>
        <input
          {...fieldProps(`${id}-name`, problem)}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <FieldProblem id={`${id}-name`} problem={problem} />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-address`} className="form-label">
          Address
        </label>
        <input
          id={`${id}-address`}
          className="form-control"
          value={address}
          aria-describedby={`${id}-address-hint`}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div id={`${id}-address-hint`} className="form-text">
          The venue. Leave blank when it is the team name.
        </div>
      </div>
      {divisions.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-division`} className="form-label">
            Division
          </label>
          <select
            id={`${id}-division`}
            className="form-select"
            value={divisionId}
            onChange={(event) => setDivisionId(event.target.value)}
          >
            {divisions.map((division) => (
              <option key={division.id} value={division.id}>
                {division.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </Dialog>
  );
}
