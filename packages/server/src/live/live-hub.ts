import type { WebSocketDto } from '@darts/contract';
import type { ResponseCache } from '../shared/response-cache.js';
import type { LocalSockets } from './local-sockets.js';
import type { Publication } from './publication.js';

/**
 * Where live states meet their watchers. One implementation keeps everything in this
 * process; the other shares states, updates and the socket registry between instances over Redis.
 * Either way a publication reaches this instance's subscribers even when the other instances can't.
 */
export type LiveHub = {
  /** This instance's sockets and their subscriptions. */
  readonly local: LocalSockets;
  /** Keeps `publication` as its id's last state and sends it to every subscriber but its own socket. */
  publish(publication: Publication): Promise<void>;
  lastState(id: string): Promise<Publication | undefined>;
  /** Every id's last state, on every instance. */
  publications(): Promise<Publication[]>;
  /** Every connected socket, on every instance. */
  sockets(): Promise<WebSocketDto[]>;
  /** Closes a socket wherever it is connected; what it was, or undefined when there is none. */
  closeSocket(id: string): Promise<WebSocketDto | undefined>;
  /**
   * Sends this instance's anonymous-cache evictions to the other instances and applies theirs here,
   * so a league write on one instance is not served stale by another. In process: nothing to do.
   */
  shareEvictions(cache: ResponseCache): void;
  close(): Promise<void>;
};

/** What a hub logs; pino's logger fits, tests pass nothing. */
export type LiveLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export const silentLog: LiveLog = { info: () => undefined, warn: () => undefined };
