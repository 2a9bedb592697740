import { Link } from 'react-router';
import { canSetUpLeague, formatCalendarDate } from '@darts/domain';
import { hasNoLeague, useAppData, useCurrentSeasons, useMenuDivisions, useSiteName } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { accessOf } from '../../lib/session';

/**
 * Home: the prompt, start-up problems of an empty league as an alert that
 * still leaves the menu usable, and for phones the current divisions as large links. With no
 * divisions there is nothing to pick: those who may set up the league get 'Set up your league'
 *, everyone else is told an administrator can.
 */
export function Component() {
  useDocumentTitle('Home');
  const data = useAppData();
  const { entries } = useMenuDivisions();
  const seasons = useCurrentSeasons();
  const siteName = useSiteName();
  const problems = data.status === 'ready' ? data.startupErrors : [];
  const ready = data.status === 'ready';
  const noDivisions = ready && hasNoLeague(data);
  const canSetUp = ready && canSetUpLeague(accessOf(data.account));
  return (
    <>
      <h1 className="visually-hidden">{siteName}</h1>
      {problems.length > 0 && (
        <div className="alert alert-warning" role="alert">
          {problems.map((problem) => (
            <p key={problem} className="mb-1">
              {problem}
            </p>
          ))}
          {!canSetUp && <p className="mb-0">An administrator can set up the league once signed in.</p>}
        </div>
      )}
      {noDivisions ? (
        canSetUp ? (
          <section aria-labelledby="set-up-heading" className="py-2">
            <h2 id="set-up-heading" className="h4">
              There is no league here yet
            </h2>
            <p>Make a season with its divisions, then paste in the teams and their players.</p>
            <Link className="btn btn-primary btn-lg" to="/setup">
              Set up your league
            </Link>
          </section>
        ) : (
          <p className="lead">There are no divisions yet, so there is nothing to show.</p>
        )
      ) : (
        <p className="lead">Pick a division from the menu to see fixtures and the league tables.</p>
      )}
      {seasons.map((season) => (
        <p key={season.id} className="current-season">
          <strong>{season.name}</strong>{' '}
          <span className="text-body-secondary">
            {formatCalendarDate(season.startDate, { year: true })} –{' '}
            {formatCalendarDate(season.endDate, { year: true })}
          </span>
        </p>
      ))}
      {entries.length > 0 && (
        <nav aria-label="Divisions" className="d-lg-none">
          <ul className="list-unstyled d-grid gap-2 division-list">
            {entries.map(({ division, href }) => (
              <li key={division.id}>
                <Link className="btn btn-outline-primary btn-lg w-100 text-start" to={href}>
                  {division.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
