import { isWithinSeason, type SeasonDates } from '../league/date-is-within-season.js';
import type { TournamentPlayer, TournamentSide } from './types.js';
import { venueKey } from '../league/team-venue.js';

/** A tournament row of division data as these rules read it: a tournament or a proposed venue. */
export type TournamentFixtureRow = {
  id?: string | null;
  address: string;
  proposed: boolean;
  type?: string | null;
  winningSide?: TournamentSide | null;
};

/** The words of the fixtures tab's 'New tournament' row. */
export const newTournamentTexts = {
  alreadyInUse: 'Already in use',
  crossDivisional: 'Cross-divisional',
  outsideSeason:
    'Tournament is outside of the dates for the season. You will need to change the start/end date for the season to be able to see the fixture in the list. Continue?',
} as const;

/** A venue a new tournament can be held at; `inUse` when a tournament is already there that date. */
export type TournamentVenue = { address: string; inUse: boolean };

/**
 * The venues offered for a new tournament on a date: the server's
 * proposed venues, the teams' addresses (a team's name when it has none) and the venues already
 * hosting a tournament that date, once each (ignoring case and spaces at the ends), by address.
 * A venue hosting a tournament is marked in use; it stays a choice, as a venue may host a singles
 * and a pairs night together.
 */
export function tournamentVenues(
  tournaments: readonly TournamentFixtureRow[],
  teams: ReadonlyArray<{ name: string; address?: string | null }>,
): TournamentVenue[] {
  const venues = new Map<string, TournamentVenue>();
  const add = (address: string, inUse: boolean) => {
    const trimmed = address.trim();
    if (!trimmed) return;
    const key = venueKey(trimmed);
    const known = venues.get(key);
    venues.set(key, { address: known?.address ?? trimmed, inUse: inUse || (known?.inUse ?? false) });
  };
  for (const tournament of tournaments) add(tournament.address, !tournament.proposed);
  for (const team of teams) add(team.address?.trim() || team.name, false);
  return [...venues.values()].sort((a, b) => a.address.localeCompare(b.address));
}

/** A tournament in a superleague division is a single round; cross-divisional ones are not. */
export function isSingleRoundDivision(division: { superleague?: boolean | null } | null | undefined): boolean {
  return division?.superleague ?? false;
}

/** Whether creating a tournament on `date` needs the outside-season question first. */
export function isOutsideSeason(date: string, season: SeasonDates | null | undefined): boolean {
  return !!season && !isWithinSeason(date, season);
}

/** A side copied into a new tournament: no id, so the server gives it one. */
export type CopiedSide = { name?: string | null; teamId?: string | null; players: TournamentPlayer[]; noShow: false };

/** The winning sides of a date's tournaments, to start a new tournament with. */
export function winnersToCopy(tournaments: readonly TournamentFixtureRow[]): CopiedSide[] {
  return tournaments.flatMap((tournament) => {
    const side = tournament.proposed ? undefined : tournament.winningSide;
    if (!side) return [];
    return [
      {
        ...(side.name ? { name: side.name } : {}),
        ...(side.teamId ? { teamId: side.teamId } : {}),
        players: side.players.map((player) => ({ ...player })),
        noShow: false as const,
      },
    ];
  });
}

/** A date whose tournaments have winners, offered by 'add winners from', with its tournaments' types. */
export type WinnerDate = { date: string; types: string[]; winners: number };

/** The dates before `date` with at least one decided tournament, latest first. */
export function earlierWinnerDates(
  dates: ReadonlyArray<{ date: string; tournamentFixtures: readonly TournamentFixtureRow[] }>,
  date: string,
): WinnerDate[] {
  const day = date.slice(0, 10);
  return dates
    .filter((entry) => entry.date.slice(0, 10) < day)
    .map((entry) => {
      const decided = entry.tournamentFixtures.filter((t) => !t.proposed && t.winningSide);
      const types = [...new Set(decided.map((t) => t.type?.trim() ?? '').filter(Boolean))];
      return { date: entry.date.slice(0, 10), types, winners: decided.length };
    })
    .filter((entry) => entry.winners > 0)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
