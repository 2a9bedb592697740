import { pageRoutes } from '@darts/contract';
import { formatCalendarDate, isTeamSlot } from '@darts/domain';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/paths';
import type { DivisionData, DivisionFixture } from '../division-data';

export type DatedFixture = { date: string; fixture: DivisionFixture };

/** Saved fixtures (not unplayed team slots) that pass `include`, in date order. */
export function fixturesWhere(
  data: DivisionData,
  include: (fixture: DivisionFixture, date: string) => boolean,
): DatedFixture[] {
  return [...data.fixtures]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((day) =>
      day.fixtures
        .filter((fixture) => !isTeamSlot(fixture) && include(fixture, day.date))
        .map((fixture) => ({ date: day.date, fixture })),
    );
}

/** A score as the team page shows it: P when postponed, - when not known yet. */
export function scoreText(fixture: DivisionFixture, side: 'home' | 'away') {
  if (fixture.postponed) return 'P';
  const score = side === 'home' ? fixture.homeScore : fixture.awayScore;
  return score == null ? '-' : String(score);
}

const weekdayOf = (date: string) => formatCalendarDate(date, { weekday: true }).split(' ')[0];

/** Fixtures as a table: the date links to the score card. */
export function FixturesTable({ fixtures, caption }: { fixtures: readonly DatedFixture[]; caption: string }) {
  if (fixtures.length === 0) return <p className="text-body-secondary">No fixtures, yet.</p>;
  return (
    <div className="table-responsive division-table">
      <table className="table table-sm table-striped align-middle mb-3 fixtures-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Home
            </th>
            <th scope="col" className="text-center" colSpan={3}>
              Score
            </th>
            <th scope="col">Away</th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map(({ date, fixture }) => (
            <tr key={fixture.id}>
              <td className="text-nowrap">
                <Link to={pagePath(pageRoutes.score, { fixtureId: fixture.id })}>
                  {/* The weekday only where there is room for it. */}
                  <span className="d-none d-sm-inline">{weekdayOf(date)} </span>
                  {formatCalendarDate(date)}
                </Link>
                {fixture.isKnockout && (
                  // Under the date on a phone, where the badge beside it would push Away off screen.
                  <span className="badge text-bg-secondary d-table d-sm-inline-block mt-1 mt-sm-0 ms-sm-1">
                    Qualifier
                  </span>
                )}
              </td>
              <td className="text-end team-cell">{fixture.homeTeam.name}</td>
              <td className="text-end score-cell">{scoreText(fixture, 'home')}</td>
              <td className="score-dash" aria-hidden="true">
                {fixture.postponed || fixture.homeScore == null ? '' : '–'}
              </td>
              <td className="score-cell">{scoreText(fixture, 'away')}</td>
              <td className="team-cell">
                {fixture.awayTeam?.name ?? <span className="text-body-secondary">Bye</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
