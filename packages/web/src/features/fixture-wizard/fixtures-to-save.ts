import type { DivisionDataDto, DivisionFixtureDateDto, ProposalResultDto } from '@darts/contract';
import { toCalendarDate, toWireDate } from '@darts/domain';

/** A proposed fixture with an away team, as the wizard saves it (4 → 5 collects these). */
export type FixtureToSave = {
  /** `date|home|away`: the same fixture already saved has the same key. */
  key: string;
  date: string;
  divisionId: string;
  divisionName: string;
  home: { id: string; name: string; address: string };
  away: { id: string; name: string };
};

export const fixtureKey = (date: string, homeId: string, awayId: string) =>
  `${toCalendarDate(date) ?? date}|${homeId}|${awayId}`;

/** Keys of the saved fixtures (not proposals, not an unselected team's row) with an away team. */
export function savedFixtureKeys(dates: readonly DivisionFixtureDateDto[]): Set<string> {
  const keys = new Set<string>();
  for (const date of dates) {
    for (const fixture of date.fixtures ?? []) {
      if (fixture.proposal || !fixture.awayTeam) continue;
      keys.add(fixtureKey(date.date, fixture.homeTeam.id, fixture.awayTeam.id));
    }
  }
  return keys;
}

/** `date|team` for every team playing a saved fixture on a date. */
function busyTeams(dates: readonly DivisionFixtureDateDto[]): Set<string> {
  const busy = new Set<string>();
  for (const date of dates) {
    const day = toCalendarDate(date.date) ?? date.date;
    for (const fixture of date.fixtures ?? []) {
      if (fixture.proposal || !fixture.awayTeam) continue;
      busy.add(`${day}|${fixture.homeTeam.id}`);
      busy.add(`${day}|${fixture.awayTeam.id}`);
    }
  }
  return busy;
}

/**
 * What step 5 will save: every proposal with an away team (byes are not saved), in division then
 * date order, leaving out any the season already has (same date, home and away), so running the
 * wizard twice never makes a fixture twice, and any whose teams already play on that date (spec 1
 * §5 keeps a team to one fixture a date: 'Already playing against {team}'). `addresses` gives a
 * home team's address when the proposal leaves it out.
 */
export function fixturesToSave(
  proposal: Pick<ProposalResultDto, 'divisions'>,
  addresses: ReadonlyMap<string, string>,
): { fixtures: FixtureToSave[]; existing: number; clashes: number; byes: number } {
  const fixtures: FixtureToSave[] = [];
  let existing = 0;
  let clashes = 0;
  let byes = 0;
  for (const division of proposal.divisions ?? []) {
    const saved = savedFixtureKeys(division.fixtures ?? []);
    const busy = busyTeams(division.fixtures ?? []);
    for (const date of division.fixtures ?? []) {
      for (const fixture of date.fixtures ?? []) {
        if (!fixture.proposal) continue;
        if (!fixture.awayTeam) {
          byes++;
          continue;
        }
        const key = fixtureKey(date.date, fixture.homeTeam.id, fixture.awayTeam.id);
        if (saved.has(key)) {
          existing++;
          continue;
        }
        const day = toCalendarDate(date.date) ?? date.date;
        if (busy.has(`${day}|${fixture.homeTeam.id}`) || busy.has(`${day}|${fixture.awayTeam.id}`)) {
          clashes++;
          continue;
        }
        fixtures.push({
          key,
          date: day,
          divisionId: division.id ?? '',
          divisionName: division.name ?? '',
          home: {
            id: fixture.homeTeam.id,
            name: fixture.homeTeam.name,
            address: fixture.homeTeam.address ?? addresses.get(fixture.homeTeam.id) ?? '',
          },
          away: { id: fixture.awayTeam.id, name: fixture.awayTeam.name },
        });
      }
    }
  }
  return { fixtures, existing, clashes, byes };
}

/** The body of `PUT /api/Game/` for one fixture (isKnockout false, accoladesCount true). */
export function editGameOf(fixture: FixtureToSave, seasonId: string) {
  return {
    address: fixture.home.address,
    date: toWireDate(fixture.date),
    divisionId: fixture.divisionId,
    seasonId,
    homeTeamId: fixture.home.id,
    awayTeamId: fixture.away.id,
    isKnockout: false,
    accoladesCount: true,
  };
}

/** The proposed weeks of one division: each date with its proposals (byes included). */
export function proposedWeeks(division: DivisionDataDto) {
  return (division.fixtures ?? [])
    .map((date) => ({
      date: toCalendarDate(date.date) ?? date.date,
      fixtures: (date.fixtures ?? []).filter((f) => f.proposal),
    }))
    .filter((date) => date.fixtures.length > 0);
}
