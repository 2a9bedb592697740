import { Link } from 'react-router';
import { loginUrl, useAccount } from '../../lib/session';
import type { ImportedOutcome } from './api';
import { ImportResult } from './import-result';

export const afterSessionTexts = {
  heading: 'Import data',
  signedOut: 'You were signed out: the import replaced the account you were signed in with.',
  noAccess: 'After the import, the account you are signed in with may no longer import data.',
  signInAgain: 'Sign in again to carry on. This is what the import did:',
} as const;

/**
 * What a real import did, shown in place of the Import screen when the import took the signed-in
 * account away or its access to Import data (a purge of the accounts): the result is
 * never lost to 'Not permitted'.
 */
export function ImportAfterSession({ outcome }: { outcome: ImportedOutcome }) {
  const { account } = useAccount();
  return (
    <section className="py-2" aria-labelledby="import-after-session-heading">
      <h1 id="import-after-session-heading" className="h3">
        {afterSessionTexts.heading}
      </h1>
      <div className="alert alert-warning" role="status">
        <p className="fw-semibold mb-1">{account ? afterSessionTexts.noAccess : afterSessionTexts.signedOut}</p>
        <p className="mb-0">{afterSessionTexts.signInAgain}</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        {!account && (
          <a className="btn btn-primary" href={loginUrl('/admin/import')}>
            Login
          </a>
        )}
        <Link className="btn btn-outline-secondary" to="/">
          Home
        </Link>
      </div>
      <ImportResult dryRun={false} answer={outcome.answer} />
    </section>
  );
}
