import type { UserDto } from '@darts/contract';
import { can, canAny, type AccessLevels } from '@darts/domain';

/** What the signed-in account may do on the tournament page. */
export function tournamentAccess(account: UserDto | null, hasScoring: boolean) {
  const access = account ? { accessLevels: account.accessLevels as AccessLevels } : null;
  const editable = canAny(access, ['ManageTournaments', 'EnterTournamentResults']);
  return {
    canManage: can(access, 'ManageTournaments'),
    editable,
    canScore: editable && can(access, 'RecordScoresAsYouGo') && hasScoring,
    // Spec 2 §6: managePlayers gives 'Add player'.
    canAddSide: editable && can(access, 'ManagePlayers'),
  };
}
