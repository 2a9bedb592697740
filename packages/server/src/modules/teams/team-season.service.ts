import type { ActionResult, ModifyTeamSeason, TeamDto } from '@darts/contract';
import { utcDateOf } from '@darts/domain';
import { envelope, failed, refused, succeeded } from '../../http/envelope.js';
import { deletedBy } from '../../shared/audit.js';
import { copyPlayers } from './registrations.js';
import { findSeason } from '../seasons/seasons.service.js';
import { applyRegistration, managerReader, planRegistration, teamMessages } from './teams.service.js';
import { findTeam, findTeamRecord, lockTeam, registrationsOf, updateRegistration } from './teams.repository.js';
import { distinct, inTransaction, notWritten, written, type LeagueDeps } from '../../shared/write-outcome.js';

export const teamSeasonMessages = {
  added: (team: string) => `Season added to the ${team} team`,
  exists: 'Season already exists',
  playersCopied: (count: number) => `, ${count} players copied`,
  removed: (count: number) => `Removed team from ${count} season/s`,
  otherSeasons: 'Team allocated to other season/s',
  notRegistered: (season: string) => `Team is not registered to the ${season} season`,
  teamDeleted: 'Team has already been deleted',
} as const;

/**
 * PUT /api/Team/Season: registers an existing team in a season (restoring a removed
 * registration, or moving it to `divisionId`), optionally copying its players from another season.
 */
export async function registerTeam(
  deps: LeagueDeps,
  modify: ModifyTeamSeason,
  user: string,
): Promise<ActionResult<TeamDto>> {
  const { clock } = deps;
  return inTransaction(deps, async (trx) => {
    const refusal = notWritten<TeamDto>;
    if (!modify.id) return refusal(refused(teamMessages.notFound));
    await lockTeam(trx, modify.id);
    const team = await findTeamRecord(trx, modify.id);
    if (!team) return refusal(refused(teamMessages.notFound));
    if (team.deleted) return refusal(failed(teamMessages.deleted));
    const season = modify.seasonId ? await findSeason(trx, modify.seasonId, utcDateOf(clock.now())) : undefined;
    if (!season || season.deleted) return refusal(failed(teamMessages.seasonNotFound));

    const plan = await planRegistration(trx, team.id, season, modify.divisionId);
    if ('refusal' in plan) return refusal(plan.refusal);
    const registrationId = await applyRegistration(trx, plan, team.id, season.id, { clock, user });
    let copied: number | undefined;
    if (modify.copyPlayersFromSeasonId) {
      const from = (await registrationsOf(trx, team.id)).find((r) => r.seasonId === modify.copyPlayersFromSeasonId);
      copied = from && from.id !== registrationId ? await copyPlayers(trx, clock, user, from.id, registrationId) : 0;
    }

    const message =
      (plan.kind === 'add' ? teamSeasonMessages.added(team.name) : teamSeasonMessages.exists) +
      (copied !== undefined ? teamSeasonMessages.playersCopied(copied) : '');
    return written(succeeded((await findTeam(trx, team.id, managerReader))!, message), {
      seasonIds: [season.id],
      divisionIds: distinct([plan.divisionId, plan.registration?.divisionId]),
    });
  });
}

/**
 * DELETE /api/Team/{id}/{seasonId}: soft-deletes the team's registration for
 * that season; the team itself, its players and its fixtures stay stored.
 */
export async function removeTeamFromSeason(
  deps: LeagueDeps,
  teamId: string,
  seasonId: string,
  user: string,
): Promise<ActionResult<TeamDto>> {
  return inTransaction(deps, async (trx) => {
    await lockTeam(trx, teamId);
    const team = await findTeamRecord(trx, teamId);
    if (!team) return notWritten(refused(teamMessages.notFound));
    if (team.deleted) {
      const result = (await findTeam(trx, teamId, managerReader))!;
      return notWritten(envelope({ success: true, result, errors: [teamSeasonMessages.teamDeleted] }));
    }
    const live = (await registrationsOf(trx, teamId)).filter((r) => !r.deleted);
    const matching = live.filter((r) => r.seasonId === seasonId);
    if (matching.length === 0) {
      if (live.length > 0) return notWritten(refused(teamSeasonMessages.otherSeasons));
      const season = await findSeason(trx, seasonId, utcDateOf(deps.clock.now()));
      return notWritten(refused(season ? teamSeasonMessages.notRegistered(season.name) : teamMessages.seasonNotFound));
    }
    for (const registration of matching) await updateRegistration(trx, registration.id, deletedBy(deps.clock, user));

    const result = (await findTeam(trx, teamId, managerReader))!;
    return written(succeeded(result, teamSeasonMessages.removed(matching.length)), {
      seasonIds: [seasonId],
      divisionIds: distinct(matching.map((r) => r.divisionId)),
    });
  });
}
