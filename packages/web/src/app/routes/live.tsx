import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { averageFromHash, LiveMatchPage } from '../../features/match-statistics';
import { LiveSuperleaguePage } from '../../features/superleague';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /live/{type} (spec 2 §2 Routes): `match` follows one record, from `/live/match/{id}` or
 * `/live/match/?id={id}#average=1` (the first id when several are given); `superleague` follows
 * a tile per tournament (`?id=…&id=…`), found by `date` when no ids are given; any other type is
 * unsupported.
 */
export function Component() {
  const { type = '', id } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  if (type === 'match') {
    return <LiveMatchPage id={id || params.get('id') || null} initialAverage={averageFromHash(hash)} />;
  }
  if (type === 'superleague') return <LiveSuperleaguePage />;
  return <UnsupportedType type={type} />;
}

function UnsupportedType({ type }: { type: string }) {
  useDocumentTitle('Unsupported type');
  return (
    <section className="py-4" aria-labelledby="unsupported-heading">
      <h1 id="unsupported-heading" className="h3">
        Unsupported type
      </h1>
      <p>There is no live view of “{type}”. Live views show a match or a superleague.</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
