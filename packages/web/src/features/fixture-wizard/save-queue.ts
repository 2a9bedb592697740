import type { WriteOutcome } from '../../lib/write-outcome';
import type { FixtureToSave } from './fixtures-to-save';

/**
 * Where one fixture of the queue is: `unsent` means its request got no answer (the connection
 * dropped), so whether the server made it is unknown until the season is read again.
 */
export type ItemStatus = 'waiting' | 'saving' | 'saved' | 'existing' | 'failed' | 'unsent';

export type QueueItem = { fixture: FixtureToSave; status: ItemStatus; problems: string[] };

/** `paused` says why: stopped by the user (Back), or the connection went. */
export type QueueState = {
  items: QueueItem[];
  phase: 'idle' | 'saving' | 'paused' | 'finished';
  pause?: 'stopped' | 'connection';
};

export type SaveQueueDeps = {
  /** Sends one fixture; throws when no answer came (network error). */
  save: (fixture: FixtureToSave) => Promise<WriteOutcome<unknown>>;
  /** The keys (`date|home|away`) of the fixtures the season has now; throws when it cannot tell. */
  savedKeys: () => Promise<Set<string>>;
};

export const doneStatuses: readonly ItemStatus[] = ['saved', 'existing', 'failed'];
export const savedCount = (state: QueueState) =>
  state.items.filter((i) => i.status === 'saved' || i.status === 'existing').length;
export const failedItems = (state: QueueState) => state.items.filter((i) => i.status === 'failed');

/**
 * Saves fixtures one at a time ('Saving is one fixture at a time'). `stop` pauses
 * after the fixture being sent; a request that fails without an answer pauses it too. `run` starts
 * or resumes: before sending again a fixture whose request got no answer, it reads the season and
 * counts one already there (same date, home and away) as saved, so no fixture is made twice.
 * Framework-free, so the wizard reads it with `useSyncExternalStore`.
 */
export class SaveQueue {
  private state: QueueState;
  private listeners = new Set<() => void>();
  private running = false;
  private stopping = false;

  constructor(
    fixtures: readonly FixtureToSave[],
    private readonly deps: SaveQueueDeps,
  ) {
    this.state = { items: fixtures.map((fixture) => ({ fixture, status: 'waiting', problems: [] })), phase: 'idle' };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(next: Partial<QueueState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private setItem(index: number, item: Partial<QueueItem>) {
    const items = [...this.state.items];
    items[index] = { ...items[index]!, ...item };
    this.set({ items });
  }

  /** Pauses after the fixture in flight (Back from saving → aborted). */
  stop() {
    if (this.state.phase !== 'saving') return;
    this.stopping = true;
    this.set({ phase: 'paused', pause: 'stopped' });
  }

  /** Starts, or resumes from a pause (from aborted it resumes saving). */
  async run(): Promise<void> {
    if (this.state.phase === 'finished') return;
    this.stopping = false;
    this.set({ phase: 'saving', pause: undefined });
    if (this.running) return;
    this.running = true;
    try {
      await this.work();
    } finally {
      this.running = false;
    }
  }

  private async work() {
    if (this.state.items.some((i) => i.status === 'unsent')) {
      let keys: Set<string>;
      try {
        keys = await this.deps.savedKeys();
      } catch {
        this.set({ phase: 'paused', pause: 'connection' });
        return;
      }
      this.set({
        items: this.state.items.map((item) =>
          item.status !== 'unsent' ? item : { ...item, status: keys.has(item.fixture.key) ? 'existing' : 'waiting' },
        ),
      });
    }
    for (;;) {
      if (this.stopping) return;
      const index = this.state.items.findIndex((i) => i.status === 'waiting');
      if (index < 0) break;
      this.setItem(index, { status: 'saving' });
      let outcome: WriteOutcome<unknown>;
      try {
        outcome = await this.deps.save(this.state.items[index]!.fixture);
      } catch {
        this.setItem(index, { status: 'unsent' });
        this.stopping = true;
        this.set({ phase: 'paused', pause: 'connection' });
        return;
      }
      const problems = [...outcome.errors, ...outcome.warnings];
      this.setItem(index, outcome.success ? { status: 'saved', problems: [] } : { status: 'failed', problems });
    }
    this.set({ phase: 'finished', pause: undefined });
  }
}
