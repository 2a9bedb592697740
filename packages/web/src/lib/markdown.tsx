import { lazy, Suspense } from 'react';

const Renderer = lazy(() => import('./markdown-renderer').then((module) => ({ default: module.Markdown })));

/**
 * A note as markdown (see markdown-renderer.tsx). The renderer and its parser are a chunk of their own,
 * loaded the first time a note is on screen, so a page without one never fetches them (issue #24).
 * Until it has loaded the note shows as its plain text, line breaks kept, so its words are there at once.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={className} data-markdown="pending">
          <p className="mb-1 markdown-pending">{text}</p>
        </div>
      }
    >
      <Renderer text={text} className={className} />
    </Suspense>
  );
}
