import { isEmailAddress, minimumPasswordLength, passwordProblem } from '@darts/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { firstProblemField, useFieldProblems, type FieldProblems } from '../../lib/use-field-problems';
import { useRegister, useSignIn, type Refusal } from './api';
import { problemsOf, type Field, type Problem } from './form-problems';
import { TextField } from './text-field';

export type AccountFormMode = 'signIn' | 'register';
type Values = Record<Field, string>;

/** What the browser can check before sending a new account (contract messages, passwords.ts). */
function registerProblems(values: Values): FieldProblems<Field> {
  const password = passwordProblem(values.password);
  return {
    ...(values.name.trim() ? {} : { name: 'Enter your name' }),
    ...(values.givenName.trim() ? {} : { givenName: 'Enter your given name' }),
    ...(isEmailAddress(values.emailAddress.trim()) ? {} : { emailAddress: 'Enter a valid e-mail address' }),
    ...(password ? { password } : {}),
  };
}

function signInProblems(values: Values): FieldProblems<Field> {
  return {
    ...(values.emailAddress.trim() ? {} : { emailAddress: 'Enter your e-mail address' }),
    ...(values.password ? {} : { password: 'Enter your password' }),
  };
}

const fieldOrder: Field[] = ['name', 'givenName', 'emailAddress', 'password'];

/**
 * The sign-in and create-account forms. Sends JSON; on success the whole page goes to the
 * server's `redirectUrl`; on refusal shows the server's words, keeps what was typed (but the
 * password) and focuses the first field in error. A field's problem goes once it is put right.
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
  // Problems about no one field (the server's, a failed request, the URL's): until the next try.
  const [notices, setNotices] = useState<string[]>(initialProblem ? [initialProblem] : []);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const signIn = useSignIn();
  const register = useRegister();
  const busy = signIn.isPending || register.isPending;
  const registering = mode === 'register';
  const {
    problems,
    validate,
    refuse: refuseFields,
  } = useFieldProblems(values, registering ? registerProblems : signInProblems);

  function refuse(found: Problem[]) {
    const sent = { ...values, password: '' };
    const byField: FieldProblems<Field> = {};
    for (const problem of found) for (const name of problem.fields) byField[name] ??= problem.text;
    refuseFields(byField, sent);
    setNotices(found.filter((problem) => problem.fields.length === 0).map((problem) => problem.text));
    setValues((v) => ({ ...v, password: '' }));
    const first = firstProblemField(byField, fieldOrder);
    if (first) queueMicrotask(() => inputs.current[first]?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotices([]);
    const first = validate(fieldOrder);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
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

  // One line per problem, in field order; a message naming two fields shows once.
  const shown = [...new Set([...fieldOrder.flatMap((name) => problems[name] ?? []), ...notices])];

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => {
    return (
      <TextField
        idPrefix={id}
        name={name}
        label={label}
        autoComplete={extra.autoComplete ?? 'off'}
        value={values[name]}
        onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
        invalid={!!problems[name]}
        inputRef={(element) => {
          inputs.current[name] = element;
        }}
        {...extra}
      />
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {shown.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {shown.map((text) => (
            <p key={text} className="mb-0">
              {text}
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
