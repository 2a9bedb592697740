import { emptyLeg, legWinner } from './leg.js';
import { ok, refuse } from './outcome.js';
import type { Leg, Outcome, Sayg, Side } from './types.js';

/** Legs won by each side. */
export type LegsWon = { home: number; away: number };

/** What a scorer chooses before the first leg. */
export type MatchOptions = {
  yourName: string;
  opponentName?: string | null;
  numberOfLegs: number;
  startingScore: number;
};

/** A new record with an empty first leg, awaiting the first thrower. */
export function createSayg(options: MatchOptions): Sayg {
  const { yourName, opponentName, numberOfLegs, startingScore } = options;
  return {
    yourName,
    ...(opponentName ? { opponentName } : {}),
    numberOfLegs,
    startingScore,
    homeScore: 0,
    awayScore: 0,
    legs: { '0': emptyLeg(startingScore) },
  };
}

/** Whether the record has an opponent; without one the turn never passes. */
export function hasOpponent(sayg: Sayg): boolean {
  return Boolean(sayg.opponentName);
}

/** The leg indexes present, in order (keys are zero-based indexes as strings). */
export function legIndexes(sayg: Sayg): number[] {
  return Object.keys(sayg.legs)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b);
}

/** The leg being played: the highest index, or undefined before any leg exists. */
export function currentLegIndex(sayg: Sayg): number | undefined {
  return legIndexes(sayg).at(-1);
}

/** The leg at `legIndex`, if there is one. */
export function legAt(sayg: Sayg, legIndex: number): Leg | undefined {
  return sayg.legs[String(legIndex)];
}

/** Legs won by each side, counting legs within the number of legs only. */
export function legsWon(sayg: Sayg): LegsWon {
  const won = { home: 0, away: 0 };
  for (const index of legIndexes(sayg)) {
    const leg = legAt(sayg, index);
    const winner = leg && index < sayg.numberOfLegs ? legWinner(leg) : null;
    if (winner) won[winner] += 1;
  }
  return won;
}

/** The side with more legs won, or null when level. */
export function matchLeader(sayg: Sayg): Side | null {
  const { home, away } = legsWon(sayg);
  return home > away ? 'home' : away > home ? 'away' : null;
}

/** A side has won more than half the legs (legs to win). */
export function isMatchFinished(sayg: Sayg): boolean {
  const { home, away } = legsWon(sayg);
  return Math.max(home, away) * 2 > sayg.numberOfLegs;
}

/** The record with `homeScore`/`awayScore` set to the legs won, so they never drift from the legs. */
export function withLegsWon<S extends Sayg>(sayg: S): S {
  const { home, away } = legsWon(sayg);
  return { ...sayg, homeScore: home, awayScore: away };
}

/** The record with `leg` stored at `legIndex` and the legs won kept in step. */
export function putLeg<S extends Sayg>(sayg: S, legIndex: number, leg: Leg): S {
  return withLegsWon({ ...sayg, legs: { ...sayg.legs, [String(legIndex)]: leg } });
}

/** Applies a leg transition (applyThrow, editThrow, …) to one leg of the record. */
export function updateLeg<S extends Sayg>(sayg: S, legIndex: number, change: (leg: Leg) => Outcome<Leg>): Outcome<S> {
  const leg = legAt(sayg, legIndex);
  if (!leg) return refuse(`There is no leg ${legIndex + 1}`);
  const changed = change(leg);
  return changed.ok ? ok(putLeg(sayg, legIndex, changed.value)) : changed;
}
