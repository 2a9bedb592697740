// The venue screen of a tournament night (issue #26): /live/tournament/{id}, for the pub's TV.
export { VenueScreenPage, venueScreenPath } from './venue-page';
export { boardMatchOf, type BoardMatch } from './board-match';
export { venueTitle, type RoundView } from './venue-model';
