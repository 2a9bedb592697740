import { useNavigate } from 'react-router';
import type { AverageKind } from '@darts/domain';
import { useDocumentTitle } from '../../lib/document-title';
import { useWakeLock } from '../../lib/live';
import { liveMatchPath } from './live-links';
import { LiveMatch } from './live-match';
import { MatchLinkForm } from './match-link-form';

/**
 * /live/match/{id} and /live/match/?id={id}&id={id}…: each record's statistics
 * following throws as they happen, one match alone or several under one heading (repeated `id`
 * parameters show each); the screen is kept awake meanwhile. Without an id, a form to paste a
 * match link.
 */
export function LiveMatchPage({ ids, initialAverage }: { ids: readonly string[]; initialAverage: AverageKind }) {
  const [only] = ids;
  if (only === undefined) return <ChooseMatch />;
  if (ids.length === 1) return <LiveMatch key={only} id={only} initialAverage={initialAverage} alone />;
  return <LiveMatches ids={ids} initialAverage={initialAverage} />;
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
      {/* The spec's words for a live view given no ids, then the way out. */}
      <p className="alert alert-info" role="status">
        Specify the ids for the match&apos;s
      </p>
      <p>Follow a match as it is scored: paste the link the scorer shared.</p>
      <MatchLinkForm submitLabel="Follow" onChoose={(chosen) => void navigate(liveMatchPath(chosen))} />
    </section>
  );
}

/** Several matches: side by side where the screen has room for two, one under another on a phone. */
function LiveMatches({ ids, initialAverage }: { ids: readonly string[]; initialAverage: AverageKind }) {
  useDocumentTitle(`${ids.length} live matches`);
  useWakeLock();
  return (
    <section aria-labelledby="live-matches-heading">
      <h1 id="live-matches-heading" className="h3">
        Live matches
      </h1>
      <div className="live-matches">
        {ids.map((id) => (
          <div key={id} className="live-matches-item">
            <LiveMatch id={id} initialAverage={initialAverage} alone={false} />
          </div>
        ))}
      </div>
    </section>
  );
}
