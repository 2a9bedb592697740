// The score card: /score/{fixtureId}. The route fills the scoring, match-options and
// statistics slots from the scoring and match-statistics features.
export { ScoreCardPage, type ScoreCardPageProps } from './score-card-page';
export type {
  DivisionTabsSlotProps,
  MatchOptionsSlotProps,
  ScoreCardSlots,
  ScoringSlotProps,
  StatisticsSlotProps,
} from './slots';
// The Photos button, for other pages with photos (the tournament page passes `owner="tournament"`).
export { PhotosButton, type PhotosButtonProps } from './photos';
