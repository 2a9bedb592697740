import type { Tournament, TournamentFormat, TournamentSide } from '../types.js';

/**
 * Best of per stage (issue #26 "Best of per round"): `rounds[i]` for the (winners') knockout round i,
 * first round first, `losersRounds[i]` for losers round i, `final` for the knockout's final or the grand
 * final and its reset, `groups` for every group match. What is not given plays the tournament's bestOf.
 */
export type StageBestOf = {
  groups?: number | null;
  rounds?: ReadonlyArray<number | null> | null;
  losersRounds?: ReadonlyArray<number | null> | null;
  final?: number | null;
};

/** What `layoutTournament` needs: the active sides in draw order (the first is placed as seed 1). */
export type LayoutOptions = {
  format?: TournamentFormat | null;
  sides: readonly TournamentSide[];
  bestOf?: number | null;
  grandFinalReset?: boolean | null;
  groupCount?: number | null;
  groupAdvance?: number | null;
  roundBestOf?: StageBestOf | null;
};

/** The stored structure a layout gives, every part absent that the format does not use. */
export type TournamentLayout = Pick<Tournament, 'round' | 'losersRound' | 'finalRound' | 'groups'>;
