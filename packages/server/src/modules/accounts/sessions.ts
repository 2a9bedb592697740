import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { AppUserTable } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { toAccount, type Account } from './accounts.repository.js';

export const sessionCookieName = 'darts_session';
/** Sessions last 30 days from the last visit. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
const refreshAfterMs = 60 * 60 * 1000;

/**
 * Server-side sessions. The cookie carries a random token and its HMAC; the database
 * keeps only the token's SHA-256, so a copy of the database cannot be used to sign in.
 */
export type Sessions = {
  create(userId: string): Promise<{ cookieValue: string; expires: Date }>;
  /**
   * The signed-in account behind a cookie value, in one query (the session joined to its account);
   * undefined for a forged, unknown or expired session, or a deleted account.
   */
  accountOf(cookieValue: string | undefined): Promise<Account | undefined>;
  destroy(cookieValue: string | undefined): Promise<void>;
  destroyAllFor(userId: string): Promise<void>;
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessions(db: Db, clock: Clock, secret: string): Sessions {
  const sign = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');

  function tokenOf(cookieValue: string | undefined): string | undefined {
    if (!cookieValue) return undefined;
    const [token, signature] = cookieValue.split('.');
    if (!token || !signature) return undefined;
    const expected = Buffer.from(sign(token));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? token : undefined;
  }

  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expires = new Date(now.getTime() + sessionLifetimeMs);
      await db
        .insertInto('session')
        .values({
          id: digest(token),
          userId,
          created: now.toISOString(),
          lastSeen: now.toISOString(),
          expires: expires.toISOString(),
        })
        .execute();
      return { cookieValue: `${token}.${sign(token)}`, expires };
    },

    async accountOf(cookieValue) {
      const token = tokenOf(cookieValue);
      if (!token) return undefined;
      const id = digest(token);
      // A session whose account is deleted still expires and is refreshed as any other; it signs nobody in.
      const row = await db
        .selectFrom('session')
        .leftJoin('appUser', (join) =>
          join.onRef('appUser.id', '=', 'session.userId').on('appUser.deleted', 'is', null),
        )
        .selectAll('appUser')
        .select(['session.expires as sessionExpires', 'session.lastSeen as sessionLastSeen'])
        .where('session.id', '=', id)
        .executeTakeFirst();
      const now = clock.now();
      if (!row) return undefined;
      const { sessionExpires, sessionLastSeen, ...user } = row;
      if (sessionExpires <= now.toISOString()) {
        await db.deleteFrom('session').where('id', '=', id).execute();
        return undefined;
      }
      if (now.getTime() - Date.parse(sessionLastSeen) > refreshAfterMs) {
        await db
          .updateTable('session')
          .set({ lastSeen: now.toISOString(), expires: new Date(now.getTime() + sessionLifetimeMs).toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return user.id === null ? undefined : toAccount(user as AppUserTable);
    },

    async destroy(cookieValue) {
      const token = tokenOf(cookieValue);
      if (token) await db.deleteFrom('session').where('id', '=', digest(token)).execute();
    },

    async destroyAllFor(userId) {
      await db.deleteFrom('session').where('userId', '=', userId).execute();
    },
  };
}
