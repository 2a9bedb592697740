import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doubleRoundRobinTemplate } from './double-round-robin.js';
import { assignPlaceholders } from './placeholder-assignment.js';
import { proposeFixtures } from './proposal-fixtures.js';
import { templateCompatibility } from './template-compatibility.js';
import { templateHealth } from './template-health.js';
import { seasonHealth } from '../season-health/season-health.js';
import { division, team } from './testing.js';
import type { ProposalDivision } from './types.js';

/** Divisions of `teams[i]` teams; the first `venuePairs[i]` pairs of division i share a pub. */
const season = (teams: number[], venuePairs: number[]): ProposalDivision[] =>
  teams.map((count, d) =>
    division(
      `d${d}`,
      Array.from({ length: count }, (_, i) =>
        team(`d${d}t${i}`, i < 2 * venuePairs[d]! ? `Pub ${d}-${Math.floor(i / 2)}` : `Own ${d}-${i}`),
      ),
    ),
  );

const arbitrarySeason = fc
  .record({ size: fc.integer({ min: 2, max: 14 }), divisions: fc.integer({ min: 1, max: 4 }) })
  .chain(({ size, divisions }) =>
    fc.record({
      size: fc.constant(size),
      teams: fc.array(fc.integer({ min: 1, max: size }), { minLength: divisions, maxLength: divisions }),
      pairs: fc.array(fc.integer({ min: 0, max: Math.floor(size / 2) }), {
        minLength: divisions,
        maxLength: divisions,
      }),
      randoms: fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
    }),
  );

describe('a proposal from a generated template for a compatible season', () => {
  it('uses every team of a division exactly once and never has two teams of one venue at home on a date', () => {
    fc.assert(
      fc.property(arbitrarySeason, ({ size, teams, pairs, randoms }) => {
        const venuePairs = pairs.map((p, d) => Math.min(p, Math.floor(teams[d]! / 2)));
        const divisions = season(teams, venuePairs);
        const template = doubleRoundRobinTemplate({
          teams: size,
          divisions: teams.length,
          sharedVenuePairs: Math.floor(size / 2),
        });
        expect(templateCompatibility(template, { divisions }).success).toBe(true);
        const random = () => randoms.next().value as number;
        const assigned = assignPlaceholders(template, divisions, {}, random);
        expect(assigned.errors).toEqual([]);
        for (const d of divisions) {
          const used = assigned.assignments.filter((a) => a.divisionId === d.id).map((a) => a.team.id);
          expect(used.sort()).toEqual(d.teams.map((t) => t.id).sort());
        }
        const proposal = proposeFixtures(
          template,
          { startDate: '2026-09-01', endDate: '2027-12-31', divisions },
          assigned.assignments,
        );
        expect(proposal.errors).toEqual([]);
        for (const d of proposal.divisions) {
          for (const date of d.dates) {
            const venues = date.fixtures.filter((f) => f.awayTeam).map((f) => f.homeTeam.address);
            expect(new Set(venues).size).toBe(venues.length);
          }
        }
      }),
    );
  });
});

describe('a proposal from a healthy template for a compatible season with every code filled', () => {
  it('is healthy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (size, divisionCount, wantedPairs, randoms) => {
          const template = doubleRoundRobinTemplate({
            teams: size,
            divisions: divisionCount,
            sharedVenuePairs: wantedPairs,
          });
          expect(templateHealth(template).success).toBe(true);
          const pairs = template.divisions[0]!.sharedAddresses.length;
          const divisions = season(
            Array.from({ length: divisionCount }, () => size),
            Array.from({ length: divisionCount }, () => pairs),
          );
          const random = () => randoms.next().value as number;
          const assigned = assignPlaceholders(template, divisions, {}, random);
          const seasonDates = { startDate: '2026-09-01', endDate: '2027-12-31' };
          const proposal = proposeFixtures(template, { ...seasonDates, divisions }, assigned.assignments);
          const health = seasonHealth({
            season: seasonDates,
            divisions: proposal.divisions.map((d) => ({ id: d.divisionId, name: d.divisionId, dates: d.dates })),
          });
          expect([...health.errors, ...health.warnings]).toEqual([]);
          expect(health.success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
