import { memo, useId, useRef, useState } from 'react';
import { CopyOverlayLink } from '../../components/copy-overlay-link';

/**
 * The page address with the record id, to copy and share, and the score overlay's address for a
 * stream (`overlayPath`, issue #27).
 */
export const ShareLink = memo(function ShareLink({ url, overlayPath }: { url: string; overlayPath?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard permission (an http page, an old browser): leave the link selected to copy by hand.
      input.current?.select();
      setCopied('select');
    }
  }

  return (
    <div className="share-link">
      <label htmlFor={id} className="form-label mb-1">
        Share link
      </label>
      <div className="input-group">
        <input ref={input} id={id} className="form-control" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="small mb-0" aria-live="polite">
        {copied === 'copied'
          ? 'Link copied'
          : copied === 'select'
            ? 'Press Ctrl+C (or long-press) to copy the link'
            : ''}
      </p>
      {overlayPath && (
        <p className="d-flex flex-wrap align-items-center gap-2 mt-2 mb-0">
          <CopyOverlayLink path={overlayPath} />
        </p>
      )}
    </div>
  );
});
