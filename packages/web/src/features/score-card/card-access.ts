import type { GameDto, UserDto } from '@darts/contract';
import { accessLevel, can, canAny, sideOfTeam, type AccessLevels } from '@darts/domain';

/**
 * What the signed-in account may do on this card: admins edit everything; a
 * clerk edits their team's submission until the result is published (or a save was refused for it);
 * everyone else sees the result.
 */
export function cardAccess({
  account,
  saved,
  clerkRefused,
  hasScoring,
}: {
  account: UserDto | null;
  saved: GameDto;
  /** A clerk's save was refused because the result is published. */
  clerkRefused: boolean;
  /** Whether the route gave the card a scoring slot. */
  hasScoring: boolean;
}) {
  const access = account ? { accessLevels: account.accessLevels as AccessLevels } : null;
  const fixture = { homeTeamId: saved.home.id ?? '', awayTeamId: saved.away.id ?? '' };
  const level = accessLevel(access, account?.teamId, fixture);
  const clerkSide = level === 'clerk' ? sideOfTeam(account?.teamId, fixture) : undefined;
  // Before publication a clerk is shown their own submission, unpublished.
  const publishedForClerk = level === 'clerk' && (clerkRefused || saved.resultsPublished);
  const editable = level === 'admin' || (level === 'clerk' && !publishedForClerk);
  return {
    level,
    clerkSide,
    publishedForClerk,
    editable,
    canManageGames: level === 'admin' && can(access, 'ManageGames'),
    canCreatePlayers: editable && canAny(access, ['ManagePlayers', 'ManageTeams']),
    canScoreAsYouGo: editable && can(access, 'RecordScoresAsYouGo') && hasScoring,
    showDebug: can(access, 'ShowDebugOptions'),
  };
}
