import type { TournamentFixtureDetailsDto } from '@darts/contract';
import {
  isWithinSeason,
  toWireDate,
  tournamentChampionOf,
  tournamentMatchesOf,
  venueKey,
  venueOf,
} from '@darts/domain';
import type { StoredTournament } from '../tournaments/tournaments.service.js';
import type { ScopeTeam } from './division-data.repository.js';

/**
 * The tournament rows of division data (contract §5.4 DivisionTournamentFixtureDetailsDto, §5.5;
 * spec 1 §2 Fixtures tab, §3 Tournament fixture).
 */

/** Rows of a date by venue, as the contract orders them (§5.4): case-insensitively, then exactly. */
export function byAddress(a: { address: string }, b: { address: string }): number {
  const [x, y] = [a.address.toLowerCase(), b.address.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.address === b.address ? 0 : a.address < b.address ? -1 : 1;
}

/**
 * The season's tournaments that division data lists: those of the requested divisions (every
 * division when none was requested) and every cross-divisional one, which belongs to all the
 * season's divisions and so shows on each division's fixtures tab; within the season's dates
 * unless `dates` is undefined (`ignoreDates`, §5.5).
 */
export function tournamentsInScope(
  tournaments: readonly StoredTournament[],
  divisionIds: readonly string[],
  dates: { from: string; to: string } | undefined,
): StoredTournament[] {
  const divisions = new Set(divisionIds);
  return tournaments.filter(
    (t) =>
      (t.divisionId === null || divisions.size === 0 || divisions.has(t.divisionId)) &&
      (!dates || isWithinSeason(t.date, { startDate: dates.from, endDate: dates.to })),
  );
}

/** Ids of every player in the tournament's sides, in order, each once (§5.4 `players`). */
export function tournamentPlayerIds(tournament: StoredTournament): string[] {
  const matchSides = tournamentMatchesOf(tournament.doc).flatMap(({ match }) => [match.sideA, match.sideB]);
  const ids = [...tournament.doc.sides, ...matchSides].flatMap((side) => side?.players.map((p) => p.id) ?? []);
  return [...new Set(ids)];
}

/** Whether a tournament involves a team (the `teamId` query, §5.3): a side is the team, or has one of its players. */
export function tournamentInvolvesTeam(
  tournament: StoredTournament,
  teamId: string,
  teamPlayerIds: ReadonlySet<string>,
): boolean {
  return (
    tournament.doc.sides.some((side) => side.teamId === teamId) ||
    tournamentPlayerIds(tournament).some((id) => teamPlayerIds.has(id))
  );
}

/**
 * A tournament's row: its sides and players, the first round's matches (superleague summaries),
 * the winner of the final for a knockout and the opponent for a single round.
 */
export function tournamentRow(tournament: StoredTournament): TournamentFixtureDetailsDto {
  const { doc } = tournament;
  const winningSide = tournamentChampionOf({ ...doc, singleRound: tournament.singleRound });
  return {
    id: tournament.id,
    address: tournament.address,
    date: toWireDate(tournament.date),
    seasonId: tournament.seasonId,
    ...(doc.type != null ? { type: doc.type } : {}),
    ...(doc.notes != null ? { notes: doc.notes } : {}),
    proposed: false,
    ...(winningSide ? { winningSide } : {}),
    players: tournamentPlayerIds(tournament),
    sides: doc.sides,
    singleRound: tournament.singleRound,
    firstRoundMatches: doc.round?.matches ?? [],
    ...(tournament.singleRound && doc.opponent != null ? { opponent: doc.opponent } : {}),
  };
}

/**
 * The proposed venues of a date (§5.4 `proposed`): each distinct venue of the teams in scope (its
 * address, or its name when the address is blank) not already hosting a tournament that date.
 */
export function proposedVenues(
  teams: readonly Pick<ScopeTeam, 'name' | 'address'>[],
  hosting: readonly Pick<StoredTournament, 'address'>[],
): TournamentFixtureDetailsDto[] {
  const taken = new Set(hosting.map((t) => venueKey(t.address)));
  const venues = new Map<string, string>();
  for (const team of teams) {
    const venue = venueOf(team);
    if (!taken.has(venueKey(venue)) && !venues.has(venueKey(venue))) venues.set(venueKey(venue), venue);
  }
  return [...venues.values()].map((address) => ({
    address,
    proposed: true,
    players: [],
    sides: [],
    singleRound: false,
    firstRoundMatches: [],
  }));
}
