import { useId } from 'react';
import type { TournamentSideDto } from '@darts/contract';
import { hiCheckMinimum, hiCheckProblem, maximumCheckout, oneEightiesPerPlayer } from '@darts/domain';
import { AccoladeBox, AccoladeEntry, useAccoladeEntry } from '../../components/accolade-entry';
import { ElsewhereMarker } from './side-dialog';
import { tournamentPlayers, type Draft } from './tournament-model';

/** 'Venue winner': the final's winner, once decided. */
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

/** 'Playing': every side, no-shows marked; editors change or remove each. */
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

/** A 180s line of the sheet: the player, and how many when more than one ('Alice × 3'). */
export const oneEightiesLine = ({ name, count }: { name: string; count: number }) =>
  count > 1 ? `${name} × ${count}` : name;

/**
 * 180s: a player picked from the tournament's sides ('Ensure a player is selected first'). The sheet
 * (and its printout) lists them per player, most first; an editor's screen keeps one removable line per 180.
 */
export function OneEighties({ tournament, onChange }: { tournament: Draft; onChange?: (next: Draft) => void }) {
  const players = tournamentPlayers(tournament);
  const entry = useAccoladeEntry(players, (_, player) => (player ? undefined : 'Ensure a player is selected first'));
  return (
    <AccoladeBox
      classPrefix="tournament"
      headingId="tournament-180s"
      headingClassName="h6"
      title="180s"
      entries={tournament.oneEighties}
      summary={oneEightiesPerPlayer(tournament.oneEighties).map(oneEightiesLine)}
      describe={(p) => p.name}
      removeLabel={(p) => `Remove 180 by ${p.name}`}
      onRemove={
        onChange && ((i) => onChange({ ...tournament, oneEighties: tournament.oneEighties.filter((_, j) => j !== i) }))
      }
    >
      <AccoladeEntry
        classPrefix="tournament"
        entry={entry}
        picker={
          <PlayerPicker label="180 player" players={players} value={entry.playerId} onChange={entry.setPlayerId} />
        }
        addText="Add 180"
        onAdd={() =>
          entry.add((player) => {
            onChange?.({ ...tournament, oneEighties: [...tournament.oneEighties, player] });
            entry.setPlayerId('');
          })
        }
      />
    </AccoladeBox>
  );
}

/** Hi-checks: a player and a checkout from 100 to 170, the score card's rule. */
export function HiChecks({ tournament, onChange }: { tournament: Draft; onChange?: (next: Draft) => void }) {
  const players = tournamentPlayers(tournament);
  const entry = useAccoladeEntry(players, (choice, player) =>
    hiCheckProblem(player ? choice.playerId : '', choice.value),
  );
  return (
    <AccoladeBox
      classPrefix="tournament"
      headingId="tournament-hi-checks"
      headingClassName="h6"
      title="Hi-checks"
      entries={tournament.over100Checkouts}
      describe={(p) => `${p.name} ${p.score ?? ''}`.trim()}
      removeLabel={(p) => `Remove hi-check ${p.score ?? ''} by ${p.name}`}
      onRemove={
        onChange &&
        ((i) => onChange({ ...tournament, over100Checkouts: tournament.over100Checkouts.filter((_, j) => j !== i) }))
      }
    >
      <AccoladeEntry
        classPrefix="tournament"
        entry={entry}
        picker={
          <PlayerPicker label="Hi-check player" players={players} value={entry.playerId} onChange={entry.setPlayerId} />
        }
        score={{
          label: 'Hi-check score',
          min: hiCheckMinimum,
          max: maximumCheckout,
          className: 'tournament-hi-check-score',
        }}
        addText="Add hi-check"
        onAdd={() =>
          entry.add((player, score) => {
            if (score === null) return;
            onChange?.({ ...tournament, over100Checkouts: [...tournament.over100Checkouts, { ...player, score }] });
            entry.setPlayerId('');
          })
        }
      />
    </AccoladeBox>
  );
}
