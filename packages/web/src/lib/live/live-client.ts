import type { LiveDataType } from '@darts/contract';
import { liveTimings, reconnectDelay } from './backoff';
import { liveStatusOf } from './live-status';
import { waitUntilOpen } from './wait-until-open';
import { clientMessages, parseServerMessage, type ServerMessage } from './live-message';
import { LivePoller } from './live-poller';
import { LiveStream } from './live-stream';
import {
  browserNetwork,
  type LiveClientDeps,
  type LiveHandlers,
  type LiveStatus,
  type Subscription,
} from './live-types';

export type { LiveClientDeps, LiveHandlers, LiveStatus } from './live-types';

const policyViolation = 1008;

/**
 * Subscriptions to live ids: the socket first for
 * accounts with UseWebSockets, the read-only event stream for everyone else, polling
 * last. The socket opens on demand (ready check every 100 ms), is closed with the last
 * subscription, and, beyond the specs, reconnects with backoff after a drop and re-reads the
 * latest state, so a watcher never stays on an old score. Framework-free; React reads it through
 * live-provider.tsx.
 */
export class LiveClient {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly listeners = new Set<(status: LiveStatus) => void>();
  private socket: WebSocket | null = null;
  private opening: Promise<WebSocket | null> | null = null;
  private socketAllowed: boolean | undefined = undefined;
  private refused = false;
  private everOpened = false;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private current: LiveStatus = 'idle';
  private heardSinceCheck = true;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly network: NonNullable<LiveClientDeps['network']>;
  private stopListening: (() => void) | undefined;

  private readonly poller: LivePoller;
  private readonly stream: LiveStream;

  constructor(private readonly deps: LiveClientDeps) {
    this.network = deps.network ?? browserNetwork;
    this.poller = new LivePoller({
      poll: deps.poll,
      subscriptions: () => [...this.subscriptions.values()],
      isCurrent: (subscription) => this.subscriptions.get(subscription.id) === subscription,
      changed: () => this.update(),
    });
    const openEvents = deps.openEvents;
    this.stream = new LiveStream({
      open: (ids) => {
        if (!openEvents) throw new Error('No EventSource');
        return openEvents(ids);
      },
      enabled: () => this.streamServes(false),
      subscriptions: () => [...this.subscriptions.values()],
      receive: (message, eventId) => this.deliver(message, eventId),
      changed: (lostServed) => {
        if (lostServed && this.subscriptions.size > 0) this.poller.schedule(liveTimings.firstPollMs);
        this.update();
      },
    });
  }

  get status(): LiveStatus {
    return this.current;
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the account may use the socket (UseWebSockets); undefined while the account loads. */
  setSocketAllowed(allowed: boolean | undefined): void {
    if (allowed === this.socketAllowed) return;
    this.socketAllowed = allowed;
    this.refused = false;
    this.stream.sync();
    if (allowed === false && this.socket) {
      // Signed out on a live screen: the socket goes and polling takes over.
      this.closeSocket();
      for (const subscription of this.subscriptions.values()) subscription.polling = true;
      if (this.subscriptions.size > 0) this.poller.schedule(liveTimings.firstPollMs);
    }
    if (allowed && this.subscriptions.size > 0) void this.connect();
    this.update();
  }

  /** Follows `id`; the returned function ends it. A second subscription to an id replaces the first. */
  subscribe(id: string, type: LiveDataType, handlers: LiveHandlers): () => void {
    const key = id.toLowerCase();
    if (this.subscriptions.has(key)) this.log(`Replacing subscription for ${key}`);
    const subscription: Subscription = {
      id: key,
      type,
      handlers,
      bySocket: false,
      byStream: false,
      polling: true,
      lastUpdate: '',
    };
    this.subscriptions.set(key, subscription);
    this.stream.sync();
    // The network is followed only while something is watched.
    this.stopListening ??= this.network.onChange(() => this.networkChanged());
    // The event stream sends the last state as it opens: no poll unless it cannot (issue #23: a
    // poll of a match that never started only answers 404).
    if (!this.streamServes()) this.poller.schedule(liveTimings.firstPollMs);
    if (this.socket?.readyState === WebSocket.OPEN) this.serveBySocket(this.socket, subscription);
    else void this.connect();
    this.update();
    return () => {
      if (this.subscriptions.get(key) !== subscription) return;
      this.subscriptions.delete(key);
      this.stream.sync();
      if (subscription.bySocket && this.socket?.readyState === WebSocket.OPEN) {
        this.socket.send(clientMessages.unsubscribe(key));
      }
      if (this.subscriptions.size === 0) {
        this.closeSocket();
        this.stopListening?.();
        this.stopListening = undefined;
      }
      this.update();
    };
  }

  /**
   * Whether the event stream serves this client: watchers the socket will not serve (signed out,
   * or without UseWebSockets) get it where the browser has EventSource. `orFailed` false asks
   * whether it should, whatever happened to the last attempt.
   */
  private streamServes(orFailed = true): boolean {
    const wanted = (this.socketAllowed === false || this.refused) && this.deps.openEvents !== undefined;
    return wanted && !(orFailed && this.stream.failed);
  }

  /** Publishes a state: over the socket, else over HTTP; false when neither took it. */
  async publish(id: string, type: LiveDataType, data: unknown): Promise<boolean> {
    const socket = await this.connect();
    if (socket?.readyState === WebSocket.OPEN) {
      socket.send(clientMessages.publish(id.toLowerCase(), type, data));
      return true;
    }
    const published = await this.deps.publishOverHttp(id, type, data).catch(() => false);
    if (!published) this.log('Unable to publish update; no strategy was able to publish the update');
    return published;
  }

  /** Ends everything (the provider unmounts). */
  dispose(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    this.subscriptions.clear();
    this.closeSocket();
    this.stream.close();
    this.poller.stop();
    this.listeners.clear();
  }

  private log(message: string) {
    (this.deps.log ?? console.warn)(message);
  }

  /** The open socket, opening it if allowed; null when it cannot be had (polling serves instead). */
  private connect(): Promise<WebSocket | null> {
    if (!this.socketAllowed || this.refused) return Promise.resolve(null);
    if (this.socket?.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    if (this.reconnectTimer !== undefined) return Promise.resolve(null);
    this.opening ??= this.open().finally(() => (this.opening = null));
    return this.opening;
  }

  private async open(): Promise<WebSocket | null> {
    let socket: WebSocket;
    try {
      socket = this.deps.openSocket();
    } catch {
      return null;
    }
    this.socket = socket;
    this.update();
    socket.addEventListener('message', (event) => {
      // A socket given up as dead may still talk; only the current one is listened to.
      if (this.socket !== socket) return;
      this.heardSinceCheck = true;
      this.receive(socket, parseServerMessage(event.data));
    });
    socket.addEventListener('close', (event) => this.dropped(socket, event.code));
    if (!(await waitUntilOpen(socket)) || this.socket !== socket) return null;
    this.everOpened = true;
    this.reconnectAttempt = 0;
    this.startHeartbeat(socket);
    for (const subscription of this.subscriptions.values()) {
      this.serveBySocket(socket, subscription);
      this.catchUp(subscription);
    }
    this.update();
    return socket;
  }

  /**
   * §17 `Subscribed` carries no state, so as the socket opens (the page's first read may be older)
   * and after each gap, a subscription reads the latest once. A feature that reads its own record
   * (`onResync`) does that: the live poll answers 404 for an id the server is not tracking (a match
   * under way after a restart, or Paused since the start), a failed request in a watcher's console
   * for a record that exists (issue #23). Other subscriptions poll once.
   */
  private catchUp(subscription: Subscription) {
    if (subscription.handlers.onResync) subscription.handlers.onResync();
    else void this.poller.pollOne(subscription);
  }

  private serveBySocket(socket: WebSocket, subscription: Subscription) {
    socket.send(clientMessages.subscribe(subscription.id));
    subscription.bySocket = true;
  }

  private receive(socket: WebSocket, message: ServerMessage | null) {
    if (!message) return;
    if (message.type === 'Marco') return socket.send(clientMessages.polo());
    this.deliver(message, '');
  }

  /**
   * An `Update` or `Error` to its subscription (or to all, without an id). `eventId` is the stream's
   * event id, the state's `lastUpdate`: a state already had (the stream reopened with more ids, or a
   * poll read it) is not handed over twice.
   */
  private deliver(message: ServerMessage, eventId: string) {
    if (message.type !== 'Update' && message.type !== 'Error') return;
    const targets = message.id
      ? [this.subscriptions.get(message.id)].filter((s): s is Subscription => s !== undefined)
      : [...this.subscriptions.values()];
    for (const subscription of targets) {
      if (message.type === 'Error') {
        subscription.handlers.onError?.(message.message ?? 'Error');
        continue;
      }
      if (eventId) {
        if (eventId === subscription.lastUpdate) continue;
        subscription.lastUpdate = eventId;
      }
      subscription.handlers.onUpdate(message.data);
    }
  }

  /** Sends `Marco` now and then; a socket silent since the last check is closed as dead. */
  private startHeartbeat(socket: WebSocket) {
    clearInterval(this.heartbeat);
    this.heardSinceCheck = true;
    this.heartbeat = setInterval(() => {
      if (this.socket !== socket) return clearInterval(this.heartbeat);
      if (!this.heardSinceCheck) return this.abandon(socket);
      this.heardSinceCheck = false;
      socket.send(clientMessages.marco());
    }, liveTimings.heartbeatMs);
  }

  /** Gives up on a socket that cannot deliver (dead, or the browser went offline) without waiting for its close. */
  private abandon(socket: WebSocket) {
    this.dropped(socket, 1006);
    socket.close();
  }

  /** Offline: the socket cannot be trusted, so it goes; back online: reconnect and poll at once. */
  private networkChanged() {
    if (!this.network.isOnline()) {
      if (this.socket) this.abandon(this.socket);
    } else if (this.subscriptions.size > 0) {
      this.stream.retry();
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = undefined;
      this.reconnectAttempt = 0;
      if ([...this.subscriptions.values()].some((s) => !s.bySocket)) this.poller.schedule(0);
      void this.connect();
    }
    this.update();
  }

  /** The socket closed: every subscription falls back to polling, and a reconnect is scheduled. */
  private dropped(socket: WebSocket, code: number) {
    if (this.socket !== socket) return;
    this.socket = null;
    clearInterval(this.heartbeat);
    this.log('Socket disconnected');
    for (const subscription of this.subscriptions.values()) {
      subscription.bySocket = false;
      subscription.polling = true;
    }
    // Closed for policy: the server says this account may not use sockets: the
    // read-only stream serves instead, else polling.
    if (code === policyViolation) {
      this.refused = true;
      this.stream.sync();
    }
    if (this.subscriptions.size > 0) {
      this.poller.schedule(liveTimings.firstPollMs);
      if (!this.refused) this.scheduleReconnect();
    }
    this.update();
  }

  private scheduleReconnect() {
    clearTimeout(this.reconnectTimer);
    const delay = reconnectDelay(this.reconnectAttempt, (this.deps.random ?? Math.random)());
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.subscriptions.size === 0) return;
      // Offline, an attempt would only fail; coming back online reconnects at once.
      if (!this.network.isOnline()) return this.update();
      void this.connect().then((socket) => {
        if (!socket && !this.refused && this.socketAllowed) this.scheduleReconnect();
      });
    }, delay);
  }

  private closeSocket() {
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    for (const subscription of this.subscriptions.values()) subscription.bySocket = false;
    socket?.close();
  }

  private update() {
    const next = this.computeStatus();
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }

  private computeStatus(): LiveStatus {
    const subscriptions = [...this.subscriptions.values()];
    return liveStatusOf({
      open: this.socket?.readyState === WebSocket.OPEN || this.stream.isOpen,
      socket: this.socket !== null || this.stream.isOpening,
      subscriptions: subscriptions.length,
      allBySocket: subscriptions.every((s) => s.bySocket || s.byStream),
      unreachable: this.poller.failing || !this.network.isOnline(),
      reconnecting:
        this.reconnectTimer !== undefined || (this.everOpened && this.socket !== null) || this.stream.isReconnecting,
      socketAllowed: this.socketAllowed,
    });
  }
}
