import { nameKey } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { createdBy } from '../../shared/audit.js';
import { insertPlayers, playersOf, type PlayerRecord } from './team-players.repository.js';
import { insertRegistrations, registrationsIn, type Registration } from './teams.repository.js';

/** Player names match trimmed and case-insensitively. */

/** New rows for `players` in another registration: fresh ids (one row per id), same details. */
function copiesOf(players: readonly PlayerRecord[], teamSeasonId: string, clock: Clock, user: string): PlayerRecord[] {
  return players.map((player) => ({
    ...createdBy(clock, user),
    teamSeasonId,
    name: player.name,
    captain: player.captain,
    emailAddress: player.emailAddress,
    gender: player.gender,
  }));
}

/**
 * Copies the non-deleted players of one registration into another, leaving out names the target
 * already has (`copyPlayersFromSeasonId`). Returns how many were copied.
 */
export async function copyPlayers(
  db: Db,
  clock: Clock,
  user: string,
  fromTeamSeasonId: string,
  toTeamSeasonId: string,
): Promise<number> {
  const present = new Set((await playersOf(db, toTeamSeasonId)).filter((p) => !p.deleted).map((p) => nameKey(p.name)));
  const wanted = (await playersOf(db, fromTeamSeasonId)).filter((p) => !p.deleted && !present.has(nameKey(p.name)));
  await insertPlayers(db, copiesOf(wanted, toTeamSeasonId, clock, user));
  return wanted.length;
}

/**
 * Registers in a new season every team of another season whose division takes part in the new
 * one, with its non-deleted players (`copyTeamsFromSeasonId`). Returns how many of
 * the other season's teams were copied.
 */
export async function copySeasonTeams(
  db: Db,
  clock: Clock,
  user: string,
  fromSeasonId: string,
  toSeasonId: string,
  divisionIds: ReadonlySet<string>,
): Promise<{ copied: number; total: number }> {
  const sources = await registrationsIn(db, fromSeasonId);
  const chosen = sources.filter((registration) => divisionIds.has(registration.divisionId));
  const copies: Registration[] = [];
  const players: PlayerRecord[] = [];
  for (const source of chosen) {
    const copy: Registration = {
      ...createdBy(clock, user),
      teamId: source.teamId,
      seasonId: toSeasonId,
      divisionId: source.divisionId,
    };
    copies.push(copy);
    const live = (await playersOf(db, source.id)).filter((p) => !p.deleted);
    players.push(...copiesOf(live, copy.id, clock, user));
  }
  await insertRegistrations(db, copies);
  await insertPlayers(db, players);
  return { copied: copies.length, total: sources.length };
}
