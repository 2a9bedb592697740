import type { TeamDto, TeamPlayerDto, TeamSeasonDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { toBool, type TeamPlayerTable, type TeamTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

/** Who is reading: players' e-mail addresses are shown only to those who manage teams or players. */
export type TeamReader = { showEmailAddresses: boolean };

function toTeamDto(row: TeamTable): TeamDto {
  return { ...auditFieldsOf(row), name: row.name, address: row.address };
}

function toPlayerDto(row: TeamPlayerTable, reader: TeamReader): TeamPlayerDto {
  return {
    ...auditFieldsOf(row),
    name: row.name,
    captain: toBool(row.captain),
    ...(row.emailAddress != null && reader.showEmailAddresses ? { emailAddress: row.emailAddress } : {}),
    ...(row.gender === 'Male' || row.gender === 'Female' ? { gender: row.gender } : {}),
  };
}

// Sorted here rather than in SQL: SQLite and PostgreSQL collate names differently.
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB') || a.name.localeCompare(b.name);

/** Non-deleted teams without their seasons, by name (contract §7.1, §22 #14). */
export async function listTeams(db: Db): Promise<TeamDto[]> {
  const rows = await db.selectFrom('team').selectAll().where('deleted', 'is', null).execute();
  return rows.sort(byName).map(toTeamDto);
}

/** One team, deleted or not, with every season it is registered in. */
export async function findTeam(db: Db, id: string, reader: TeamReader): Promise<TeamDto | undefined> {
  const row = await db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const seasons = await seasonsOf(db, reader, id);
  return { ...toTeamDto(row), seasons: seasons.get(id) ?? [] };
}

/** Non-deleted teams with their seasons and players (contract §7.1 `GET /api/Team/Seasons`). */
export async function listTeamsWithSeasons(db: Db, reader: TeamReader): Promise<TeamDto[]> {
  const teams = await db.selectFrom('team').selectAll().where('deleted', 'is', null).execute();
  const seasons = await seasonsOf(db, reader);
  return teams.sort(byName).map((row) => ({ ...toTeamDto(row), seasons: seasons.get(row.id) ?? [] }));
}

/**
 * Team seasons (deleted ones included, contract §1.10) with their non-deleted players, keyed by
 * team id: of one team, or of every non-deleted team. Two queries whatever the number of teams.
 */
async function seasonsOf(db: Db, reader: TeamReader, teamId?: string): Promise<Map<string, TeamSeasonDto[]>> {
  const teamSeasonIds = () => {
    const query = db.selectFrom('teamSeason').select('teamSeason.id');
    return teamId
      ? query.where('teamId', '=', teamId)
      : query.where('teamId', 'in', db.selectFrom('team').select('team.id').where('team.deleted', 'is', null));
  };
  const teamSeasons = await db
    .selectFrom('teamSeason')
    .selectAll()
    .where('id', 'in', teamSeasonIds())
    .orderBy('created')
    .execute();
  const players = await db
    .selectFrom('teamPlayer')
    .selectAll()
    .where('deleted', 'is', null)
    .where('teamSeasonId', 'in', teamSeasonIds())
    .execute();
  players.sort(byName);

  const playersBySeason = groupBy(
    players,
    (player) => player.teamSeasonId,
    (player) => toPlayerDto(player, reader),
  );
  return groupBy(
    teamSeasons,
    (row) => row.teamId,
    (row): TeamSeasonDto => ({
      ...auditFieldsOf(row),
      seasonId: row.seasonId,
      divisionId: row.divisionId,
      players: playersBySeason.get(row.id) ?? [],
    }),
  );
}

function groupBy<T, V>(items: readonly T[], keyOf: (item: T) => string, valueOf: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(valueOf(item));
    else groups.set(key, [valueOf(item)]);
  }
  return groups;
}
