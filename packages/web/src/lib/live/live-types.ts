import type { LiveDataType } from '@darts/contract';

/**
 * The app's live connection: 'live' when the socket is open and serves every subscription,
 * 'polling' when updates come by polling, 'reconnecting' after a dropped socket (polling keeps
 * watchers current meanwhile), 'offline' when neither works.
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'polling' | 'reconnecting' | 'offline';

export type LiveHandlers = {
  onUpdate: (data: unknown) => void;
  onError?: (message: string) => void;
  /**
   * The feature reads the latest state its own way (its record, which never answers 404 while it
   * exists): called instead of a live poll when the socket opens and after each reconnect. A
   * publisher whose own copy is the latest passes a no-op.
   */
  onResync?: () => void;
};

/** One followed id: its handlers, and whether the socket or polling serves it. */
export type Subscription = {
  id: string;
  type: LiveDataType;
  handlers: LiveHandlers;
  bySocket: boolean;
  /** Served by the read-only event stream. */
  byStream: boolean;
  /** False once a poll said the id is not live-updated or failed. */
  polling: boolean;
  /** The last `lastUpdate` read, sent back as `If-Modified-Since` (empty before the first). */
  lastUpdate: string;
};

/** What the client needs from outside, so tests and the browser wire it explicitly. */
export type LiveClientDeps = {
  openSocket: () => WebSocket;
  /**
   * Opens `GET /api/Live/Events` for the ids (watchers without the socket); absent
   * where the browser has no EventSource, and then polling serves them.
   */
  openEvents?: (ids: string[]) => EventStreamLike;
  /** GET /api/Live/Update/{id}/{type} with `If-Modified-Since`: the JSON body. */
  poll: (id: string, type: LiveDataType, since: string) => Promise<unknown>;
  /** POST /api/Live/Update/{id}/{type}: true when the server took it. */
  publishOverHttp: (id: string, type: LiveDataType, data: unknown) => Promise<boolean>;
  log?: (message: string) => void;
  random?: () => number;
  /** Whether the browser says it is online, and a way to hear it change (window online/offline). */
  network?: { isOnline(): boolean; onChange(listener: () => void): () => void };
};

/** The browser's online state (navigator.onLine and the window's online/offline events). */
export const browserNetwork: NonNullable<LiveClientDeps['network']> = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onChange(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/** What the client uses of the browser's EventSource (0 connecting, 1 open, 2 closed). */
export type EventStreamLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};
