import { can } from '@darts/domain';
import type { LiveDataType } from '@darts/contract';
import {
  createContext,
  useContext,
  useEffect,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accessOf, useAccount } from '../session';
import { LiveClient, type LiveStatus } from './live-client';
import { pollLiveUpdate, publishLiveUpdate } from './live-http';
import { eventsUrl, socketUrl } from './live-message';

type LiveContext = { client: LiveClient; socketAllowed: boolean };
const LiveClientContext = createContext<LiveContext | null>(null);

/** The browser's client: socket at this page's origin, polling and publishing over HTTP. */
export function createBrowserLiveClient(): LiveClient {
  return new LiveClient({
    openSocket: () => new WebSocket(socketUrl(window.location)),
    openEvents: typeof EventSource === 'undefined' ? undefined : (ids) => new EventSource(eventsUrl(ids)),
    poll: pollLiveUpdate,
    publishOverHttp: publishLiveUpdate,
  });
}

/**
 * One live client for the app (mounted in app/providers.tsx). Sockets are for accounts with
 * UseWebSockets; everyone else, signed out too, gets the
 * read-only event stream, and polls where it cannot be had.
 */
export function LiveProvider({ client, children }: { client?: LiveClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createBrowserLiveClient());
  const { account, isLoading } = useAccount();
  const allowed = isLoading ? undefined : can(accessOf(account), 'UseWebSockets');
  useEffect(() => own.setSocketAllowed(allowed), [own, allowed]);
  // Not disposed on unmount: the client lives with the page, and each screen ends its own
  // subscriptions (StrictMode's trial unmount must not leave a disposed client behind).
  const value = useMemo(() => ({ client: own, socketAllowed: allowed === true }), [own, allowed]);
  return <LiveClientContext.Provider value={value}>{children}</LiveClientContext.Provider>;
}

function useLiveClient(): LiveClient | null {
  return useContext(LiveClientContext)?.client ?? null;
}

/** Whether this account may use the live socket (UseWebSockets); false outside a LiveProvider. */
export function useLiveSocketAllowed(): boolean {
  return useContext(LiveClientContext)?.socketAllowed ?? false;
}

const noSubscribe = () => () => undefined;

/** The status of the app's one live client ('idle' outside a LiveProvider). */
export function useLiveStatus(): LiveStatus {
  const client = useLiveClient();
  return useSyncExternalStore(
    client ? (onChange) => client.onStatus(onChange) : noSubscribe,
    () => client?.status ?? 'idle',
    () => 'idle',
  );
}

export type LiveSubscriptionOptions = {
  enabled?: boolean;
  onUpdate: (data: unknown) => void;
  /**
   * Refetches the feature's own copy: as the socket opens and after each reconnect, instead of a
   * live poll (which answers 404 for an id the server is not tracking). Without it, one poll.
   */
  onResync?: () => void;
};

/**
 * Follows `id` while mounted and enabled; updates go to `onUpdate` (features put them into their
 * query cache). `lastUpdate` is when the last update arrived; `error` the last error, until the next update.
 */
export function useLiveSubscription(id: string | null, type: LiveDataType, options: LiveSubscriptionOptions) {
  const client = useLiveClient();
  const status = useLiveStatus();
  const [lastUpdate, setLastUpdate] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!client || !id || !enabled) return;
    return client.subscribe(id, type, {
      onUpdate: (data) => {
        setLastUpdate(new Date());
        setError(null);
        latest.current.onUpdate(data);
      },
      onError: setError,
      ...(latest.current.onResync ? { onResync: () => latest.current.onResync?.() } : {}),
    });
  }, [client, id, type, enabled]);
  return { status, lastUpdate, error };
}

/** Publishes a state (socket, then HTTP); resolves false when neither took it. */
export function useLivePublisher(): (id: string, type: LiveDataType, data: unknown) => Promise<boolean> {
  const client = useLiveClient();
  return useCallback(
    (id: string, type: LiveDataType, data: unknown) =>
      client ? client.publish(id, type, data) : Promise.resolve(false),
    [client],
  );
}
