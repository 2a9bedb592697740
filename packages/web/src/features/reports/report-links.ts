import { pageRoutes, type ReportCellDto } from '@darts/contract';
import { pagePath } from '../../lib/paths';

/** Where the Reports tab's links go; the division route builds them (one feature never imports another). */
export type ReportLinks = {
  /** This division's name: links go here unless a cell names another division. */
  divisionName: string;
  /** The season's divisions by id, for a cell that names its division only by id. */
  divisionNames: Readonly<Record<string, string>>;
  /** A player's page: `player` is a name (with `team`) or an id (without). */
  playerHref: (divisionName: string, player: string, team: string | undefined) => string;
  /** A team's page: `team` is a name or an id. */
  teamHref: (divisionName: string, team: string) => string;
};

/**
 * Where a report cell links: a tournament, else a player, else a team,
 * in the cell's own division when it names one; nothing when the cell names none.
 */
export function cellHref(cell: ReportCellDto, links: ReportLinks): string | undefined {
  const division = cell.divisionName || (cell.divisionId && links.divisionNames[cell.divisionId]) || links.divisionName;
  if (cell.tournamentId) return pagePath(pageRoutes.tournament, { tournamentId: cell.tournamentId });
  const team = cell.teamName || cell.teamId;
  if (cell.playerName && cell.teamName) return links.playerHref(division, cell.playerName, cell.teamName);
  if (cell.playerId) return links.playerHref(division, cell.playerId, undefined);
  if (cell.playerName) return links.playerHref(division, cell.playerName, undefined);
  if (team) return links.teamHref(division, team);
  return undefined;
}
