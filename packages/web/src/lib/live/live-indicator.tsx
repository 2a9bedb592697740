import type { LiveStatus } from './live-client';
import './live-indicator.css';

/** What each status says, in words (not colour alone), for a phone and a TV across the room. */
export const liveStatusText: Record<LiveStatus, string> = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  live: 'Live',
  polling: 'Updates every 10 s',
  reconnecting: 'Reconnecting…',
  offline: 'Offline: retrying',
};

const toneOf: Record<LiveStatus, string> = {
  idle: 'waiting',
  connecting: 'waiting',
  live: 'live',
  polling: 'polling',
  reconnecting: 'waiting',
  offline: 'offline',
};

/**
 * How a live screen is getting its updates (a visible connection indicator); `finished`: the match
 * is over and no longer followed, so the indicator says so instead of a connection state.
 */
export function LiveIndicator({
  status,
  finished = false,
  className = '',
}: {
  status: LiveStatus;
  finished?: boolean;
  className?: string;
}) {
  if (finished) {
    return (
      <span role="status" aria-label="Live updates" className={`live-indicator live-indicator-finished ${className}`}>
        Match finished
      </span>
    );
  }
  return (
    <span
      role="status"
      aria-label="Live updates"
      className={`live-indicator live-indicator-${toneOf[status]} ${className}`}
    >
      <span className="live-indicator-dot" aria-hidden="true" />
      {liveStatusText[status]}
    </span>
  );
}
