import type { ReactNode } from 'react';
import type { TournamentGameDto } from '@darts/contract';
import type { AccoladeChange, Side } from '@darts/domain';

/**
 * What the tournament page leaves to its route (one feature never imports another): scoring a
 * match, the single-round report, and the photos button.
 */
export type TournamentScoringSlotProps = {
  tournament: TournamentGameDto;
  /** The match's leg-by-leg record (created before scoring opens). */
  saygId: string;
  sideAName: string;
  sideBName: string;
  numberOfLegs: number;
  startingScore: number;
  /** Who throws first in the first leg: by the match's row. */
  firstThrower: Side;
  /** The legs won so far, after each change of the record. */
  onLegsWon: (won: { home: number; away: number }) => void;
  /** The 180s and hi-checks a change of the record threw or took back (domain `accoladeChanges`). */
  onAccolades: (changes: AccoladeChange[]) => void;
  onClose: () => void;
};

/** W2's single-round report; the page keeps the header, Save and unsaved logic. */
export type SingleRoundSlotProps = {
  tournament: TournamentGameDto;
  draft: TournamentGameDto;
  onDraftChange: (next: TournamentGameDto) => void;
  canEdit: boolean;
  canManage: boolean;
  /** Only for editors with RecordScoresAsYouGo (required for super league). */
  onStartScoring?: ((matchId: string) => void) | undefined;
  divisionName?: string;
};

/** The Photos button (only when the feature is on); uploads answer the whole tournament. */
export type PhotosSlotProps = {
  tournament: TournamentGameDto;
  onTournamentChange: (next: TournamentGameDto) => void;
};

export type TournamentSlots = {
  renderScoring?: (props: TournamentScoringSlotProps) => ReactNode;
  renderSingleRound?: (props: SingleRoundSlotProps) => ReactNode;
  renderPhotos?: (props: PhotosSlotProps) => ReactNode;
};
