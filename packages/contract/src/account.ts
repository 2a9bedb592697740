import { z } from 'zod';
import { accessOptions } from '@darts/domain';
import { wireObject } from './common.js';

const accessOption = z.string().transform((name, ctx) => {
  const option = accessOptions.find((o) => o.toLowerCase() === name.toLowerCase());
  if (!option) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `'${name}' is not an access option.` });
    return z.NEVER;
  }
  return option;
});

/** `accessLevels`: AccessOption name → `{}` (contract §1.7, §4.2). */
export const accessLevels = z
  .record(z.unknown())
  .superRefine((levels, ctx) => {
    for (const name of Object.keys(levels)) {
      if (!accessOptions.some((o) => o.toLowerCase() === name.toLowerCase())) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `'${name}' is not an access option.` });
      }
    }
  })
  .transform((levels) =>
    Object.fromEntries(Object.keys(levels).map((name) => [accessOption.parse(name), {}])),
  );

/** UserDto (contract §4.3). */
export const userDto = z.object({
  name: z.string(),
  givenName: z.string(),
  emailAddress: z.string(),
  accessLevels: z.record(z.object({})),
  teamId: z.string().optional(),
  transient: z.boolean(),
});
export type UserDto = z.infer<typeof userDto>;

/** UpdateAccessDto (contract §4.4). */
export const updateAccessDto = wireObject({
  emailAddress: z.string({ required_error: 'The EmailAddress field is required.' }),
  accessLevels: accessLevels.nullish().transform((levels) => levels ?? {}),
});
export type UpdateAccessDto = z.infer<typeof updateAccessDto>;

/** Sign-in form (issue #2): form-encoded or JSON. */
export const loginRequest = wireObject({
  emailAddress: z.string().trim().min(1, 'Enter your e-mail address'),
  password: z.string().min(1, 'Enter your password'),
  redirectUrl: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Create-account form (issue #2). */
export const registerRequest = wireObject({
  name: z.string().trim().min(1, 'Enter your name'),
  givenName: z.string().trim().min(1, 'Enter your given name'),
  emailAddress: z.string().trim().min(1, 'Enter your e-mail address'),
  password: z.string(),
  redirectUrl: z.string().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
