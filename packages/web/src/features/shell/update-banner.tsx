import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { applyUpdate, takeUpdateIfFree, useUpdateReady } from '../../sw/app-update';

/**
 * "A new version is ready" with Reload, between the header and the page. In the flow
 * of the page, never over it: nothing is covered (the scoring keypad least of all), nothing takes
 * the focus, and screen readers hear it once, politely. Later hides it; the page still moves to
 * the new version at the next navigation when nothing is in progress (useTakeUpdateWhenFree).
 */
export function UpdateBanner({ className = '' }: { className?: string }) {
  const ready = useUpdateReady();
  const [later, setLater] = useState(false);
  const shown = ready && !later;
  return (
    // The live region is always there, so its text is announced when it appears.
    <div className={`update-banner d-print-none ${shown ? className : ''}`} aria-live="polite">
      {shown && (
        <div className="alert alert-info d-flex flex-wrap align-items-center column-gap-2 row-gap-1 mt-2 mb-0 py-2">
          <span className="me-auto">A new version is ready.</span>
          <span className="d-flex gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={applyUpdate}>
              Reload
            </button>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setLater(true)}>
              Later
            </button>
          </span>
        </div>
      )}
    </div>
  );
}

/**
 * Moves to a new version without asking where nothing is lost (update-policy.ts): after the user
 * goes to another page, or at once on a view only watched (a TV: `tv=true`, a TV's browser, /tv,
 * /live/superleague, whose full-screen layer covers the banner).
 */
/** Views only watched, on a TV across the room: nobody there presses Reload. */
const watchedPaths = new Set(['/tv', '/live/superleague']);

export function useTakeUpdateWhenFree({ tv }: { tv: boolean }): void {
  const ready = useUpdateReady();
  const { pathname } = useLocation();
  const watchOnly = tv || watchedPaths.has(pathname.replace(/\/$/, ''));
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Runs after the new page's own effects, so a page that holds (scoring) is counted.
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    takeUpdateIfFree('navigation');
  }, [pathname]);
  useEffect(() => {
    if (ready && watchOnly) takeUpdateIfFree('ready', true);
  }, [ready, watchOnly]);
}
