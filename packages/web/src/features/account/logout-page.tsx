import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { SignOutForm } from '../../components/sign-out-form';
import { useDocumentTitle } from '../../lib/document-title';
import { useAccount } from '../../lib/session';
import { localRedirectTarget } from './redirect-target';

/**
 * `/logout`: where `GET /api/Account/Logout` now leads, as that link no longer signs
 * anyone out (another site could send a browser to it). Signed in, one button signs out with a
 * POST and goes on to `?redirectUrl=`; signed out, a link goes there.
 */
export function LogoutPage() {
  const [params] = useSearchParams();
  const redirectUrl = localRedirectTarget(params.get('redirectUrl'));
  const { account, isLoading } = useAccount();
  useDocumentTitle('Sign out');

  let body;
  if (isLoading) {
    body = <Loading what="Loading" />;
  } else if (account) {
    body = (
      <>
        <p>
          You are signed in as <strong>{account.name}</strong>.
        </p>
        <SignOutForm redirectUrl={redirectUrl} buttonClassName="btn btn-primary btn-lg w-100" className="mb-3">
          Sign out
        </SignOutForm>
        <Link className="btn btn-outline-secondary w-100" to={redirectUrl}>
          Stay signed in
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p>You are signed out.</p>
        <Link className="btn btn-primary btn-lg w-100" to={redirectUrl}>
          Continue
        </Link>
      </>
    );
  }

  return (
    <div className="row justify-content-center py-sm-4">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5 col-xl-4">
        <section className="card shadow-sm">
          <div className="card-body p-4">
            <h1 className="h3 mb-4 text-center">Sign out</h1>
            {body}
          </div>
        </section>
      </div>
    </div>
  );
}
