import { Link } from 'react-router';
import { pageRoutes, type TournamentMatchDto, type TournamentRoundDto } from '@darts/contract';
import {
  chainOf,
  entrantLabels,
  isWinningScore,
  matchLegs,
  matchNumber,
  tournamentMatchWinner,
  type MatchSide,
} from '@darts/domain';
import { pagePath } from '../../lib/paths';
import { roundNames, type Draft } from './tournament-model';

export type BracketProps = {
  tournament: Draft;
  rounds: TournamentRoundDto[];
  /** Editors: opens the match dialog. */
  onEditMatch?: (roundIndex: number, matchIndex: number) => void;
  /**
   * Scorers: opens the scoring screen for a match with both sides, unless it is already decided
   * without a leg-by-leg record (one with a record is reopened).
   */
  onStartScoring?: (roundIndex: number, matchIndex: number) => void;
};

const sideKeys: readonly MatchSide[] = ['sideA', 'sideB'];
const scoreKey = (side: MatchSide) => (side === 'sideA' ? 'scoreA' : 'scoreB');
/** A side has a winning score (more than half the legs). */
const isDecided = (match: TournamentMatchDto, legs: number) =>
  isWinningScore(match.scoreA, legs) || isWinningScore(match.scoreB, legs);

/**
 * The rounds and their matches: each round a column,
 * later entrants 'Winner of match N' until decided, the winner marked. The bracket scrolls
 * sideways inside its own labelled region, so a 16-side draw is readable on a phone while the
 * page itself never scrolls sideways.
 */
export function Bracket({ tournament, rounds, onEditMatch, onStartScoring }: BracketProps) {
  const names = roundNames(rounds, tournament);
  const labels = entrantLabels({ round: chainOf(rounds) });
  if (rounds.length === 0) {
    return (
      <p className="text-body-secondary tournament-no-matches">
        No matches yet: the draw is made once at least two sides are playing.
      </p>
    );
  }
  return (
    <div className="tournament-bracket" role="region" aria-label="Bracket" tabIndex={0}>
      <ol className="tournament-rounds list-unstyled">
        {rounds.map((round, roundIndex) =>
          // A round whose matches were all deleted shows no heading of its own.
          round.matches.length === 0 ? null : (
            <li key={round.id} className="tournament-round">
              <h3 className="tournament-round-name h6">{names[roundIndex]}</h3>
              <ol className="tournament-matches list-unstyled">
                {round.matches.map((match, matchIndex) => {
                  const number = matchNumber(rounds, roundIndex, matchIndex);
                  const legs = matchLegs(round, matchIndex, tournament);
                  const scorable = !!match.sideA && !!match.sideB && (!!match.saygId || !isDecided(match, legs));
                  return (
                    <li key={match.id} className="tournament-match-slot">
                      <MatchCard
                        number={number}
                        match={match}
                        legs={legs}
                        labels={labels[roundIndex]?.[matchIndex] ?? { sideA: null, sideB: null }}
                        {...(onEditMatch ? { onEdit: () => onEditMatch(roundIndex, matchIndex) } : {})}
                        {...(onStartScoring && scorable
                          ? { onStartScoring: () => onStartScoring(roundIndex, matchIndex) }
                          : {})}
                      />
                    </li>
                  );
                })}
              </ol>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

function MatchCard({
  number,
  match,
  legs,
  labels,
  onEdit,
  onStartScoring,
}: {
  number: number;
  match: TournamentMatchDto;
  legs: number;
  labels: { sideA: string | null; sideB: string | null };
  onEdit?: () => void;
  onStartScoring?: () => void;
}) {
  const winner = tournamentMatchWinner(match, legs);
  const headingId = `tournament-match-${number}`;
  return (
    <article className="tournament-match" aria-labelledby={headingId}>
      <header className="tournament-match-head">
        <h4 id={headingId} className="tournament-match-number">
          Match {number}
        </h4>
        <span className="tournament-match-legs">Best of {legs}</span>
      </header>
      <ul className="list-unstyled mb-0">
        {sideKeys.map((side) => {
          const label = labels[side];
          const score = match[scoreKey(side)];
          const won = winner === side;
          return (
            <li
              key={side}
              className={`tournament-entrant${won ? ' tournament-winner' : ''}${match[side] ? '' : ' tournament-placeholder'}`}
            >
              <span className="tournament-entrant-name">{label ?? '–'}</span>
              <span className="tournament-entrant-score">
                {score ?? ''}
                {won && <span className="visually-hidden"> (winner)</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {(onEdit || onStartScoring || match.saygId) && (
        <div className="tournament-match-actions d-print-none">
          {onEdit && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={`Edit match ${number}`}
              onClick={onEdit}
            >
              Edit
            </button>
          )}
          {onStartScoring && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={`Start scoring match ${number}`}
              onClick={onStartScoring}
            >
              Start scoring
            </button>
          )}
          {match.saygId && (
            <Link
              className="btn btn-link btn-sm"
              to={pagePath(pageRoutes.live, { type: 'match', id: match.saygId })}
              aria-label={`Watch match ${number}`}
            >
              Watch
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
