import { Link } from 'react-router';
import type { GamePlayerDto } from '@darts/contract';
import { hasThrows, matchGroupsOf, matchWinner, type Side } from '@darts/domain';
import { hasScores, layoutsOf, playersKey, scoreKey, type Card } from './card-model';
import { playedIndexes } from './match-groups';

export type ResultViewProps = {
  card: Card;
  teamNames: Record<Side, string>;
  /** Where a player's page is, when the division and season are known. */
  playerHref?: (player: GamePlayerDto, side: Side) => string | undefined;
  /** A match scored as you go (with throws) offers its statistics. */
  onShowStatistics?: (index: number) => void;
};

function Players({
  players,
  side,
  playerHref,
}: {
  players: readonly GamePlayerDto[];
  side: Side;
  playerHref: ResultViewProps['playerHref'];
}) {
  if (players.length === 0) return <span className="text-body-secondary">–</span>;
  return (
    <>
      {players.map((player, i) => {
        const href = playerHref?.(player, side);
        return (
          <span key={player.id || i} className="score-card-result-player">
            {href ? <Link to={href}>{player.name}</Link> : player.name}
          </span>
        );
      })}
    </>
  );
}

/**
 * The result for those who cannot edit it: the matches by group with the
 * winners marked, no inputs, and a layout that prints cleanly. 'No scores, yet' until a match has one.
 */
export function ResultView({ card, teamNames, playerHref, onShowStatistics }: ResultViewProps) {
  if (!hasScores(card)) {
    return <p className="score-card-empty lead">No scores, yet</p>;
  }
  const layouts = layoutsOf(card);
  return (
    <div className="score-card-result">
      {matchGroupsOf(layouts.length).map((group) => {
        const indexes = playedIndexes(group.indexes, layouts);
        if (indexes.length === 0) return null;
        return (
          <table key={group.name} className="table score-card-result-table">
            <caption className="score-card-group-caption">{group.name}</caption>
            <thead>
              <tr>
                <th scope="col">{teamNames.home}</th>
                <th scope="col" className="text-center">
                  <span className="visually-hidden">{teamNames.home} legs</span>
                </th>
                <th scope="col" className="text-center">
                  <span className="visually-hidden">{teamNames.away} legs</span>
                </th>
                <th scope="col" className="text-end">
                  {teamNames.away}
                </th>
              </tr>
            </thead>
            <tbody>
              {indexes.map((index) => {
                const match = card.matches[index]!;
                const winner = matchWinner(match, layouts[index]!.numberOfLegs);
                const cell = (side: Side) => (
                  <td
                    className={`text-center score-card-result-score${winner === side ? ' score-card-result-won' : ''}`}
                  >
                    {match[scoreKey(side)] ?? '–'}
                    {winner === side && <span className="visually-hidden"> (won)</span>}
                  </td>
                );
                return (
                  <tr key={index}>
                    <td>
                      <Players players={match[playersKey('home')]} side="home" playerHref={playerHref} />
                    </td>
                    {cell('home')}
                    {cell('away')}
                    <td className="text-end">
                      <Players players={match[playersKey('away')]} side="away" playerHref={playerHref} />
                      {hasThrows(match.sayg) && onShowStatistics && (
                        <button
                          type="button"
                          className="btn btn-link btn-sm d-print-none p-0 ms-2"
                          onClick={() => onShowStatistics(index)}
                        >
                          Statistics<span className="visually-hidden"> for match {index + 1}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
