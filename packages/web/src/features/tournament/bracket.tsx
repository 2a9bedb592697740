import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pageRoutes } from '@darts/contract';
import {
  isWinningScore,
  matchLegs,
  tournamentMatchWinner,
  type MatchSide,
  type TournamentMatch,
  type TournamentRound,
} from '@darts/domain';
import { pagePath } from '../../lib/paths';
import type { Draft } from './tournament-model';

export type EntrantLabels = { sideA: string | null; sideB: string | null };

export type BracketProps = {
  tournament: Pick<Draft, 'bestOf'>;
  rounds: readonly TournamentRound[];
  /** Each round's heading. */
  names: readonly string[];
  /** What an empty slot says ('Winner of match N', 'Loser of match N'), by round and match; '–' when null. */
  labels?: readonly (readonly EntrantLabels[])[];
  /** The number of the first match ('Match N'); later matches count on across the rounds. */
  firstNumber?: number;
  /** The region's name: 'Bracket', 'Losers bracket', 'Grand final'. */
  label?: string;
  /** The side whose path is highlighted (the signed-in player's or one chosen). */
  followedSideId?: string | undefined;
  /** The round a phone shows first when nothing was picked (the followed side's latest). */
  startRound?: number | undefined;
  /** Editors: opens the match dialog. */
  onEditMatch?: (roundIndex: number, matchIndex: number) => void;
  /**
   * Scorers: opens the scoring screen for a match with both sides, unless it is already decided
   * without a leg-by-leg record (one with a record is reopened).
   */
  onStartScoring?: (roundIndex: number, matchIndex: number) => void;
  /** Managers, when the venue has boards: sets a match's board by hand. */
  onSetBoard?: (roundIndex: number, matchIndex: number) => void;
};

/** The tab list's keys: a step along the rounds, or the first or last. */
const tabKeys: Record<string, number | 'first' | 'last'> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowDown: 1,
  Home: 'first',
  End: 'last',
};

const sideKeys: readonly MatchSide[] = ['sideA', 'sideB'];
const scoreKey = (side: MatchSide) => (side === 'sideA' ? 'scoreA' : 'scoreB');
/** A side has a winning score (more than half the legs). */
const isDecided = (match: TournamentMatch, legs: number) =>
  isWinningScore(match.scoreA, legs) || isWinningScore(match.scoreB, legs);

/**
 * The rounds and their matches: each round a column, later entrants 'Winner of match N' until
 * decided, the winner marked. Wide screens show every round side by side; a phone (under 576 px)
 * shows one round at a time, picked by the round tabs or Previous/Next, so a 64-side draw reads
 * without sideways hunting. The page itself never scrolls sideways.
 */
export function Bracket({
  tournament,
  rounds,
  names,
  labels,
  firstNumber = 1,
  label = 'Bracket',
  followedSideId,
  startRound,
  onEditMatch,
  onStartScoring,
  onSetBoard,
}: BracketProps) {
  const id = useId();
  const shownRounds = rounds.map((round, index) => ({ round, index })).filter(({ round }) => round.matches.length > 0);
  // A round picked for the side followed then; a newly followed side takes the phone to its latest round.
  const [pick, setPick] = useState<{ index: number; followed: string | undefined } | undefined>(undefined);
  const picked = pick && pick.followed === followedSideId ? pick.index : undefined;
  const setPicked = (index: number) => setPick({ index, followed: followedSideId });
  if (shownRounds.length === 0) {
    return (
      <p className="text-body-secondary tournament-no-matches">
        No matches yet: the draw is made once at least two sides are playing.
      </p>
    );
  }
  const fallback = startRound !== undefined && shownRounds.some((r) => r.index === startRound) ? startRound : undefined;
  const current = picked ?? fallback ?? shownRounds[0]!.index;
  const position = shownRounds.findIndex((r) => r.index === current);
  const go = (step: number) => setPicked(shownRounds[position + step]?.index ?? current);
  const roundId = (index: number) => `${id}-round-${index}`;
  const tabId = (index: number) => `${id}-tab-${index}`;
  const numbers = rounds.map((_, r) => rounds.slice(0, r).reduce((n, round) => n + round.matches.length, firstNumber));
  return (
    <div className="tournament-stage">
      {shownRounds.length > 1 && (
        <nav className="tournament-round-picker d-print-none" aria-label={`${label} rounds`}>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={position <= 0}
            onClick={() => go(-1)}
          >
            Previous
          </button>
          <div
            className="tournament-round-tabs"
            role="tablist"
            aria-label={`${label} round`}
            onKeyDown={(event) => {
              const step = tabKeys[event.key];
              if (step === undefined) return;
              event.preventDefault();
              const to = step === 'first' ? 0 : step === 'last' ? shownRounds.length - 1 : position + step;
              const target = shownRounds[Math.min(Math.max(to, 0), shownRounds.length - 1)]!.index;
              setPicked(target);
              document.getElementById(tabId(target))?.focus();
            }}
          >
            {shownRounds.map(({ index }) => (
              <button
                key={index}
                id={tabId(index)}
                type="button"
                role="tab"
                aria-selected={index === current}
                aria-controls={roundId(index)}
                // One tab in the page's Tab order; the arrow keys move along the rest (the ARIA tabs pattern).
                tabIndex={index === current ? 0 : -1}
                className={`btn btn-sm ${index === current ? 'btn-primary' : 'btn-outline-primary'}`}
                onClick={() => setPicked(index)}
              >
                {names[index]}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={position >= shownRounds.length - 1}
            onClick={() => go(1)}
          >
            Next
          </button>
        </nav>
      )}
      <div className="tournament-bracket" role="region" aria-label={label} tabIndex={0}>
        <ol className="tournament-rounds list-unstyled">
          {shownRounds.map(({ round, index: roundIndex }) => (
            <li
              key={round.id ?? roundIndex}
              id={roundId(roundIndex)}
              className={`tournament-round${roundIndex === current ? ' tournament-round-current' : ' tournament-round-away'}`}
            >
              <h3 className="tournament-round-name h6">{names[roundIndex]}</h3>
              <ol className="tournament-matches list-unstyled">
                {round.matches.map((match, matchIndex) => {
                  const legs = matchLegs(round, matchIndex, tournament);
                  const scorable =
                    !match.bye && !!match.sideA && !!match.sideB && (!!match.saygId || !isDecided(match, legs));
                  const followed = !!followedSideId && [match.sideA?.id, match.sideB?.id].includes(followedSideId);
                  return (
                    <li key={match.id ?? matchIndex} className="tournament-match-slot">
                      <MatchCard
                        number={numbers[roundIndex]! + matchIndex}
                        match={match}
                        legs={legs}
                        followed={followed}
                        labels={labels?.[roundIndex]?.[matchIndex] ?? { sideA: null, sideB: null }}
                        {...(onEditMatch && !match.bye ? { onEdit: () => onEditMatch(roundIndex, matchIndex) } : {})}
                        {...(onStartScoring && scorable
                          ? { onStartScoring: () => onStartScoring(roundIndex, matchIndex) }
                          : {})}
                        {...(onSetBoard && !match.bye && !!match.sideA && !!match.sideB && !isDecided(match, legs)
                          ? { onSetBoard: () => onSetBoard(roundIndex, matchIndex) }
                          : {})}
                      />
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Says in words, not only by colour, that the followed side plays in this match. */
function FollowedMark() {
  return <p className="tournament-followed-mark mb-0">Followed side</p>;
}

/** A bye: the side that passes on without playing (or where it comes from), no score and nothing to do. */
function ByeCard({
  number,
  match,
  labels,
  followed,
}: {
  number: number;
  match: TournamentMatch;
  labels: EntrantLabels;
  followed: boolean;
}) {
  const side = match.sideA ?? match.sideB;
  const name = side?.name ?? labels.sideA ?? labels.sideB;
  return (
    <article
      className={`tournament-match tournament-bye${followed ? ' tournament-match-followed' : ''}`}
      aria-label={`Match ${number}`}
    >
      <p className="mb-0">
        <span className={side ? '' : 'tournament-placeholder'}>{name ?? '–'}</span> — bye
      </p>
      {followed && <FollowedMark />}
    </article>
  );
}

function MatchCard({
  number,
  match,
  legs,
  labels,
  followed,
  onEdit,
  onStartScoring,
  onSetBoard,
}: {
  number: number;
  match: TournamentMatch;
  legs: number;
  labels: EntrantLabels;
  followed: boolean;
  onEdit?: () => void;
  onStartScoring?: () => void;
  onSetBoard?: () => void;
}) {
  const headingId = `tournament-match-${number}`;
  if (match.bye) return <ByeCard number={number} match={match} labels={labels} followed={followed} />;
  const winner = tournamentMatchWinner(match, legs);
  return (
    <article className={`tournament-match${followed ? ' tournament-match-followed' : ''}`} aria-labelledby={headingId}>
      <header className="tournament-match-head">
        <h4 id={headingId} className="tournament-match-number">
          Match {number}
        </h4>
        {match.board != null && <span className="tournament-match-board">Board {match.board}</span>}
        {match.board == null && match.offBoard && !winner && (
          <span className="tournament-match-board">Not on a board</span>
        )}
        <span className="tournament-match-legs">Best of {legs}</span>
      </header>
      {followed && <FollowedMark />}
      <ul className="list-unstyled mb-0">
        {sideKeys.map((side) => {
          const label = match[side]?.name ?? labels[side];
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
      {(onEdit || onStartScoring || onSetBoard || match.saygId) && (
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
          {onSetBoard && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={`Set the board of match ${number}`}
              onClick={onSetBoard}
            >
              Board
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
