import { hasThrows, isUuid, visitCount, type Sayg } from '@darts/domain';
import type { BadRecord } from './bad-record';
import { readRecordedSayg, type LoadedSayg } from './sayg-wire';
import { hasUnsentChanges, pruneSessions, type SaygLink, type StoredSession } from './scoring-store';
import type { ScoringEnvironment } from './scoring-environment';

/** What opening a session gave: a session, a shared record that is missing or corrupt, or no network. */
export type OpenResult =
  | { kind: 'ready'; session: StoredSession }
  | { kind: 'bad-data'; reason: BadRecord }
  | { kind: 'failed'; message: string };

type Env = Pick<ScoringEnvironment, 'store' | 'transport' | 'newKey'> & { now: () => Date };

/** A session for a match nobody has recorded yet; stored on its first change. */
export function newSession(env: Env, context: string, sayg: Sayg, link?: SaygLink): StoredSession {
  return {
    ...(link ? { link } : {}),
    key: env.newKey(),
    context,
    sayg,
    serverId: null,
    lastUpdated: null,
    revision: 0,
    sentRevision: 0,
    sentVisits: 0,
    changedAt: env.now().toISOString(),
  };
}

function fromServer(env: Env, context: string, record: LoadedSayg): StoredSession {
  return {
    ...newSession(env, context, record.sayg),
    serverId: record.id,
    lastUpdated: record.updated,
    sentVisits: visitCount(record.sayg),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The store's sessions, or none when the store cannot be read (the page still works, unkept). */
async function listed(env: Env): Promise<StoredSession[]> {
  try {
    return await env.store.list();
  } catch {
    return [];
  }
}

/**
 * Opens server record `id`. This device's copy wins while it has unsent changes, or when the
 * server cannot be reached (a reload offline resumes); otherwise the server's copy is taken if it
 * is newer. With no network and no copy here, `offlineCopy` (the record as a page read it, such as
 * a score card's match, kept for offline use) opens instead. An id that is not one (a link cut
 * short), a record the server does not have, or one that cannot be read as a record, is `bad-data`.
 */
export async function openRecord(
  env: Env,
  context: string,
  id: string,
  options: { offlineCopy?: unknown } = {},
): Promise<OpenResult> {
  // The server would answer a validation problem; the link is what is wrong, so say that.
  if (!isUuid(id)) return { kind: 'bad-data', reason: 'not-an-id' };
  const local = (await listed(env))
    .filter((s) => s.serverId === id)
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt))[0];
  if (local && hasUnsentChanges(local)) return { kind: 'ready', session: local };
  let loaded;
  try {
    loaded = await env.transport.load(id);
  } catch (error) {
    if (local) return { kind: 'ready', session: local };
    const copy = options.offlineCopy === undefined ? undefined : readRecordedSayg(options.offlineCopy);
    if (copy?.ok && copy.value.id === id) return { kind: 'ready', session: fromServer(env, context, copy.value) };
    return { kind: 'failed', message: messageOf(error) };
  }
  if (loaded.kind === 'missing') {
    return local ? { kind: 'ready', session: local } : { kind: 'bad-data', reason: 'not-found' };
  }
  if (loaded.kind === 'corrupt') return { kind: 'bad-data', reason: loaded.reason };
  const record = loaded.record;
  if (!local) return { kind: 'ready', session: fromServer(env, context, record) };
  if (local.lastUpdated === record.updated) return { kind: 'ready', session: local };
  const revision = local.revision + 1;
  const refreshed = {
    ...local,
    sayg: record.sayg,
    lastUpdated: record.updated,
    revision,
    sentRevision: revision,
    sentVisits: visitCount(record.sayg),
  };
  await env.store.save(refreshed).catch(() => undefined);
  return { kind: 'ready', session: refreshed };
}

/**
 * The newest `context` session with changes the server has not got (a tab closed, or reloaded,
 * before its first save was answered), else a new session for `fresh`. Old sent sessions are pruned.
 * With `resumeSent`, a sent session of `context` with throws is resumed too: a score card match
 * scored offline and closed is sent later by another match's sweep, and its card has not learnt the
 * record's id, so reopening the match must carry on with that record, not start a second one.
 * With `link`, a new record is linked by the server to that score card match as it is created.
 */
export async function resumeOrStart(
  env: Env,
  context: string,
  fresh: () => Sayg,
  options: { resumeSent?: boolean; link?: SaygLink } = {},
): Promise<OpenResult> {
  const newestFirst = (await listed(env))
    .filter((s) => s.context === context)
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  const resumed =
    newestFirst.find(hasUnsentChanges) ??
    (options.resumeSent ? newestFirst.find((s) => s.serverId !== null && hasThrows(s.sayg)) : undefined);
  await pruneSessions(env.store).catch(() => undefined);
  const { link } = options;
  // A session kept from before records were linked as they are created gets its link now.
  if (resumed) return { kind: 'ready', session: resumed.link || !link ? resumed : { ...resumed, link } };
  return { kind: 'ready', session: newSession(env, context, fresh(), link) };
}
