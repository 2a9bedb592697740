import { bracketPlan, roundName } from '../bracket-plan.js';
import { matchLegs } from '../match-winner.js';
import {
  defaultTournamentStartingScore,
  type Tournament,
  type TournamentMatch,
  type TournamentRound,
  type TournamentSide,
} from '../types.js';
import { bracketSize, seedLine } from './seeding.js';
import { playMatch, storedSlot, type Outcome, type Slot } from './slots.js';

/** The match option of a match over `legs` legs from 501. */
export const optionOf = (legs: number) => ({ numberOfLegs: legs, startingScore: defaultTournamentStartingScore });

/**
 * A full knockout bracket for `count` entrants (issue #26): 2^k lines, seed s on the line
 * `seedLine` gives it, `sideOfSeed(s)` placed there (absent when not known yet, as for groups'
 * qualifiers). A first-round match whose lower seed is beyond `count` is a bye for the upper seed.
 * Round r plays `legsOf(r, rounds)` legs.
 */
export function layoutBracket(
  count: number,
  sideOfSeed: (seed: number) => TournamentSide | undefined,
  legsOf: (round: number, rounds: number) => number,
): TournamentRound[] {
  if (count < 2) return [];
  const size = bracketSize(count);
  const line = seedLine(size);
  const plan = bracketPlan(size);
  const rounds: TournamentRound[] = [];
  for (let r = 0, matches = size / 2; matches >= 1; r += 1, matches /= 2) {
    const all = Array.from({ length: matches }, (_, m): TournamentMatch => {
      if (r > 0) return {};
      const [upper, lower] = [line[2 * m]!, line[2 * m + 1]!];
      const [sideA, sideB] = [sideOfSeed(upper), lower <= count ? sideOfSeed(lower) : undefined];
      return { ...(sideA ? { sideA } : {}), ...(sideB ? { sideB } : {}), ...(lower > count ? { bye: true } : {}) };
    });
    const option = optionOf(legsOf(r, plan.roundCount));
    rounds.push({ name: roundName(r, plan), matches: all, matchOptions: all.map(() => ({ ...option })) });
  }
  return rounds;
}

/** The rounds as played and each match's outcome. */
export type Played = { rounds: TournamentRound[]; outcomes: Outcome[][] };

/**
 * A bracket's rounds played forward (issue #26, plain feeding): the first round's slots come from
 * `firstSlots` (by default as stored, 'none' for a bye's missing side), and match j of a round feeds
 * match ⌊j/2⌋ of the next, side A from even j. Each match is decided over its own legs (`matchLegs`).
 */
export function playBracket(
  rounds: readonly TournamentRound[],
  tournament: Pick<Tournament, 'bestOf'>,
  firstSlots: (match: TournamentMatch, index: number) => [Slot, Slot] = (match) => [
    storedSlot(match, 'sideA'),
    storedSlot(match, 'sideB'),
  ],
): Played {
  const played: Played = { rounds: [], outcomes: [] };
  rounds.forEach((round, r) => {
    const before = played.outcomes[r - 1];
    const results = round.matches.map((match, m) => {
      const [a, b] = before
        ? [before[2 * m]?.winner ?? 'none', before[2 * m + 1]?.winner ?? 'none']
        : firstSlots(match, m);
      return playMatch(match, matchLegs(round, m, tournament), a, b);
    });
    played.rounds.push({ ...round, matches: results.map((result) => result.match) });
    played.outcomes.push(results.map((result) => result.outcome));
  });
  return played;
}

/** The champion slot of a played bracket: the last round's single winner. */
export function bracketWinner(played: Played): Slot {
  const last = played.outcomes[played.outcomes.length - 1];
  return last?.length === 1 ? last[0]!.winner : 'pending';
}
