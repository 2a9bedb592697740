import { matchTexts, sidesAfterDrawTexts } from '@darts/domain';
/**
 * What the tournament routes answer and the words the tournament page
 * shows around them, so server, web and tests share one spelling.
 */
export const tournamentTexts = {
  /** The internal record name used in `{Type} …` texts. */
  type: 'TournamentGame',
  created: 'TournamentGame created',
  updated: 'TournamentGame updated',
  deleted: 'TournamentGame deleted',
  notFound: 'TournamentGame not found',
  alreadyDeleted: 'Cannot update a TournamentGame that has already been deleted',
  seasonNotFound: 'Season not found',
  // PUT refusals the contract leaves open (ours, in the words the fixture routes use).
  dateRequired: 'Date must be provided',
  seasonRequired: 'SeasonId must be provided',
  addressRequired: 'Address must be provided',
  divisionNotFound: 'Division not found',
  divisionNotInSeason: (division: string, season: string) => `Division ${division} is not part of season ${season}`,
  /** PUT: a match's sayg record is gone, so the link is dropped (§19.2). */
  saygSessionMissing: (sideA: string, sideB: string, saygId: string) =>
    `Could not find sayg session for match: ${sideA} vs ${sideB}, session has been removed and will need to be re-created (was ${saygId})`,
  // PATCH (§19.3): any failure saves nothing.
  matchUpdated: 'Match updated',
  oneEightyAdded: '180 added',
  hiCheckAdded: 'hi-check added',
  roundMissing: "Round doesn't exist",
  matchNotFound: 'Match not found',
  noTournamentData: 'No tournament data to update',
  noRoundDetails: 'No round details to update',
  noMatchDetails: 'No match details to update',
  // POST /api/Tournament/{id} (§19.4); "already has" is a warning with success true.
  saygAdded: 'Sayg added to match',
  matchHasSayg: 'Match already has a sayg id',
  matchSidesMissing: 'Match does not have both sides set',
  // DELETE /api/Tournament/{id}/{matchId}/{clearScores} (§19.5).
  saygDeleted: 'Sayg deleted and removed from match',
  saygDeletedScoresReset: 'Sayg deleted and removed from match. Match scores reset',
  matchHasNoSayg: 'Match does not have a sayg id',
  // Issue #26: draw, swap, formats and boards. Refusals change nothing.
  drawMade: 'Draw made',
  sidesSwapped: 'Sides swapped',
  boardSet: 'Board set',
  boardCleared: 'Board cleared',
  drawLocked: 'The draw cannot change once a match has started',
  formatLocked: 'The format cannot change once a match has started',
  /** PUT: a side that plays but was not drawn, once a match has started (refused). */
  sideAddedAfterStart: sidesAfterDrawTexts.addedAfterStart,
  /** PUT: the sides changed before any match started; the draw is undone (a warning, saved). */
  drawUndone: sidesAfterDrawTexts.drawUndone,
  noSeeds: 'Give at least one side a seed before a seeded draw',
  notDrawn: 'Draw the sides before swapping them',
  sameSide: 'Choose two different sides to swap',
  sideNotInDraw: 'Both sides must be in the draw',
  groupMissing: "Group doesn't exist",
  noBoards: 'Say how many boards the venue has first',
  boardNotAtVenue: (board: number, boards: number) =>
    `Board ${board} is not one of the venue's ${boards} ${boards === 1 ? 'board' : 'boards'}`,
  boardTaken: (board: number) => `Board ${board} has a match under way`,
  boardMatchDecided: 'A finished match does not need a board',
} as const;

/** The tournament page's own words for these calls. */
export const tournamentPageTexts = {
  notFound: 'Tournament not found',
  /** A deleted tournament read by id: said, not edited. */
  deleted: 'This tournament was deleted',
  deletedBy: (when: string, who: string) => `Deleted ${when}${who ? ` by ${who}` : ''}. It can no longer be changed.`,
  couldNotBeFound: 'Tournament could not be found',
  seasonMissing: 'Could not find the season for this tournament',
  noSeasons: 'No seasons found',
  saveFailed: 'Could not save tournament details',
  saygFailed: 'Could not create sayg session',
  /** The domain's rule says it; the page says the same words. */
  previousRoundsFirst: matchTexts.previousRoundsFirst,
  defaultType: 'tournament',
} as const;
