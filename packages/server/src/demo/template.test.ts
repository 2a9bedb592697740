import { describe, expect, it } from 'vitest';
import {
  assignPlaceholders,
  proposeFixtures,
  seasonHealth,
  templateCompatibility,
  templateHealth,
  venueOf,
  type ProposalSeason,
} from '@darts/domain';
import { generateDemoLeague } from './league.js';
import { seededRandom } from './random.js';

describe('the demo season template', () => {
  const league = generateDemoLeague('2026-11-21');
  const [template] = league.templates;
  const season: ProposalSeason = {
    startDate: league.season.startDate,
    endDate: league.season.endDate,
    divisions: league.divisions
      .filter((d) => !d.superleague)
      .map((d) => ({ id: d.id, name: d.name, teams: league.teams.filter((t) => t.divisionId === d.id) })),
  };

  it('is healthy on its own', () => {
    expect(templateHealth(template!)).toMatchObject({ success: true, errors: [], warnings: [] });
  });

  it("fits the demo's league divisions, shared pubs included", () => {
    expect(templateCompatibility(template!, season)).toEqual({ success: true, warnings: [] });
  });

  it.each([1, 2, 3, 4, 5])('gives a healthy season whatever the draw (seed %i): no pub hosts twice a night', (seed) => {
    const random = seededRandom(seed);
    const assigned = assignPlaceholders(template!, season.divisions, {}, random.next);
    expect(assigned).toMatchObject({ success: true, errors: [] });
    const proposal = proposeFixtures(template!, season, assigned.assignments);
    expect(proposal.errors).toEqual([]);
    const health = seasonHealth({
      season,
      divisions: proposal.divisions.map((d) => ({
        id: d.divisionId,
        name: d.divisionId,
        dates: d.dates.map((date) => ({
          date: date.date,
          fixtures: date.fixtures.map((f) => ({
            homeTeam: { ...f.homeTeam, address: venueOf(f.homeTeam) },
            ...(f.awayTeam ? { awayTeam: { ...f.awayTeam, address: venueOf(f.awayTeam) } } : {}),
          })),
        })),
      })),
    });
    expect(health).toMatchObject({ success: true, errors: [], warnings: [] });
  });
});
