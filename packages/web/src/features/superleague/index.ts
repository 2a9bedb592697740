// Superleague: the single-round report with its master draw and prints, and the live view.
export { SingleRoundTournament, type SingleRoundTournamentProps } from './single-round-tournament';
export { LiveSuperleaguePage } from './live-superleague-page';
export { useSuperleagueNow } from './superleague-now';
