import type { Db } from '../../db/database.js';
import type { TeamTable } from '../../db/schema.js';

/** A team of the season as the proposal sees it: its record and whether its registration was removed. */
export type SeasonTeam = TeamTable & { divisionId: string; registrationDeleted: boolean };

// Sorted here rather than in SQL: SQLite and PostgreSQL collate names differently.
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB') || a.name.localeCompare(b.name);

/**
 * The teams registered in the season's `divisionIds`, by name: one entry per team and division, a
 * live registration winning over a removed one. Deleted teams and removed registrations are kept
 * (the caller marks them deleted) so that a mapping to one is refused by name.
 */
export async function seasonTeams(db: Db, seasonId: string, divisionIds: readonly string[]): Promise<SeasonTeam[]> {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .selectFrom('teamSeason')
    .innerJoin('team', 'team.id', 'teamSeason.teamId')
    .selectAll('team')
    .select(['teamSeason.divisionId', 'teamSeason.deleted as registrationDeletedAt'])
    .where('teamSeason.seasonId', '=', seasonId)
    .where('teamSeason.divisionId', 'in', divisionIds)
    .execute();
  const byKey = new Map<string, SeasonTeam>();
  for (const { registrationDeletedAt, ...row } of rows) {
    const team: SeasonTeam = { ...row, registrationDeleted: registrationDeletedAt !== null };
    const key = `${row.divisionId}/${row.id}`;
    const known = byKey.get(key);
    if (!known || (known.registrationDeleted && !team.registrationDeleted)) byKey.set(key, team);
  }
  return [...byKey.values()].sort(byName);
}

/** A league fixture of the season with its teams' names and addresses (a team not stored goes by its id). */
export type LeagueFixture = {
  id: string;
  divisionId: string;
  date: string;
  /** Where the fixture is played (a fixture moved to another pub keeps that pub here). */
  address: string;
  home: { id: string; name: string; address: string };
  away?: { id: string; name: string; address: string };
};

/**
 * The season's non-deleted league fixtures in `divisionIds`, by date: knockouts and qualifiers are
 * left out (they pair teams outside the league's rounds), postponed fixtures are kept.
 */
export async function seasonLeagueFixtures(
  db: Db,
  seasonId: string,
  divisionIds: readonly string[],
): Promise<LeagueFixture[]> {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .selectFrom('game')
    .leftJoin('team as home', 'home.id', 'game.homeTeamId')
    .leftJoin('team as away', 'away.id', 'game.awayTeamId')
    .select([
      'game.id',
      'game.divisionId',
      'game.date',
      'game.address',
      'game.homeTeamId',
      'game.awayTeamId',
      'home.name as homeName',
      'home.address as homeAddress',
      'away.name as awayName',
      'away.address as awayAddress',
    ])
    .where('game.seasonId', '=', seasonId)
    .where('game.divisionId', 'in', divisionIds)
    .where('game.deleted', 'is', null)
    .where('game.isKnockout', '=', 0)
    .orderBy('game.date')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    divisionId: row.divisionId,
    date: row.date.slice(0, 10),
    address: row.address,
    home: { id: row.homeTeamId, name: row.homeName ?? row.homeTeamId, address: row.homeAddress ?? '' },
    ...(row.awayTeamId
      ? { away: { id: row.awayTeamId, name: row.awayName ?? row.awayTeamId, address: row.awayAddress ?? '' } }
      : {}),
  }));
}
