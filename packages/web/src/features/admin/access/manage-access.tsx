import type { UserDto } from '@darts/contract';
import { toAccessOption, type AccessLevels, type AccessOption } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useAccounts, useUpdateAccess } from '../api';
import { AccessSwitches } from './access-switches';

/** Manage access (spec 1 §2 Admin screens): pick an account and switch its access options. */
export function ManageAccess({ signedIn }: { signedIn: UserDto }) {
  const accounts = useAccounts();
  return (
    <section>
      <h1 className="h3">
        Manage access
      </h1>
      <div className="alert alert-warning py-2">
        Accounts with Manage scores can see man of the match choices for any team.
      </div>
      {accounts.isPending ? (
        <Loading what="Loading accounts" />
      ) : accounts.isError ? (
        <ErrorAlert title="Could not load accounts" error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <p className="text-body-secondary">There are no accounts yet. Accounts appear here once people sign in.</p>
      ) : (
        <AccessEditor accounts={accounts.data} signedIn={signedIn} />
      )}
    </section>
  );
}

const grantedOf = (account: UserDto | undefined) =>
  new Set(Object.keys(account?.accessLevels ?? {}).flatMap((name) => toAccessOption(name) ?? []));

const sameSet = (a: ReadonlySet<AccessOption>, b: ReadonlySet<AccessOption>) =>
  a.size === b.size && [...a].every((option) => b.has(option));

function AccessEditor({ accounts, signedIn }: { accounts: UserDto[]; signedIn: UserDto }) {
  const id = useId();
  const [showEmails, setShowEmails] = useState(false);
  const [email, setEmail] = useState(
    () => (accounts.find((a) => a.emailAddress === signedIn.emailAddress) ?? accounts[0])?.emailAddress ?? '',
  );
  // What the admin has switched, per account, until it is saved or the account is changed.
  const [draft, setDraft] = useState<{ email: string; granted: Set<AccessOption> } | null>(null);
  const save = useUpdateAccess();

  const account = accounts.find((a) => a.emailAddress === email);
  const stored = grantedOf(account);
  const granted = draft?.email === email ? draft.granted : stored;
  const changed = !sameSet(granted, stored);

  function choose(next: string) {
    setEmail(next);
    setDraft(null);
    save.reset();
  }

  function toggle(option: AccessOption, on: boolean) {
    const next = new Set(granted);
    if (on) next.add(option);
    else next.delete(option);
    setDraft({ email, granted: next });
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const accessLevels: AccessLevels = Object.fromEntries([...granted].map((option) => [option, {}]));
    save.mutate({ emailAddress: email, accessLevels });
  }

  const outcome = save.data;
  return (
    <form onSubmit={submit} noValidate>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-md-6 col-lg-5">
          <label htmlFor={`${id}-account`} className="form-label">
            Account
          </label>
          <select
            id={`${id}-account`}
            className="form-select form-select-lg"
            value={email}
            onChange={(event) => choose(event.target.value)}
          >
            {accounts.map((a) => (
              <option key={a.emailAddress} value={a.emailAddress}>
                {showEmails ? `${a.name} (${a.emailAddress})` : a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-auto">
          <div className="form-check mb-md-2">
            <input
              id={`${id}-emails`}
              className="form-check-input"
              type="checkbox"
              checked={showEmails}
              onChange={(event) => setShowEmails(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-emails`}>
              Show e-mail addresses
            </label>
          </div>
        </div>
      </div>

      <AccessSwitches granted={granted} disabled={save.isPending} onChange={toggle} />

      {/* Stays in reach at the foot of the screen on a phone, where the switches run long. */}
      <div className="position-sticky bottom-0 bg-body border-top mt-3 pt-2">
        {outcome && !outcome.success && <ErrorAlert title="Could not save access" result={outcome} />}
        {save.isError && <ErrorAlert title="Could not save access" error={save.error} />}
        <div className="d-flex flex-wrap align-items-center gap-3 pb-2">
          <button type="submit" className="btn btn-primary btn-lg" disabled={save.isPending || !changed}>
            {save.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Save access
          </button>
          <span role="status" className="text-success fw-semibold">
            {outcome?.success ? (outcome.messages[0] ?? 'Access updated') : ''}
          </span>
        </div>
      </div>
    </form>
  );
}
