import type {
  DivisionDto,
  DivisionFixtureDateDto,
  DivisionFixtureDto,
  FixtureDateNoteDto,
  OtherDivisionFixtureDto,
} from '@darts/contract';
import { byHomeTeamName, teamsWithoutFixture, toWireDate } from '@darts/domain';
import type { NoteTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';
import type { OtherGameRow, ScopeTeam } from './division-data.repository.js';
import type { Fixture, Viewer } from './tables.js';

export type FixtureDatesInput = {
  fixtures: readonly Fixture[];
  otherGames: readonly OtherGameRow[];
  notes: readonly NoteTable[];
  teams: readonly ScopeTeam[];
  teamsById: ReadonlyMap<string, ScopeTeam>;
  divisionOf: (teamId: string) => DivisionDto | undefined;
  query: { date?: string | undefined; teamId?: string | undefined; excludeProposals: boolean };
  viewer: Viewer;
};

type Day = { fixtures: Fixture[]; others: OtherGameRow[]; notes: NoteTable[]; listed: boolean };

/** The address a team plays at: its address, or its name when that is blank (contract §5.4). */
export const venueOf = (team: { name: string; address: string }) => (team.address.trim() ? team.address : team.name);
const sameVenue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The fixture date entries of division data (contract §5.4 DivisionFixtureDateDto, §5.5), dates
 * ascending: the listed fixtures, an unselected-team row for each team in scope not playing that
 * date (not with `date` or `excludeProposals`), and the date's notes. ManageGames viewers also get
 * the dates of other divisions' fixtures, and on each unselected row the other fixtures at that
 * team's venue.
 */
export function fixtureDates(input: FixtureDatesInput): DivisionFixtureDateDto[] {
  const { query, viewer } = input;
  const days = new Map<string, Day>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { fixtures: [], others: [], notes: [], listed: false }));
    return day;
  };
  const wanted = (date: string) => !query.date || date === query.date;
  const involvesTeam = (f: { homeTeamId: string; awayTeamId: string | null }) =>
    !query.teamId || f.homeTeamId === query.teamId || f.awayTeamId === query.teamId;

  for (const fixture of input.fixtures) {
    if (!wanted(fixture.date)) continue;
    const day = dayOf(fixture.date);
    day.fixtures.push(fixture);
    day.listed ||= involvesTeam(fixture);
  }
  for (const other of input.otherGames) {
    if (!wanted(other.date)) continue;
    const day = dayOf(other.date);
    day.others.push(other);
    day.listed ||= !query.teamId;
  }
  for (const note of input.notes) {
    const date = note.date.slice(0, 10);
    if (!wanted(date)) continue;
    const day = dayOf(date);
    day.notes.push(note);
    day.listed = true;
  }

  const slotTeams = input.teams.filter((team) => !query.teamId || team.id === query.teamId);
  const withSlots = !query.date && !query.excludeProposals;
  return [...days.entries()]
    .filter(([, day]) => day.listed)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, day]) => {
      const rows = day.fixtures.filter(involvesTeam).map((fixture) => fixtureRow(fixture, input));
      if (withSlots) {
        const hasKnockout = day.fixtures.some((f) => f.isKnockout);
        for (const team of teamsWithoutFixture(slotTeams, day.fixtures)) {
          rows.push(slotRow(team, hasKnockout, viewer.canManageGames ? day.others : [], input.divisionOf));
        }
      }
      return {
        date: toWireDate(date),
        fixtures: rows.sort(byHomeTeamName),
        tournamentFixtures: [],
        notes: day.notes.map(noteDto),
      };
    });
}

function fixtureRow(fixture: Fixture, input: FixtureDatesInput): DivisionFixtureDto {
  const team = (id: string, name: string) => {
    const known = input.teamsById.get(id);
    return { id, name, address: known ? venueOf(known) : name };
  };
  const homeDivision = input.divisionOf(fixture.homeTeamId);
  const awayDivision = fixture.awayTeamId ? input.divisionOf(fixture.awayTeamId) : undefined;
  return {
    id: fixture.id,
    homeTeam: team(fixture.homeTeamId, fixture.record.home.name),
    ...(fixture.awayTeamId ? { awayTeam: team(fixture.awayTeamId, fixture.record.away.name) } : {}),
    ...(fixture.score ? { homeScore: fixture.score.home, awayScore: fixture.score.away } : {}),
    postponed: fixture.postponed,
    isKnockout: fixture.isKnockout,
    accoladesCount: fixture.accoladesCount,
    proposal: false,
    fixturesUsingAddress: [],
    ...(homeDivision ? { homeDivision } : {}),
    ...(awayDivision ? { awayDivision } : {}),
  };
}

/** An unselected-team row (contract §1.4): the team's id as the row id and no away team. */
function slotRow(
  team: ScopeTeam,
  hasKnockout: boolean,
  others: readonly OtherGameRow[],
  divisionOf: (teamId: string) => DivisionDto | undefined,
): DivisionFixtureDto {
  const venue = venueOf(team);
  const homeDivision = divisionOf(team.id);
  return {
    id: team.id,
    homeTeam: { id: team.id, name: team.name, address: venue },
    postponed: false,
    isKnockout: hasKnockout,
    accoladesCount: true,
    proposal: false,
    fixturesUsingAddress: others.filter((other) => sameVenue(other.address, venue)).map(otherFixture),
    ...(homeDivision ? { homeDivision } : {}),
  };
}

function otherFixture(game: OtherGameRow): OtherDivisionFixtureDto {
  return {
    id: game.id,
    divisionId: game.divisionId,
    home: { id: game.homeTeamId, name: game.homeName ?? '' },
    ...(game.awayTeamId ? { away: { id: game.awayTeamId, name: game.awayName ?? '' } } : {}),
  };
}

function noteDto(note: NoteTable): FixtureDateNoteDto {
  return {
    ...auditFieldsOf(note),
    date: toWireDate(note.date),
    note: note.note,
    seasonId: note.seasonId,
    ...(note.divisionId ? { divisionId: note.divisionId } : {}),
  };
}
