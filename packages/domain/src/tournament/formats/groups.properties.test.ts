import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tournamentMatchWinner } from '../match-winner.js';
import { advanceTournament } from './advance-tournament.js';
import { tournamentChampionOf } from './champion.js';
import { groupTable } from './group-table.js';
import { drawn, playOut, seededRng } from './testing/nights.js';

/** A groups night: 1 to 6 groups of 3 to 8 sides, 1 to 3 through, best of 1, 3 or 5 in the groups. */
const nights = fc
  .record({
    groupCount: fc.integer({ min: 1, max: 6 }),
    size: fc.integer({ min: 3, max: 8 }),
    extra: fc.nat(7),
    groupAdvance: fc.integer({ min: 1, max: 3 }),
    legs: fc.constantFrom(1, 3, 5),
    seed: fc.integer(),
  })
  .filter(({ groupCount, groupAdvance }) => groupCount * groupAdvance >= 2)
  .map(({ groupCount, size, extra, groupAdvance, legs, seed }) => {
    const count = Math.min(groupCount * size + (extra % groupCount), groupCount * 8);
    return { seed, night: drawn(count, { format: 'groups', groupCount, groupAdvance, roundBestOf: { groups: legs } }) };
  });

describe('groups played out with random results (properties)', () => {
  it('every group’s table sums to its matches, after every result', () => {
    fc.assert(
      fc.property(nights, ({ night, seed }) => {
        const rng = seededRng(seed);
        let results = 0;
        const t = playOut(night, rng, (played) => {
          if (results++ % 3 !== 0) return;
          for (const group of played.groups!) {
            const rows = groupTable(group);
            const decided = group.matches.filter((m, i) =>
              tournamentMatchWinner(m, group.matchOptions[i]!.numberOfLegs!),
            );
            const sum = (key: 'played' | 'won' | 'lost' | 'legsFor' | 'legsAgainst') =>
              rows.reduce((n, row) => n + row[key], 0);
            expect(sum('played')).toBe(2 * decided.length);
            expect(sum('won')).toBe(decided.length);
            expect(sum('lost')).toBe(sum('won'));
            expect(sum('legsFor')).toBe(sum('legsAgainst'));
            expect(sum('legsFor')).toBe(decided.reduce((n, m) => n + (m.scoreA ?? 0) + (m.scoreB ?? 0), 0));
            expect(rows.map((row) => row.side.id).sort()).toEqual(group.sides.map((side) => side.id).sort());
          }
        });
        expect(advanceTournament(t)).toEqual(t);
        expect(tournamentChampionOf(t)).toBeDefined();
      }),
      { numRuns: 60 },
    );
  });
});
