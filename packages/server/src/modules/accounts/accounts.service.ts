import { randomBytes } from 'node:crypto';
import { isEmailAddress, isRemovingOwnAccess, passwordProblem, type AccessLevels } from '@darts/domain';
import {
  refusals,
  signInProblems,
  type LoginRequest,
  type RegisterRequest,
  type SignInProblem,
  type UpdateAccessDto,
  type UserDto,
} from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError, type ErrorCode } from '../../http/errors.js';
import { AttemptLimiter } from './attempt-limiter.js';
import {
  createAccountIfNew,
  findAccountByEmail,
  isLiveTeam,
  listAccounts,
  normaliseEmail,
  playerTeamIds,
  updateAccessLevels,
  type Account,
} from './accounts.repository.js';
import { createOidcProvider, openPendingSignIn, sealPendingSignIn } from './oidc.js';
import { hashPassword, verifyPassword } from './password-hash.js';

// What other modules use of this one: they come here, never to the repository.
export { normaliseEmail, teamOf, type Account } from './accounts.repository.js';

/** Sign-in limits: failed attempts per client address and per account, per window. */
export const signInLimits = { perAddress: 10, perAccount: 5, windowMs: 15 * 60 * 1000 } as const;
const maximumNameLength = 100;
const maximumEmailLength = 254;

/**
 * A refused sign-in or registration. JSON callers get `code`'s status and `message` in the envelope
 * (the app's error handler); form posts go back to `/login` with `problem` as the `error` code.
 */
export class SignInRefused extends AppError {
  constructor(
    readonly problem: SignInProblem,
    code: ErrorCode,
    message: string = signInProblems[problem],
  ) {
    super(code, message, code === 'Invalid' ? 'errors' : 'warnings');
  }
}

/** A new session: the cookie value to set and when it ends. */
export type NewSession = { cookieValue: string; expires: Date };

export type AccessOutcome = { user: UserDto } | { refusal: string };

export type AccountService = ReturnType<typeof createAccountService>;

/** Accounts and sign-in. */
export function createAccountService({ config, db, clock, sessions }: AppDeps) {
  const byAddress = new AttemptLimiter(clock, signInLimits.perAddress, signInLimits.windowMs);
  const byAccount = new AttemptLimiter(clock, signInLimits.perAccount, signInLimits.windowMs);
  const provider = config.oidc && createOidcProvider(config.oidc);
  // Compared against when there is no stored hash, so an unknown e-mail costs the same scrypt work.
  // Made up front, so not even the first unknown e-mail takes longer.
  const standInHash = hashPassword(randomBytes(16).toString('hex'), config.passwordHashCost);

  function refuseLocalWhenProviderConfigured() {
    if (config.oidc) {
      throw new SignInRefused(
        'local-disabled',
        'Invalid',
        `Sign in with ${config.oidc.name}: e-mail and password sign-in is switched off`,
      );
    }
  }

  function refuseWhenLimited(...waits: number[]) {
    const minutes = Math.ceil(Math.max(...waits) / 60_000);
    if (minutes > 0) {
      throw new SignInRefused(
        'rate-limited',
        'TooMany',
        `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
  }

  async function toUserDto(account: Account, teams?: Map<string, string>): Promise<UserDto> {
    const playerTeamId = (teams ?? (await playerTeamIds(db, [account.emailAddress]))).get(account.emailAddress);
    const teamId = account.teamId ?? playerTeamId;
    return {
      name: account.name,
      givenName: account.givenName,
      emailAddress: account.emailAddress,
      accessLevels: account.accessLevels,
      ...(teamId ? { teamId } : {}),
      ...(playerTeamId ? { playerTeamId } : {}),
      transient: false,
    };
  }

  return {
    /** Password sign-in; the same refusal, after the same work, for an unknown e-mail and a wrong password. */
    async signIn(details: LoginRequest, clientAddress: string): Promise<NewSession> {
      refuseLocalWhenProviderConfigured();
      const email = normaliseEmail(details.emailAddress);
      refuseWhenLimited(byAddress.waitFor(clientAddress), byAccount.waitFor(email));
      const account = await findAccountByEmail(db, email);
      const matches = await verifyPassword(details.password, account?.passwordHash ?? (await standInHash));
      if (!account?.passwordHash || !matches) {
        byAddress.record(clientAddress);
        byAccount.record(email);
        throw new SignInRefused('invalid', 'NotLoggedIn');
      }
      byAccount.reset(email);
      return sessions.create(account.id);
    },

    /** Creates an account with no access and signs it in; every attempt counts against the address. */
    async register(details: RegisterRequest, clientAddress: string): Promise<NewSession> {
      refuseLocalWhenProviderConfigured();
      refuseWhenLimited(byAddress.waitFor(clientAddress));
      byAddress.record(clientAddress);
      if (!isEmailAddress(details.emailAddress)) throw new SignInRefused('invalid-email', 'Invalid');
      const weak = passwordProblem(details.password);
      if (weak) throw new SignInRefused('short-password', 'Invalid', weak);
      if (
        details.name.length > maximumNameLength ||
        details.givenName.length > maximumNameLength ||
        details.emailAddress.length > maximumEmailLength
      ) {
        throw new SignInRefused('too-long', 'Invalid');
      }
      const account = await createAccountIfNew(db, clock, {
        emailAddress: details.emailAddress,
        name: details.name,
        givenName: details.givenName,
        passwordHash: await hashPassword(details.password, config.passwordHashCost),
      });
      if (!account) throw new SignInRefused('email-taken', 'Invalid');
      return sessions.create(account.id);
    },

    /** Where to send the browser to sign in with the provider, and the cookie value to keep meanwhile. */
    async startExternalSignIn(redirectUri: string, target: string) {
      if (!provider) return undefined;
      const { url, pending } = await provider.start(redirectUri, target, clock.now());
      return { url: url.href, cookieValue: sealPendingSignIn(pending, config.sessionSecret) };
    },

    /**
     * Finishes a provider sign-in: finds the account by e-mail or creates one with no access
     *. Undefined when the pending sign-in is missing, forged or expired.
     */
    async finishExternalSignIn(cookieValue: string | undefined, callbackQuery: string) {
      const pending = openPendingSignIn(cookieValue, config.sessionSecret, clock.now());
      if (!provider || !pending) return undefined;
      const identity = await provider.finish(pending, callbackQuery);
      const account =
        (await findAccountByEmail(db, identity.emailAddress)) ??
        (await createAccountIfNew(db, clock, {
          emailAddress: identity.emailAddress,
          name: identity.name,
          givenName: identity.givenName,
          passwordHash: null,
          externalSubject: identity.subject,
        })) ??
        // Created by a parallel callback for the same person.
        (await findAccountByEmail(db, identity.emailAddress));
      if (!account) throw new Error(`No account could be found or created for ${identity.emailAddress}`);
      return { session: await sessions.create(account.id), target: pending.target };
    },

    signOut: (cookieValue: string | undefined) => sessions.destroy(cookieValue),

    user: (account: Account | null) => (account ? toUserDto(account) : null),

    async users(): Promise<UserDto[]> {
      const [accounts, teams] = await Promise.all([listAccounts(db), playerTeamIds(db)]);
      return Promise.all(accounts.map((account) => toUserDto(account, teams)));
    },

    async userByEmail(emailAddress: string): Promise<UserDto | null> {
      const account = await findAccountByEmail(db, emailAddress);
      return account ? toUserDto(account) : null;
    },

    /**
     * Replaces the target's whole access map; callers may not drop their own
     * ManageAccess. A `teamId` sets or clears the account's own team.
     */
    async updateAccess(caller: Account, change: UpdateAccessDto): Promise<AccessOutcome> {
      const target = await findAccountByEmail(db, change.emailAddress);
      if (!target) return { refusal: refusals.notFound };
      const levels = change.accessLevels as AccessLevels;
      if (isRemovingOwnAccess(caller, target, levels)) return { refusal: 'Cannot remove your own user access' };
      if (change.teamId && !(await isLiveTeam(db, change.teamId))) return { refusal: 'Team not found' };
      const updated = await updateAccessLevels(db, clock, target.id, levels, caller.name, change.teamId);
      return updated ? { user: await toUserDto(updated) } : { refusal: refusals.notFound };
    },
  };
}
