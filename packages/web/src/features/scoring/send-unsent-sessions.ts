import type { SyncDeps } from './sayg-sync';
import { credentialsOf, hasUnsentChanges, upsertOf } from './scoring-store';

/**
 * Sends, once each, stored sessions with unsent changes other than `exceptKey` (a match left
 * behind by Restart or a closed tab while offline). Failures stay stored for the next sweep.
 */
export async function sendUnsentSessions(deps: Pick<SyncDeps, 'store' | 'transport'>, exceptKey: string | null) {
  const sessions = await deps.store.list();
  for (const session of sessions) {
    if (session.key === exceptKey || !hasUnsentChanges(session)) continue;
    const outcome = await deps.transport.save(upsertOf(session), credentialsOf(session));
    if (outcome.kind !== 'saved') continue;
    const latest = (await deps.store.load(session.key)) ?? session;
    if (latest.revision !== session.revision) continue;
    await deps.store.save({
      ...latest,
      serverId: outcome.id,
      lastUpdated: outcome.updated,
      sentRevision: session.revision,
      ...(outcome.writeToken ? { writeToken: outcome.writeToken } : {}),
    });
  }
}
