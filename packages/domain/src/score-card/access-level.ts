import { can, type HasAccess } from '../access/can.js';
import type { Side } from '../league/fixture-result.js';

/** What a caller may do with a fixture's score card. */
export type AccessLevel = 'admin' | 'clerk' | 'readonly';

export type FixtureTeams = { homeTeamId: string; awayTeamId: string | null };

/** The side `teamId` plays on in the fixture, if it plays in it at all. */
export function sideOfTeam(teamId: string | null | undefined, fixture: FixtureTeams): Side | undefined {
  if (!teamId) return undefined;
  if (teamId === fixture.homeTeamId) return 'home';
  if (teamId === fixture.awayTeamId) return 'away';
  return undefined;
}

/**
 * Access to a score card: admin with ManageScores; clerk
 * with InputResults when the account's team plays in the fixture; everyone else read-only.
 * `teamId` is the account's resolved team.
 */
export function accessLevel(account: HasAccess, teamId: string | null | undefined, fixture: FixtureTeams): AccessLevel {
  if (can(account, 'ManageScores')) return 'admin';
  if (can(account, 'InputResults') && sideOfTeam(teamId, fixture)) return 'clerk';
  return 'readonly';
}
