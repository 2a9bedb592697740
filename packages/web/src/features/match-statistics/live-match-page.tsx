import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AverageKind } from '@darts/domain';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator, useWakeLock } from '../../lib/live';
import { useLiveSayg } from './api';
import { liveMatchPath, tvPath } from './live-links';
import { MatchLinkForm } from './match-link-form';
import { MatchStatistics } from './match-statistics';
import { matchTitle } from './throw-score';
import { WidescreenView } from './widescreen-view';

/**
 * /live/match/{id} (spec 2 §2 Routes): one record's statistics following throws as they happen
 * (issue #11), with a switch to the widescreen view; the screen is kept awake meanwhile. Without
 * an id, a form to paste a match link.
 */
export function LiveMatchPage({ id, initialAverage }: { id: string | null; initialAverage: AverageKind }) {
  if (!id) return <ChooseMatch />;
  return <LiveMatch key={id} id={id} initialAverage={initialAverage} />;
}

/** No match chosen yet: how to follow one. */
function ChooseMatch() {
  const navigate = useNavigate();
  useDocumentTitle('Live match');
  return (
    <section aria-labelledby="live-match-heading">
      <h1 id="live-match-heading" className="h3">
        Live match
      </h1>
      {/* The spec's words for a live view given no ids (spec 2 §8), then the way out. */}
      <p className="alert alert-info" role="status">
        Specify the ids for the match&apos;s
      </p>
      <p>Follow a match as it is scored: paste the link the scorer shared.</p>
      <MatchLinkForm submitLabel="Follow" onChoose={(chosen) => void navigate(liveMatchPath(chosen))} />
    </section>
  );
}

function LiveMatch({ id, initialAverage }: { id: string; initialAverage: AverageKind }) {
  const { query, live } = useLiveSayg(id);
  useWakeLock();
  const navigate = useNavigate();
  const [kind, setKind] = useState(initialAverage);
  const [view, setView] = useState<'statistics' | 'widescreen'>('statistics');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const sayg = query.data;
  useDocumentTitle(sayg ? `${matchTitle(sayg)} – Live` : 'Live match');

  // Focus follows a switch of view, so keyboard users are not left on a button that has gone.
  useEffect(() => {
    if (!switched.current) return;
    (view === 'widescreen' ? backRef.current : headingRef.current)?.focus();
  }, [view]);
  const show = (next: typeof view) => {
    switched.current = true;
    setView(next);
  };

  if (query.isPending) return <Loading what="Loading the match" />;
  if (query.isError && !sayg) {
    return (
      <section aria-labelledby="live-match-heading">
        <h1 id="live-match-heading" className="h3">
          Live match
        </h1>
        <ErrorAlert title="Could not load the match" error={query.error} onRetry={() => void query.refetch()} />
        <Link to="/">Home</Link>
      </section>
    );
  }
  if (!sayg) {
    return (
      <section aria-labelledby="live-match-heading">
        <h1 id="live-match-heading" className="h3">
          Data not found
        </h1>
        <p>There is no match record with the id “{id}”. It may have been deleted, or the link is incomplete.</p>
        <MatchLinkForm submitLabel="Follow" onChoose={(chosen) => void navigate(liveMatchPath(chosen))} />
        <p className="mt-3">
          <Link to="/">Home</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="live-match-heading">
      <h1 id="live-match-heading" className="h3 live-match-title" tabIndex={-1} ref={headingRef}>
        {matchTitle(sayg)}
      </h1>
      <p className="live-match-status d-print-none">
        <LiveIndicator status={live.status} />
        {query.isError && <span className="text-danger-emphasis">The last refresh failed; trying again.</span>}
        {/* What the last live read said went wrong (spec 2 §8), its first line: not a stack trace. */}
        {live.error && live.status !== 'live' && (
          <span className="text-danger-emphasis">{live.error.split('\n')[0]}</span>
        )}
      </p>
      {view === 'statistics' ? (
        <MatchStatistics
          sayg={sayg}
          average={kind}
          onAverageChange={setKind}
          onShowWidescreen={() => show('widescreen')}
        />
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <button type="button" className="btn btn-outline-primary" ref={backRef} onClick={() => show('statistics')}>
              Back to statistics
            </button>
            <Link className="btn btn-outline-primary" to={tvPath(id) + (kind === 'three-dart' ? '#average=3' : '')}>
              Open TV view
            </Link>
          </div>
          <WidescreenView
            sayg={sayg}
            average={kind}
            onAverageChange={setKind}
            indicator={<LiveIndicator status={live.status} />}
          />
        </>
      )}
    </section>
  );
}
