import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { pageRoutes } from '@darts/contract';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator, useWakeLock } from '../../lib/live';
import { pagePath } from '../../lib/paths';
import { useUrlOptions } from '../../lib/use-url-options';
import { useLiveTournament } from '../../lib/records/tournament';
import { venueTitle, venueView } from './venue-model';
import { VenueScreen } from './venue-screen';
import './venue-screen.css';

/** The venue screen of a tournament: `/live/tournament/{id}`. */
export const venueScreenPath = (id: string) => pagePath(pageRoutes.live, { type: 'tournament', id });

/**
 * /live/tournament/{id}: the venue screen, read-only and signed out, for the pub's TV. Like /tv it
 * asks for kiosk mode through the URL so the shell drops its header and the screen covers the
 * window. The tournament is the app's one cache entry of it, followed live (socket, event stream or
 * polling) and re-read every 10 s while the live client does not serve it.
 */
export function VenueScreenPage({ id }: { id: string }) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const options = useUrlOptions();
  if (!id.trim()) return <NoId />;
  if (!options.kiosk && !options.embed) {
    const next = new URLSearchParams(params);
    next.set('kiosk', 'true');
    return <Navigate replace to={`${venueScreenPath(id)}?${next.toString()}${hash}`} />;
  }
  return <FollowedVenue id={id} />;
}

/** `/live/tournament` without an id: where the address comes from. */
function NoId() {
  useDocumentTitle('Venue screen');
  return (
    <section className="py-4" aria-labelledby="venue-no-id">
      <h1 id="venue-no-id" className="h3">
        Venue screen
      </h1>
      <p>
        Which tournament? The venue screen&apos;s address is /live/tournament/ followed by the tournament&apos;s id; the
        tournament page links to it.
      </p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}

function FollowedVenue({ id }: { id: string }) {
  const { query, live } = useLiveTournament(id);
  useWakeLock();
  // The wire's tournament carries the night's format, boards and groups (issue #26) where the
  // domain reads them; fields the server does not send are absent.
  const tournament = query.data;
  useDocumentTitle(tournament ? `${venueTitle(tournament)} — venue screen` : 'Venue screen');
  const tournamentLink = (
    <Link to={pagePath(pageRoutes.tournament, { tournamentId: id })}>Open the tournament page</Link>
  );
  const home = <Link to="/">Home</Link>;

  if (tournament && venueView(tournament).drawn) {
    return (
      <>
        <VenueScreen tournament={tournament} indicator={<LiveIndicator status={live.status} />} />
        <Link
          className="venue-exit visually-hidden-focusable"
          to={pagePath(pageRoutes.tournament, { tournamentId: id })}
        >
          Leave the venue screen
        </Link>
      </>
    );
  }
  let message: ReactNode;
  if (query.isPending) {
    message = <p role="status">Loading the tournament…</p>;
  } else if (query.isError) {
    message = (
      <div role="alert">
        <h1>Could not load the tournament</h1>
        <p>{query.error.message}. Trying again every 10 seconds.</p>
        <p className="tv-ways">
          <button type="button" className="btn btn-warning btn-lg" onClick={() => void query.refetch()}>
            Try again
          </button>{' '}
          · {home}
        </p>
      </div>
    );
  } else if (!tournament) {
    message = (
      <div>
        <h1>Tournament not found</h1>
        <p>There is no tournament with the id “{id}”.</p>
        <p>{home}</p>
      </div>
    );
  } else {
    message = (
      <div>
        <h1>{venueTitle(tournament)}</h1>
        <p>The draw has not been made.</p>
        <p>
          This screen shows the boards once it is. <LiveIndicator status={live.status} />
        </p>
        <p>
          {tournamentLink} · {home}
        </p>
      </div>
    );
  }
  return <div className="venue venue-message">{message}</div>;
}
