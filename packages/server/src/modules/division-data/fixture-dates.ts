import type {
  DivisionDto,
  DivisionFixtureDateDto,
  DivisionFixtureDto,
  FixtureDateNoteDto,
  OtherDivisionFixtureDto,
} from '@darts/contract';
import {
  byHomeTeamName,
  isSameVenue,
  isWithinSeason,
  teamsWithoutFixture,
  toWireDate,
  venueOf,
  type SeasonDates,
} from '@darts/domain';
import type { NoteTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';
import type { StoredTournament } from '../tournaments/tournaments.service.js';
import type { OtherGameRow, ScopeTeam } from './division-data.repository.js';
import { byAddress, proposedVenues, tournamentRow } from './fixture-tournaments.js';
import type { Fixture, Viewer } from './tables.js';

export type FixtureDatesInput = {
  fixtures: readonly Fixture[];
  /** Dates (as stored) of the season's fixtures in any division, for ManageGames; else empty. */
  seasonFixtureDates: readonly string[];
  notes: readonly NoteTable[];
  /**
   * The season's dates, or undefined with `ignoreDates`. A date outside them is listed only for a
   * note shown to note managers: no fixture can go there, so it offers no team rows
   * and no proposed venues.
   */
  season: SeasonDates | undefined;
  /** The tournaments in scope (`tournamentsInScope`). */
  tournaments: readonly StoredTournament[];
  /** Every tournament of the season: a venue hosting any of them that date is not proposed. */
  seasonTournaments: readonly StoredTournament[];
  /** With `teamId`: whether a tournament involves the team. */
  tournamentInvolvesTeam: (tournament: StoredTournament) => boolean;
  teams: readonly ScopeTeam[];
  teamsById: ReadonlyMap<string, ScopeTeam>;
  divisionOf: (teamId: string) => DivisionDto | undefined;
  query: { date?: string | undefined; teamId?: string | undefined; excludeProposals: boolean };
  viewer: Viewer;
};

/** A listed date: its fixtures, tournaments and notes, and the teams in scope shown as unselected rows. */
export type FixtureDay = {
  date: string;
  fixtures: Fixture[];
  tournaments: StoredTournament[];
  notes: NoteTable[];
  unselected: ScopeTeam[];
  /** Outside the season's dates: listed for a note only (`FixtureDatesInput.season`). */
  outsideSeason: boolean;
};

/**
 * The dates division data lists, ascending: those of the listed fixtures,
 * tournaments and notes, and for ManageGames those of other divisions' fixtures. Each date within
 * the season without tournaments has an unselected-team row for every team in scope not playing
 * that date (not with `date` or `excludeProposals`).
 */
export function fixtureDays(input: FixtureDatesInput): FixtureDay[] {
  const { query } = input;
  const days = new Map<string, Omit<FixtureDay, 'outsideSeason'> & { listed: boolean }>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, fixtures: [], tournaments: [], notes: [], unselected: [], listed: false }));
    return day;
  };
  const wanted = (date: string) => !query.date || date === query.date;

  for (const fixture of input.fixtures) {
    if (!wanted(fixture.date)) continue;
    const day = dayOf(fixture.date);
    day.fixtures.push(fixture);
    day.listed ||= involvesTeam(fixture, query.teamId);
  }
  // Another division's fixture lists its date unless the caller asked for one team.
  if (!query.teamId) {
    for (const stored of input.seasonFixtureDates) {
      const date = stored.slice(0, 10);
      if (wanted(date)) dayOf(date).listed = true;
    }
  }
  for (const tournament of input.tournaments) {
    if (!wanted(tournament.date) || (query.teamId && !input.tournamentInvolvesTeam(tournament))) continue;
    const day = dayOf(tournament.date);
    day.tournaments.push(tournament);
    day.listed = true;
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
  return [...days.values()]
    .filter((day) => day.listed)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map(({ listed: _, ...day }) => {
      const outsideSeason = !!input.season && !isWithinSeason(day.date, input.season);
      const slots = withSlots && !outsideSeason && day.tournaments.length === 0;
      return { ...day, outsideSeason, unselected: slots ? teamsWithoutFixture(slotTeams, day.fixtures) : [] };
    });
}

/**
 * The fixture date entries of division data (DivisionFixtureDateDto): the listed
 * fixtures, the unselected-team rows, the tournaments (with, for ManageTournaments on a date
 * without fixtures, the proposed venues) and the date's notes. `others` are the other fixtures on
 * the dates (ManageGames): each unselected row lists those at its team's venue.
 */
export function fixtureDates(
  days: readonly FixtureDay[],
  input: FixtureDatesInput,
  others: readonly OtherGameRow[],
): DivisionFixtureDateDto[] {
  const { query, viewer } = input;
  const proposing = viewer.canManageTournaments && !query.date && !query.excludeProposals;
  const venueTeams = input.teams.filter((team) => !query.teamId || team.id === query.teamId);
  const othersOn = new Map<string, OtherGameRow[]>();
  if (viewer.canManageGames) {
    for (const other of others) (othersOn.get(other.date) ?? othersOn.set(other.date, []).get(other.date)!).push(other);
  }
  return days.map((day) => {
    const rows = day.fixtures
      .filter((fixture) => involvesTeam(fixture, query.teamId))
      .map((fixture) => fixtureRow(fixture, input));
    const hasKnockout = day.fixtures.some((f) => f.isKnockout);
    for (const team of day.unselected) {
      rows.push(slotRow(team, hasKnockout, othersOn.get(day.date) ?? [], input.divisionOf));
    }
    const tournamentRows = day.tournaments.map(tournamentRow);
    if (proposing && day.fixtures.length === 0 && !day.outsideSeason) {
      const hosting = input.seasonTournaments.filter((t) => t.date === day.date);
      tournamentRows.push(...proposedVenues(venueTeams, hosting));
    }
    return {
      date: toWireDate(day.date),
      fixtures: rows.sort(byHomeTeamName),
      tournamentFixtures: tournamentRows.sort(byAddress),
      notes: day.notes.map(noteDto),
    };
  });
}

const involvesTeam = (f: { homeTeamId: string; awayTeamId: string | null }, teamId: string | undefined) =>
  !teamId || f.homeTeamId === teamId || f.awayTeamId === teamId;

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

/** An unselected-team row: the team's id as the row id and no away team. */
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
    fixturesUsingAddress: others.filter((other) => isSameVenue(other.address, venue)).map(otherFixture),
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
