import { useState, type ReactNode } from 'react';
import { browserSourceSize, overlayCanvas } from '../lib/overlay-options';

/**
 * 'Copy overlay link' beside a page's share links (issue #27): copies the address of the score
 * overlay for OBS's browser source (`path`, e.g. `/overlay/match/{id}`) and says the size to enter
 * there. Without clipboard access it shows the address to copy by hand. `choice` (a small select
 * that changes `path`, e.g. a tournament's board) is joined to the button's left.
 */
export function CopyOverlayLink({
  path,
  className = 'btn btn-outline-secondary btn-sm',
  choice,
}: {
  path: string;
  className?: string;
  choice?: ReactNode;
}) {
  const [said, setSaid] = useState<ReactNode>('');
  const url = new URL(path, window.location.origin).href;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      const { width, height } = overlayCanvas.landscape;
      // The size kept on one line: it is what is typed into OBS.
      setSaid(
        <>
          Overlay link copied. Browser source:{' '}
          <span className="text-nowrap">
            {width} × {height}
          </span>
        </>,
      );
    } catch {
      setSaid(`Could not copy; the overlay link is ${url} (${browserSourceSize()})`);
    }
  }
  const button = (
    <button type="button" className={className} onClick={() => void copy()}>
      Copy overlay link
    </button>
  );
  return (
    <>
      {choice ? (
        <span className="input-group input-group-sm flex-nowrap w-auto">
          {choice}
          {button}
        </span>
      ) : (
        button
      )}
      <span className="small copy-overlay-said" aria-live="polite">
        {said}
      </span>
    </>
  );
}
