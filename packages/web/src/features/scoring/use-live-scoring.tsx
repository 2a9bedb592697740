import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Sayg } from '@darts/domain';
import { useLivePublisher, useLiveSocketAllowed, useLiveSubscription } from '../../lib/live';
import { setLivePaused } from './live-pause';
import { LiveSelector, type LiveMode } from './live-selector';

/** Told once when a change reached no watcher, not once per throw. */
export const unableToPublish = 'Unable to publish updated data';

/**
 * The scorer's side of live updates: with UseWebSockets, and while the
 * selector says Live, each change of the record (once it has a server id) is published over the
 * socket, else over HTTP, and the panel subscribes to its own record. Without UseWebSockets this is
 * nothing: the server already publishes what each POST /api/Sayg stores. Returns the selector for
 * the panel, or null when it is not shown.
 */
export function useLiveScoring(id: string | null, sayg: Sayg | null): ReactNode {
  const allowed = useLiveSocketAllowed();
  const [mode, setMode] = useState<LiveMode>('live');
  const [failed, setFailed] = useState(false);
  const publish = useLivePublisher();
  const active = allowed && mode === 'live' && id !== null && sayg !== null;
  // Another device changing this record is met by the save's concurrency check (409 → the
  // scorer chooses), so the subscription only keeps the socket open and hears refusals. The
  // scorer's own record is the latest: nothing to catch up on as the socket opens (a live poll
  // would answer 404 for a record published Paused, or before a server restart).
  const { error } = useLiveSubscription(id, 'Sayg', {
    enabled: active,
    onUpdate: () => undefined,
    onResync: () => undefined,
  });

  // Paused holds every watcher: saves go unpublished; Live again publishes the latest at once.
  const latest = useRef(sayg);
  useEffect(() => {
    latest.current = sayg;
  }, [sayg]);
  const wasPaused = useRef(false);
  useEffect(() => {
    if (!id) return;
    const paused = allowed && mode === 'paused';
    setLivePaused(id, paused);
    if (!paused && wasPaused.current && latest.current) {
      void publish(id, 'Sayg', { ...latest.current, id }).then((ok) => setFailed(!ok));
    }
    wasPaused.current = paused;
    return () => setLivePaused(id, false);
  }, [allowed, id, mode, publish]);

  const published = useRef<Sayg | null>(null);
  useEffect(() => {
    if (!active || !id || !sayg) return;
    // The record as first opened is what the server already has; publish changes only.
    if (published.current === null || published.current === sayg) {
      published.current = sayg;
      return;
    }
    published.current = sayg;
    // Effects run after the frame is painted, so publishing never delays the score on screen.
    void publish(id, 'Sayg', { ...sayg, id }).then((ok) => setFailed(!ok));
  }, [active, id, sayg, publish]);

  if (!allowed) return null;
  return <LiveSelector mode={mode} onChange={setMode} problem={failed ? unableToPublish : (active && error) || null} />;
}
