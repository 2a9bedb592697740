import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AverageKind } from '@darts/domain';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator, useWakeLock } from '../../lib/live';
import { useLiveSayg } from '../../lib/records/sayg';
import { averageHash, liveMatchPath, tvPath } from './live-links';
import { MatchLinkForm } from './match-link-form';
import { MatchStatistics } from './match-statistics';
import { matchTitle } from './throw-score';
import { WidescreenView } from './widescreen-view';

export type LiveMatchProps = {
  id: string;
  initialAverage: AverageKind;
  /**
   * Alone on the page (level 1 heading, the tab title, the screen kept awake, a way to another
   * match), or one of several under the page's own heading (level 2, the page does the rest).
   */
  alone: boolean;
};

/** Sets the tab title while shown; a component so that only a match alone on its page sets it. */
function DocumentTitle({ page }: { page: string }) {
  useDocumentTitle(page);
  return null;
}

/**
 * One record's statistics following throws as they happen, with a switch to the
 * widescreen view; 'Data not found' for a missing record, an alert with Try again for a failed load.
 */
export function LiveMatch({ id, initialAverage, alone }: LiveMatchProps) {
  const { query, live, finished } = useLiveSayg(id);
  useWakeLock(alone);
  const navigate = useNavigate();
  const [kind, setKind] = useState(initialAverage);
  const [view, setView] = useState<'statistics' | 'widescreen'>('statistics');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const sayg = query.data;
  const Heading = alone ? 'h1' : 'h2';
  const title = alone && <DocumentTitle page={sayg ? `${matchTitle(sayg)} – Live` : 'Live match'} />;

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
      <section aria-labelledby={headingId}>
        {title}
        <Heading id={headingId} className="h3">
          Live match
        </Heading>
        <ErrorAlert title="Could not load the match" error={query.error} onRetry={() => void query.refetch()} />
        {alone && <Link to="/">Home</Link>}
      </section>
    );
  }
  if (!sayg) {
    return (
      <section aria-labelledby={headingId}>
        {title}
        <Heading id={headingId} className="h3">
          Data not found
        </Heading>
        <p>There is no match record with the id “{id}”. It may have been deleted, or the link is incomplete.</p>
        {alone && (
          <>
            <MatchLinkForm submitLabel="Follow" onChoose={(chosen) => void navigate(liveMatchPath(chosen))} />
            <p className="mt-3">
              <Link to="/">Home</Link>
            </p>
          </>
        )}
      </section>
    );
  }
  const innerLevel = alone ? 2 : 3;
  return (
    <section aria-labelledby={headingId}>
      {title}
      <Heading id={headingId} className="h3 live-match-title" tabIndex={-1} ref={headingRef}>
        {matchTitle(sayg)}
      </Heading>
      <p className="live-match-status d-print-none">
        <LiveIndicator status={live.status} finished={finished} />
        {query.isError && <span className="text-danger-emphasis">The last refresh failed; trying again.</span>}
        {/* What the last live read said went wrong, its first line: not a stack trace. */}
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
          headingLevel={innerLevel}
        />
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <button type="button" className="btn btn-outline-primary" ref={backRef} onClick={() => show('statistics')}>
              Back to statistics
            </button>
            <Link className="btn btn-outline-primary" to={tvPath(id) + averageHash(kind)}>
              Open TV view
            </Link>
          </div>
          <WidescreenView
            sayg={sayg}
            average={kind}
            onAverageChange={setKind}
            indicator={<LiveIndicator status={live.status} finished={finished} />}
            headingLevel={innerLevel}
          />
        </>
      )}
    </section>
  );
}
