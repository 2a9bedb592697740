import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Sayg } from '@darts/domain';

/** Runs `task` once the frame now being prepared has been painted (a task queued from its animation frame). */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * The record the scoring panel shows, and how it reports a new one (issue #4 performance: a tap is
 * painted within a frame). A new record is shown at once from this panel's own state, and handed
 * to the caller (`onChange`) right after that frame is painted, so the caller's work (keeping it on
 * the device, sending it, re-rendering its page) never delays the score the scorer is looking at.
 * Taps in the same frame hand over only the newest record, which holds every throw. Anything
 * not yet handed over is handed over at once when the page is hidden or closed, or the panel goes.
 *
 * While the caller has not caught up, its older `sayg` is ignored; a record the caller changes
 * itself (a reload after a conflict) replaces what is shown.
 */
export function useShownSayg(sayg: Sayg, onChange: (next: Sayg) => void): [Sayg, (next: Sayg) => void] {
  const [local, setLocal] = useState<{ value: Sayg; base: Sayg } | null>(null);
  // Every record this panel made: an older one coming back from the caller is not news.
  const [ours] = useState(() => new WeakSet<Sayg>());
  const queued = useRef<Sayg | null>(null);
  const scheduled = useRef(false);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  let shown = local?.value ?? sayg;
  // The caller moved on: to our newest record (caught up) or to one of its own. Show theirs.
  if (local && sayg !== local.base && (sayg === local.value || !ours.has(sayg))) {
    shown = sayg;
    setLocal(null);
  }

  const flush = useCallback(() => {
    scheduled.current = false;
    const next = queued.current;
    if (!next) return;
    queued.current = null;
    latestOnChange.current(next);
  }, []);

  const change = useCallback(
    (next: Sayg) => {
      ours.add(next);
      queued.current = next;
      setLocal((current) => ({ value: next, base: current?.base ?? sayg }));
      if (!scheduled.current) {
        scheduled.current = true;
        afterNextPaint(flush);
      }
    },
    [sayg, flush, ours],
  );

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [flush]);
  // On unmount, hand over in the layout phase: the caller's own clean-up (closing the session that
  // keeps the record) runs in the passive phase, after this.
  useLayoutEffect(() => flush, [flush]);

  return [shown, change];
}

/**
 * `value`, but a change shows one frame later: the caller's first frame after a tap carries only
 * what the tap must change (the score), and this part follows in the next. (React's own deferral,
 * useDeferredValue, renders straight after the tap and, with its layout reads, holds up that frame.)
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let cancelled = false;
    afterNextPaint(() => {
      if (!cancelled) setShown(value);
    });
    return () => {
      cancelled = true;
    };
  }, [value, shown]);
  return shown;
}
