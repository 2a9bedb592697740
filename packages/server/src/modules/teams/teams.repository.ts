import type { TeamDto, TeamPlayerDto, TeamSeasonDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { toBool, type TeamPlayerTable, type TeamSeasonTable, type TeamTable } from '../../db/schema.js';
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

/** Non-deleted teams without their seasons, by name. */
export async function listTeams(db: Db): Promise<TeamDto[]> {
  const rows = await db.selectFrom('team').selectAll().where('deleted', 'is', null).execute();
  return rows.sort(byName).map(toTeamDto);
}

/** One team, deleted or not, with every season it is registered in. */
export async function findTeam(db: Db, id: string, reader: TeamReader): Promise<TeamDto | undefined> {
  const row = await db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const seasons = await seasonsOf(db, reader, { teamId: id });
  return { ...toTeamDto(row), seasons: seasons.get(id) ?? [] };
}

/** Non-deleted teams with their seasons and players (`GET /api/Team/Seasons`). */
export async function listTeamsWithSeasons(db: Db, reader: TeamReader): Promise<TeamDto[]> {
  const teams = await db.selectFrom('team').selectAll().where('deleted', 'is', null).execute();
  const seasons = await seasonsOf(db, reader);
  return teams.sort(byName).map((row) => ({ ...toTeamDto(row), seasons: seasons.get(row.id) ?? [] }));
}

/**
 * Non-deleted teams registered (and not removed) in a division for a season, each with only that
 * season's registration (`GET /api/Team/{divisionId}/{seasonId}`).
 */
export async function listTeamsInDivision(
  db: Db,
  reader: TeamReader,
  divisionId: string,
  seasonId: string,
): Promise<TeamDto[]> {
  const teams = await db
    .selectFrom('team')
    .selectAll('team')
    .where('team.deleted', 'is', null)
    .where('team.id', 'in', registered(db, seasonId).where('divisionId', '=', divisionId).select('teamId'))
    .execute();
  const seasons = await seasonsOf(db, reader, { seasonId, divisionId });
  return teams.sort(byName).map((row) => ({ ...toTeamDto(row), seasons: seasons.get(row.id) ?? [] }));
}

const registered = (db: Db, seasonId: string) =>
  db.selectFrom('teamSeason').where('seasonId', '=', seasonId).where('deleted', 'is', null);

type SeasonsFilter = { teamId: string } | { seasonId: string; divisionId: string } | undefined;

/**
 * Team seasons (deleted ones included) with their non-deleted players, keyed by
 * team id: of one team, of every non-deleted team, or the live registrations of one division in a
 * season. Two queries whatever the number of teams.
 */
async function seasonsOf(db: Db, reader: TeamReader, filter?: SeasonsFilter): Promise<Map<string, TeamSeasonDto[]>> {
  const teamSeasonIds = () => {
    const query = db.selectFrom('teamSeason').select('teamSeason.id');
    if (filter && 'teamId' in filter) return query.where('teamId', '=', filter.teamId);
    if (filter)
      return registered(db, filter.seasonId).where('divisionId', '=', filter.divisionId).select('teamSeason.id');
    return query.where('teamId', 'in', db.selectFrom('team').select('team.id').where('team.deleted', 'is', null));
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

/** A stored team record (deleted or not), as the write services need it. */
export type TeamRecord = TeamTable;
/** A stored team season (registration), deleted or not. */
export type Registration = TeamSeasonTable;

export async function findTeamRecord(db: Db, id: string): Promise<TeamRecord | undefined> {
  return db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the team's row lock for the rest of the transaction (a no-op update), so two writes to
 * one team's registrations and players run one after the other on PostgreSQL as on SQLite.
 */
export async function lockTeam(db: Db, id: string): Promise<void> {
  await db
    .updateTable('team')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

/** Every non-deleted team. */
export async function listTeamRecords(db: Db): Promise<TeamRecord[]> {
  return db.selectFrom('team').selectAll().where('deleted', 'is', null).execute();
}

/** Non-deleted teams with a live registration in the season. */
export async function teamsRegisteredIn(db: Db, seasonId: string): Promise<TeamRecord[]> {
  return db
    .selectFrom('team')
    .selectAll()
    .where('deleted', 'is', null)
    .where('id', 'in', registered(db, seasonId).select('teamId'))
    .execute();
}

export async function insertTeam(db: Db, row: TeamRecord): Promise<void> {
  await db.insertInto('team').values(row).execute();
}

/** Updates a team only if it is still at `lastUpdated`; returns the number of rows changed. */
export async function updateTeam(
  db: Db,
  id: string,
  lastUpdated: string,
  changes: Partial<Omit<TeamRecord, 'id' | 'created' | 'author'>>,
): Promise<bigint> {
  const result = await db
    .updateTable('team')
    .set(changes)
    .where('id', '=', id)
    .where('updated', '=', lastUpdated)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/** A team's registrations, removed ones included, oldest first. */
export async function registrationsOf(db: Db, teamId: string): Promise<Registration[]> {
  return db.selectFrom('teamSeason').selectAll().where('teamId', '=', teamId).orderBy('created').execute();
}

/** The live registrations of non-deleted teams in a season. */
export async function registrationsIn(db: Db, seasonId: string): Promise<Registration[]> {
  return registered(db, seasonId)
    .selectAll()
    .where('teamId', 'in', db.selectFrom('team').select('team.id').where('team.deleted', 'is', null))
    .orderBy('created')
    .execute();
}

export async function insertRegistrations(db: Db, rows: readonly Registration[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('teamSeason')
      .values([...rows])
      .execute();
}

export async function updateRegistration(
  db: Db,
  id: string,
  changes: Partial<Omit<Registration, 'id' | 'created' | 'author' | 'teamId' | 'seasonId'>>,
): Promise<void> {
  await db.updateTable('teamSeason').set(changes).where('id', '=', id).execute();
}
