import {
  currentLegIndex,
  hasOpponent,
  isMatchFinished,
  legAt,
  legsWon,
  legWinner,
  remainingScore,
  suggestCheckout,
  throwHistory,
  type Sayg,
  type Side,
} from '@darts/domain';

/** One competitor's line of the score bug. */
export type BugRow = {
  side: Side;
  name: string;
  legs: number;
  /** What is left in this leg; undefined before the match is scored leg by leg. */
  remaining: number | undefined;
  throwing: boolean;
  /** The side's last visit in this leg. */
  lastVisit: { score: number; isBust: boolean } | undefined;
  /** Won the match. */
  winner: boolean;
};

export type BugModel = {
  rows: BugRow[];
  /** 'Best of 5 · Leg 2'. */
  legLine: string;
  /** The thrower's route to check out ('T20 T20 Bull'), by the domain's `suggestCheckout`. */
  checkout: string | undefined;
};

/** Names the overlay shows instead of the record's (a tournament's side names). */
export type BugNames = { home?: string | undefined; away?: string | undefined };

/**
 * The score bug of a match scored leg by leg (issue #27): each side's legs won, what it has left
 * in the current leg, its last visit, who is throwing and the checkout to go for. The rules are the
 * domain's; this only picks what the bug shows.
 */
export function scoreBugOf(sayg: Sayg, names: BugNames = {}): BugModel {
  const legIndex = currentLegIndex(sayg);
  const leg = legIndex === undefined ? undefined : legAt(sayg, legIndex);
  const won = legsWon(sayg);
  const finished = isMatchFinished(sayg);
  const legDone = leg ? legWinner(leg) !== null : false;
  const sides: Side[] = hasOpponent(sayg) ? ['home', 'away'] : ['home'];
  const rows = sides.map((side): BugRow => {
    const last = leg ? throwHistory(leg, side).at(-1) : undefined;
    return {
      side,
      name: (side === 'home' ? names.home || sayg.yourName : names.away || sayg.opponentName) || 'Opponent',
      legs: won[side],
      remaining: leg ? remainingScore(leg, side) : sayg.startingScore,
      throwing: Boolean(leg && !finished && !legDone && leg.currentThrow === side),
      lastVisit: last && { score: last.score, isBust: last.isBust },
      winner: finished && won[side] * 2 > sayg.numberOfLegs,
    };
  });
  const thrower = rows.find((row) => row.throwing);
  const route = thrower?.remaining === undefined ? null : suggestCheckout(thrower.remaining, 3);
  return {
    rows,
    legLine: `Best of ${sayg.numberOfLegs} · Leg ${(legIndex ?? 0) + 1}`,
    checkout: route ? route.map((dart) => dart.label).join(' ') : undefined,
  };
}

/** A match not (yet) scored leg by leg: its sides and legs as the tournament records them. */
export function plainBugOf(match: {
  home: string | undefined;
  away: string | undefined;
  homeLegs: number;
  awayLegs: number;
  bestOf: number;
}): BugModel {
  const row = (side: Side, name: string | undefined, legs: number): BugRow => ({
    side,
    name: name ?? 'To be decided',
    legs,
    remaining: undefined,
    throwing: false,
    lastVisit: undefined,
    winner: legs * 2 > match.bestOf,
  });
  return {
    rows: [row('home', match.home, match.homeLegs), row('away', match.away, match.awayLegs)],
    legLine: `Best of ${match.bestOf}`,
    checkout: undefined,
  };
}
