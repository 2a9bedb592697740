import { useId } from 'react';
import {
  formatAverage,
  legWinner,
  remainingScore,
  sideTotals,
  throwHistory,
  type AverageKind,
  type Leg,
  type Sayg,
  type Side,
} from '@darts/domain';
import { PartyIcon } from './party-icon';
import { widescreenThrows } from './shown-leg';
import { nameOf, ThrowScore } from './throw-score';
import { averageLabel } from './use-average-kind';

/**
 * One competitor's column on the TV: name and legs won, the last 5 throws, the big
 * remaining score (a party for the leg's winner), darts, leg and match averages. An average is a
 * button: pressing it switches every average between one-dart and three-dart.
 */
export function WidescreenSide({
  sayg,
  leg,
  side,
  legsWon,
  kind,
  headingLevel = 2,
  onToggleAverage,
}: {
  sayg: Sayg;
  leg: Leg;
  side: Side;
  legsWon: number;
  kind: AverageKind;
  headingLevel?: 2 | 3;
  onToggleAverage: () => void;
}) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const winner = legWinner(leg);
  const throwing = !winner && leg.currentThrow === side && leg.playerSequence.length > 1;
  const last = throwHistory(leg, side).slice(-widescreenThrows);
  const averages: [string, string][] = [
    ['Leg average', formatAverage(sideTotals(leg, side), kind)],
    ['Match average', formatAverage(sideTotals(sayg, side), kind)],
  ];
  return (
    <section className={`tv-side${throwing ? ' is-throwing' : ''}`} aria-labelledby={headingId}>
      <div className="tv-side-head">
        <Heading id={headingId} className="tv-name">
          {nameOf(sayg, side)}
        </Heading>
        <p className="tv-legs">
          <span className="visually-hidden">Legs won: </span>
          {legsWon}
        </p>
        {/* A line of its own above the name, kept while the other side throws: the badge never
            narrows the name, and passing the turn moves nothing. */}
        <div className="tv-turn">{throwing && <p className="tv-to-throw">To throw</p>}</div>
      </div>
      <ol className="tv-throws" aria-label={`Last ${widescreenThrows} throws`}>
        {last.map((record, index) => (
          <li key={index}>
            <ThrowScore score={record.score} isBust={record.isBust} />
          </li>
        ))}
      </ol>
      <dl className="tv-remaining">
        <dt className="visually-hidden">Remaining</dt>
        <dd>
          {winner === side ? (
            <span className="tv-party">
              <PartyIcon label="Party" />
              <span className="tv-winner">Winner</span>
            </span>
          ) : (
            remainingScore(leg, side)
          )}
        </dd>
      </dl>
      <div className="tv-stats">
        <dl className="tv-stat">
          <dt>Darts</dt>
          <dd>{sideTotals(leg, side).darts}</dd>
        </dl>
        {averages.map(([label, value]) => (
          <button
            key={label}
            type="button"
            className="tv-stat tv-average"
            aria-pressed={kind === 'one-dart'}
            title={`Show the ${kind === 'one-dart' ? 'three' : 'one'}-dart average`}
            onClick={onToggleAverage}
          >
            <span className="tv-stat-label">
              {label} <span className="tv-kind">({averageLabel(kind)})</span>
            </span>
            <span className="tv-stat-value">{value}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
