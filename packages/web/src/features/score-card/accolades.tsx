import { useId, useState } from 'react';
import { useFieldProblems } from '../../lib/use-field-problems';
import type { GamePlayerDto } from '@darts/contract';
import { hiCheckMinimum, hiCheckProblem, maximumCheckout, oneEightyProblem, type Side } from '@darts/domain';
import { asGamePlayer, sides, type Card } from './card-model';
import { PlayerSelect } from './player-select';

export type AccoladesProps = {
  card: Card;
  teamNames: Record<Side, string>;
  /** Players each side fields on the card (man of the match, 180s and hi-checks choose from them). */
  candidates: Record<Side, readonly GamePlayerDto[]>;
  /** Names by player id, for choices made before the squad or card changed. */
  names: ReadonlyMap<string, string>;
  /** Nothing can be changed (read-only visitors, a published card for a clerk). */
  readOnly: boolean;
  /** A clerk picks only their own team's man of the match; the other shows 'n/a' (spec 2 §6). */
  manOfTheMatchSides: readonly Side[];
  onChange: (card: Card) => void;
};

function ManOfTheMatch({ card, teamNames, candidates, names, readOnly, manOfTheMatchSides, onChange }: AccoladesProps) {
  return (
    <section className="score-card-box" aria-labelledby="score-card-mom">
      <h2 id="score-card-mom" className="h5">
        Man of the match
      </h2>
      <div className="score-card-mom">
        {sides.map((side) => {
          const chosen = card[side].manOfTheMatch;
          const label = `${teamNames[side]} man of the match`;
          if (readOnly || !manOfTheMatchSides.includes(side)) {
            const shown = !readOnly ? 'n/a' : chosen ? (names.get(chosen) ?? '–') : '–';
            return (
              <p key={side} className="mb-2 score-card-mom-shown">
                <span className="score-card-mom-team">{label}</span> <span>{shown}</span>
              </p>
            );
          }
          const options =
            chosen && !candidates[side].some((p) => p.id === chosen)
              ? [{ id: chosen, name: names.get(chosen) ?? 'Unknown player' }, ...candidates[side]]
              : candidates[side];
          return (
            <PlayerSelect
              key={side}
              label={label}
              visibleLabel
              className="mb-2"
              value={chosen}
              players={options}
              onChange={(player) => {
                const { manOfTheMatch: _, ...team } = card[side];
                onChange({ ...card, [side]: player ? { ...team, manOfTheMatch: player.id } : team });
              }}
            />
          );
        })}
      </div>
    </section>
  );
}

function EntryList({
  items,
  describe,
  removeLabel,
  readOnly,
  onRemove,
  empty,
}: {
  items: ReadonlyArray<GamePlayerDto & { score?: number }>;
  describe: (item: GamePlayerDto & { score?: number }) => string;
  removeLabel: (item: GamePlayerDto & { score?: number }) => string;
  readOnly: boolean;
  onRemove: (index: number) => void;
  empty: string;
}) {
  if (items.length === 0) return <p className="text-body-secondary mb-2">{empty}</p>;
  return (
    <ul className="list-unstyled score-card-entries mb-2">
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`} className="score-card-entry">
          <span>{describe(item)}</span>
          {!readOnly && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm d-print-none"
              aria-label={removeLabel(item)}
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

function OneEighties({ card, candidates, readOnly, onChange }: AccoladesProps) {
  const [playerId, setPlayerId] = useState('');
  const problemId = useId();
  const players = [...candidates.home, ...candidates.away];
  const player = players.find((p) => p.id === playerId);
  // The problem follows the choice once Add was pressed: it goes as soon as a player is picked.
  const checks = useFieldProblems({ playerId }, (v) => ({
    playerId: oneEightyProblem(v.playerId) ?? (player ? undefined : 'Ensure a player is selected first'),
  }));
  const problem = checks.problems.playerId ?? null;
  function add() {
    if (checks.validate() || !player) return;
    onChange({ ...card, oneEighties: [...card.oneEighties, asGamePlayer(player)] });
    checks.reset();
  }
  return (
    <section className="score-card-box" aria-labelledby="score-card-180s">
      <h2 id="score-card-180s" className="h5">
        180s
      </h2>
      <EntryList
        items={card.oneEighties}
        describe={(p) => p.name}
        removeLabel={(p) => `Remove 180 by ${p.name}`}
        readOnly={readOnly}
        empty="None"
        onRemove={(index) => onChange({ ...card, oneEighties: card.oneEighties.filter((_, i) => i !== index) })}
      />
      {!readOnly && (
        <div className="score-card-add d-print-none">
          <PlayerSelect
            label="180 player"
            value={playerId}
            players={players}
            onChange={(p) => setPlayerId(p?.id ?? '')}
          />
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-describedby={problem ? problemId : undefined}
            onClick={add}
          >
            Add 180
          </button>
          {problem && (
            <p id={problemId} className="score-card-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function HiChecks({ card, candidates, readOnly, onChange }: AccoladesProps) {
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const scoreId = useId();
  const problemId = useId();
  const players = [...candidates.home, ...candidates.away];
  const player = players.find((p) => p.id === playerId);
  const value = score.trim() === '' ? null : Number(score);
  // The problem follows what is picked and typed once Add was pressed, and goes once all is right.
  // One line for the entry, whichever of player and score is wrong.
  const checks = useFieldProblems({ playerId, value }, (v) => ({
    value: hiCheckProblem(v.playerId, v.value) ?? (player ? undefined : 'Ensure a player is selected first'),
  }));
  const problem = checks.problems.value ?? null;
  function add() {
    if (checks.validate() || !player || value === null) return;
    onChange({ ...card, over100Checkouts: [...card.over100Checkouts, { ...asGamePlayer(player), score: value }] });
    checks.reset();
    setScore('');
  }
  return (
    <section className="score-card-box" aria-labelledby="score-card-hi-checks">
      <h2 id="score-card-hi-checks" className="h5">
        Hi-checks
      </h2>
      <EntryList
        items={card.over100Checkouts}
        describe={(p) => `${p.name} ${p.score ?? ''}`.trim()}
        removeLabel={(p) => `Remove hi-check ${p.score ?? ''} by ${p.name}`}
        readOnly={readOnly}
        empty="None"
        onRemove={(index) =>
          onChange({ ...card, over100Checkouts: card.over100Checkouts.filter((_, i) => i !== index) })
        }
      />
      {!readOnly && (
        <div className="score-card-add d-print-none">
          <PlayerSelect
            label="Hi-check player"
            value={playerId}
            players={players}
            onChange={(p) => setPlayerId(p?.id ?? '')}
          />
          <label htmlFor={scoreId} className="visually-hidden">
            Hi-check score
          </label>
          <input
            id={scoreId}
            className="form-control score-card-hi-check-score"
            type="number"
            inputMode="numeric"
            min={hiCheckMinimum}
            max={maximumCheckout}
            placeholder={`${hiCheckMinimum}-${maximumCheckout}`}
            value={score}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setScore(event.target.value)}
          />
          <button type="button" className="btn btn-outline-primary" onClick={add}>
            Add hi-check
          </button>
          {problem && (
            <p id={problemId} className="score-card-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Man of the match per team, 180s and hi-checks (spec 2 §2 Score card, §5, §6). */
export function Accolades(props: AccoladesProps) {
  return (
    <div className="score-card-accolades">
      <ManOfTheMatch {...props} />
      <OneEighties {...props} />
      <HiChecks {...props} />
    </div>
  );
}
