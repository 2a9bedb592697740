import type { SeasonDto } from '@darts/contract';
import { playerHref, teamHref, type PageAddress } from '../../lib/division-links';
import type { DivisionData, DivisionPlayer } from './division-data';
import { isDimmed } from '../../lib/preferences';

/** What the Fixtures tab is given (it is built in its own feature and composed by the route). */
export type FixturesTabProps = { data: DivisionData; divisionIds: string[]; seasonId: string };

/** What the Health tab is given (its own feature too): the season, this division, and where its links go. */
export type HealthTabProps = {
  seasonId: string;
  seasonName: string;
  divisionName: string;
  /** Every division of the season, to tell which ones a health text is about. */
  seasonDivisionNames: string[];
  teams: Array<{ id: string; name: string }>;
  /** The fixtures of these divisions on one date (YYYY-MM-DD). */
  fixturesHref: (divisionNames: readonly string[], date: string) => string;
  teamHref: (team: { id: string; name: string }) => string;
};

/** What the Reports tab is given (its own feature): the season, this division, and where its links go. */
export type ReportsTabProps = {
  divisionId: string;
  seasonId: string;
  seasonName: string;
  divisionName: string;
  /** The season's divisions by id, for a report cell that names its division only by id. */
  divisionNames: Readonly<Record<string, string>>;
  /** A player's page: `player` is a name (with `team`) or an id (without). */
  playerHref: (divisionName: string, player: string, team: string | undefined) => string;
  /** A team's page: `team` is a name or an id. */
  teamHref: (divisionName: string, team: string) => string;
};

/** What every tab of a loaded division page needs: the data, where links go, and who is looking. */
export type PageInfo = {
  data: DivisionData;
  season: SeasonDto;
  address: PageAddress;
  /** The divisions asked for (all of the season's when none were named). */
  divisionIds: string[];
  can: { manageTeams: boolean; managePlayers: boolean };
  favourites: { enabled: boolean; ids: readonly string[]; toggle: (teamId: string) => void; clear: () => void };
};

/** The division a team plays in this season, by name, for its links. */
export function divisionNameOfTeam(info: PageInfo, teamId: string): string {
  const team = info.data.teams.find((t) => t.id === teamId);
  return team?.division?.name ?? info.address.divisionNames[0] ?? info.data.name ?? '';
}

export function teamLink(info: PageInfo, team: { id: string; name: string }) {
  return teamHref(divisionNameOfTeam(info, team.id), team.name, info.season.name);
}

export function playerLink(info: PageInfo, player: Pick<DivisionPlayer, 'name' | 'team' | 'teamId' | 'division'>) {
  const division = player.division?.name ?? divisionNameOfTeam(info, player.teamId);
  return playerHref(division, player.name, player.team, info.season.name);
}

/** Whether a row of this team is dimmed for a viewer who is (or is not) a manager of these rows. */
export function dimmedFor(info: PageInfo, teamId: string, isManager: boolean) {
  return isDimmed({ enabled: info.favourites.enabled, favouriteIds: info.favourites.ids, isManager }, teamId);
}

/** Numbers round to 2 decimals. */
export function formatNumber(value: number | null | undefined) {
  if (value == null || !Number.isFinite(value)) return '0';
  return String(Math.round(value * 100) / 100);
}
