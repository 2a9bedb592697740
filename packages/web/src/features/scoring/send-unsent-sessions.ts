import { visitCount } from '@darts/domain';
import type { SyncDeps } from './sayg-sync';
import { credentialsOf, hasUnsentChanges, upsertOf, type StoredSession } from './scoring-store';
import { unlessOpen } from './session-claims';

type SendDeps = Pick<SyncDeps, 'store' | 'transport'>;

type SweepOptions = {
  /** Sessions not to send this time. */
  skip?: (session: StoredSession) => boolean;
  /** Told of a session the server would not take as it is (refused, a stale token, for watching only). */
  onRefused?: (session: StoredSession) => void;
};

/**
 * Sends, once each, stored sessions with unsent changes other than `exceptKey` and those a screen
 * has open (a match left behind by Restart, a closed tab, or a reload while offline). Failures stay
 * stored for the next sweep.
 */
export async function sendUnsentSessions(deps: SendDeps, exceptKey: string | null, options: SweepOptions = {}) {
  const sessions = await deps.store.list();
  for (const session of sessions) {
    if (session.key === exceptKey || !hasUnsentChanges(session) || options.skip?.(session)) continue;
    await unlessOpen(session.key, async () => {
      const outcome = await deps.transport.save(upsertOf(session), credentialsOf(session));
      if (outcome.kind === 'refused' || outcome.kind === 'conflict' || outcome.kind === 'watching')
        options.onRefused?.(session);
      if (outcome.kind !== 'saved') return;
      const latest = (await deps.store.load(session.key)) ?? session;
      if (latest.revision !== session.revision) return;
      await deps.store.save({
        ...latest,
        serverId: outcome.id,
        lastUpdated: outcome.updated,
        sentRevision: session.revision,
        sentVisits: visitCount(session.sayg),
        ...(outcome.writeToken ? { writeToken: outcome.writeToken } : {}),
      });
    });
  }
}

export type BackgroundTiming = { firstDelayMs: number; intervalMs: number };

/**
 * The first sweep waits a moment, so a page reopening a session claims it first; then one every
 * half minute catches a connection back that the browser never announced.
 */
export const backgroundTiming: BackgroundTiming = { firstDelayMs: 1_500, intervalMs: 30_000 };

/**
 * Sends unsent sessions from whatever page is open: shortly after it opens, whenever the
 * browser comes back online, and every `intervalMs` while online. A session the server would not
 * take is not tried again until it changes (its screen shows why). Returns the stopper.
 */
export function sendInBackground(
  deps: SendDeps & { network: NonNullable<SyncDeps['network']>; timing?: BackgroundTiming },
): () => void {
  const timing = deps.timing ?? backgroundTiming;
  const refused = new Map<string, number>();
  let sweeping = false;
  let stopped = false;
  const sweep = () => {
    if (stopped || sweeping || !deps.network.isOnline()) return;
    sweeping = true;
    void sendUnsentSessions(deps, null, {
      skip: (session) => refused.get(session.key) === session.revision,
      onRefused: (session) => refused.set(session.key, session.revision),
    })
      .catch(() => undefined)
      .finally(() => {
        sweeping = false;
      });
  };
  const first = setTimeout(sweep, timing.firstDelayMs);
  const every = setInterval(sweep, timing.intervalMs);
  const stopListening = deps.network.onOnline(sweep);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    stopListening();
  };
}
