import { useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { overlayCanvas, type OverlayOptions } from '../../lib/overlay-options';
import './overlay.css';

type FrameStyle = CSSProperties & Record<`--${string}`, string | number>;

/**
 * The overlay's page (issue #27): nothing of the site around it, and a transparent page (html,
 * body and #root) so OBS's browser source shows only the bug over the stream, or a chroma-key
 * green with `chroma=1`. The bug is placed by `position` and drawn in units of the layout's
 * canvas (1920×1080 or 1080×1920), so it keeps its proportions at any browser source size.
 */
export function OverlayFrame({ options, children }: { options: OverlayOptions; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const classes = ['overlay-page', ...(options.chroma ? ['overlay-chroma'] : [])];
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [options.chroma]);
  const canvas = overlayCanvas[options.layout];
  const style: FrameStyle = {
    '--overlay-unit': `min(calc(100vw / ${canvas.width}), calc(100vh / ${canvas.height}))`,
    '--overlay-scale': options.scale,
    ...(options.fg ? { '--overlay-fg': options.fg } : {}),
    ...(options.bg ? { '--overlay-bg': options.bg } : {}),
    ...(options.accent ? { '--overlay-accent': options.accent } : {}),
  };
  return (
    <main className={`overlay overlay-${options.layout} overlay-at-${options.position}`} style={style}>
      {children}
    </main>
  );
}
