import { Link } from 'react-router';

/** A clear page for an area that is not built yet (issue #2), never a blank screen. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <section className="py-4" aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading" className="h3">
        {title}
      </h1>
      <p className="lead">{description}</p>
      <p className="text-body-secondary">This part of the site is coming soon.</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
