import { useId } from 'react';
import type { GameMatchDto, GamePlayerDto } from '@darts/contract';
import {
  enterMatchScore,
  matchWinner,
  mostLegsWon,
  playersPickedElsewhere,
  type MatchLayout,
  type Side,
} from '@darts/domain';
import { playersKey, scoreKey, sides, type Card } from './card-model';
import { PlayerSelect } from './player-select';

export type MatchRowProps = {
  index: number;
  card: Card;
  layouts: readonly MatchLayout[];
  /** Who each side may pick from (its squad, plus anyone already on the card). */
  squads: Record<Side, readonly GamePlayerDto[]>;
  teamNames: Record<Side, string>;
  /** Which sides' players and scores may be changed; none for a read-only card. */
  editable: boolean;
  onChange: (match: GameMatchDto) => void;
  /** 'New player…' in a slot: the page opens the dialog and puts the player in `slot`. */
  onNewPlayer?: (side: Side, slot: number) => void;
  onEditOptions?: () => void;
  onScore?: () => void;
  onShowStatistics?: () => void;
};

const slotLabel = (number: number, side: Side, slot: number, count: number) =>
  `Match ${number} ${side} player${count > 1 ? ` ${slot + 1}` : ''}`;

/**
 * One match of the score card: each side's player pickers (nobody twice
 * in same-sized matches, nobody twice in this match) and legs won (0 to the match's legs, the
 * other side following when the two add up to more), 'Won' beside the winner, and the buttons
 * for the match options, scoring as you go and the match statistics.
 */
export function MatchRow({
  index,
  card,
  layouts,
  squads,
  teamNames,
  editable,
  onChange,
  onNewPlayer,
  onEditOptions,
  onScore,
  onShowStatistics,
}: MatchRowProps) {
  const baseId = useId();
  const match = card.matches[index]!;
  const layout = layouts[index]!;
  const number = index + 1;
  const winner = matchWinner(match, layout.numberOfLegs);
  const playerCounts = layouts.map((l) => l.playerCount);

  function setPlayer(side: Side, slot: number, player: GamePlayerDto | null) {
    const current = match[playersKey(side)];
    const slots = Array.from({ length: layout.playerCount }, (_, i) => current[i] ?? null);
    slots[slot] = player;
    onChange({ ...match, [playersKey(side)]: slots.filter((p): p is GamePlayerDto => p !== null) });
  }

  function setScore(side: Side, text: string) {
    const score = text.trim() === '' ? null : Number(text);
    const next = enterMatchScore(match, side, score, layout.numberOfLegs);
    const { homeScore: _h, awayScore: _a, ...rest } = match;
    onChange({
      ...rest,
      ...(next.homeScore === undefined ? {} : { homeScore: next.homeScore }),
      ...(next.awayScore === undefined ? {} : { awayScore: next.awayScore }),
    });
  }

  function sidePlayers(side: Side) {
    const picked = match[playersKey(side)];
    const elsewhere = playersPickedElsewhere(card.matches, playerCounts, index, side);
    return Array.from({ length: layout.playerCount }, (_, slot) => {
      const value = picked[slot]?.id;
      const unavailable = new Map<string, string>();
      for (const [id, other] of elsewhere) unavailable.set(id, `playing in match ${other + 1}`);
      picked.forEach((p, i) => {
        if (i !== slot) unavailable.set(p.id, 'already in this match');
      });
      const options = [...squads[side]];
      if (picked[slot] && !options.some((p) => p.id === value)) options.unshift(picked[slot]);
      return (
        <PlayerSelect
          key={slot}
          label={slotLabel(number, side, slot, layout.playerCount)}
          value={value}
          players={options}
          unavailable={unavailable}
          disabled={!editable}
          onChange={(player) => setPlayer(side, slot, player)}
          {...(editable && onNewPlayer ? { onNewPlayer: () => onNewPlayer(side, slot) } : {})}
        />
      );
    });
  }

  function scoreInput(side: Side) {
    const id = `${baseId}-${side}-score`;
    const won = winner === side;
    return (
      <div className={`score-card-score${won ? ' score-card-score-won' : ''}`}>
        <label htmlFor={id} className="visually-hidden">
          Match {number} {side} score
        </label>
        <input
          id={id}
          className="form-control text-center"
          type="number"
          inputMode="numeric"
          min={0}
          max={mostLegsWon(layout.numberOfLegs)}
          step={1}
          value={match[scoreKey(side)] ?? ''}
          disabled={!editable}
          aria-describedby={won ? `${id}-won` : undefined}
          onChange={(event) => setScore(side, event.target.value)}
        />
        {won && (
          <span id={`${id}-won`} className="score-card-won-badge">
            Won
          </span>
        )}
      </div>
    );
  }

  return (
    <li className="score-card-match" aria-labelledby={`${baseId}-title`}>
      <div className="score-card-match-head">
        <h3 id={`${baseId}-title`} className="score-card-match-title">
          Match {number}
        </h3>
        <span className="score-card-match-format">
          Best of {layout.numberOfLegs} · {layout.startingScore}
        </span>
        <span className="score-card-match-actions d-print-none">
          {onShowStatistics && (
            <button type="button" className="btn btn-outline-dark btn-sm" onClick={onShowStatistics}>
              Statistics<span className="visually-hidden"> for match {number}</span>
            </button>
          )}
          {onScore && (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={onScore}>
              Score<span className="visually-hidden"> match {number}</span>
            </button>
          )}
          {onEditOptions && (
            <button type="button" className="btn btn-outline-dark btn-sm" onClick={onEditOptions}>
              Options<span className="visually-hidden"> for match {number}</span>
            </button>
          )}
        </span>
      </div>
      {sides.map((side) => (
        <div key={side} className={`score-card-side score-card-side-${side}`}>
          <span className="score-card-side-name" aria-hidden="true">
            {teamNames[side]}
          </span>
          <div className="score-card-players">{sidePlayers(side)}</div>
          {scoreInput(side)}
        </div>
      ))}
    </li>
  );
}
