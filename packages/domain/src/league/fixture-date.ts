/** A team as a fixture row names it (DivisionFixtureTeamDto). */
export type FixtureTeam = { id: string; name: string };

/**
 * A fixture row of the Fixtures tab (DivisionFixtureDto). A row whose id is the home
 * team's id and has no away team is an unplayed team slot.
 */
export type DateFixture = {
  id: string;
  homeTeam: FixtureTeam;
  awayTeam?: FixtureTeam | null;
  isKnockout: boolean;
};

/** The fixtures of one date (DivisionFixtureDateDto). */
export type FixtureDate = { date: string; fixtures: readonly DateFixture[] };

/** Whether a row is an unplayed team slot rather than a saved fixture. */
export function isTeamSlot(fixture: DateFixture): boolean {
  return fixture.id === fixture.homeTeam.id && !fixture.awayTeam;
}

/** The same calendar day, whether written `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00`. */
export function isSameDate(a: string, b: string): boolean {
  return a.slice(0, 10) === b.slice(0, 10);
}
