import { visitCount, type Sayg } from '@darts/domain';
import type { SaygTransport } from './api';
import { canonicalSayg } from './sayg-wire';
import { credentialsOf, hasUnsentChanges, upsertOf, type ScoringStore, type StoredSession } from './scoring-store';

/** What the scorer is told about the server copy. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'unsaved'; message?: string; willRetry: boolean }
  | { kind: 'conflict'; message: string }
  /** The server refused this device's write of a practice record it did not start. */
  | { kind: 'watching'; message: string };

export type SyncSnapshot = {
  session: StoredSession;
  save: SaveState;
  /** Set when this device could not keep a copy (IndexedDB refused the write). */
  storeProblem: string | null;
};

export type SyncTiming = { debounceMs: number; retryDelaysMs: readonly number[] };
export const defaultTiming: SyncTiming = { debounceMs: 300, retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000] };

export type SyncDeps = {
  store: ScoringStore;
  transport: SaygTransport;
  now: () => Date;
  timing?: SyncTiming;
  /** Whether the browser thinks it is online, and a way to hear when it comes back. */
  network?: { isOnline(): boolean; onOnline(listener: () => void): () => void };
};

export const browserNetwork = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener: () => void) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps one scoring session on this device and on the server. Every change is written to the
 * store first, then sent (debounced) with the last `updated` as `lastUpdated`; one request is in
 * flight at a time and each sends the whole latest record, so changes reach the server in order.
 * Failures retry with backoff and when the browser comes back online. A stale token (409) stops
 * sending until the scorer chooses whose copy wins; nothing is overwritten silently.
 */
export class SaygSync {
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly timing: SyncTiming;
  private readonly network: NonNullable<SyncDeps['network']>;
  private persisting: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private attempts = 0;
  private lastSent: string | null = null;
  /**
   * Records sent since the last acknowledged save whose answer never came (the server may have
   * stored them and died before answering, issue #16): the server holding one of them is not a
   * conflict with someone else.
   */
  private readonly unanswered = new Set<string>();
  private tookLostAnswer = false;
  private disposed = false;
  private readonly stopListening: () => void;

  constructor(
    session: StoredSession,
    private readonly deps: SyncDeps,
  ) {
    this.timing = deps.timing ?? defaultTiming;
    this.network = deps.network ?? browserNetwork;
    const save: SaveState = hasUnsentChanges(session)
      ? { kind: 'saving' }
      : session.serverId
        ? { kind: 'saved' }
        : { kind: 'idle' };
    this.snapshot = { session, save, storeProblem: null };
    this.stopListening = this.network.onOnline(() => this.retryNow());
    // A resumed session may hold changes the server never got.
    if (hasUnsentChanges(session)) this.schedule(0);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Records a new state of the match: stored on this device now, sent shortly. */
  change(sayg: Sayg) {
    const { session } = this.snapshot;
    const revision = session.revision + 1;
    this.update({ ...session, sayg, revision, changedAt: this.deps.now().toISOString() });
    this.persist();
    if (this.snapshot.save.kind === 'conflict') return;
    if (!this.network.isOnline()) this.setSave({ kind: 'unsaved', willRetry: true });
    else this.setSave({ kind: 'saving' });
    this.attempts = 0;
    this.schedule(this.timing.debounceMs);
  }

  /** Replaces the match before anything was recorded (option edits): kept in memory only. */
  replaceUntouched(sayg: Sayg) {
    const { session } = this.snapshot;
    if (session.revision === 0 && !session.serverId) this.update({ ...session, sayg });
    else this.change(sayg);
  }

  /** Sends now (the scorer's "Try again", the browser coming back online). */
  retryNow() {
    if (this.disposed || this.snapshot.save.kind === 'conflict' || !hasUnsentChanges(this.snapshot.session)) return;
    this.attempts = 0;
    this.schedule(0);
  }

  /** Sends a debounced change at once (the page is being hidden or closed). */
  flush() {
    if (this.disposed || this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.send();
  }

  /** Conflict: take the server's copy, dropping this device's unsent changes. */
  async reloadTheirs() {
    const id = this.snapshot.session.serverId;
    if (!id) return;
    const loaded = await this.deps.transport.load(id).catch((error: unknown) => ({ kind: 'error' as const, error }));
    if (loaded.kind !== 'found') {
      this.setSave({
        kind: 'conflict',
        message: `Could not load their copy: ${loaded.kind === 'error' ? messageOf(loaded.error) : loaded.kind}`,
      });
      return;
    }
    this.takeServerCopy(loaded.record);
    this.setSave({ kind: 'saved' });
  }

  /** This device's copy replaced by the server's, with nothing left to send. */
  private takeServerCopy(record: { sayg: Sayg; updated: string | null }) {
    const { session } = this.snapshot;
    const revision = session.revision + 1;
    this.update({
      ...session,
      sayg: record.sayg,
      lastUpdated: record.updated,
      revision,
      sentRevision: revision,
      sentVisits: visitCount(record.sayg),
    });
    this.persist();
  }

  /**
   * The record is for watching here: the change is dropped, the server's copy shown, and
   * the scorer told why; nothing is left to send, so no later sweep sends it again.
   */
  private async watchOnly(message: string) {
    const id = this.snapshot.session.serverId;
    const loaded = id ? await this.deps.transport.load(id).catch(() => null) : null;
    if (this.disposed) return;
    if (loaded?.kind === 'found') this.takeServerCopy(loaded.record);
    this.setSave({ kind: 'watching', message });
  }

  /** Conflict: keep this device's copy, sending it again with the server's fresh token. */
  async keepMine() {
    const id = this.snapshot.session.serverId;
    if (!id) return;
    const loaded = await this.deps.transport.load(id).catch((error: unknown) => ({ kind: 'error' as const, error }));
    if (loaded.kind === 'error') {
      this.setSave({ kind: 'conflict', message: `Could not reach the server: ${messageOf(loaded.error)}` });
      return;
    }
    const { session } = this.snapshot;
    // A record that has gone is created again (an unknown id creates).
    const fresh = loaded.kind === 'found' ? loaded.record.updated : null;
    this.update({ ...session, lastUpdated: fresh, revision: Math.max(session.revision, session.sentRevision + 1) });
    this.persist();
    this.setSave({ kind: 'saving' });
    this.attempts = 0;
    this.schedule(0);
  }

  /** Stops timers and listeners; a pending change is sent once, best effort (it is stored anyway). */
  dispose() {
    if (this.disposed) return;
    const pending = this.timer !== undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopListening();
    this.listeners.clear();
    if (pending && !this.inFlight && this.snapshot.save.kind !== 'conflict') void this.send();
    this.disposed = true;
  }

  private update(session: StoredSession) {
    this.snapshot = { ...this.snapshot, session };
    this.emit();
  }

  private setSave(save: SaveState) {
    this.snapshot = { ...this.snapshot, save };
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  /** Writes the current session to the store, in order with earlier writes. */
  private persist() {
    const session = this.snapshot.session;
    this.persisting = this.persisting.then(
      () =>
        this.deps.store.save(session).then(
          () => {
            if (this.snapshot.storeProblem) this.snapshot = { ...this.snapshot, storeProblem: null };
          },
          (error: unknown) => {
            this.snapshot = { ...this.snapshot, storeProblem: messageOf(error) };
            this.emit();
          },
        ),
      () => undefined,
    );
  }

  private schedule(delayMs: number) {
    if (this.disposed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, delayMs);
  }

  private async send() {
    if (this.inFlight) return;
    this.inFlight = true;
    try {
      await this.sendLatest();
    } finally {
      this.inFlight = false;
    }
  }

  private async sendLatest() {
    await this.persisting;
    const session = this.snapshot.session;
    if (!hasUnsentChanges(session)) {
      if (session.serverId) this.setSave({ kind: 'saved' });
      return;
    }
    if (!this.network.isOnline()) return this.failed('You are offline', true);
    if (!this.disposed) this.setSave({ kind: 'saving' });
    const sending = {
      revision: session.revision,
      text: canonicalSayg(session.sayg),
      visits: visitCount(session.sayg),
    };
    const outcome = await this.deps.transport.save(upsertOf(session), credentialsOf(session));
    if (outcome.kind === 'saved') {
      this.lastSent = sending.text;
      this.unanswered.clear();
      const current = this.snapshot.session;
      const { writeToken = current.writeToken } = outcome;
      this.update({
        ...current,
        serverId: outcome.id,
        lastUpdated: outcome.updated,
        sentRevision: sending.revision,
        ...(writeToken ? { writeToken } : {}),
        sentVisits: sending.visits,
      });
      this.persist();
      this.attempts = 0;
      this.tookLostAnswer = false;
      if (hasUnsentChanges(this.snapshot.session)) this.schedule(0);
      else this.setSave({ kind: 'saved' });
      return;
    }
    if (outcome.kind === 'conflict') return this.conflicted(outcome.message, sending.text);
    if (outcome.kind === 'watching') return this.watchOnly(outcome.message);
    if (outcome.kind === 'retry') this.unanswered.add(sending.text);
    this.failed(outcome.message, outcome.kind === 'retry');
  }

  private failed(message: string, willRetry: boolean) {
    if (this.disposed) return;
    this.setSave({ kind: 'unsaved', message, willRetry });
    if (!willRetry) return;
    const delays = this.timing.retryDelaysMs;
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? 30_000;
    this.attempts += 1;
    this.schedule(delay);
  }

  /**
   * A stale token. If the server holds exactly what this device sent (its answer was lost: this one,
   * the last acknowledged, or one sent since that never got an answer, say because the server was
   * killed after storing it while the scorer kept keying visits), that is not someone else's change:
   * take the token and carry on. Otherwise ask the scorer.
   */
  private async conflicted(message: string, sentText: string) {
    const id = this.snapshot.session.serverId;
    const loaded = id && !this.tookLostAnswer ? await this.deps.transport.load(id).catch(() => null) : null;
    if (loaded?.kind === 'found' && loaded.record.updated) {
      const theirs = canonicalSayg(loaded.record.sayg);
      if (theirs === sentText || theirs === this.lastSent || this.unanswered.has(theirs)) {
        this.tookLostAnswer = true;
        this.update({
          ...this.snapshot.session,
          lastUpdated: loaded.record.updated,
          sentVisits: visitCount(loaded.record.sayg),
        });
        this.persist();
        this.schedule(0);
        return;
      }
    }
    if (!this.disposed) this.setSave({ kind: 'conflict', message });
  }
}
