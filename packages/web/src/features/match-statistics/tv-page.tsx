import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AverageKind } from '@darts/domain';
import { CallerControl, useCaller } from '../../lib/caller';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator, useWakeLock } from '../../lib/live';
import { useUrlOptions } from '../../lib/use-url-options';
import { useLiveSayg } from '../../lib/records/sayg';
import { averageFromHash, liveMatchPath, saygIdFrom, tvPath } from './live-links';
import { MatchLinkForm } from './match-link-form';
import { matchTitle } from './throw-score';
import { WidescreenView } from './widescreen-view';

/**
 * /tv?id={saygId}: the widescreen view filling the screen in the venue. The shell cannot be told
 * from a route to drop its header, so the page asks for kiosk mode through the URL (spec 1 §2 URL
 * options; `embed=true` works too) and the view covers the window. Without an id: how to start.
 */
export function TvPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const options = useUrlOptions();
  const navigate = useNavigate();
  const id = saygIdFrom(params.get('id') ?? '');
  if (!id) return <TvChooser onChoose={(chosen) => void navigate(tvPath(chosen))} />;
  if (!options.kiosk && !options.embed) {
    const next = new URLSearchParams(params);
    next.set('kiosk', 'true');
    return <Navigate replace to={`/tv?${next.toString()}${hash}`} />;
  }
  return <TvMatch id={id} initialAverage={averageFromHash(hash)} />;
}

function TvChooser({ onChoose }: { onChoose: (id: string) => void }) {
  useDocumentTitle('TV');
  return (
    <section aria-labelledby="tv-heading">
      <h1 id="tv-heading" className="h3">
        TV
      </h1>
      <p>
        Show a live match on a screen in the venue, readable from across the room: big remaining scores, the last five
        throws and the averages, following each throw as it is scored.
      </p>
      <MatchLinkForm submitLabel="Show on this screen" onChoose={onChoose} />
    </section>
  );
}

function TvMatch({ id, initialAverage }: { id: string; initialAverage: AverageKind }) {
  const { query, live, finished } = useLiveSayg(id);
  useWakeLock();
  const sayg = query.data;
  const caller = useCaller(sayg);
  useDocumentTitle(sayg ? `TV: ${matchTitle(sayg)}` : 'TV');
  const ways = (
    <p className="tv-ways">
      <Link to="/tv">Choose another match</Link> · <Link to="/">Home</Link>
    </p>
  );
  if (sayg) {
    return (
      <>
        <WidescreenView
          sayg={sayg}
          fullBleed
          initialAverage={initialAverage}
          indicator={
            <>
              <LiveIndicator status={live.status} finished={finished} />
              <CallerControl caller={caller} className="tv-caller" />
            </>
          }
        />
        <Link className="tv-exit visually-hidden-focusable" to={liveMatchPath(id)}>
          Leave the TV view
        </Link>
      </>
    );
  }
  return (
    <div className="tv-view tv-view-full tv-message">
      {query.isPending ? (
        <p role="status">Loading the match…</p>
      ) : query.isError ? (
        <div role="alert">
          <h1 id="tv-heading">Could not load the match</h1>
          <p>{query.error.message}. Trying again every 10 seconds.</p>
          {ways}
        </div>
      ) : (
        <div>
          <h1 id="tv-heading">Data not found</h1>
          <p>There is no match record with the id “{id}”.</p>
          {ways}
        </div>
      )}
    </div>
  );
}
