import type { ReactNode } from 'react';
import type { GameMatchDto, RecordedScoreAsYouGoDto } from '@darts/contract';
import type { MatchLayout } from '@darts/domain';

/**
 * What the scoring modal's content gets (the stats/scoring modal). The route
 * fills it with the scoring feature, since one feature never imports another.
 */
export type ScoringSlotProps = {
  matchIndex: number;
  match: GameMatchDto;
  matchOptions: MatchLayout;
  /** The home and away competitors' names: the players, or the team when none are picked. */
  homeName: string;
  awayName: string;
  /** The match's leg-by-leg record so far (its `id` is the Sayg record's). */
  sayg: RecordedScoreAsYouGoDto | undefined;
  /**
   * The record changed: it goes on the card's match, with the legs won as the match score once
   * anything has been thrown (`null` before, so opening a match keeps a score typed by hand).
   */
  onSaygChange: (sayg: RecordedScoreAsYouGoDto, legsWon: { home: number; away: number } | null) => void;
  onClose: () => void;
};

/** The match options form (players, starting score, legs) of the match-options modal. */
export type MatchOptionsSlotProps = { value: MatchLayout; onChange: (value: MatchLayout) => void };

/** The statistics of a match scored as you go. */
export type StatisticsSlotProps = { sayg: RecordedScoreAsYouGoDto };

/**
 * The fixture's division and season, for its division's Teams, Fixtures and Players tabs above the
 * card. `date` is the fixture's (`YYYY-MM-DD`).
 */
export type DivisionTabsSlotProps = {
  divisionName: string;
  seasonName: string | undefined;
  superleague: boolean;
  date: string | undefined;
};

export type ScoreCardSlots = {
  renderDivisionTabs?: (props: DivisionTabsSlotProps) => ReactNode;
  renderScoring?: (props: ScoringSlotProps) => ReactNode;
  renderMatchOptions?: (props: MatchOptionsSlotProps) => ReactNode;
  renderStatistics?: (props: StatisticsSlotProps) => ReactNode;
};
