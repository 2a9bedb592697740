import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TournamentGameDto } from '@darts/contract';
import { isNewer, useStoreTournament } from '../../lib/records/tournament';
import type { TournamentWrite } from './api';
import { deepEqual, draftOf, type Draft } from './tournament-model';

/** How a write's answer keeps the draft's other changes, if it does. */
export type KeepDraft = (fresh: TournamentGameDto, draft: Draft) => Draft;

/**
 * The tournament being edited: the saved copy (`base`, whose token Save sends) and the
 * draft, compared deeply to say whether anything is unsaved. A newer copy from elsewhere replaces
 * both when nothing is unsaved; with unsaved changes it waits in `elsewhere`, so nothing typed is
 * lost. Writes made without a render in between read the page as it is through `current` and
 * `currentDraft`.
 */
export function useTournamentDraft({ latest, editable }: { latest: TournamentGameDto; editable: boolean }) {
  const [base, setBase] = useState(latest);
  const [draft, setDraft] = useState<Draft>(() => draftOf(latest));
  const [elsewhere, setElsewhere] = useState<TournamentGameDto | null>(null);
  const storeTournament = useStoreTournament(base.id);

  const saved = useMemo(() => draftOf(base), [base]);
  const unsaved = editable && !deepEqual(draft, saved);
  const latestState = useRef({ base, unsaved });
  useLayoutEffect(() => {
    latestState.current = { base, unsaved };
  });
  const draftRef = useRef(draft);
  useLayoutEffect(() => {
    draftRef.current = draft;
  });

  /** A newer copy from the server: taken when nothing is unsaved, else announced. */
  const adopt = useCallback((next: TournamentGameDto, force = false) => {
    const current = latestState.current;
    if (!force && !isNewer(next, current.base)) return;
    if (!force && current.unsaved) {
      setElsewhere(next);
      return;
    }
    latestState.current = { base: next, unsaved: false };
    setBase(next);
    setDraft(draftOf(next));
    setElsewhere(null);
  }, []);

  useEffect(() => adopt(latest), [latest, adopt]);

  /** Takes a copy loaded again (after a conflict, or the one changed elsewhere), unsaved changes or not. */
  function reloaded(fresh: TournamentGameDto) {
    storeTournament(fresh);
    adopt(fresh, true);
  }

  /** Stores a write's tournament as the saved copy; the draft follows unless it keeps other changes. */
  function written(outcome: TournamentWrite, keepDraft?: KeepDraft) {
    if (!outcome.result) return;
    const fresh = outcome.result;
    storeTournament(fresh);
    setBase(fresh);
    setDraft((current) => keepDraft?.(fresh, current) ?? draftOf(fresh));
    setElsewhere((e) => (e && isNewer(e, fresh) ? e : null));
  }

  /** `written`, with the refs in step at once, so a queued write that runs before the next render reads this copy. */
  function followed(outcome: TournamentWrite, keepDraft?: KeepDraft) {
    if (!outcome.result) return;
    const fresh = outcome.result;
    const nextDraft = keepDraft?.(fresh, draftRef.current) ?? draftOf(fresh);
    latestState.current = { base: fresh, unsaved: !deepEqual(nextDraft, draftOf(fresh)) };
    draftRef.current = nextDraft;
    written(outcome, keepDraft);
  }

  /** A change the server did not take, kept in the draft (and the refs) for Save. */
  function keptForSave(change: (draft: Draft) => Draft) {
    draftRef.current = change(draftRef.current);
    latestState.current = { ...latestState.current, unsaved: true };
    setDraft(change);
  }

  return {
    base,
    draft,
    setDraft,
    saved,
    unsaved,
    elsewhere,
    /** The saved copy and whether anything is unsaved, as they are now. */
    current: () => latestState.current,
    /** The draft as it is now. */
    currentDraft: () => draftRef.current,
    reloaded,
    written,
    followed,
    keptForSave,
  };
}

export type TournamentDraftState = ReturnType<typeof useTournamentDraft>;
