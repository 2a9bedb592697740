import { finalsNight } from './finals-night.js';
import { highestCheckouts } from './highest-checkouts.js';
import { manOfTheMatch } from './man-of-the-match.js';
import { most180s } from './most-180s.js';
import { mostPlayedPlayer } from './most-played-player.js';
import type { Report, ReportInput, SeasonReports } from './types.js';

/** The message naming how many records were read. */
export const gamesInspected = (n: number) => `${n} games inspected`;

/**
 * The season's reports in the order the tab lists them; Man of the
 * match only for a viewer with ManageScores. Every fixture and tournament given is inspected.
 */
export function seasonReports(input: ReportInput): SeasonReports {
  const reports = [
    manOfTheMatch(input),
    mostPlayedPlayer(input),
    most180s(input),
    highestCheckouts(input),
    finalsNight(input),
  ].filter((report): report is Report => report !== undefined);
  return { reports, messages: [gamesInspected(input.fixtures.length + input.tournaments.length)] };
}
