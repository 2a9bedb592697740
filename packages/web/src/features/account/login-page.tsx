import { useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { useSite } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { loginUrl } from '../../lib/session';
import { AccountForm, type AccountFormMode } from './account-form';
import { urlErrorSentence } from './form-problems';
import { localRedirectTarget } from './redirect-target';

/** A full page load, so the whole app starts again with the new session. */
const assignLocation = (url: string) => window.location.assign(url);

/**
 * `/login`: sign in or create an account with an e-mail address and password, or, when the site
 * uses an identity provider, a link to it. `?mode=register` opens the create-account form,
 * `?error=` shows why the server sent the browser back, `?redirectUrl=` is where to go afterwards.
 */
export function LoginPage({ navigate = assignLocation }: { navigate?: (url: string) => void }) {
  const [params, setParams] = useSearchParams();
  const site = useSite();
  const mode: AccountFormMode = params.get('mode') === 'register' ? 'register' : 'signIn';
  const redirectUrl = localRedirectTarget(params.get('redirectUrl'));
  const urlError = urlErrorSentence(params.get('error'), mode);
  const title = mode === 'register' && site.data?.signIn.provider !== 'oidc' ? 'Create account' : 'Sign in';
  useDocumentTitle(title);

  function switchMode() {
    const next = new URLSearchParams();
    if (params.has('redirectUrl')) next.set('redirectUrl', redirectUrl);
    if (mode === 'signIn') next.set('mode', 'register');
    setParams(next, { replace: true });
  }

  let body;
  if (site.isPending) {
    body = <Loading what="Loading" />;
  } else if (site.data?.signIn.provider === 'oidc') {
    body = (
      <>
        {urlError && (
          <div className="alert alert-danger" role="alert">
            {urlError}
          </div>
        )}
        <a className="btn btn-primary btn-lg w-100" href={loginUrl(redirectUrl)}>
          Sign in with {site.data.signIn.providerName ?? 'your account provider'}
        </a>
      </>
    );
  } else {
    // Keyed by mode so each form starts clean; a failed site load still offers the form.
    body = (
      <AccountForm
        key={mode}
        mode={mode}
        redirectUrl={redirectUrl}
        navigate={navigate}
        onSwitchMode={switchMode}
        {...(urlError ? { initialProblem: urlError } : {})}
      />
    );
  }

  return (
    <div className="row justify-content-center py-sm-4">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5 col-xl-4">
        <section className="card shadow-sm">
          <div className="card-body p-4">
            <h1 className="h3 mb-4 text-center">{title}</h1>
            {body}
          </div>
        </section>
      </div>
    </div>
  );
}
