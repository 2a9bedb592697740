import { liveTimings } from './backoff';
import { parseServerMessage, type ServerMessage } from './live-message';
import type { EventStreamLike, Subscription } from './live-types';

const open = 1;
const closed = 2;

type StreamDeps = {
  /** Opens `GET /api/Live/Events` for the ids; throws when the browser has no EventSource. */
  open: (ids: string[]) => EventStreamLike;
  /** Whether the stream should serve (the account may not use the socket). */
  enabled: () => boolean;
  subscriptions: () => Subscription[];
  receive: (message: ServerMessage, eventId: string) => void;
  /** Something changed: status, or subscriptions the stream no longer serves (poll them). */
  changed: (lostServed: boolean) => void;
};

/**
 * The read-only watcher's channel: one EventSource for every followed id, reopened when
 * the ids change (batched to one reopen per task). The browser reconnects a dropped stream by itself
 * and the server sends each id's last state again, so nothing is missed; meanwhile polling serves.
 * A stream the browser gave up on (the server refused it, or a proxy answered something else) is
 * not retried until the ids change or the network comes back: polling serves instead.
 */
export class LiveStream {
  private source: EventStreamLike | null = null;
  private key = '';
  private wasOpen = false;
  private pending = false;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  /** The browser gave up on the stream: polling serves. */
  failed = false;

  constructor(private readonly deps: StreamDeps) {}

  get isOpen(): boolean {
    return this.source?.readyState === open;
  }

  /** A stream exists and is opening. */
  get isOpening(): boolean {
    return this.source !== null && this.source.readyState !== open;
  }

  /** A stream that was open is reconnecting. */
  get isReconnecting(): boolean {
    return this.isOpening && this.wasOpen;
  }

  /** Matches the stream to the wanted ids after this task (so one render's subscriptions make one stream). */
  sync(): void {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.apply();
    });
  }

  /** Tries again after a failure (the network came back). */
  retry(): void {
    if (!this.failed) return;
    this.failed = false;
    this.key = '';
    this.sync();
  }

  close(): void {
    clearTimeout(this.openTimer);
    const source = this.source;
    this.source = null;
    this.key = '';
    this.wasOpen = false;
    for (const subscription of this.deps.subscriptions()) subscription.byStream = false;
    source?.close();
  }

  private apply() {
    const ids = this.deps.enabled() ? this.deps.subscriptions().map((subscription) => subscription.id) : [];
    const key = [...ids].sort().join(',');
    if (key === this.key && (this.source !== null || this.failed)) return;
    const hadServed = this.deps.subscriptions().some((subscription) => subscription.byStream);
    this.close();
    this.key = key;
    this.failed = false;
    if (ids.length === 0) return this.deps.changed(hadServed);
    let source: EventStreamLike;
    try {
      source = this.deps.open(ids);
    } catch {
      this.failed = true;
      return this.deps.changed(hadServed);
    }
    this.source = source;
    // A stream that neither opens nor fails (a proxy holding it back) leaves polling to serve.
    this.openTimer = setTimeout(() => {
      if (this.source === source && source.readyState !== open) this.deps.changed(true);
    }, liveTimings.openTimeoutMs);
    source.onopen = () => {
      if (this.source !== source) return;
      clearTimeout(this.openTimer);
      this.wasOpen = true;
      for (const subscription of this.deps.subscriptions()) {
        if (ids.includes(subscription.id)) subscription.byStream = true;
      }
      this.deps.changed(false);
    };
    source.onmessage = (event) => {
      if (this.source !== source) return;
      const message = parseServerMessage(event.data);
      if (message) this.deps.receive(message, event.lastEventId);
    };
    source.onerror = () => {
      if (this.source !== source) return;
      for (const subscription of this.deps.subscriptions()) subscription.byStream = false;
      if (source.readyState === closed) {
        this.source = null;
        this.failed = true;
      }
      this.deps.changed(true);
    };
    this.deps.changed(hadServed);
  }
}
