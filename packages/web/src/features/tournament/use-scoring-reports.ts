import { useEffect, useRef, useState } from 'react';
import type { AccoladeChange } from '@darts/domain';
import { patchTournament, saveTournament, type TournamentWrite } from './api';
import type { TournamentMatchDto } from '@darts/contract';
import { findPlacedMatch, placedScorePatch, withPlacedMatch } from './stage-model';
import { accoladePatch, throwerOf, withAccolade, type Draft } from './tournament-model';
import type { TournamentDraftState } from './use-tournament-draft';

/** What the scoring screen reported, in order: the legs won, or 180s and hi-checks thrown or taken back. */
export type ScoringReport =
  | { kind: 'legs'; matchId: string; won: { home: number; away: number } }
  | { kind: 'accolades'; matchId: string; changes: AccoladeChange[] };

/**
 * What the scoring screen reports (legs won, 180s and hi-checks) is kept in order and sent from an
 * effect, one write at a time; each reads the page (draft, unsaved state, token) as it is when it
 * runs. Answers `report`, for the scoring screen's callbacks.
 */
export function useScoringReports({
  state,
  onNotice,
}: {
  state: TournamentDraftState;
  onNotice: (text: string) => void;
}) {
  const [reports, setReports] = useState<ScoringReport[]>([]);
  const handledReports = useRef(0);
  const writes = useRef<Promise<void>>(Promise.resolve());
  function enqueue(task: () => Promise<void>) {
    writes.current = writes.current.then(task).catch(() => undefined);
  }

  /**
   * Legs won: a PATCH of the match score; the server moves a decided match's
   * winner on, and its answer is the bracket shown. Unsaved changes elsewhere stay in the draft.
   */
  function legsWonReported(matchId: string, won: { home: number; away: number }) {
    enqueue(async () => {
      const located = findPlacedMatch(state.currentDraft(), matchId);
      if (!located) return;
      const { match } = located;
      if ((match.scoreA ?? 0) === won.home && (match.scoreB ?? 0) === won.away) return;
      // The stage's path: round, losersRound, finalRound or group (issue #26).
      const patch = placedScorePatch(located, { ...match, scoreA: won.home, scoreB: won.away });
      if (!patch) return;
      const hadChanges = state.current().unsaved;
      const outcome = await patchTournament(state.current().base.id, patch).catch(() => null);
      if (!outcome?.success || !outcome.result) return;
      const withScore = (draft: Draft) =>
        withPlacedMatch(draft, located, (m) => ({ ...m, scoreA: won.home, scoreB: won.away }));
      state.followed(outcome, hadChanges ? (_fresh, draft) => withScore(draft) : undefined);
    });
  }

  /**
   * 180s and hi-checks thrown (or taken back by an edit or undo) on the scoring screen, for the
   * side's one player: each thrown one is added at once with a PATCH
   * (`additional180`, `additionalOver100Checkout`); one taken back is saved without
   * it. With unsaved changes, or when the server cannot be reached, it goes into the draft for Save.
   */
  function accoladesReported(matchId: string, changes: AccoladeChange[]) {
    for (const change of changes) {
      enqueue(async () => {
        const located =
          findPlacedMatch(state.current().base, matchId) ?? findPlacedMatch(state.currentDraft(), matchId);
        const player = located && throwerOf(located.match as TournamentMatchDto, change.side);
        if (!player) return;
        const inDraft = (draft: Draft) => withAccolade(draft, change, player);
        const { base: current, unsaved: hadChanges } = state.current();
        let outcome: TournamentWrite | null = null;
        if (change.change === 'add') {
          outcome = await patchTournament(current.id, accoladePatch(change, player)).catch(() => null);
        } else if (!hadChanges) {
          outcome = await saveTournament(withAccolade(current, change, player), current.updated).catch(() => null);
        }
        if (outcome?.success && outcome.result) {
          state.followed(outcome, hadChanges ? (_fresh, draft) => inDraft(draft) : undefined);
          return;
        }
        state.keptForSave(inDraft);
        if (!hadChanges || change.change === 'add')
          onNotice(`Could not send the ${change.type === 'one-eighty' ? '180' : 'hi-check'}: press Save to keep it`);
      });
    }
  }

  useEffect(() => {
    for (const report of reports.slice(handledReports.current)) {
      if (report.kind === 'legs') legsWonReported(report.matchId, report.won);
      else accoladesReported(report.matchId, report.changes);
    }
    handledReports.current = reports.length;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per report; the rest is read when it runs
  }, [reports]);

  return (report: ScoringReport) => setReports((r) => [...r, report]);
}
