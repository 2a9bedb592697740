import { visitCount, type Sayg } from '@darts/domain';

/**
 * One scoring session as this device keeps it. `revision` counts local changes and `sentRevision`
 * the last one the server confirmed, so `revision > sentRevision` means there is something to send.
 */
export type StoredSession = {
  /** Local session id: the store key, made on this device. */
  key: string;
  /** Which screen owns it (e.g. `practice`), to find a session to resume. */
  context: string;
  sayg: Sayg;
  /** The server record id once the first save has been answered. */
  serverId: string | null;
  /** The server's `updated` from the last answer: the next `lastUpdated`. */
  lastUpdated: string | null;
  revision: number;
  sentRevision: number;
  /**
   * How many visits the copy the server last confirmed holds, so the scorer is told how many wait
   * to be sent. Absent in sessions kept before it was counted.
   */
  sentVisits?: number;
  /** ISO time of the last local change. */
  changedAt: string;
  /** The score card match the record is for: the server links the record to it as it creates it. */
  link?: SaygLink;
  /**
   * The write token the server gave this device for a practice record: its later
   * writes need it (or the account that made it). Kept only here, never in the share link.
   */
  writeToken?: string;
};

/** A score card match: sent with every save, read by the server when it creates the record. */
export type SaygLink = { gameId: string; matchIndex: number };

/** The upsert body of a session: its record, id, token and link. */
export const upsertOf = (session: StoredSession) => ({
  ...session.sayg,
  ...(session.serverId ? { id: session.serverId } : {}),
  ...(session.lastUpdated ? { lastUpdated: session.lastUpdated } : {}),
  ...(session.link ?? {}),
});

/**
 * What a save of the session carries besides its body: its key as the idempotency key
 * until the server has answered with an id, so a first save resent after a lost answer is the same
 * record; and its write token once it has one.
 */
export const credentialsOf = (session: StoredSession) => ({
  ...(session.serverId ? {} : { idempotencyKey: session.key }),
  ...(session.writeToken ? { writeToken: session.writeToken } : {}),
});

/** Where sessions are kept on this device. `durable` is false when a closed tab would lose them. */
export type ScoringStore = {
  readonly durable: boolean;
  load(key: string): Promise<StoredSession | undefined>;
  save(session: StoredSession): Promise<void>;
  list(): Promise<StoredSession[]>;
  remove(key: string): Promise<void>;
};

export const hasUnsentChanges = (session: StoredSession) => session.revision > session.sentRevision;

/**
 * How many visits this device holds that the server has not got (issue #23: "3 visits waiting to be
 * sent"); 0 when nothing waits, or when what waits is not a new visit (an edit, an undo).
 */
export function waitingVisits(session: StoredSession): number {
  if (!hasUnsentChanges(session)) return 0;
  const sent = session.sentVisits ?? (session.serverId ? visitCount(session.sayg) : 0);
  return Math.max(0, visitCount(session.sayg) - sent);
}

/** A store in memory: for tests, and for browsers without IndexedDB (then not durable). */
export function createMemoryStore(options: { durable?: boolean } = {}): ScoringStore {
  const sessions = new Map<string, StoredSession>();
  return {
    durable: options.durable ?? false,
    async load(key) {
      const found = sessions.get(key);
      return found && structuredClone(found);
    },
    async save(session) {
      sessions.set(session.key, structuredClone(session));
    },
    async list() {
      return [...sessions.values()].map((s) => structuredClone(s));
    },
    async remove(key) {
      sessions.delete(key);
    },
  };
}

/** How many fully sent sessions to keep; unsent ones are always kept. */
const keptSentSessions = 20;

/** Removes the oldest sessions that the server already has, keeping the newest few. */
export async function pruneSessions(store: ScoringStore): Promise<void> {
  const sent = (await store.list())
    .filter((s) => !hasUnsentChanges(s))
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  for (const old of sent.slice(keptSentSessions)) await store.remove(old.key);
}
