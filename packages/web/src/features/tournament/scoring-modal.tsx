import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { useFullScreen } from '../../lib/full-screen';

/**
 * The scoring screen of a tournament match in a full-screen dialog (spec 2 §2): the whole window
 * on phones; 'Full screen' fills larger windows too, and the screen where the browser allows it.
 */
export function ScoringModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
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
      <div className={`tournament-scoring${expanded ? ' tournament-scoring-expanded' : ''}`}>
        <div className="d-flex justify-content-end mb-2">
          <button type="button" className="btn btn-outline-dark btn-sm" aria-pressed={expanded} onClick={toggle}>
            Full screen
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}
