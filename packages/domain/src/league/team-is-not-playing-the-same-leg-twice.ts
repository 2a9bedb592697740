import { formatCalendarDate } from '../time/calendar-date.js';
import { isSameDate, type FixtureDate } from './fixture-date.js';

/**
 * In league fixtures a home team meets each away team once at home: an away team already playing
 * the same leg (same home team) on another date is refused with 'Already playing same leg on {date}'
 *, naming the first such date as the app formats dates. Knockouts do not count.
 */
export function teamIsNotPlayingTheSameLegTwice(
  homeTeamId: string,
  awayTeamId: string,
  date: string,
  fixtureDates: readonly FixtureDate[],
): string | undefined {
  const other = fixtureDates.find(
    (fixtureDate) =>
      !isSameDate(fixtureDate.date, date) &&
      fixtureDate.fixtures.some(
        (fixture) => !fixture.isKnockout && fixture.homeTeam.id === homeTeamId && fixture.awayTeam?.id === awayTeamId,
      ),
  );
  return other ? `Already playing same leg on ${formatCalendarDate(other.date)}` : undefined;
}
