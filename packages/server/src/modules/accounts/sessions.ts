import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';

export const sessionCookieName = 'darts_session';
/** Sessions last 30 days from the last visit. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
const refreshAfterMs = 60 * 60 * 1000;

/**
 * Server-side sessions (issue #2). The cookie carries a random token and its HMAC; the database
 * keeps only the token's SHA-256, so a copy of the database cannot be used to sign in.
 */
export type Sessions = {
  create(userId: string): Promise<{ cookieValue: string; expires: Date }>;
  /** The user id behind a cookie value, or undefined for a forged, unknown or expired one. */
  resolve(cookieValue: string | undefined): Promise<string | undefined>;
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
        .values({ id: digest(token), userId, created: now.toISOString(), lastSeen: now.toISOString(), expires: expires.toISOString() })
        .execute();
      return { cookieValue: `${token}.${sign(token)}`, expires };
    },

    async resolve(cookieValue) {
      const token = tokenOf(cookieValue);
      if (!token) return undefined;
      const id = digest(token);
      const session = await db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();
      const now = clock.now();
      if (!session) return undefined;
      if (session.expires <= now.toISOString()) {
        await db.deleteFrom('session').where('id', '=', id).execute();
        return undefined;
      }
      if (now.getTime() - Date.parse(session.lastSeen) > refreshAfterMs) {
        await db
          .updateTable('session')
          .set({ lastSeen: now.toISOString(), expires: new Date(now.getTime() + sessionLifetimeMs).toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return session.userId;
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
