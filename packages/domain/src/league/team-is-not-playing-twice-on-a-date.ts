import { isSameDate, type FixtureDate } from './fixture-date.js';

/**
 * A team already playing on `date` cannot be picked again: 'Already playing against {team}'
 *. League and knockout fixtures both count; team slots (no away team) and the fixture
 * being edited (`exceptFixtureId`) do not.
 */
export function teamIsNotPlayingTwiceOnADate(
  teamId: string,
  date: string,
  fixtureDates: readonly FixtureDate[],
  exceptFixtureId?: string,
): string | undefined {
  for (const fixtureDate of fixtureDates) {
    if (!isSameDate(fixtureDate.date, date)) continue;
    for (const fixture of fixtureDate.fixtures) {
      const away = fixture.awayTeam;
      if (!away || fixture.id === exceptFixtureId) continue;
      if (fixture.homeTeam.id === teamId) return `Already playing against ${away.name}`;
      if (away.id === teamId) return `Already playing against ${fixture.homeTeam.name}`;
    }
  }
  return undefined;
}
