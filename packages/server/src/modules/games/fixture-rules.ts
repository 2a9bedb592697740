import type { TeamDto } from '@darts/contract';
import {
  dateIsWithinSeason,
  isRegisteredInSeason,
  teamIsNotPlayingTheSameLegTwice,
  teamIsNotPlayingTwiceOnADate,
  teamsAreNotPlayingAgainstThemselves,
  type FixtureDate,
  type SeasonDates,
} from '@darts/domain';
import { hasAScore } from './game-card.js';
import type { StoredGame } from './games.repository.js';

/** The texts a fixture write answers with (the rest where it is silent). */
export const gameMessages = {
  updated: 'Game updated',
  deleted: 'Game deleted',
  notFound: 'Game not found',
  alreadyDeleted: 'Game has already been deleted',
  seasonRequired: 'SeasonId must be provided',
  seasonNotFound: 'Unable to add or update game, season not found',
  divisionRequired: 'DivisionId must be provided',
  divisionNotFound: 'Unable to add or update game, division not found',
  divisionNotInSeason: (division: string, season: string) => `Division ${division} is not part of season ${season}`,
  dateRequired: 'Date must be provided',
  homeTeamRequired: 'HomeTeamId must be provided',
  teamNotFound: (id: string) => `Unable to find team with id ${id}`,
  teamDeleted: (team: string) => `${team} has been deleted`,
  notRegistered: (team: string, season: string) => `${team} is not registered in season ${season}`,
  notInDivision: (team: string, division: string, season: string) =>
    `${team} does not play in division ${division} in season ${season}`,
  sameTeams: 'Unable to update a game where the home team and away team are the same',
  opponentsFixed: 'The teams of a fixture cannot be changed once it has a score',
  bulkNotPermitted: 'Not permitted to delete unplayed league fixtures',
  seasonMissing: 'Season not found',
  found: (count: number, total: number) => `Found ${count} unplayed games from a total of ${total}`,
  removed: (count: number, total: number) => `Deleted ${count} unplayed games from a total of ${total}`,
} as const;

type Named = { id: string; name: string };

/**
 * Why a team cannot play in the fixture, or undefined: it must exist, not be deleted and
 * be registered in the season; in a league fixture, in the fixture's division. Knockout fixtures
 * take any team of the season.
 */
export function teamProblem(
  id: string,
  team: TeamDto | undefined,
  fixture: { seasonId: string; divisionId: string; isKnockout: boolean },
  names: { season: string; division: string },
): string | undefined {
  if (!team) return gameMessages.teamNotFound(id);
  if (team.deleted) return gameMessages.teamDeleted(team.name);
  if (!isRegisteredInSeason(team, fixture.seasonId)) return gameMessages.notRegistered(team.name, names.season);
  const inDivision = (team.seasons ?? []).some(
    (s) => s.seasonId === fixture.seasonId && !s.deleted && s.divisionId === fixture.divisionId,
  );
  if (!fixture.isKnockout && !inDivision) return gameMessages.notInDivision(team.name, names.division, names.season);
  return undefined;
}

/** Other fixtures grouped by date, as the domain's opponent rules read them. */
function byDate(games: readonly StoredGame[]): FixtureDate[] {
  const dates = new Map<string, FixtureDate & { fixtures: FixtureDate['fixtures'][number][] }>();
  for (const game of games) {
    const entry = dates.get(game.date) ?? { date: game.date, fixtures: [] };
    entry.fixtures.push({
      id: game.id,
      homeTeam: { id: game.homeTeamId, name: game.card.home.name },
      awayTeam: game.awayTeamId ? { id: game.awayTeamId, name: game.card.away.name } : null,
      isKnockout: game.isKnockout,
    });
    dates.set(game.date, entry);
  }
  return [...dates.values()];
}

export type FixtureToCheck = {
  id: string | null;
  date: string;
  isKnockout: boolean;
  home: Named;
  away: Named | null;
  season: SeasonDates;
  /** The fixture as stored, when this is an edit. */
  existing?: StoredGame;
  /** Other fixtures on the date in which either team plays. */
  sameDate: readonly StoredGame[];
  /** Other league fixtures of the season with the same home and away teams. */
  sameLeg: readonly StoredGame[];
};

/**
 * `{team}: Already playing against {opponent}` for each of `teams` with another fixture on `date`
 * among `sameDate` (the domain's `teamIsNotPlayingTwiceOnADate`), the fixture `exceptId` left out.
 */
export function alreadyPlayingOnDate(
  teams: readonly { id: string; name: string }[],
  date: string,
  sameDate: readonly StoredGame[],
  exceptId: string | null | undefined,
): string[] {
  const dates = byDate(sameDate);
  return teams.flatMap((team) => {
    const playing = teamIsNotPlayingTwiceOnADate(team.id, date, dates, exceptId ?? undefined);
    return playing ? [`${team.name}: ${playing}`] : [];
  });
}

/**
 * The business rules a fixture write must pass, as warnings; empty
 * when it may be saved: two different teams; opponents fixed once there is a score; a date within
 * the season; neither team already playing that date; in a league fixture, the same leg not
 * played on another date.
 */
export function fixtureProblems(fixture: FixtureToCheck): string[] {
  const { home, away, existing } = fixture;
  if (teamsAreNotPlayingAgainstThemselves(home.id, away?.id)) return [gameMessages.sameTeams];
  const problems: string[] = [];
  if (
    existing &&
    hasAScore(existing.card) &&
    (existing.homeTeamId !== home.id || existing.awayTeamId !== (away?.id ?? null))
  ) {
    problems.push(gameMessages.opponentsFixed);
  }
  const outside = dateIsWithinSeason(fixture.date, fixture.season);
  if (outside) problems.push(outside);

  problems.push(...alreadyPlayingOnDate(away ? [home, away] : [home], fixture.date, fixture.sameDate, fixture.id));
  if (away && !fixture.isKnockout) {
    const sameLeg = teamIsNotPlayingTheSameLegTwice(home.id, away.id, fixture.date, byDate(fixture.sameLeg));
    if (sameLeg) problems.push(`${home.name} vs ${away.name}: ${sameLeg}`);
  }
  return problems;
}
