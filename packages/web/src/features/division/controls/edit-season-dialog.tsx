import type { DivisionDto, SeasonDto } from '@darts/contract';
import { toWireDate } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteSeason, useSaveSeason } from '../api-writes';
import { EditDialog, NameField } from '../edit-dialog';
import { seasonChoices } from './division-choices';

/**
 * Add or edit a season: name (required), start and
 * end dates, its divisions, and for a new season the season to copy teams from. An existing
 * season can be deleted after a confirmation.
 */
export function EditSeasonDialog({
  season,
  divisions,
  seasons,
  initialDivisionIds = [],
  onClose,
  onSaved,
  onDeleted,
}: {
  season?: SeasonDto;
  divisions: readonly DivisionDto[];
  seasons: readonly SeasonDto[];
  /** Divisions ticked for a new season. */
  initialDivisionIds?: readonly string[];
  onClose: () => void;
  onSaved: (season: SeasonDto | undefined) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(season?.name ?? '');
  const [startDate, setStartDate] = useState(season?.startDate.slice(0, 10) ?? '');
  const [endDate, setEndDate] = useState(season?.endDate.slice(0, 10) ?? '');
  const [divisionIds, setDivisionIds] = useState<string[]>(
    () => season?.divisions.map((d) => d.id) ?? [...initialDivisionIds],
  );
  const [copyFrom, setCopyFrom] = useState('');
  const [problem, setProblem] = useState<string>();
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const busy = save.isPending || remove.isPending;

  function toggleDivision(divisionId: string, on: boolean) {
    setDivisionIds((ids) => (on ? [...ids, divisionId] : ids.filter((each) => each !== divisionId)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Enter a season name');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setProblem(undefined);
    remove.reset();
    save.mutate(
      {
        ...(season ? { id: season.id, lastUpdated: season.updated } : {}),
        name: name.trim(),
        ...(startDate ? { startDate: toWireDate(startDate) } : {}),
        ...(endDate ? { endDate: toWireDate(endDate) } : {}),
        divisionIds: divisions.map((d) => d.id).filter((each) => divisionIds.includes(each)),
        ...(!season && copyFrom ? { copyTeamsFromSeasonId: copyFrom } : {}),
      },
      { onSuccess: (outcome) => outcome.success && onSaved(outcome.result ?? undefined) },
    );
  }

  function deleteSeason() {
    if (!season || !window.confirm(`Are you sure you want to delete the ${season.name} season?`)) return;
    save.reset();
    remove.mutate(season.id, { onSuccess: (outcome) => outcome.success && onDeleted() });
  }

  const outcome = remove.data ?? save.data;
  return (
    <EditDialog
      title={season ? `Edit season: ${season.name}` : 'New season'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel="Save season"
      saving={save.isPending}
      remove={season && { label: 'Delete season', onClick: deleteSeason }}
    >
      {outcome && !outcome.success && <ErrorAlert title="Could not save details" result={outcome} />}
      {(save.error ?? remove.error) && <ErrorAlert title="Could not save details" error={save.error ?? remove.error} />}
      <NameField id={id} value={name} problem={problem} onChange={setName} />
      <div className="row g-2 mb-3">
        <div className="col-6">
          <label htmlFor={`${id}-start`} className="form-label">
            Start date
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className="form-control"
            value={startDate}
            max={endDate || undefined}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${id}-end`} className="form-label">
            End date
          </label>
          <input
            id={`${id}-end`}
            type="date"
            className="form-control"
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Divisions</legend>
        {divisions.map((division) => (
          <div key={division.id} className="form-check">
            <input
              id={`${id}-division-${division.id}`}
              className="form-check-input"
              type="checkbox"
              checked={divisionIds.includes(division.id)}
              onChange={(event) => toggleDivision(division.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-division-${division.id}`}>
              {division.name}
            </label>
          </div>
        ))}
      </fieldset>
      {!season && (
        <div className="mb-1">
          <label htmlFor={`${id}-copy`} className="form-label">
            Copy teams from
          </label>
          <select
            id={`${id}-copy`}
            className="form-select"
            value={copyFrom}
            onChange={(event) => setCopyFrom(event.target.value)}
          >
            <option value="">Don’t copy teams</option>
            {seasonChoices(seasons).map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </EditDialog>
  );
}
