import { AccoladeBox, AccoladeEntry, useAccoladeEntry } from '../../components/accolade-entry';
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
  /** A clerk picks only their own team's man of the match; the other shows 'n/a'. */
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

function OneEighties({ card, candidates, readOnly, onChange }: AccoladesProps) {
  const players = [...candidates.home, ...candidates.away];
  // The problem follows the choice once Add was pressed: it goes as soon as a player is picked.
  const entry = useAccoladeEntry(
    players,
    (choice, player) => oneEightyProblem(choice.playerId) ?? (player ? undefined : 'Ensure a player is selected first'),
  );
  return (
    <AccoladeBox
      classPrefix="score-card"
      headingId="score-card-180s"
      headingClassName="h5"
      title="180s"
      entries={card.oneEighties}
      describe={(p) => p.name}
      removeLabel={(p) => `Remove 180 by ${p.name}`}
      onRemove={
        readOnly
          ? undefined
          : (index) => onChange({ ...card, oneEighties: card.oneEighties.filter((_, i) => i !== index) })
      }
    >
      <AccoladeEntry
        classPrefix="score-card"
        entry={entry}
        picker={
          <PlayerSelect
            label="180 player"
            value={entry.playerId}
            players={players}
            onChange={(p) => entry.setPlayerId(p?.id ?? '')}
          />
        }
        addText="Add 180"
        onAdd={() =>
          entry.add((player) => onChange({ ...card, oneEighties: [...card.oneEighties, asGamePlayer(player)] }))
        }
      />
    </AccoladeBox>
  );
}

function HiChecks({ card, candidates, readOnly, onChange }: AccoladesProps) {
  const players = [...candidates.home, ...candidates.away];
  // The problem follows what is picked and typed once Add was pressed, and goes once all is right.
  // One line for the entry, whichever of player and score is wrong.
  const entry = useAccoladeEntry(
    players,
    (choice, player) =>
      hiCheckProblem(choice.playerId, choice.value) ?? (player ? undefined : 'Ensure a player is selected first'),
  );
  return (
    <AccoladeBox
      classPrefix="score-card"
      headingId="score-card-hi-checks"
      headingClassName="h5"
      title="Hi-checks"
      entries={card.over100Checkouts}
      describe={(p) => `${p.name} ${p.score ?? ''}`.trim()}
      removeLabel={(p) => `Remove hi-check ${p.score ?? ''} by ${p.name}`}
      onRemove={
        readOnly
          ? undefined
          : (index) => onChange({ ...card, over100Checkouts: card.over100Checkouts.filter((_, i) => i !== index) })
      }
    >
      <AccoladeEntry
        classPrefix="score-card"
        entry={entry}
        picker={
          <PlayerSelect
            label="Hi-check player"
            value={entry.playerId}
            players={players}
            onChange={(p) => entry.setPlayerId(p?.id ?? '')}
          />
        }
        score={{
          label: 'Hi-check score',
          min: hiCheckMinimum,
          max: maximumCheckout,
          className: 'score-card-hi-check-score',
        }}
        addText="Add hi-check"
        onAdd={() =>
          entry.add((player, score) => {
            if (score === null) return;
            onChange({ ...card, over100Checkouts: [...card.over100Checkouts, { ...asGamePlayer(player), score }] });
          })
        }
      />
    </AccoladeBox>
  );
}

/** Man of the match per team, 180s and hi-checks. */
export function Accolades(props: AccoladesProps) {
  return (
    <div className="score-card-accolades">
      <ManOfTheMatch {...props} />
      <OneEighties {...props} />
      <HiChecks {...props} />
    </div>
  );
}
