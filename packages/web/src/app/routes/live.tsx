import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { EveningBoardPage } from '../../features/evening-board';
import { averageFromHash, LiveMatchPage } from '../../features/match-statistics';
import { LiveSuperleaguePage } from '../../features/superleague';
import { VenueScreenPage } from '../../features/tournament-venue';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /live/{type}: `match` follows a record, from `/live/match/{id}` or
 * `/live/match/?id={id}#average=1`, or each of several (`?id=…&id=…`); `superleague` follows
 * a tile per tournament (`?id=…&id=…`), found by `date` when no ids are given; `tournament` is the
 * venue screen of a tournament night (`/live/tournament/{id}`); `evening` is the venue board of
 * every match scored on `date` (default today, issue #27); any other type is unsupported.
 */
export function Component() {
  const { type = '', id } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  if (type === 'match') {
    // Each id once, in the order given; an empty `id=` is no id.
    const ids = [...new Set([id ?? '', ...params.getAll('id')].filter((each) => each.trim() !== ''))];
    return <LiveMatchPage ids={ids} initialAverage={averageFromHash(hash)} />;
  }
  if (type === 'superleague') return <LiveSuperleaguePage />;
  if (type === 'tournament') return <VenueScreenPage id={id ?? ''} />;
  if (type === 'evening') return <EveningBoardPage />;
  return <UnsupportedType type={type} />;
}

function UnsupportedType({ type }: { type: string }) {
  useDocumentTitle('Unsupported type');
  return (
    <section className="py-4" aria-labelledby="unsupported-heading">
      <h1 id="unsupported-heading" className="h3">
        Unsupported type
      </h1>
      <p>There is no live view of “{type}”. Live views show a match, a superleague, a tournament or an evening.</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
