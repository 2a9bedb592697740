// The tournament page: /tournament/{id}. The route fills the scoring, single-round and
// photos slots from the scoring, superleague and score-card features.
export { TournamentPage, tournamentPageTitle, type TournamentPageProps } from './tournament-page';
export type { PhotosSlotProps, SingleRoundSlotProps, TournamentScoringSlotProps, TournamentSlots } from './slots';
