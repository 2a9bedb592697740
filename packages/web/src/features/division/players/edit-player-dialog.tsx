import { namesFromLines, playerHasAName, playerHasATeam } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useFieldProblems } from '../../../lib/use-field-problems';
import { useTeamDetails } from '../api';
import { useAddPlayers, useUpdatePlayer, type EditPlayerBody } from '../api-writes';
import { EditDialog, FieldProblem, fieldProps } from '../edit-dialog';
import type { DivisionPlayer } from '../division-data';
import type { PageInfo } from '../page-info';

type Gender = 'Male' | 'Female';

/**
 * Add or edit a player: team, name, e-mail,
 * gender and captain. Adding can take several names, one per line (blank lines ignored),
 * without e-mail, gender or captain. A failed save keeps what was typed and shows the server's reasons.
 */
export function EditPlayerDialog({
  info,
  player,
  defaultTeamId,
  onClose,
}: {
  info: PageInfo;
  player?: DivisionPlayer;
  defaultTeamId?: string;
  onClose: () => void;
}) {
  const id = useId();
  const [teamId, setTeamId] = useState(player?.teamId ?? defaultTeamId ?? '');
  const [name, setName] = useState(player?.name ?? '');
  const [multiple, setMultiple] = useState(false);
  // Undefined until typed in: the stored address is kept unless the user changes it.
  const [email, setEmail] = useState<string>();
  const [captain, setCaptain] = useState(player?.captain ?? false);
  // Undefined until chosen: the player's gender as division data or the team record has it.
  const [gender, setGender] = useState<Gender | ''>();
  // Each problem goes as soon as its field is put right.
  const { problems, validate } = useFieldProblems({ team: teamId, name }, (values) => ({
    team: playerHasATeam(values.team),
    name: playerHasAName(multiple ? namesFromLines(values.name).join('\n') : values.name),
  }));
  const add = useAddPlayers();
  const update = useUpdatePlayer();
  const stored = useStoredPlayer(info, player);
  const busy = add.isPending || update.isPending;
  const teams = [...info.data.teams].sort((a, b) => a.name.localeCompare(b.name));
  const shownGender = gender ?? player?.gender ?? stored?.gender ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const names = multiple ? namesFromLines(name) : [name.trim()];
    const toFix = validate(['team', 'name']);
    if (toFix) {
      document.getElementById(`${id}-${toFix}`)?.focus();
      return;
    }
    const done = { onSuccess: (outcome: { success?: boolean }) => outcome.success && onClose() };
    const emailAddress = email === undefined ? {} : { emailAddress: email.trim() };
    if (player) {
      const body: EditPlayerBody = {
        name: name.trim(),
        captain,
        ...emailAddress,
        // Always sent: the server stores what it is given, so leaving it out would clear it.
        gender: shownGender || null,
        ...(teamId !== player.teamId ? { newTeamId: teamId } : {}),
        lastUpdated: player.updated ?? stored?.updated ?? null,
      };
      update.mutate({ seasonId: info.season.id, teamId: player.teamId, playerId: player.id, body }, done);
      return;
    }
    const divisionId =
      info.data.teams.find((t) => t.id === teamId)?.division?.id ?? info.data.id ?? info.divisionIds[0] ?? '';
    const players: EditPlayerBody[] = multiple
      ? names.map((each) => ({ name: each }))
      : [
          {
            name: names[0] ?? '',
            captain,
            ...(email?.trim() ? { emailAddress: email.trim() } : {}),
            ...(shownGender ? { gender: shownGender } : {}),
          },
        ];
    add.mutate({ place: { divisionId, seasonId: info.season.id, teamId }, players }, done);
  }

  const outcome = player ? update.data : add.data;
  const error = player ? update.error : add.error;
  return (
    <EditDialog
      title={player ? 'Edit player' : 'Add player'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel={player ? 'Save player' : multiple ? 'Add players' : 'Add player'}
      saving={busy}
    >
      {outcome && !outcome.success && <ErrorAlert title="Could not save player details" result={outcome} />}
      {error && <ErrorAlert title="Could not save player details" error={error} />}
      <div className="mb-3">
        <label htmlFor={`${id}-team`} className="form-label">
          Team
        </label>
        <select
          {...fieldProps(`${id}-team`, problems.team)}
          className={`form-select${problems.team ? ' is-invalid' : ''}`}
          value={teamId}
          onChange={(event) => setTeamId(event.target.value)}
        >
          <option value="">Select a team</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
        <FieldProblem id={`${id}-team`} problem={problems.team} />
      </div>
      {!player && (
        <div className="form-check form-switch mb-3">
          <input
            id={`${id}-multiple`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={multiple}
            onChange={(event) => setMultiple(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-multiple`}>
            Add multiple players
          </label>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label">
          {multiple ? 'Names' : 'Name'}
        </label>
        {multiple ? (
          <textarea
            {...fieldProps(`${id}-name`, problems.name)}
            aria-describedby={[problems.name && `${id}-name-problem`, `${id}-name-hint`].filter(Boolean).join(' ')}
            className={`form-control${problems.name ? ' is-invalid' : ''}`}
            rows={6}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        ) : (
          <input
            {...fieldProps(`${id}-name`, problems.name)}
            className={`form-control${problems.name ? ' is-invalid' : ''}`}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
        {multiple && (
          <div id={`${id}-name-hint`} className="form-text">
            One name per line; blank lines are ignored.
          </div>
        )}
        <FieldProblem id={`${id}-name`} problem={problems.name} />
      </div>
      {!multiple && (
        <>
          <div className="mb-3">
            <label htmlFor={`${id}-email`} className="form-label">
              E-mail address
            </label>
            <input
              id={`${id}-email`}
              className="form-control"
              type="email"
              autoComplete="off"
              value={email ?? stored?.emailAddress ?? ''}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-gender`} className="form-label">
              Gender
            </label>
            <select
              id={`${id}-gender`}
              className="form-select"
              aria-describedby={`${id}-gender-hint`}
              value={shownGender}
              onChange={(event) => setGender(event.target.value as Gender | '')}
            >
              <option value="">Not set</option>
              <option value="Male">Male</option>
              <option value="Female">Female</option>
            </select>
            <div id={`${id}-gender-hint`} className="form-text">
              For the finals night&apos;s top male and female players; not set counts as male.
            </div>
          </div>
          <div className="form-check mb-1">
            <input
              id={`${id}-captain`}
              className="form-check-input"
              type="checkbox"
              checked={captain}
              onChange={(event) => setCaptain(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-captain`}>
              Captain
            </label>
          </div>
        </>
      )}
    </EditDialog>
  );
}

/** The player as the team stores them (with the e-mail address division data leaves out). */
function useStoredPlayer(info: PageInfo, player: DivisionPlayer | undefined) {
  const team = useTeamDetails(player?.teamId);
  const season = team.data?.seasons?.find((s) => s.seasonId === info.season.id);
  return season?.players.find((p) => p.id === player?.id);
}
