import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useHoldAutoReload } from '../sw/app-update';
import { Dialog } from './dialog';

/**
 * While `unsaved`, closing or reloading the tab asks the browser's question, and leaving for
 * another page of the app asks ours, naming `what` has changes ('The score card', 'The
 * tournament'), and a new version of the app never reloads the page by itself.
 * Returns the dialog to render (or null).
 */
export function useUnsavedWarning(unsaved: boolean, what: string) {
  useHoldAutoReload(unsaved);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title="Leave without saving?"
      onClose={() => blocker.reset()}
      closeButton={false}
      footer={
        <>
          <button type="button" className="btn btn-outline-danger" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" className="btn btn-primary" onClick={() => blocker.reset()}>
            Stay
          </button>
        </>
      }
    >
      <p className="mb-0">{what} has changes that have not been saved.</p>
    </Dialog>
  );
}
