import type { ReactNode } from 'react';
import { hasThrows } from '@darts/domain';
import { MatchStatistics } from '../features/match-statistics';
import {
  ConflictAlert,
  LegScoringPanel,
  MatchResult,
  SaveStatus,
  type ReadySaygSession,
  type SaygSession,
} from '../features/scoring';
import { useHoldAutoReload } from '../sw/app-update';

/**
 * The scoring screen of a match opened from a page (the score card's matches, a tournament's
 * matches; spec 2 §2): a stale-copy alert, the leg scoring panel saving through the session, and
 * when the match is over its result and statistics. Until the first throw the record stays in
 * memory: nothing is stored or sent for a match only opened (or given its first thrower) and closed.
 * While it is open, a new version of the app waits for the scorer's Reload.
 */
export function MatchScoringPanel({
  session,
  liveControl,
  children,
}: {
  session: ReadySaygSession;
  liveControl: ReactNode;
  /** Shown between the stale-copy alert and the panel (a refusal to create the record). */
  children?: ReactNode;
}) {
  useHoldAutoReload(true);
  return (
    <>
      <ConflictAlert session={session} />
      {children}
      <LegScoringPanel
        sayg={session.sayg}
        onChange={(next) => (hasThrows(next) ? session.change(next) : session.replaceUntouched(next))}
        status={<SaveStatus session={session} />}
        liveControl={liveControl}
        renderFinished={(finished) => (
          <section aria-labelledby="sayg-summary-heading">
            <MatchResult sayg={finished} />
            <MatchStatistics sayg={finished} />
          </section>
        )}
      />
    </>
  );
}

/** A match's leg-by-leg record that was deleted, or could not be read. */
export function BadMatchRecord({ reason }: { reason: Extract<SaygSession, { status: 'bad-data' }>['reason'] }) {
  return (
    <div className="alert alert-danger" role="alert">
      {reason === 'deleted'
        ? 'The match’s leg-by-leg record has been deleted.'
        : 'The match’s leg-by-leg record could not be opened: it is missing or damaged.'}
    </div>
  );
}
