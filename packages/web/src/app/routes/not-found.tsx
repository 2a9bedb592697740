import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <section className="py-4" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="h3">
        Page not found
      </h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
