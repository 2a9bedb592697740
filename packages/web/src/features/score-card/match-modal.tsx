import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { useFullScreen } from '../../lib/full-screen';

/**
 * The score card's match dialog (spec 2 §2: a stats/scoring modal with full screen): the whole
 * window on phones; 'Full screen' fills the window on larger screens too, and the screen itself
 * where the browser allows it.
 */
export function MatchModal({
  title,
  onClose,
  children,
  fullScreen: offerFullScreen = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** False for a small form (the match options): no Full screen button. */
  fullScreen?: boolean;
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
    <Dialog title={title} onClose={close} wide fullScreenOnPhones>
      <div className={`score-card-modal-body${expanded ? ' score-card-modal-expanded' : ''}`}>
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
