import { useId, useState } from 'react';
import type { TournamentSideDto } from '@darts/contract';
import { hiCheckMinimum, tournamentHiCheckMaximum, tournamentHiCheckProblem } from '@darts/domain';
import { useFieldProblems } from '../../lib/use-field-problems';
import { ElsewhereMarker } from './side-dialog';
import { tournamentPlayers, type Draft } from './tournament-model';

/** 'Venue winner' (spec 2 §2): the final's winner, once decided. */
export function VenueWinner({ winner }: { winner: TournamentSideDto | undefined }) {
  return (
    <section className="tournament-box" aria-labelledby="tournament-venue-winner">
      <h2 id="tournament-venue-winner" className="h6">
        Venue winner
      </h2>
      <p className="mb-0 tournament-venue-winner">{winner?.name ?? '–'}</p>
    </section>
  );
}

/** 'Playing' (spec 2 §2): every side, no-shows marked; editors change or remove each. */
export function PlayingList({
  tournament,
  playingElsewhere,
  onEdit,
  onRemove,
}: {
  tournament: Draft;
  playingElsewhere: ReadonlySet<string>;
  onEdit?: (side: TournamentSideDto) => void;
  onRemove?: (side: TournamentSideDto) => void;
}) {
  const sides = [...tournament.sides].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return (
    <section className="tournament-box tournament-playing" aria-labelledby="tournament-playing">
      <h2 id="tournament-playing" className="h6">
        Playing
      </h2>
      {sides.length === 0 ? (
        <p className="text-body-secondary mb-0">No sides yet</p>
      ) : (
        <ul className="tournament-sides mb-0">
          {sides.map((side) => {
            const marked = side.players.some((p) => playingElsewhere.has(p.id));
            const playerNames = side.players.map((p) => p.name).join(', ');
            return (
              <li key={side.id} className={`tournament-side${side.noShow ? ' tournament-no-show' : ''}`}>
                <span className="tournament-side-name">
                  {side.name}
                  {side.noShow && <span className="badge text-bg-secondary ms-1">No show</span>}
                  {marked && <ElsewhereMarker />}
                  {playerNames && playerNames !== side.name && (
                    <span className="d-block small text-body-secondary">{playerNames}</span>
                  )}
                </span>
                {(onEdit || onRemove) && (
                  <span className="tournament-side-actions d-print-none">
                    {onEdit && (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        aria-label={`Edit ${side.name ?? 'side'}`}
                        onClick={() => onEdit(side)}
                      >
                        Edit
                      </button>
                    )}
                    {onRemove && (
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        aria-label={`Remove ${side.name ?? 'side'}`}
                        onClick={() => onRemove(side)}
                      >
                        Remove
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type Entry = { id: string; name: string; score?: number };

function EntryList({
  entries,
  describe,
  onRemove,
  removeLabel,
}: {
  entries: readonly Entry[];
  describe: (entry: Entry) => string;
  onRemove?: (index: number) => void;
  removeLabel: (entry: Entry) => string;
}) {
  if (entries.length === 0) return <p className="text-body-secondary mb-2">None</p>;
  return (
    <ul className="list-unstyled tournament-entries mb-2">
      {entries.map((entry, index) => (
        <li key={`${entry.id}-${index}`} className="tournament-entry">
          <span>{describe(entry)}</span>
          {onRemove && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm d-print-none"
              aria-label={removeLabel(entry)}
              onClick={() => onRemove(index)}
            >
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function PlayerPicker({
  label,
  players,
  value,
  onChange,
}: {
  label: string;
  players: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Select a player</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** 180s (spec 2 §2, §5): a player picked from the tournament's sides ('Ensure a player is selected first'). */
export function OneEighties({ tournament, onChange }: { tournament: Draft; onChange?: (next: Draft) => void }) {
  const [playerId, setPlayerId] = useState('');
  const problemId = useId();
  const players = tournamentPlayers(tournament);
  const player = players.find((p) => p.id === playerId);
  const checks = useFieldProblems({ playerId }, () => ({
    playerId: player ? undefined : 'Ensure a player is selected first',
  }));
  const problem = checks.problems.playerId;
  function add() {
    if (checks.validate() || !player || !onChange) return;
    onChange({ ...tournament, oneEighties: [...tournament.oneEighties, player] });
    checks.reset();
    setPlayerId('');
  }
  return (
    <section className="tournament-box" aria-labelledby="tournament-180s">
      <h2 id="tournament-180s" className="h6">
        180s
      </h2>
      <EntryList
        entries={tournament.oneEighties}
        describe={(p) => p.name}
        removeLabel={(p) => `Remove 180 by ${p.name}`}
        {...(onChange
          ? {
              onRemove: (i) =>
                onChange({ ...tournament, oneEighties: tournament.oneEighties.filter((_, j) => j !== i) }),
            }
          : {})}
      />
      {onChange && (
        <div className="tournament-add d-print-none">
          <PlayerPicker label="180 player" players={players} value={playerId} onChange={setPlayerId} />
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-describedby={problem ? problemId : undefined}
            onClick={add}
          >
            Add 180
          </button>
          {problem && (
            <p id={problemId} className="tournament-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Hi-checks (spec 2 §2, §5, §9): a player and a score from 100 to 120. */
export function HiChecks({ tournament, onChange }: { tournament: Draft; onChange?: (next: Draft) => void }) {
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const scoreId = useId();
  const problemId = useId();
  const players = tournamentPlayers(tournament);
  const player = players.find((p) => p.id === playerId);
  const value = score.trim() === '' ? null : Number(score);
  const checks = useFieldProblems({ playerId, value }, (v) => ({
    value: tournamentHiCheckProblem(player ? v.playerId : '', v.value),
  }));
  const problem = checks.problems.value;
  function add() {
    if (checks.validate() || !player || value === null || !onChange) return;
    onChange({ ...tournament, over100Checkouts: [...tournament.over100Checkouts, { ...player, score: value }] });
    checks.reset();
    setScore('');
    setPlayerId('');
  }
  return (
    <section className="tournament-box" aria-labelledby="tournament-hi-checks">
      <h2 id="tournament-hi-checks" className="h6">
        Hi-checks
      </h2>
      <EntryList
        entries={tournament.over100Checkouts}
        describe={(p) => `${p.name} ${p.score ?? ''}`.trim()}
        removeLabel={(p) => `Remove hi-check ${p.score ?? ''} by ${p.name}`}
        {...(onChange
          ? {
              onRemove: (i) =>
                onChange({ ...tournament, over100Checkouts: tournament.over100Checkouts.filter((_, j) => j !== i) }),
            }
          : {})}
      />
      {onChange && (
        <div className="tournament-add d-print-none">
          <PlayerPicker label="Hi-check player" players={players} value={playerId} onChange={setPlayerId} />
          <label htmlFor={scoreId} className="visually-hidden">
            Hi-check score
          </label>
          <input
            id={scoreId}
            className="form-control tournament-hi-check-score"
            type="number"
            inputMode="numeric"
            min={hiCheckMinimum}
            max={tournamentHiCheckMaximum}
            placeholder={`${hiCheckMinimum}-${tournamentHiCheckMaximum}`}
            value={score}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setScore(event.target.value)}
          />
          <button type="button" className="btn btn-outline-primary" onClick={add}>
            Add hi-check
          </button>
          {problem && (
            <p id={problemId} className="tournament-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
