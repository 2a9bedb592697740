import { Link } from 'react-router';
import { formatCalendarDate } from '@darts/domain';
import { useAppData, useCurrentSeasons, useMenuDivisions, useSiteName } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * Home (spec 1 §1): the prompt, start-up problems of an empty league (spec 1 §8) as an alert that
 * still leaves the menu usable, and for phones the current divisions as large links.
 */
export function Component() {
  useDocumentTitle('Home');
  const data = useAppData();
  const { entries } = useMenuDivisions();
  const seasons = useCurrentSeasons();
  const siteName = useSiteName();
  const problems = data.status === 'ready' ? data.startupErrors : [];
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
          <p className="mb-0">An administrator can set up the league from Admin once signed in.</p>
        </div>
      )}
      <p className="lead">Pick a division from the menu to see fixtures and the league tables.</p>
      {seasons.map((season) => (
        <p key={season.id} className="current-season">
          <strong>{season.name}</strong>{' '}
          <span className="text-body-secondary">
            {formatCalendarDate(season.startDate, { year: true })} – {formatCalendarDate(season.endDate, { year: true })}
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
