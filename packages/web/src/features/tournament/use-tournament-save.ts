import { useState } from 'react';
import { tournamentPageTexts, type TournamentGameDto } from '@darts/contract';
import { defaultTournamentStartingScore, tournamentProblems, type TournamentMatch } from '@darts/domain';
import { loadTournament } from '../../lib/records/tournament';
import { addMatchSayg, deleteMatchSayg, saveTournament, type TournamentWrite } from './api';
import type { Refusal } from './problem-dialog';
import { deleteRecordFailed } from './sayg-delete-dialog';
import { findPlacedMatch, withPlacedMatch } from './stage-model';
import { withRounds, type Draft } from './tournament-model';
import type { TournamentDraftState } from './use-tournament-draft';

export const saveFirst = 'Save the tournament first';
/** Why 'Start scoring' waits for a save: checks made on this page, never the server's answer. */
export const saveFirstReasons = {
  drawNotSaved: 'The draw is not saved yet. Press Save, then Start scoring.',
  unsavedChanges: 'This tournament has unsaved changes. Press Save, then Start scoring.',
  sidesNotSaved: 'This match does not have both its sides saved yet. Press Save, then Start scoring.',
} as const;
/** The page's word for a save the server took (not the wire's 'TournamentGame updated'). */
export const savedNotice = 'Tournament saved';
export const changedElsewhereFirst =
  'This tournament has been changed elsewhere since you opened it. Show the latest before deleting the leg-by-leg record.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The tournament page's writes: Save with the token the draft was loaded with, loading
 * the saved copy again, photos, and a match's leg-by-leg record (created before scoring, or deleted).
 * A refused write waits in `refusal` for the problem dialog; what the last one did is in `notice`.
 */
export function useTournamentSave({
  state,
  newId,
  openScoring,
  closeModal,
}: {
  state: TournamentDraftState;
  newId: () => string;
  /** Opens the scoring screen for a match that has its record. */
  openScoring: (matchId: string) => void;
  closeModal: () => void;
}) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { base, draft, elsewhere, written } = state;

  function refuse(title: string, lines: string[]) {
    setRefusal({ title, outcome: { errors: lines, warnings: [], messages: [], conflict: false } });
  }

  async function save() {
    const problems = tournamentProblems(draft);
    if (problems.length > 0) {
      refuse(tournamentPageTexts.saveFailed, problems);
      return;
    }
    setSaving(true);
    setNotice('');
    try {
      // A knockout's draw is saved with it, so its matches can be scored straight after.
      const sent = draft.singleRound ? draft : withRounds(draft, newId);
      const outcome = await saveTournament(sent, base.updated);
      if (outcome.success) {
        written(outcome);
        setNotice(savedNotice);
        if (outcome.warnings.length > 0)
          setRefusal({ title: 'Saved, with warnings', outcome: { ...outcome, errors: [] } });
      } else setRefusal({ title: tournamentPageTexts.saveFailed, outcome });
    } catch (error) {
      refuse(tournamentPageTexts.saveFailed, [messageOf(error)]);
    } finally {
      setSaving(false);
    }
  }

  async function reloadSaved() {
    setRefusal(null);
    const fresh = elsewhere ?? (await loadTournament(base.id).catch(() => null));
    if (fresh) state.reloaded(fresh);
  }

  /** Photos change the tournament's token; the draft's own edits stay as they are. */
  function photosChanged(next: TournamentGameDto) {
    written(
      { success: true, result: next, errors: [], warnings: [], messages: [], conflict: false },
      (_fresh, draft) => ({
        ...draft,
        photos: next.photos,
        updated: next.updated,
      }),
    );
  }

  /**
   * 'Start scoring': a match the server does not know yet, or one
   * without a record while the tournament has unsaved changes, needs a save first; a match without
   * a record gets one, then the scoring screen opens for it.
   */
  async function startScoring(matchId: string) {
    const shown = findPlacedMatch(draft, matchId);
    const stored = findPlacedMatch(base, matchId);
    const storedMatch = stored?.match;
    if (!shown || !stored)
      return refuse(saveFirst, [base.round ? saveFirstReasons.unsavedChanges : saveFirstReasons.drawNotSaved]);
    if (!storedMatch?.sideA || !storedMatch.sideB) return refuse(saveFirst, [saveFirstReasons.sidesNotSaved]);
    if (storedMatch.saygId) return openScoring(matchId);
    if (state.unsaved) return refuse(saveFirst, [saveFirstReasons.unsavedChanges]);
    try {
      const outcome = await addMatchSayg(base.id, {
        matchId,
        matchOptions: {
          numberOfLegs: stored.legs,
          startingScore: stored.startingScore ?? defaultTournamentStartingScore,
        },
      });
      if (!outcome.success || !outcome.result) return setRefusal({ title: tournamentPageTexts.saygFailed, outcome });
      written(outcome);
      if (findPlacedMatch(outcome.result, matchId)?.match.saygId) openScoring(matchId);
      else refuse(tournamentPageTexts.saygFailed, outcome.warnings);
    } catch (error) {
      refuse(tournamentPageTexts.saygFailed, [messageOf(error)]);
    }
  }

  /**
   * A write the server makes whole (Draw, Swap, a board; issue #26): its answer becomes the saved
   * copy and the draft; a refusal shows the server's words. Unsaved changes are saved first by the
   * caller's rule (the panel asks for Save before a draw).
   */
  async function serverWrite(title: string, call: () => Promise<TournamentWrite>, done: string) {
    setSaving(true);
    setNotice('');
    try {
      const outcome = await call();
      if (!outcome.success || !outcome.result) return setRefusal({ title, outcome });
      written(outcome);
      setNotice(outcome.messages[0] ?? done);
    } catch (error) {
      refuse(title, [messageOf(error)]);
    } finally {
      setSaving(false);
    }
  }

  /**
   * 'Delete leg-by-leg record': the server's tournament
   * becomes the saved copy; unsaved changes elsewhere in the draft stay, with this match's record
   * (and, when cleared, its score) gone from it too. A copy changed elsewhere is shown first.
   */
  async function deleteRecord(matchId: string, clearScores: boolean) {
    if (elsewhere) {
      closeModal();
      return refuse(deleteRecordFailed, [changedElsewhereFirst]);
    }
    setDeleting(true);
    setNotice('');
    try {
      const outcome = await deleteMatchSayg(base.id, matchId, clearScores);
      closeModal();
      if (!outcome.success || !outcome.result) return setRefusal({ title: deleteRecordFailed, outcome });
      const withoutRecord = (draft: Draft) => {
        const located = findPlacedMatch(draft, matchId);
        if (!located) return draft;
        const change = ({ saygId: _gone, ...match }: TournamentMatch): TournamentMatch =>
          clearScores ? { ...match, scoreA: 0, scoreB: 0 } : match;
        return withPlacedMatch(draft, located, change);
      };
      written(outcome, state.current().unsaved ? (_fresh, draft) => withoutRecord(draft) : undefined);
      setNotice(outcome.messages[0] ?? 'Leg-by-leg record deleted');
    } catch (error) {
      closeModal();
      refuse(deleteRecordFailed, [messageOf(error)]);
    } finally {
      setDeleting(false);
    }
  }

  return {
    refusal,
    closeRefusal: () => setRefusal(null),
    notice,
    setNotice,
    saving,
    deleting,
    save,
    reloadSaved,
    photosChanged,
    startScoring,
    deleteRecord,
    serverWrite,
  };
}
