import { Link } from 'react-router';
import type { DataError } from './division-data';

const enc = encodeURIComponent;

/**
 * 'Errors in division data' (spec 1 §2 Division page): shown to signed-in users in place of the
 * page, each with links to what it concerns; 'Hide errors' shows the page.
 */
export function DataErrors({
  errors,
  divisionName,
  seasonName,
  onHide,
}: {
  errors: readonly DataError[];
  divisionName: string;
  seasonName: string | undefined;
  onHide: () => void;
}) {
  const season = seasonName ? `/${enc(seasonName)}` : '';
  return (
    <section className="alert alert-warning" aria-labelledby="data-errors-heading">
      <h2 id="data-errors-heading" className="h5">
        Errors in division data
      </h2>
      <ol className="mb-3 ps-3">
        {errors.map((error, index) => (
          <li key={`${index}-${error.message}`} className="mb-2">
            <span className="d-block">{error.message}</span>
            <span className="d-flex flex-wrap gap-3">
              {error.gameId && <Link to={`/score/${enc(error.gameId)}`}>View fixture</Link>}
              {error.tournamentId && <Link to={`/tournament/${enc(error.tournamentId)}`}>View tournament</Link>}
              {error.teamId && (
                <Link to={`/division/${enc(divisionName)}/team:${enc(error.teamId)}${season}`}>View team</Link>
              )}
              {error.playerId && (
                <Link to={`/division/${enc(divisionName)}/player:${enc(error.playerId)}${season}`}>View player</Link>
              )}
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline-dark" onClick={onHide}>
        Hide errors
      </button>
    </section>
  );
}
