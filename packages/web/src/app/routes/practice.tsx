import { useState } from 'react';
import { can } from '@darts/domain';
import { MatchStatistics, WidescreenView } from '../../features/match-statistics';
import { MatchResult, PracticePage } from '../../features/scoring';
import { useDocumentTitle } from '../../lib/document-title';
import { accessOf, useAccount } from '../../lib/session';
import { useHoldAutoReload } from '../../sw/app-update';

/**
 * /practice: scoring until the match is finished, then the match
 * statistics (the statistics replace scoring), with a switch to the widescreen view.
 * A new version of the app waits for the player's Reload here.
 */
export function Component() {
  useDocumentTitle('Practice');
  useHoldAutoReload(true);
  const [widescreen, setWidescreen] = useState(false);
  // Spec 2 §4: an account with KioskMode goes full screen after Restart, as `?kiosk=true` does.
  const kioskAccess = can(accessOf(useAccount().account), 'KioskMode');
  return (
    <PracticePage
      kioskAccess={kioskAccess}
      renderFinished={(sayg) =>
        widescreen ? (
          <div>
            <button type="button" className="btn btn-outline-secondary mb-2" onClick={() => setWidescreen(false)}>
              Back to statistics
            </button>
            <WidescreenView sayg={sayg} />
          </div>
        ) : (
          <section aria-labelledby="sayg-summary-heading">
            <MatchResult sayg={sayg} />
            <MatchStatistics sayg={sayg} onShowWidescreen={() => setWidescreen(true)} />
          </section>
        )
      }
    />
  );
}
