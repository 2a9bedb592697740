import { isEmailAddress, minimumPasswordLength, passwordProblem } from '@darts/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRegister, useSignIn, type Refusal } from './api';
import { problemsOf, type Field, type Problem } from './form-problems';
import { TextField } from './text-field';

export type AccountFormMode = 'signIn' | 'register';
type Values = Record<Field, string>;

/** What the browser can check before sending a new account (contract messages, passwords.ts). */
function registerProblems(values: Values): Problem[] {
  const problems: Problem[] = [];
  if (!values.name.trim()) problems.push({ text: 'Enter your name', fields: ['name'] });
  if (!values.givenName.trim()) problems.push({ text: 'Enter your given name', fields: ['givenName'] });
  if (!isEmailAddress(values.emailAddress.trim())) problems.push({ text: 'Enter a valid e-mail address', fields: ['emailAddress'] });
  const password = passwordProblem(values.password);
  if (password) problems.push({ text: password, fields: ['password'] });
  return problems;
}

function signInProblems(values: Values): Problem[] {
  const problems: Problem[] = [];
  if (!values.emailAddress.trim()) problems.push({ text: 'Enter your e-mail address', fields: ['emailAddress'] });
  if (!values.password) problems.push({ text: 'Enter your password', fields: ['password'] });
  return problems;
}

const fieldOrder: Field[] = ['name', 'givenName', 'emailAddress', 'password'];

/**
 * The sign-in and create-account forms. Sends JSON; on success the whole page goes to the
 * server's `redirectUrl`; on refusal shows the server's words, keeps what was typed (but the
 * password) and focuses the first field in error.
 */
export function AccountForm({
  mode,
  redirectUrl,
  initialProblem,
  navigate,
  onSwitchMode,
}: {
  mode: AccountFormMode;
  redirectUrl: string;
  initialProblem?: string;
  navigate: (url: string) => void;
  onSwitchMode: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({ name: '', givenName: '', emailAddress: '', password: '' });
  const [problems, setProblems] = useState<Problem[]>(initialProblem ? [{ text: initialProblem, fields: [] }] : []);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const signIn = useSignIn();
  const register = useRegister();
  const busy = signIn.isPending || register.isPending;
  const registering = mode === 'register';

  function refuse(found: Problem[]) {
    setProblems(found);
    setValues((v) => ({ ...v, password: '' }));
    const first = fieldOrder.find((field) => found.some((p) => p.fields.includes(field)));
    if (first) queueMicrotask(() => inputs.current[first]?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = registering ? registerProblems(values) : signInProblems(values);
    if (local.length > 0) {
      setProblems(local);
      const first = fieldOrder.find((field) => local.some((p) => p.fields.includes(field)));
      if (first) inputs.current[first]?.focus();
      return;
    }
    setProblems([]);
    const credentials = { emailAddress: values.emailAddress.trim(), password: values.password, redirectUrl };
    try {
      const outcome: Refusal = registering
        ? await register.mutateAsync({ ...credentials, name: values.name.trim(), givenName: values.givenName.trim() })
        : await signIn.mutateAsync(credentials);
      if (outcome?.success) {
        navigate(outcome.result?.redirectUrl ?? redirectUrl);
        return;
      }
      refuse(problemsOf(outcome, registering ? 'Could not create the account' : 'Could not sign in'));
    } catch (error) {
      refuse([{ text: error instanceof Error ? error.message : String(error), fields: [] }]);
    }
  }

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => {
    const mine = problems.filter((p) => p.fields.includes(name));
    return (
      <TextField
        idPrefix={id}
        name={name}
        label={label}
        autoComplete={extra.autoComplete ?? 'off'}
        value={values[name]}
        onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
        invalid={mine.length > 0}
        inputRef={(element) => {
          inputs.current[name] = element;
        }}
        {...extra}
      />
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {problems.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {problems.map((p, index) => (
            <p key={index} className="mb-0">
              {p.text}
            </p>
          ))}
        </div>
      )}
      {registering && field('name', 'Name', { autoComplete: 'name' })}
      {registering && field('givenName', 'Given name', { autoComplete: 'given-name', hint: 'Shown next to Logout.' })}
      {field('emailAddress', 'E-mail address', { type: 'email', autoComplete: registering ? 'email' : 'username' })}
      {field('password', 'Password', {
        type: 'password',
        autoComplete: registering ? 'new-password' : 'current-password',
        ...(registering ? { hint: `At least ${minimumPasswordLength} characters.` } : {}),
      })}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? (registering ? 'Creating account…' : 'Signing in…') : registering ? 'Create account' : 'Sign in'}
      </button>
      <div className="text-center mt-3">
        <span className="text-body-secondary">{registering ? 'Already have an account?' : 'New here?'}</span>{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onSwitchMode} disabled={busy}>
          {registering ? 'Sign in' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
