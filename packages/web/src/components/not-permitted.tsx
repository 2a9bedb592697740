import { Link } from 'react-router';
import { loginUrl, useAccount } from '../lib/session';

/** Shown where the account may not go: Home, or Login when signed out. */
export function NotPermitted() {
  const { account, isLoading } = useAccount();
  if (isLoading) return null;
  return (
    <section className="py-4" aria-labelledby="not-permitted-heading">
      <h1 id="not-permitted-heading" className="h3">
        Not permitted
      </h1>
      {account ? (
        <p>Your account does not have access to this page. Ask the league secretary if you need it.</p>
      ) : (
        <p>You need to sign in to see this page.</p>
      )}
      <div className="d-flex gap-2">
        <Link className="btn btn-primary" to="/">
          Home
        </Link>
        {!account && (
          <a className="btn btn-outline-primary" href={loginUrl()}>
            Login
          </a>
        )}
      </div>
    </section>
  );
}
