import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { useFullScreen } from '../lib/full-screen';

/**
 * A dialog for scoring or statistics (a stats/scoring modal with full screen): the whole
 * window on phones; 'Full screen' fills the window on larger screens too, and the screen itself
 * where the browser allows it. `className` styles the body, `expandedClassName` is added while
 * it fills the window.
 */
export function FullScreenDialog({
  title,
  onClose,
  children,
  className,
  expandedClassName,
  fullScreen: offerFullScreen = true,
  headerAside,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className: string;
  expandedClassName: string;
  /** False for a small form (the match options): no Full screen button. */
  fullScreen?: boolean;
  /** Kept in view in the header beside the title (a tournament match's board). */
  headerAside?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const fullScreen = useFullScreen();
  function toggle() {
    const next = !expanded;
    setExpanded(next);
    if (fullScreen.supported && next !== fullScreen.isFullScreen) fullScreen.toggle();
  }
  function close() {
    if (fullScreen.isFullScreen) fullScreen.toggle();
    onClose();
  }
  return (
    <Dialog title={title} onClose={close} wide fullScreenOnPhones headerAside={headerAside}>
      <div className={`${className}${expanded ? ` ${expandedClassName}` : ''}`}>
        {offerFullScreen && (
          <div className="d-flex justify-content-end mb-2">
            <button type="button" className="btn btn-outline-dark btn-sm" aria-pressed={expanded} onClick={toggle}>
              Full screen
            </button>
          </div>
        )}
        {children}
      </div>
    </Dialog>
  );
}
