/**
 * The score-as-you-go shapes, mirroring the wire so the server can store what the
 * engine returns as it stands. Busts are not stored: the wire has no flag, so they are derived from
 * the throw sequence (see bust.ts). Every function in this folder returns new objects.
 */

import type { Side } from '../league/fixture-result.js';

/**
 * Who a competitor, throw or turn belongs to (free text `home`/`away`). The league
 * rules' `Side`, re-exported so the package index exports one `Side`.
 */
export type { Side };

/** LegThrowDto: one visit to the board. */
export type LegThrow = { score: number; noOfDarts: number };

/** LegCompetitorScoreDto: `score` counts non-bust throws only; `noOfDarts` counts every dart. */
export type LegCompetitor = { score: number; noOfDarts: number; throws: LegThrow[] };

/** LegPlayerSequenceDto: throwing order; one entry in single-player mode. */
export type PlayerSequenceEntry = { value: Side; text?: string | null };

/** LegDto. An empty sequence or null thrower means "not started". */
export type Leg = {
  startingScore: number;
  home: LegCompetitor;
  away: LegCompetitor;
  playerSequence: PlayerSequenceEntry[];
  currentThrow: Side | null;
};

/** RecordedScoreAsYouGoDto: legs keyed by zero-based index as a string. */
export type Sayg = {
  yourName: string;
  opponentName?: string | null;
  numberOfLegs: number;
  startingScore: number;
  homeScore: number;
  awayScore?: number | null;
  legs: Record<string, Leg>;
};

/** The result of a transition: the new value, or why it was refused (in words for the scorer). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The other side of the board. */
export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
