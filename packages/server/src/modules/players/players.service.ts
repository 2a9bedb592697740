import type { ActionResult, EditTeamPlayer, SeasonDto, TeamDto } from '@darts/contract';
import { emptyId, isSameName, playerNameProblem, playerNameRequired, utcDateOf } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import { cardMentions, parseCard, renameInCard } from '../../shared/score-card.js';
import { findSeason } from '../seasons/seasons.service.js';
import {
  applyRegistration,
  findFixture,
  findPlayer,
  findTeam,
  findTeamRecord,
  fixturesOfTeam,
  insertPlayers,
  lockFixtures,
  lockTeam,
  lockedFixturesOfTeam,
  managerReader,
  planRegistration,
  playersOf,
  registrationsOf,
  updateFixture,
  updatePlayer,
  type Registration,
  type TeamRecord,
} from '../teams/teams.service.js';
import { assertStillCurrent } from '../../shared/versioned.js';
import { distinct, inTransaction, notWritten, written, type LeagueDeps } from '../../shared/write-outcome.js';

export const playerMessages = {
  added: (team: string, season: string) => `Player added to the ${team} team for the ${season} season`,
  undeleted: 'Player undeleted from team',
  exists: 'Player already exists with this name, player not added',
  nameRequired: playerNameRequired,
  teamRequired: 'Please select a team',
  seasonNotFound: 'Season could not be found',
  teamNotFound: 'Team not found',
  teamDeleted: 'Cannot edit a team that has been deleted',
  seasonNotAdded: (season: string, team: string) => `Could not add the ${season} season to team ${team}`,
  updated: (name: string, season: string, games: number) =>
    `Player ${name} updated in the ${season} season, ${games} game/s updated`,
  teamNotRegistered: (team: string, season: string) => `Team ${team} is not registered to the ${season} season`,
  noSuchPlayer: (season: string) => `Team does not have a player with this id for the ${season} season`,
  nameInUse: (count: number) => `${count} other player(s) exist with the given name in this season`,
  hasPlayed: "Cannot move a player once they've played in some games",
  moveFailed: 'Could not move the player to other team',
  removed: (name: string, season: string) => `Player ${name} removed from the ${season} season`,
  removeNotRegistered: (season: string) => `Team is not registered to the ${season} season`,
  removeNoSuchPlayer: (season: string) => `Player does not have a player with this id for the ${season} season`,
} as const;

type Context = { season: SeasonDto; team: TeamRecord; registration?: Registration };

/** Locks the teams, then finds the season, the team and its live registration for the season. */
async function load(
  db: Db,
  deps: LeagueDeps,
  seasonId: string,
  teamIds: string[],
): Promise<Context | { refusal: ActionResult<never> }> {
  for (const id of [...new Set(teamIds)].sort()) await lockTeam(db, id);
  const season = await findSeason(db, seasonId, utcDateOf(deps.clock.now()));
  if (!season || season.deleted) return { refusal: failed(playerMessages.seasonNotFound) };
  const team = await findTeamRecord(db, teamIds[0]!);
  if (!team) return { refusal: refused(playerMessages.teamNotFound) };
  if (team.deleted) return { refusal: failed(playerMessages.teamDeleted) };
  return { season, team, registration: await liveRegistration(db, team.id, seasonId) };
}

const liveRegistration = async (db: Db, teamId: string, seasonId: string) =>
  (await registrationsOf(db, teamId)).find((r) => r.seasonId === seasonId && !r.deleted);

const answer = async (db: Db, teamId: string) => (await findTeam(db, teamId, managerReader))!;

export type PlayerPath = { seasonId: string; teamId: string };

/**
 * POST /api/Player/{divisionId}/{seasonId}/{teamId}: adds a player to the
 * team's registration for the season, registering the team in `divisionId` first if need be. A
 * name already in the team season (trimmed, any case) is kept rather than added twice.
 */
export async function addPlayer(
  deps: LeagueDeps,
  path: PlayerPath & { divisionId: string },
  edit: EditTeamPlayer,
  user: string,
): Promise<ActionResult<TeamDto>> {
  if (path.teamId === emptyId) return failed(playerMessages.teamRequired);
  const nameProblem = playerNameProblem(edit.name);
  if (nameProblem) return failed(nameProblem);
  const { clock } = deps;
  return inTransaction(deps, async (trx) => {
    const context = await load(trx, deps, path.seasonId, [path.teamId]);
    if ('refusal' in context) return notWritten(context.refusal);
    const { season, team } = context;
    let registrationId = context.registration?.id;
    if (!registrationId) {
      const plan = await planRegistration(trx, team.id, season, path.divisionId);
      if ('refusal' in plan) return notWritten(refused(playerMessages.seasonNotAdded(season.name, team.name)));
      registrationId = await applyRegistration(trx, plan, team.id, season.id, { clock, user });
    }
    const sameName = (await playersOf(trx, registrationId)).filter((p) => isSameName(p.name, edit.name));
    const details = { captain: edit.captain ? 1 : 0, gender: edit.gender };
    let message: string;
    if (sameName.some((p) => !p.deleted)) {
      message = playerMessages.exists;
    } else if (sameName[0]) {
      const email = edit.emailAddress === undefined ? {} : { emailAddress: edit.emailAddress || null };
      const restore = {
        ...details,
        ...email,
        name: edit.name,
        deleted: null,
        remover: null,
        ...updatedBy(clock, user),
      };
      await updatePlayer(trx, sameName[0].id, restore);
      message = playerMessages.undeleted;
    } else {
      const player = {
        ...createdBy(clock, user),
        ...details,
        teamSeasonId: registrationId,
        name: edit.name,
        emailAddress: edit.emailAddress || null,
      };
      await insertPlayers(trx, [player]);
      message = playerMessages.added(team.name, season.name);
    }
    const result = await answer(trx, team.id);
    const division = result.seasons?.find((s) => s.id === registrationId)?.divisionId;
    return written(succeeded(result, message), { seasonIds: [season.id], divisionIds: distinct([division]) });
  });
}

/**
 * PATCH /api/Player/{seasonId}/{teamId}/{playerId}: updates a player under the
 * concurrency check, copying a new name into the season's score cards (or only `gameId`'s), and
 * moves them to `newTeamId`'s registration when they have not played. Answers with the team the
 * player is now in.
 */
export async function changePlayer(
  deps: LeagueDeps,
  path: PlayerPath & { playerId: string },
  edit: EditTeamPlayer,
  user: string,
): Promise<ActionResult<TeamDto>> {
  const nameProblem = playerNameProblem(edit.name);
  if (nameProblem) return failed(nameProblem);
  const { clock } = deps;
  return inTransaction(deps, async (trx) => {
    const refusal = notWritten<TeamDto>;
    const moveTo = edit.newTeamId && edit.newTeamId !== path.teamId ? edit.newTeamId : undefined;
    const context = await load(trx, deps, path.seasonId, moveTo ? [path.teamId, moveTo] : [path.teamId]);
    if ('refusal' in context) return refusal(context.refusal);
    const { season, team, registration } = context;
    if (!registration) return refusal(refused(playerMessages.teamNotRegistered(team.name, season.name)));
    const player = await findPlayer(trx, path.playerId);
    if (!player || player.deleted || player.teamSeasonId !== registration.id) {
      return refusal(refused(playerMessages.noSuchPlayer(season.name)));
    }
    assertCanUpdate(player, edit.lastUpdated, 'Player');

    let target = registration;
    if (moveTo) {
      const other = await findTeamRecord(trx, moveTo);
      const otherRegistration = other && !other.deleted ? await liveRegistration(trx, moveTo, season.id) : undefined;
      if (!otherRegistration) return refusal(failed(playerMessages.moveFailed));
      const fixtures = await fixturesOfTeam(trx, team.id, season.id);
      if (fixtures.some((f) => cardMentions(parseCard(f.card), player.id)))
        return refusal(refused(playerMessages.hasPlayed));
      target = otherRegistration;
    }
    const namesakes = (await playersOf(trx, target.id)).filter(
      (p) => !p.deleted && p.id !== player.id && isSameName(p.name, edit.name),
    );
    if (namesakes.length > 0) return refusal(refused(playerMessages.nameInUse(namesakes.length)));

    const changes = {
      name: edit.name,
      captain: edit.captain ? 1 : 0,
      gender: edit.gender,
      ...(edit.emailAddress === undefined ? {} : { emailAddress: edit.emailAddress || null }),
      teamSeasonId: target.id,
      ...updatedBy(clock, user),
    };
    const changed = await updatePlayer(trx, player.id, changes, edit.lastUpdated!);
    await assertStillCurrent(changed, () => findPlayer(trx, player.id), edit.lastUpdated!, 'Player');
    const games =
      edit.name === player.name
        ? 0
        : await renameInFixtures(trx, deps, team.id, season.id, player.id, edit.name, user, edit.gameId);

    const result = await answer(trx, target.teamId);
    return written(succeeded(result, playerMessages.updated(edit.name, season.name, games)), {
      seasonIds: [season.id],
      divisionIds: distinct([registration.divisionId, target.divisionId]),
    });
  });
}

/**
 * Copies a player's new name into the season's fixtures of their team, or only into `gameId`,
 * each fixture locked before its card is read so a score card saved meanwhile is kept.
 */
async function renameInFixtures(
  db: Db,
  deps: LeagueDeps,
  teamId: string,
  seasonId: string,
  playerId: string,
  name: string,
  user: string,
  gameId: string | null,
): Promise<number> {
  if (gameId) await lockFixtures(db, [gameId]);
  const fixtures = gameId
    ? [await findFixture(db, gameId)].filter((f) => f?.seasonId === seasonId)
    : await lockedFixturesOfTeam(db, teamId, seasonId);
  let count = 0;
  for (const fixture of fixtures) {
    const card = parseCard(fixture!.card);
    if (!renameInCard(card, playerId, name)) continue;
    await updateFixture(db, fixture!.id, { card: JSON.stringify(card), ...updatedBy(deps.clock, user) });
    count += 1;
  }
  return count;
}

/** DELETE /api/Player/{seasonId}/{teamId}/{playerId}: soft-deletes the player. */
export async function removePlayer(
  deps: LeagueDeps,
  path: PlayerPath & { playerId: string },
  user: string,
): Promise<ActionResult<TeamDto>> {
  return inTransaction(deps, async (trx) => {
    const context = await load(trx, deps, path.seasonId, [path.teamId]);
    if ('refusal' in context) return notWritten(context.refusal);
    const { season, team, registration } = context;
    if (!registration) return notWritten(refused(playerMessages.removeNotRegistered(season.name)));
    const player = await findPlayer(trx, path.playerId);
    if (!player || player.deleted || player.teamSeasonId !== registration.id) {
      return notWritten(refused(playerMessages.removeNoSuchPlayer(season.name)));
    }
    await updatePlayer(trx, player.id, deletedBy(deps.clock, user));
    const result = await answer(trx, team.id);
    return written(succeeded(result, playerMessages.removed(player.name, season.name)), {
      seasonIds: [season.id],
      divisionIds: [registration.divisionId],
    });
  });
}
