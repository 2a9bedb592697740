import type { UserDto } from '@darts/contract';
import { toAccessOption, type AccessLevels, type AccessOption } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useTeams } from '../../../lib/app-data';
import { useAccounts, useUpdateAccess } from '../api';
import { AccessSwitches } from './access-switches';

/** Manage access: pick an account and switch its access options. */
export function ManageAccess({ signedIn }: { signedIn: UserDto }) {
  const accounts = useAccounts();
  return (
    <section>
      <h1 className="h3">Manage access</h1>
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

/** The account's own team: its team, unless that is only the player e-mail link. */
const ownTeamOf = (account: UserDto | undefined) =>
  account?.teamId && account.teamId !== account.playerTeamId ? account.teamId : '';

function AccessEditor({ accounts, signedIn }: { accounts: UserDto[]; signedIn: UserDto }) {
  const id = useId();
  const [showEmails, setShowEmails] = useState(false);
  const [email, setEmail] = useState(
    () => (accounts.find((a) => a.emailAddress === signedIn.emailAddress) ?? accounts[0])?.emailAddress ?? '',
  );
  // What the admin has switched, per account, until it is saved or the account is changed.
  const [draft, setDraft] = useState<{ email: string; granted: Set<AccessOption>; team: string } | null>(null);
  const save = useUpdateAccess();

  const account = accounts.find((a) => a.emailAddress === email);
  const stored = grantedOf(account);
  const storedTeam = ownTeamOf(account);
  const granted = draft?.email === email ? draft.granted : stored;
  const team = draft?.email === email ? draft.team : storedTeam;
  const changed = !sameSet(granted, stored) || team !== storedTeam;

  function choose(next: string) {
    setEmail(next);
    setDraft(null);
    save.reset();
  }

  function toggle(option: AccessOption, on: boolean) {
    const next = new Set(granted);
    if (on) next.add(option);
    else next.delete(option);
    setDraft({ email, granted: next, team });
    save.reset();
  }

  function chooseTeam(next: string) {
    setDraft({ email, granted, team: next });
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const accessLevels: AccessLevels = Object.fromEntries([...granted].map((option) => [option, {}]));
    // The team is sent only when it was changed, so saving switches never pins a player's link.
    save.mutate({ emailAddress: email, accessLevels, ...(team !== storedTeam ? { teamId: team || null } : {}) });
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

      <ClerkTeam account={account} team={team} disabled={save.isPending} onChange={chooseTeam} />

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

/**
 * The team a clerk (Input results) submits score cards for: the team
 * chosen here or, when none is, the team with a player whose e-mail address is the account's.
 */
function ClerkTeam({
  account,
  team,
  disabled,
  onChange,
}: {
  account: UserDto | undefined;
  team: string;
  disabled: boolean;
  onChange: (teamId: string) => void;
}) {
  const id = useId();
  const teams = useTeams();
  const list = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const nameOf = (teamId: string | undefined) => list.find((t) => t.id === teamId)?.name;
  const byEmail = nameOf(account?.playerTeamId);
  const now = team ? nameOf(team) : byEmail;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-1">Team clerk</legend>
      <p id={`${id}-how`} className="small mb-2">
        A team clerk (Input results) submits score cards for one team: the team chosen here or, if none is chosen, the
        team with a player whose e-mail address is this account&apos;s.
      </p>
      <label htmlFor={`${id}-team`} className="form-label">
        Team
      </label>
      <select
        id={`${id}-team`}
        className="form-select"
        aria-describedby={`${id}-how ${id}-now`}
        value={team}
        disabled={disabled || teams.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{byEmail ? `None chosen (by e-mail: ${byEmail})` : 'None chosen'}</option>
        {team && !nameOf(team) && <option value={team}>A team no longer listed</option>}
        {list.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <p id={`${id}-now`} className="form-text mb-0">
        {teams.isError
          ? 'The teams could not be loaded.'
          : now
            ? team
              ? `Submits for ${now}, chosen here.`
              : `Submits for ${now}: a player of that team has this e-mail address.`
            : 'No team: choose one, or give a player of the team this e-mail address.'}
      </p>
    </fieldset>
  );
}
