import { useFullScreen } from '../../lib/full-screen';

/** Enters full screen; hidden where the browser cannot. */
export function FullScreenButton() {
  const { supported, toggle } = useFullScreen();
  if (!supported) return null;
  return (
    <button type="button" className="nav-link btn btn-link" onClick={toggle}>
      Full screen
    </button>
  );
}

/** Full screen hides the header; this is the way back. */
export function ExitFullScreenButton() {
  const { isFullScreen, toggle } = useFullScreen();
  if (!isFullScreen) return null;
  return (
    <button type="button" className="btn btn-sm btn-dark exit-full-screen" onClick={toggle}>
      Exit full screen
    </button>
  );
}
