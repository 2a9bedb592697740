import { useMutation } from '@tanstack/react-query';
import { routes, type ActionResult, type SignInResult } from '@darts/contract';
import { api } from '../../lib/api-client';

export type SignedIn = ActionResult<SignInResult>;
/** A refused sign-in: the envelope, or a 400 problem with a field map. */
export type Refusal = Partial<SignedIn> & { title?: string };

export type SignInRequest = { emailAddress: string; password: string; redirectUrl: string };
export type RegisterRequest = SignInRequest & { name: string; givenName: string };

/** `POST /api/Account/Login` as JSON; 401/429 answers are envelopes, read like any other. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInRequest): Promise<Refusal> => api.call(routes.accountLogin, { body }),
  });
}

/** `POST /api/Account/Register` as JSON; refusals (400) are envelopes with `errors`. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest): Promise<Refusal> => api.call(routes.accountRegister, { body }),
  });
}
