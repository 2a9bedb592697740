import { useEffect } from 'react';

/** Spec 1 §9: an embedded page publishes its height to the parent frame this often… */
export const heightIntervalMilliseconds = 250;
/** …as the body's scroll height plus this much (so the frame shows no scroll bar). */
export const defaultHeightExtra = 25;

type Frame = {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  document: { body: { scrollHeight: number } | null };
  setInterval(handler: () => void, ms: number): number | ReturnType<typeof setInterval>;
  clearInterval(id: number | ReturnType<typeof setInterval>): void;
};

/**
 * Posts the page's height to the parent frame every 250 ms, so a league's own website
 * can size the iframe it embeds a page in: the message is the number of pixels, body scroll
 * height plus `extra`, e.g. `window.addEventListener('message', (e) => { if (typeof e.data ===
 * 'number') frame.style.height = `${e.data}px`; })`. Sent to any origin: a height is no secret,
 * and the embedding site is not known in advance. Returns the stopper.
 */
export function publishHeight(frame: Frame, extra = defaultHeightExtra): () => void {
  const parent = frame.parent;
  if (!parent || (parent as unknown) === (frame as unknown)) return () => undefined;
  const post = () => {
    const body = frame.document.body;
    if (body) parent.postMessage(body.scrollHeight + extra, '*');
  };
  post();
  const timer = frame.setInterval(post, heightIntervalMilliseconds);
  return () => frame.clearInterval(timer);
}

/** Publishes the height while `embedded` (the `embed=true` URL option) and inside a frame. */
export function usePublishedHeight(embedded: boolean) {
  useEffect(() => {
    if (!embedded || typeof window === 'undefined' || window.parent === window) return;
    return publishHeight(window);
  }, [embedded]);
}
