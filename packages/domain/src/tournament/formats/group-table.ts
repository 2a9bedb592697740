import { tournamentMatchWinner } from '../match-winner.js';
import { bestOfOf, type TournamentGroup, type TournamentSide } from '../types.js';

/** A row of a group table (issue #26). `average` is the side's 3-dart average when given. */
export type GroupTableRow<S extends TournamentSide = TournamentSide> = {
  side: S;
  played: number;
  won: number;
  lost: number;
  legsFor: number;
  legsAgainst: number;
  difference: number;
  average?: number;
};

type Decided = { winner: string; loser: string; legs: Map<string, number> };

/** The group's decided matches: who won, who lost and the legs each side won. */
function decidedMatches(group: Pick<TournamentGroup, 'matches' | 'matchOptions'>, bestOf: number): Decided[] {
  return group.matches.flatMap((match, i) => {
    const won = tournamentMatchWinner(match, group.matchOptions[i]?.numberOfLegs ?? bestOf);
    if (!won || !match.sideA || !match.sideB) return [];
    const [a, b] = [match.sideA.id, match.sideB.id];
    const legs = new Map([
      [a, match.scoreA ?? 0],
      [b, match.scoreB ?? 0],
    ]);
    return [won === 'sideA' ? { winner: a, loser: b, legs } : { winner: b, loser: a, legs }];
  });
}

/** The matches won by each side of `block` against the others of the block (head to head). */
function headToHead(block: readonly GroupTableRow[], decided: readonly Decided[]): Map<string, number> {
  const ids = new Set(block.map((row) => row.side.id));
  const wins = new Map<string, number>();
  for (const { winner, loser } of decided)
    if (ids.has(winner) && ids.has(loser)) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  return wins;
}

/**
 * A group's table (issue #26): played, won, lost, legs for and against, difference and average
 * from its decided matches, ranked by matches won, then the tie-breakers in order: legs difference,
 * head to head (matches won among the sides still level), legs won, 3-dart average; then the draw.
 */
export function groupTable<S extends TournamentSide>(
  group: Pick<TournamentGroup, 'matches' | 'matchOptions'> & { sides: S[] },
  averages?: Readonly<Record<string, number>>,
  bestOf: number = bestOfOf({}),
): GroupTableRow<S>[] {
  const decided = decidedMatches(group, bestOf);
  const rows = group.sides.map((side): GroupTableRow<S> => {
    const mine = decided.filter((d) => d.legs.has(side.id));
    const legsFor = mine.reduce((n, d) => n + d.legs.get(side.id)!, 0);
    const legsAgainst = mine.reduce(
      (n, d) => n + [...d.legs].reduce((m, [id, legs]) => m + (id === side.id ? 0 : legs), 0),
      0,
    );
    const average = averages?.[side.id];
    return {
      side,
      played: mine.length,
      won: mine.filter((d) => d.winner === side.id).length,
      lost: mine.filter((d) => d.loser === side.id).length,
      legsFor,
      legsAgainst,
      difference: legsFor - legsAgainst,
      ...(average === undefined ? {} : { average }),
    };
  });
  const level = (a: GroupTableRow<S>, b: GroupTableRow<S>) => b.won - a.won || b.difference - a.difference;
  const sorted = [...rows].sort(level);
  const ranked: GroupTableRow<S>[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i + 1;
    while (end < sorted.length && level(sorted[i]!, sorted[end]!) === 0) end += 1;
    const block = sorted.slice(i, end);
    const h2h = headToHead(block, decided);
    const wins = (row: GroupTableRow<S>) => h2h.get(row.side.id) ?? 0;
    ranked.push(
      ...block.sort(
        (a, b) =>
          wins(b) - wins(a) ||
          b.legsFor - a.legsFor ||
          (b.average ?? -1) - (a.average ?? -1) ||
          rows.indexOf(a) - rows.indexOf(b),
      ),
    );
    i = end;
  }
  return ranked;
}

/** A group is decided when every one of its matches has a winner (issue #26: then the knockout fills). */
export function isGroupDecided(
  group: Pick<TournamentGroup, 'matches' | 'matchOptions'>,
  bestOf: number = bestOfOf({}),
): boolean {
  return decidedMatches(group, bestOf).length === group.matches.length;
}
