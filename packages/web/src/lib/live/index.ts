// Live updates: the app's one live client and the hooks and indicator screens use.
export { LiveClient, type LiveHandlers, type LiveStatus } from './live-client';
export {
  LiveProvider,
  createBrowserLiveClient,
  useLivePublisher,
  useLiveSocketAllowed,
  useLiveStatus,
  useLiveSubscription,
  type LiveSubscriptionOptions,
} from './live-provider';
export { LiveIndicator, liveStatusText } from './live-indicator';
export { useWakeLock } from './use-wake-lock';
