import type { ActionResult, EditTeam, SeasonDto, TeamDto } from '@darts/contract';
import { isSameName, isSameVenue, utcDateOf } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, updatedBy } from '../../shared/audit.js';
import { findDivision } from '../divisions/divisions.service.js';
import { findSeason, lockSeason } from '../seasons/seasons.service.js';
import { applyFixtureChanges, planFixtureChanges, type FixtureChange } from './team-fixture-changes.js';
import { countFixturesOfTeam } from './team-fixtures.repository.js';
import {
  findTeam,
  findTeamRecord,
  insertRegistrations,
  insertTeam,
  listTeamRecords,
  lockTeam,
  registrationsOf,
  teamsRegisteredIn,
  updateRegistration,
  updateTeam,
  type Registration,
} from './teams.repository.js';
import { assertStillCurrent } from '../../shared/versioned.js';
import { distinct, inTransaction, notWritten, written, type LeagueDeps } from '../../shared/write-outcome.js';

// What other modules use of this one: they come here, never to the repository.
export {
  findTeam,
  findTeamRecord,
  lockTeam,
  registrationsOf,
  type Registration,
  type TeamRecord,
} from './teams.repository.js';
export {
  findFixture,
  fixturesOfTeam,
  lockFixtures,
  lockedFixturesOfTeam,
  updateFixture,
} from './team-fixtures.repository.js';
export { findPlayer, insertPlayers, playersOf, updatePlayer } from './team-players.repository.js';
export { copySeasonTeams } from './registrations.js';

export const teamMessages = {
  updated: 'Team updated',
  notFound: 'Team not found',
  deleted: 'Cannot edit a team that has been deleted',
  nameRequired: 'Enter a team name',
  nameInSeason: (name: string, season: string) => `A team called '${name}' is already in the ${season} season`,
  nameAtAddress: (name: string, address: string) => `Another team called '${name}' already plays at '${address}'`,
  seasonNotFound: 'Season not found',
  divisionNotFound: 'Division not found',
  divisionRequired: 'Choose a division for the team',
  divisionNotInSeason: (season: string) => `The division is not part of the ${season} season`,
  gamesExist: (count: number) => `Unable to change division when games exist, delete these ${count} game/s first`,
  fixturesUpdated: (count: number) => `${count} fixture/s updated`,
} as const;

/** Those who may edit teams see their players' e-mail addresses in the answer. */
export const managerReader = { showEmailAddresses: true };

export type RegistrationPlan =
  | { refusal: ActionResult<never> }
  | { kind: 'keep' | 'move' | 'restore' | 'add'; registration?: Registration; divisionId: string };

/**
 * How to register a team in `season` in `divisionId`: keep, move between
 * divisions (refused while it has fixtures in the old one), restore a removed registration or add one.
 */
export async function planRegistration(
  db: Db,
  teamId: string | undefined,
  season: SeasonDto,
  divisionId: string | null | undefined,
): Promise<RegistrationPlan> {
  const registrations = teamId ? (await registrationsOf(db, teamId)).filter((r) => r.seasonId === season.id) : [];
  const registration = registrations.find((r) => !r.deleted) ?? registrations.at(-1);
  const live = registration && !registration.deleted ? registration : undefined;
  const target = divisionId ?? registration?.divisionId;
  if (!target) return { refusal: failed(teamMessages.divisionRequired) };
  if (live && target === live.divisionId) return { kind: 'keep', registration: live, divisionId: target };
  if (!season.divisions.some((d) => d.id === target)) {
    const division = await findDivision(db, target);
    return {
      refusal:
        !division || division.deleted
          ? failed(teamMessages.divisionNotFound)
          : refused(teamMessages.divisionNotInSeason(season.name)),
    };
  }
  if (live) {
    const games = await countFixturesOfTeam(db, live.teamId, season.id, live.divisionId);
    if (games > 0) return { refusal: refused(teamMessages.gamesExist(games)) };
    return { kind: 'move', registration: live, divisionId: target };
  }
  return { kind: registration ? 'restore' : 'add', registration, divisionId: target };
}

/** Carries out a registration plan for `teamId`; returns the registration's id. */
export async function applyRegistration(
  db: Db,
  plan: Exclude<RegistrationPlan, { refusal: unknown }>,
  teamId: string,
  seasonId: string,
  audit: { clock: LeagueDeps['clock']; user: string },
): Promise<string> {
  const { registration, divisionId } = plan;
  if (plan.kind === 'keep') return registration!.id;
  if (plan.kind === 'add' || !registration) {
    const added: Registration = { ...createdBy(audit.clock, audit.user), teamId, seasonId, divisionId };
    await insertRegistrations(db, [added]);
    return added.id;
  }
  await updateRegistration(db, registration.id, {
    divisionId,
    deleted: null,
    remover: null,
    ...updatedBy(audit.clock, audit.user),
  });
  return registration.id;
}

/**
 * PUT /api/Team/: creates a team (registered in the season's `newDivisionId`) or
 * updates one under the concurrency check, copying a new name or venue into its fixtures, in one
 * transaction. Refused when the name is taken in the season, or by a team at the same address.
 */
export async function saveTeam(deps: LeagueDeps, edit: EditTeam, user: string): Promise<ActionResult<TeamDto>> {
  if (!edit.name) return failed(teamMessages.nameRequired);
  const { clock } = deps;
  return inTransaction(deps, async (trx) => {
    const refusal = notWritten<TeamDto>;
    if (edit.id) await lockTeam(trx, edit.id);
    // Then the season's: two teams saved into one season at once meet its name rule one at a time
    // (50 creates of one name made 10 teams on PostgreSQL).
    if (edit.seasonId) await lockSeason(trx, edit.seasonId);
    const existing = edit.id ? await findTeamRecord(trx, edit.id) : undefined;
    if (existing) assertCanUpdate(existing, edit.lastUpdated, 'Team');
    const season = edit.seasonId ? await findSeason(trx, edit.seasonId, utcDateOf(clock.now())) : undefined;
    if (edit.seasonId && (!season || season.deleted)) return refusal(failed(teamMessages.seasonNotFound));

    const others = <T extends { id: string }>(teams: T[]) => teams.filter((team) => team.id !== existing?.id);
    const inSeason =
      season && others(await teamsRegisteredIn(trx, season.id)).find((t) => isSameName(t.name, edit.name));
    if (inSeason) return refusal(refused(teamMessages.nameInSeason(inSeason.name, season.name)));
    const atAddress = others(await listTeamRecords(trx)).find(
      (t) => isSameName(t.name, edit.name) && isSameVenue(t.address, edit.address),
    );
    if (atAddress) return refusal(refused(teamMessages.nameAtAddress(atAddress.name, atAddress.address)));

    const plan = season
      ? await planRegistration(trx, existing?.id, season, edit.newDivisionId ?? edit.divisionId)
      : undefined;
    if (plan && 'refusal' in plan) return refusal(plan.refusal);
    let changes: FixtureChange[] = [];
    if (existing) {
      const fixtures = await planFixtureChanges(
        trx,
        existing,
        { id: existing.id, name: edit.name, address: edit.address },
        season?.id,
      );
      if ('addressInUse' in fixtures) return refusal(refused(fixtures.addressInUse));
      changes = fixtures.changes;
    }

    const values = { name: edit.name, address: edit.address };
    let id: string;
    if (existing) {
      id = existing.id;
      const changed = await updateTeam(trx, id, edit.lastUpdated!, { ...values, ...updatedBy(clock, user) });
      await assertStillCurrent(changed, async () => findTeamRecord(trx, id), edit.lastUpdated!, 'Team');
    } else {
      const audit = createdBy(clock, user);
      id = audit.id;
      await insertTeam(trx, { ...audit, ...values });
    }
    if (plan && season) await applyRegistration(trx, plan, id, season.id, { clock, user });
    await applyFixtureChanges(trx, changes, updatedBy(clock, user));

    const team = (await findTeam(trx, id, managerReader))!;
    const messages = [
      teamMessages.updated,
      ...(changes.length > 0 ? [teamMessages.fixturesUpdated(changes.length)] : []),
    ];
    const seasons = team.seasons ?? [];
    return written(succeeded(team, ...messages), {
      seasonIds: distinct(
        seasons.map((s) => s.seasonId),
        changes.map((c) => c.seasonId),
      ),
      divisionIds: distinct(
        seasons.map((s) => s.divisionId),
        changes.map((c) => c.divisionId),
        [plan?.registration?.divisionId],
      ),
    });
  });
}
