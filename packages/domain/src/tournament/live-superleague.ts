import { isWinningScore } from './match-winner.js';
import type { Tournament, TournamentRound } from './types.js';

/** Legs per match in the live view when the tournament has no bestOf. */
export const liveViewDefaultLegs = 7;

/** The legs a match is played over in the live view: its match option, the bestOf, else 7. */
export function liveMatchLegs(round: TournamentRound, matchIndex: number, tournament: Pick<Tournament, 'bestOf'>) {
  return round.matchOptions[matchIndex]?.numberOfLegs ?? tournament.bestOf ?? liveViewDefaultLegs;
}

/**
 * The match a live superleague tile follows: the first match in draw order
 * that has a leg-by-leg record and no winner yet; when every recorded match is decided, the last
 * recorded one, so the tile keeps showing the latest result. Null before any match is recorded.
 */
export function currentLiveMatchIndex(tournament: Pick<Tournament, 'bestOf' | 'round'>): number | null {
  const round = tournament.round;
  if (!round) return null;
  const recorded = round.matches.flatMap((match, index) => (match.saygId ? [index] : []));
  const playing = recorded.find((index) => {
    const match = round.matches[index]!;
    const legs = liveMatchLegs(round, index, tournament);
    return !isWinningScore(match.scoreA, legs) && !isWinningScore(match.scoreB, legs);
  });
  return playing ?? recorded.at(-1) ?? null;
}
