import { ProblemLines } from './problem-dialog';
import { useId, useMemo, useState } from 'react';
import type { TournamentPlayerDto, TournamentSideDto } from '@darts/contract';
import {
  canAddAsIndividuals,
  drawAfterSides,
  isDrawLocked,
  sidesAfterDrawTexts,
  sideProblems,
  sideTexts,
} from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { useFieldProblems } from '../../lib/use-field-problems';
import type { PlayerChoice, TeamChoice } from './api';
import { deepEqual, type Draft } from './tournament-model';

export type SideDialogProps = {
  tournament: Draft;
  /** The side to edit, or undefined to add one. */
  side: TournamentSideDto | undefined;
  players: readonly PlayerChoice[];
  teams: readonly TeamChoice[];
  /** Whether the choices are still loading or could not be loaded. */
  choicesState: 'loading' | 'ready' | 'failed';
  /** Ids of players also in another tournament that date (the warning marker). */
  playingElsewhere: ReadonlySet<string>;
  newId: () => string;
  onSave: (sides: TournamentSideDto[]) => void;
  onClose: () => void;
};

const asPlayer = (p: PlayerChoice): TournamentPlayerDto => ({
  id: p.id,
  name: p.name,
  ...(p.divisionId ? { divisionId: p.divisionId } : {}),
});

/**
 * Adding or editing a side: a name ('Please enter a name for this side'), then a
 * team or players, not both; a player already in another side is not offered, one playing in
 * another tournament that date is marked; two or more players can be added as individuals; and
 * the side can be marked as not having turned up. The button reads Save when changed, Close otherwise.
 */
export function SideDialog({
  tournament,
  side,
  players,
  teams,
  choicesState,
  playingElsewhere,
  newId,
  onSave,
  onClose,
}: SideDialogProps) {
  const id = useId();
  const original: TournamentSideDto = useMemo(() => side ?? { id: newId(), players: [], noShow: false }, [side, newId]);
  const [draft, setDraft] = useState<TournamentSideDto>(original);
  const [filter, setFilter] = useState('');
  const changed = !deepEqual(draft, original);
  const name = draft.name ?? '';
  const checks = useFieldProblems({ name }, (v) => ({ name: v.name.trim() ? undefined : sideTexts.noName }));
  const [problems, setProblems] = useState<string[]>([]);

  const inOtherSides = new Set(
    tournament.sides.filter((s) => s.id !== draft.id).flatMap((s) => s.players.map((p) => p.id)),
  );
  const chosen = new Set(draft.players.map((p) => p.id));
  const shown = players.filter(
    (p) => !inOtherSides.has(p.id) && (chosen.has(p.id) || p.name.toLowerCase().includes(filter.trim().toLowerCase())),
  );

  function togglePlayer(player: PlayerChoice, on: boolean) {
    setDraft((d) => {
      const list = on ? [...d.players, asPlayer(player)] : d.players.filter((p) => p.id !== player.id);
      // A side of one player is named after them until a name is typed.
      const autoName = d.players.length <= 1 && (!d.name || d.name === d.players[0]?.name);
      return { ...d, players: list, ...(autoName && list.length === 1 ? { name: list[0]!.name } : {}) };
    });
  }

  function pickTeam(teamId: string) {
    const team = teams.find((t) => t.id === teamId);
    setDraft((d) => {
      const { teamId: _old, ...rest } = d;
      if (!team) return rest;
      const previous = teams.find((t) => t.id === d.teamId);
      const autoName = !d.name || d.name === previous?.name;
      return { ...rest, teamId: team.id, ...(autoName ? { name: team.name } : {}) };
    });
  }

  /** Issue #26: a side that would play but was not drawn, once a match has started, is refused. */
  const lateProblems = (sides: TournamentSideDto[]) => {
    const after = [...tournament.sides.filter((s) => !sides.some((n) => n.id === s.id)), ...sides];
    return drawAfterSides(tournament, after) === 'refused' ? [sidesAfterDrawTexts.addedAfterStart] : [];
  };

  function save() {
    if (!changed) return onClose();
    if (checks.validate()) return;
    const found = [...sideProblems(draft, tournament), ...lateProblems([draft])];
    if (found.length > 0) return setProblems(found);
    onSave([{ ...draft, name: name.trim() }]);
  }

  function addAsIndividuals() {
    const sides = draft.players.map((p) => ({ id: newId(), name: p.name, players: [p], noShow: false }));
    const found = [...sides.flatMap((s) => sideProblems(s, tournament)), ...lateProblems(sides)];
    if (found.length > 0) return setProblems([...new Set(found)]);
    onSave(sides);
  }

  const nameProblem = checks.problems.name;
  const drawNote = !tournament.draw
    ? undefined
    : isDrawLocked(tournament)
      ? 'The draw has started: a side added now would not be in the bracket, so it can only be added as a no show.'
      : 'The sides are drawn: adding a side that plays undoes the draw, so make the draw again once it is saved.';
  return (
    <Dialog
      title={side ? `Edit ${side.name ?? 'side'}` : 'Add a side'}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      closeButton={false}
      fullScreenOnPhones
      footer={
        <>
          {!side && canAddAsIndividuals(draft.players) && (
            <button type="button" className="btn btn-outline-primary me-auto" onClick={addAsIndividuals}>
              Add as individuals
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {changed ? 'Save' : 'Close'}
          </button>
        </>
      }
    >
      {!side && drawNote && <p className="alert alert-info py-2 small">{drawNote}</p>}
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label">
          Name
        </label>
        <input
          {...fieldProblemProps(`${id}-name`, nameProblem)}
          className={invalidClass('form-control', nameProblem)}
          value={name}
          onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
        />
        <FieldProblem id={`${id}-name`} problem={nameProblem} />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-seed`} className="form-label">
          Seed
        </label>
        <input
          id={`${id}-seed`}
          className="form-control tournament-seed-input"
          type="number"
          inputMode="numeric"
          min={1}
          aria-describedby={`${id}-seed-hint`}
          value={draft.seed ?? ''}
          onChange={(event) => {
            const seed = /^\d+$/.test(event.target.value) ? Number(event.target.value) : 0;
            setDraft(({ seed: _old, ...d }) => (seed >= 1 ? { ...d, seed } : d));
          }}
        />
        <div id={`${id}-seed-hint`} className="form-text">
          For Draw by seed: 1 is the top seed; seeds 1 and 2 meet only in the final. Blank: unseeded.
        </div>
      </div>
      <div className="form-check form-switch mb-3">
        <input
          id={`${id}-no-show`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={draft.noShow}
          onChange={(event) => setDraft((d) => ({ ...d, noShow: event.target.checked }))}
        />
        <label htmlFor={`${id}-no-show`} className="form-check-label">
          No show (did not turn up; left out of the draw)
        </label>
      </div>
      {choicesState === 'loading' && <p role="status">Loading the players and teams…</p>}
      {choicesState === 'failed' && (
        <p className="alert alert-warning" role="alert">
          The players and teams could not be loaded; the side can still be named.
        </p>
      )}
      {teams.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-team`} className="form-label">
            Team
          </label>
          <select
            id={`${id}-team`}
            className="form-select"
            value={draft.teamId ?? ''}
            disabled={draft.players.length > 0}
            aria-describedby={draft.players.length > 0 ? `${id}-team-hint` : undefined}
            onChange={(event) => pickTeam(event.target.value)}
          >
            <option value="">No team</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
          {draft.players.length > 0 && (
            <p id={`${id}-team-hint`} className="form-text mb-0">
              A side has players or a team, not both.
            </p>
          )}
        </div>
      )}
      {players.length > 0 && (
        <fieldset disabled={!!draft.teamId} aria-describedby={draft.teamId ? `${id}-players-hint` : undefined}>
          <legend className="form-label fs-6">Players</legend>
          {draft.teamId && (
            <p id={`${id}-players-hint`} className="form-text">
              A side has players or a team, not both.
            </p>
          )}
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            Find a player
          </label>
          <input
            id={`${id}-filter`}
            className="form-control form-control-sm mb-2"
            type="search"
            placeholder="Find a player"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul className="list-unstyled tournament-player-choices">
            {shown.map((player) => (
              <li key={player.id} className="form-check">
                <input
                  id={`${id}-p-${player.id}`}
                  className="form-check-input"
                  type="checkbox"
                  checked={chosen.has(player.id)}
                  onChange={(event) => togglePlayer(player, event.target.checked)}
                />
                <label htmlFor={`${id}-p-${player.id}`} className="form-check-label">
                  {player.name} <span className="text-body-secondary small">{player.team}</span>
                  {playingElsewhere.has(player.id) && <ElsewhereMarker />}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <ProblemLines lines={problems} />
    </Dialog>
  );
}

/** The warning marker for a player in another tournament that date: a mark and words for screen readers. */
export function ElsewhereMarker() {
  return (
    <span className="tournament-elsewhere" title="Also playing in another tournament on this date">
      <span aria-hidden="true"> ⚠</span>
      <span className="visually-hidden"> (also playing in another tournament on this date)</span>
    </span>
  );
}
