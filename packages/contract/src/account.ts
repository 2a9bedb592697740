import { z } from 'zod';
import { accessOptions, minimumPasswordLength } from '@darts/domain';
import { wireObject } from './common.js';

const accessOption = z.string().transform((name, ctx) => {
  const option = accessOptions.find((o) => o.toLowerCase() === name.toLowerCase());
  if (!option) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `'${name}' is not an access option.` });
    return z.NEVER;
  }
  return option;
});

/** `accessLevels`: AccessOption name → `{}`. */
export const accessLevels = z
  .record(z.unknown())
  .superRefine((levels, ctx) => {
    for (const name of Object.keys(levels)) {
      if (!accessOptions.some((o) => o.toLowerCase() === name.toLowerCase())) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `'${name}' is not an access option.` });
      }
    }
  })
  .transform((levels) => Object.fromEntries(Object.keys(levels).map((name) => [accessOption.parse(name), {}])));

/** UserDto. */
export const userDto = z.object({
  name: z.string(),
  givenName: z.string(),
  emailAddress: z.string(),
  accessLevels: z.record(z.object({})),
  teamId: z.string().optional(),
  /**
   * Beyond the contract: the team found through a player with the account's e-mail
   * address (§4.1), so Manage access can say how a clerk is tied to a team. `teamId` is this
   * unless the account has a team of its own.
   */
  playerTeamId: z.string().optional(),
  transient: z.boolean(),
});
export type UserDto = z.infer<typeof userDto>;

/** UpdateAccessDto. */
export const updateAccessDto = wireObject({
  emailAddress: z.string({ required_error: 'The EmailAddress field is required.' }),
  accessLevels: accessLevels.nullish().transform((levels) => levels ?? {}),
  /**
   * Beyond the contract: the account's own team (§4.1), which wins over a player's
   * e-mail address. Absent leaves it as it is; null or empty clears it, so a player with the
   * same e-mail address decides again.
   */
  teamId: z
    .union([z.string().uuid('The TeamId field is not a valid id.'), z.literal('')])
    .nullish()
    .transform((id) => (id === '' ? null : id)),
});
export type UpdateAccessDto = z.infer<typeof updateAccessDto>;

/** Sign-in form: form-encoded or JSON. */
export const loginRequest = wireObject({
  emailAddress: z.string().trim().min(1, 'Enter your e-mail address'),
  password: z.string().min(1, 'Enter your password'),
  redirectUrl: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Create-account form. */
export const registerRequest = wireObject({
  name: z.string().trim().min(1, 'Enter your name'),
  givenName: z.string().trim().min(1, 'Enter your given name'),
  emailAddress: z.string().trim().min(1, 'Enter your e-mail address'),
  password: z.string(),
  redirectUrl: z.string().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** What a JSON sign-in or registration answers in `result` on success. */
export const signInResult = z.object({ redirectUrl: z.string() });
export type SignInResult = z.infer<typeof signInResult>;

/**
 * Why a sign-in or create-account form was refused: the `error` query value the server puts on
 * `/login` after a form post, with the text to show. JSON requests get the same texts
 * in the envelope.
 */
export const signInProblems = {
  invalid: 'The e-mail address or password is not right',
  'rate-limited': 'Too many sign-in attempts. Wait a few minutes and try again.',
  'missing-details': 'Enter your name, given name, e-mail address and a password',
  'invalid-email': 'Enter a valid e-mail address',
  'short-password': `Choose a password of at least ${minimumPasswordLength} characters`,
  'too-long': 'Keep names to 100 characters and the e-mail address to 254',
  'email-taken': 'An account with this e-mail address already exists',
  'local-disabled': 'Sign in with the sign-in provider: e-mail and password sign-in is switched off',
  'provider-failed': 'Signing in with the sign-in provider did not finish. Try again.',
} as const;
export type SignInProblem = keyof typeof signInProblems;
