import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../time/calendar-date.js';
import { seasonHealth } from './season-health.js';
import type { HealthDivision, HealthFixture, HealthTeam } from './types.js';

/**
 * A double round robin by the circle method: team 0 stays put, the others rotate one place a round; the home side
 * alternates with the position so nobody is home or away three times running. The second half is the first half
 * reversed with home and away swapped (rotated one round for an odd count, so the same team has no two byes running).
 */
function doubleRoundRobin(teams: HealthTeam[]): (HealthFixture[] | undefined)[] {
  const size = teams.length % 2 ? teams.length + 1 : teams.length;
  let order = [...Array(size).keys()];
  const firstHalf: [number, number][][] = [];
  for (let round = 0; round < size - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < size / 2; i++) {
      const [a, b] = [order[i]!, order[size - 1 - i]!];
      const aAtHome = i === 0 ? round % 2 === 0 : i % 2 === 1;
      pairs.push(aAtHome ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    order = [order[0]!, order[size - 1]!, ...order.slice(1, size - 1)];
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h])).reverse();
  if (teams.length % 2) secondHalf.push(secondHalf.shift()!);
  return [...firstHalf, ...secondHalf].map((pairs) =>
    pairs.map(([h, a]): HealthFixture => {
      const [home, away] = [teams[h], teams[a]];
      return home ? (away ? { homeTeam: home, awayTeam: away } : { homeTeam: home }) : { homeTeam: away! };
    }),
  );
}

describe('season health of a generated double round robin', () => {
  it('passes every check for 2–10 teams with their own venues on weekly dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 20 }),
        (teamCount, divisionCount, startOffset, slack) => {
          const startDate = addDays('2020-01-01', startOffset);
          const firstWeek = addDays(startDate, slack % 7);
          const divisions: HealthDivision[] = Array.from({ length: divisionCount }, (_, d) => {
            const teams = Array.from({ length: teamCount }, (_, t) => ({
              id: `d${d}t${t}`,
              name: `Team ${d}-${t}`,
              address: `${t} Pub Lane, Town ${d}`,
            }));
            const weeks = doubleRoundRobin(teams);
            return {
              id: `d${d}`,
              name: `Division ${d}`,
              dates: weeks.map((fixtures, w) => ({ date: addDays(firstWeek, 7 * w), fixtures: fixtures! })),
            };
          });
          const weeks = divisions[0]!.dates.length;
          const endDate = addDays(firstWeek, 7 * (weeks - 1) + slack);
          const result = seasonHealth({ season: { startDate, endDate }, divisions });
          expect(result.errors).toEqual([]);
          expect(result.warnings).toEqual([]);
          expect(result.success).toBe(true);
          expect(Object.values(result.checks).every((check) => check.success)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
