import type { GameMatch, GamePlayer, HiCheck } from '../league/fixture-result.js';

/** The parts of a team's submission that must agree with the other team's. */
export type SubmittedResults = {
  matches: readonly GameMatch[];
  oneEighties: readonly GamePlayer[];
  over100Checkouts: readonly HiCheck[];
};

const sorted = (values: readonly string[]) => [...values].sort();
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const playerIds = (players: readonly GamePlayer[]) => sorted(players.map((player) => player.id));

/** A match with nothing entered: no players and no scores. */
const isEmpty = (match: GameMatch | undefined) =>
  !match || (match.homePlayers.length === 0 && match.awayPlayers.length === 0 && !match.homeScore && !match.awayScore);

function sameMatch(a: GameMatch | undefined, b: GameMatch | undefined): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return (
    (a!.homeScore ?? 0) === (b!.homeScore ?? 0) &&
    (a!.awayScore ?? 0) === (b!.awayScore ?? 0) &&
    sameList(playerIds(a!.homePlayers), playerIds(b!.homePlayers)) &&
    sameList(playerIds(a!.awayPlayers), playerIds(b!.awayPlayers))
  );
}

/**
 * Whether the home and away submissions agree, so the result publishes itself (issue #5; spec 2 §4
 * Fixture data). Compared: each match by position (legs won, an absent score being 0, and the
 * player ids on each side in any order; a missing match equals an empty one), the 180s as a bag of
 * player ids and the hi-checks as a bag of player id and score. Not compared: names (the ids say
 * who), order of 180s and hi-checks, and men of the match, which each team picks for itself.
 */
export function submissionsMatch(home: SubmittedResults, away: SubmittedResults): boolean {
  const length = Math.max(home.matches.length, away.matches.length);
  for (let index = 0; index < length; index += 1) {
    if (!sameMatch(home.matches[index], away.matches[index])) return false;
  }
  const hiChecks = (results: SubmittedResults) =>
    sorted(results.over100Checkouts.map((hiCheck) => `${hiCheck.id}|${hiCheck.score ?? ''}`));
  return sameList(playerIds(home.oneEighties), playerIds(away.oneEighties)) && sameList(hiChecks(home), hiChecks(away));
}
