import { useState } from 'react';
import { routes, type GameDto } from '@darts/contract';
import { routePath } from '../../lib/api-client';

/** The debug dropdown (showDebugOptions): copy the id or the card, open the raw fixture. */
export function DebugMenu({ fixtureId, draft }: { fixtureId: string; draft: GameDto }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (what: string, text: string) => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setCopied(`Could not copy the ${what}: this browser has no clipboard access`);
      return;
    }
    clipboard.writeText(text).then(
      () => setCopied(`Copied the ${what}`),
      () => setCopied(`Could not copy the ${what}`),
    );
  };
  return (
    <details className="score-card-debug d-print-none">
      <summary className="btn btn-outline-dark">Debug</summary>
      <div className="score-card-debug-menu">
        <button type="button" className="btn btn-link" onClick={() => copy('fixture id', fixtureId)}>
          Copy fixture id
        </button>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => copy('card JSON', JSON.stringify(draft, null, 2))}
        >
          Copy card JSON
        </button>
        <a className="btn btn-link" href={routePath(routes.game, { id: fixtureId })} target="_blank" rel="noreferrer">
          Open GET /api/Game/{fixtureId}
        </a>
        {copied && (
          <p role="status" className="small mb-0 px-2">
            {copied}
          </p>
        )}
      </div>
    </details>
  );
}
