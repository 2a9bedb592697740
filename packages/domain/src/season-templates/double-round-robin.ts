import type { DateTemplate, SeasonTemplate } from './types.js';

/** Placeholder codes `A`…`Z`, then `AA`, `AB`, … (codes `A`, `B`, …). */
export function placeholderCode(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : placeholderCode(Math.floor(index / 26) - 1) + letter;
}

/** One single round robin by the circle method, with homes alternating (at most one break a team). */
function singleRoundRobin(size: number): [number, number][][] {
  const fixed = size - 1;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < size - 1; r++) {
    const round: [number, number][] = [r % 2 === 0 ? [r, fixed] : [fixed, r]];
    for (let i = 1; i < size / 2; i++) {
      const a = (r + i) % (size - 1);
      const b = (r - i + size - 1) % (size - 1);
      round.push(i % 2 === 1 ? [a, b] : [b, a]);
    }
    rounds.push(round);
  }
  return rounds;
}

/** Whether any team is at home (or away) three weeks running; a bye breaks the run. */
function hasThreeInARow(weeks: [number, number][][], teams: number): boolean {
  for (let team = 0; team < teams; team++) {
    let run = 0;
    let last: 'home' | 'away' | undefined;
    for (const week of weeks) {
      const match = week.find(([home, away]) => home === team || away === team);
      const side = match ? (match[0] === team ? 'home' : 'away') : undefined;
      run = side !== undefined && side === last ? run + 1 : 1;
      last = side;
      if (side !== undefined && run >= 3) return true;
    }
  }
  return false;
}

/**
 * A double round-robin template for `teams` codes in each of `divisions` divisions (beyond the spec: the
 * starting point most leagues need). Every pair meets twice, once at each home; an odd count gives each
 * code one bye per half; no code is at home or away three weeks running. With `sharedVenuePairs`, up to that
 * many pairs of codes that are never both at home on one date become the division's shared addresses.
 */
export function doubleRoundRobinTemplate(options: {
  teams: number;
  divisions?: number;
  sharedVenuePairs?: number;
}): SeasonTemplate {
  const { teams, divisions = 1, sharedVenuePairs = 0 } = options;
  if (teams < 2) return { sharedAddresses: [], divisions: [] };
  const size = teams % 2 === 0 ? teams : teams + 1;
  const first = singleRoundRobin(size);
  const mirror = (round: [number, number][]) => round.map(([home, away]): [number, number] => [away, home]);
  const orders = [first.map(mirror), [...first].reverse().map(mirror), [...first.slice(1), first[0]!].map(mirror)];
  const withoutGhost = (round: [number, number][]) => round.filter(([h, a]) => h < teams && a < teams);
  const weeks = orders
    .map((second) => [...first, ...second])
    .find((w) => !hasThreeInARow(w.map(withoutGhost), teams)) ?? [...first, ...orders[0]!];

  const dates: DateTemplate[] = weeks.map((round) => ({
    fixtures: round.flatMap(([home, away]) => {
      if (home >= teams && away >= teams) return [];
      if (home >= teams) return [{ home: placeholderCode(away) }];
      if (away >= teams) return [{ home: placeholderCode(home) }];
      return [{ home: placeholderCode(home), away: placeholderCode(away) }];
    }),
  }));

  const isHome = (team: number) => weeks.map((round) => round.some(([home, away]) => home === team && away < teams));
  const pairs: string[][] = [];
  const paired = new Set<number>();
  for (let a = 0; a < teams && pairs.length < sharedVenuePairs; a++) {
    for (let b = a + 1; b < teams && !paired.has(a); b++) {
      if (paired.has(b)) continue;
      const homeA = isHome(a);
      const homeB = isHome(b);
      if (homeA.every((home, week) => !(home && homeB[week]))) {
        pairs.push([placeholderCode(a), placeholderCode(b)]);
        paired.add(a).add(b);
      }
    }
  }
  return {
    sharedAddresses: [],
    divisions: Array.from({ length: divisions }, () => ({
      sharedAddresses: pairs.map((pair) => [...pair]),
      dates: dates.map((date) => ({ fixtures: date.fixtures.map((f) => ({ ...f })) })),
    })),
  };
}
