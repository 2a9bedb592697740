import type { LiveStatus } from './live-types';

/** What the client knows that decides its status. */
export type LiveFacts = {
  /** The socket or the event stream is open. */
  open: boolean;
  /** A socket or an event stream exists (open or still opening). */
  socket: boolean;
  subscriptions: number;
  /** Every subscription is served by the socket or the event stream. */
  allBySocket: boolean;
  /** The last polls all threw, or the browser says it is offline. */
  unreachable: boolean;
  /** A dropped socket or stream is waiting to reconnect, or one that was open before is opening again. */
  reconnecting: boolean;
  /** Whether the account may use the socket; undefined while the account loads. */
  socketAllowed: boolean | undefined;
};

/**
 * The status a live screen shows: live when the socket or the event stream serves
 * everything, offline when nothing gets through, reconnecting while a dropped one comes back
 * (polling serves meanwhile), connecting while the first opens or the account loads.
 */
export function liveStatusOf(facts: LiveFacts): LiveStatus {
  if (facts.open && facts.allBySocket) return 'live';
  if (facts.subscriptions === 0) return 'idle';
  if (facts.unreachable) return 'offline';
  if (facts.reconnecting) return 'reconnecting';
  if (facts.socket || facts.socketAllowed === undefined) return 'connecting';
  return 'polling';
}
