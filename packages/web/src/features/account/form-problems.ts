import { signInProblems, type SignInProblem } from '@darts/contract';
import { resultLines } from '../../lib/write-outcome';
import type { Refusal } from './api';

export type Field = 'name' | 'givenName' | 'emailAddress' | 'password';
export type Problem = { text: string; fields: Field[] };

/** The fields a message is about, by its words ("The e-mail address or password is not right" names two). */
export function fieldsNamedIn(text: string): Field[] {
  const lower = text.toLowerCase();
  const fields: Field[] = [];
  if (/given name/.test(lower)) fields.push('givenName');
  else if (/\bname\b/.test(lower)) fields.push('name');
  if (/e-?mail/.test(lower)) fields.push('emailAddress');
  if (/password/.test(lower)) fields.push('password');
  return fields;
}

/** The server's words for a refusal, each with the fields it is about. */
export function problemsOf(refusal: Refusal | null | undefined, fallback: string): Problem[] {
  const { errors, warnings, messages } = resultLines(refusal);
  const lines = [...errors, ...warnings];
  return (lines.length > 0 ? lines : messages.length > 0 ? messages : [fallback]).map((text) => ({
    text,
    fields: fieldsNamedIn(text),
  }));
}

/**
 * The sentence for `?error=` on `/login`, where the server sends a refused form post back
 * (contract `signInProblems`).
 */
export function urlErrorSentence(code: string | null, mode: 'signIn' | 'register'): string | undefined {
  if (!code) return undefined;
  if (Object.prototype.hasOwnProperty.call(signInProblems, code)) return signInProblems[code as SignInProblem];
  return mode === 'register' ? 'Could not create the account. Try again.' : 'Could not sign in. Try again.';
}
