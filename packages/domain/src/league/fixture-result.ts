import { legsToWin, matchLayout, type MatchOption } from './match-layout.js';

/** A player as a score card names them (GamePlayerDto). */
export type GamePlayer = { id: string; name: string };

/** A hi-check: `score` is the checkout; `notes` is the legacy text form of it. */
export type HiCheck = GamePlayer & { score?: number | null; notes?: string | null };

/** One match of a score card; scores are legs won, absent until entered. */
export type GameMatch = {
  homePlayers: readonly GamePlayer[];
  awayPlayers: readonly GamePlayer[];
  homeScore?: number | null;
  awayScore?: number | null;
};

/** The parts of a published league or knockout fixture (GameDto) the tables read. */
export type FixtureRecord = {
  id: string;
  date: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  matches: readonly GameMatch[];
  matchOptions?: ReadonlyArray<MatchOption | null | undefined> | null;
  oneEighties?: readonly GamePlayer[] | null;
  over100Checkouts?: readonly HiCheck[] | null;
};

export type Side = 'home' | 'away';

/**
 * The side that won a match: the one whose score is more than half `numberOfLegs`.
 * A match with no legs to play (a knockout's triples) has no winner.
 */
export function matchWinner(match: GameMatch, numberOfLegs: number): Side | undefined {
  if (numberOfLegs <= 0) return undefined;
  const needed = legsToWin(numberOfLegs);
  const home = match.homeScore ?? 0;
  const away = match.awayScore ?? 0;
  if (home >= needed && home > away) return 'home';
  if (away >= needed && away > home) return 'away';
  return undefined;
}

/** The winner of match `index` of `fixture`, with legs from its match options or the default layout. */
export function fixtureMatchWinner(fixture: FixtureRecord, index: number): Side | undefined {
  const match = fixture.matches[index];
  if (!match) return undefined;
  return matchWinner(match, matchLayout(index, fixture.isKnockout, fixture.matchOptions ?? []).numberOfLegs);
}

export type FixtureOutcome = {
  /** Matches each side won. */
  homeMatches: number;
  awayMatches: number;
  /** Legs each side scored, over decided matches only. */
  homeLegs: number;
  awayLegs: number;
  /** The side with more match wins; a draw when equal and above zero; undefined with no decided match. */
  winner: Side | 'draw' | undefined;
};

/** How a fixture came out, match by match (league table). */
export function fixtureOutcome(fixture: FixtureRecord): FixtureOutcome {
  const outcome: FixtureOutcome = { homeMatches: 0, awayMatches: 0, homeLegs: 0, awayLegs: 0, winner: undefined };
  fixture.matches.forEach((match, index) => {
    const winner = fixtureMatchWinner(fixture, index);
    if (!winner) return;
    if (winner === 'home') outcome.homeMatches += 1;
    else outcome.awayMatches += 1;
    outcome.homeLegs += match.homeScore ?? 0;
    outcome.awayLegs += match.awayScore ?? 0;
  });
  if (outcome.homeMatches > outcome.awayMatches) outcome.winner = 'home';
  else if (outcome.awayMatches > outcome.homeMatches) outcome.winner = 'away';
  else if (outcome.homeMatches > 0) outcome.winner = 'draw';
  return outcome;
}
