import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useRemoveTeamFromSeason, useSaveTeam } from '../api-writes';
import { EditDialog, NameField } from '../edit-dialog';
import type { DivisionTeam } from '../division-data';
import type { PageInfo } from '../page-info';

/**
 * Add or edit a team: name, address and the division it
 * plays in this season. An existing team can also be removed from the season.
 */
export function EditTeamDialog({ info, team, onClose }: { info: PageInfo; team?: DivisionTeam; onClose: () => void }) {
  const id = useId();
  const currentDivisionId = team?.division?.id ?? info.data.id ?? info.divisionIds[0] ?? '';
  const divisions = info.season.divisions.length > 0 ? info.season.divisions : [];
  const [name, setName] = useState(team?.name ?? '');
  const [address, setAddress] = useState(team?.address && team.address !== team.name ? team.address : '');
  // The picker shows one of the season's divisions; start on that one, not on a division outside the season.
  const [divisionId, setDivisionId] = useState(() =>
    divisions.length === 0 || divisions.some((d) => d.id === currentDivisionId) ? currentDivisionId : divisions[0]!.id,
  );
  const [problem, setProblem] = useState<string>();
  const save = useSaveTeam();
  const remove = useRemoveTeamFromSeason();
  const busy = save.isPending || remove.isPending;

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
    <EditDialog
      title={team ? `Edit team: ${team.name}` : 'Add team'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel={team ? 'Save team' : 'Add team'}
      saving={save.isPending}
      remove={team && { label: 'Remove from season', onClick: removeFromSeason }}
    >
      {failed && <ErrorAlert title="Could not save team details" result={failed} />}
      {save.isError && <ErrorAlert title="Could not save team details" error={save.error} />}
      {removeFailed && <ErrorAlert title="Could not remove the team from the season" result={removeFailed} />}
      {remove.isError && <ErrorAlert title="Could not remove the team from the season" error={remove.error} />}
      <NameField id={id} value={name} problem={problem} onChange={setName} />
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
    </EditDialog>
  );
}
