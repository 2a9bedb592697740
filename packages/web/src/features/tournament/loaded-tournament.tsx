import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  tournamentPageTexts,
  type DivisionDto,
  type SeasonDto,
  type TournamentGameDto,
  type TournamentMatchDto,
  type TournamentSideDto,
  type UserDto,
} from '@darts/contract';
import {
  can,
  canAny,
  defaultTournamentStartingScore,
  firstThrowerByRow,
  matchLegs,
  matchNumber,
  playersInOtherTournaments,
  setBestOf,
  tournamentProblems,
  tournamentWinner,
  type AccessLevels,
  type AccoladeChange,
} from '@darts/domain';
import {
  addMatchSayg,
  deleteMatchSayg,
  isNewer,
  loadTournament,
  patchTournament,
  saveTournament,
  useSideChoices,
  useStoreTournament,
  type WriteOutcome,
} from './api';
import { Bracket } from './bracket';
import { MatchDialog } from './match-dialog';
import { ProblemDialog, type Refusal } from './problem-dialog';
import { deleteRecordFailed, SaygDeleteDialog } from './sayg-delete-dialog';
import { withDetails } from './details-dialog';
import { FullScreenDialog } from '../../components/full-screen-dialog';
import { SheetHeader } from './sheet-header';
import { HiChecks, OneEighties, PlayingList, VenueWinner } from './sheet-boxes';
import { SideDialog } from './side-dialog';
import type { TournamentSlots } from './slots';
import {
  accoladePatch,
  deepEqual,
  draftOf,
  findMatch,
  throwerOf,
  withAccolade,
  withRounds,
  roundNames,
  scorePatch,
  shownRounds,
  withMatch,
  withMatchEdit,
  withSides,
  type Draft,
} from './tournament-model';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';
import { newId } from '../../lib/new-id';

export type LoadedTournamentProps = TournamentSlots & {
  /** The newest copy known (GET, a write's answer or a live update). */
  latest: TournamentGameDto;
  account: UserDto | null;
  season: SeasonDto;
  division: DivisionDto | undefined;
  /** Ids for new sides, rounds and matches (tests pass a counter). */
  newId?: () => string;
};

type Modal =
  | { kind: 'match'; roundIndex: number; matchIndex: number }
  | { kind: 'side'; side: TournamentSideDto | undefined }
  | { kind: 'scoring'; matchId: string }
  | { kind: 'deleteRecord'; matchId: string; number: number };

export const saveFirst = 'Save the tournament first';
/** Why 'Start scoring' waits for a save: checks made on this page, never the server's answer. */
export const saveFirstReasons = {
  drawNotSaved: 'The draw is not saved yet. Press Save, then Start scoring.',
  unsavedChanges: 'This tournament has unsaved changes. Press Save, then Start scoring.',
  sidesNotSaved: 'This match does not have both its sides saved yet. Press Save, then Start scoring.',
} as const;
/** The page's word for a save the server took (issue #22: not the wire's 'TournamentGame updated'). */
export const savedNotice = 'Tournament saved';
export const changedElsewhereFirst =
  'This tournament has been changed elsewhere since you opened it. Show the latest before deleting the leg-by-leg record.';
const defaultNewId = () => newId();

/** What the scoring screen reported, in order: the legs won, or 180s and hi-checks thrown or taken back. */
type ScoringReport =
  | { kind: 'legs'; matchId: string; won: { home: number; away: number } }
  | { kind: 'accolades'; matchId: string; changes: AccoladeChange[] };

/**
 * A loaded tournament (spec 2 §2 Tournament page, §4 Tournament, §6): editors change a draft,
 * compared deeply with the saved copy to say whether anything is unsaved, and Save sends it with
 * the token it was loaded with. Live updates from elsewhere replace the page when nothing is
 * unsaved; with unsaved changes they are announced instead, so nothing typed is lost.
 */
export function LoadedTournament({
  latest,
  account,
  season,
  division,
  newId = defaultNewId,
  ...slots
}: LoadedTournamentProps) {
  const [base, setBase] = useState(latest);
  const [draft, setDraft] = useState<Draft>(() => draftOf(latest));
  const [elsewhere, setElsewhere] = useState<TournamentGameDto | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const storeTournament = useStoreTournament(base.id);

  const access = account ? { accessLevels: account.accessLevels as AccessLevels } : null;
  const canManage = can(access, 'ManageTournaments');
  const editable = canAny(access, ['ManageTournaments', 'EnterTournamentResults']);
  const canScore = editable && can(access, 'RecordScoresAsYouGo') && !!slots.renderScoring;
  // Spec 2 §6: managePlayers gives 'Add player'.
  const canAddSide = editable && can(access, 'ManagePlayers');

  const saved = useMemo(() => draftOf(base), [base]);
  const unsaved = editable && !deepEqual(draft, saved);
  const leaveWarning = useUnsavedWarning(unsaved, 'The tournament');
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

  const choices = useSideChoices(base, editable);
  const others = useMemo(() => choices.data?.others ?? [], [choices.data]);
  const playingElsewhere = useMemo(() => {
    const candidates = [{ id: '', players: (choices.data?.players ?? []).map((p) => ({ id: p.id, name: p.name })) }];
    const all = playersInOtherTournaments({ id: base.id, date: base.date, sides: candidates }, others);
    for (const id of playersInOtherTournaments(draft, others)) all.add(id);
    return all;
  }, [choices.data, others, base.id, base.date, draft]);

  const rounds = shownRounds(draft);
  const names = roundNames(rounds, draft);
  const venueWinner = tournamentWinner(draft);

  /** Stores a write's tournament as the saved copy; the draft follows unless it keeps other changes. */
  function written(outcome: WriteOutcome, keepDraft?: (fresh: TournamentGameDto, draft: Draft) => Draft) {
    if (!outcome.result) return;
    const fresh = outcome.result;
    storeTournament(fresh);
    setBase(fresh);
    setDraft((current) => keepDraft?.(fresh, current) ?? draftOf(fresh));
    setElsewhere((e) => (e && isNewer(e, fresh) ? e : null));
  }

  async function save() {
    const problems = tournamentProblems(draft);
    if (problems.length > 0) {
      setRefusal({
        title: tournamentPageTexts.saveFailed,
        outcome: { errors: problems, warnings: [], messages: [], conflict: false },
      });
      return;
    }
    setSaving(true);
    setNotice('');
    try {
      // A knockout's draw is saved with it, so its matches can be scored straight after (issue #22).
      const sent = draft.singleRound ? draft : withRounds(draft, newId);
      const outcome = await saveTournament(sent, base.updated);
      if (outcome.success) {
        written(outcome);
        setNotice(savedNotice);
        if (outcome.warnings.length > 0)
          setRefusal({ title: 'Saved, with warnings', outcome: { ...outcome, errors: [] } });
      } else setRefusal({ title: tournamentPageTexts.saveFailed, outcome });
    } catch (error) {
      setRefusal({
        title: tournamentPageTexts.saveFailed,
        outcome: {
          errors: [error instanceof Error ? error.message : String(error)],
          warnings: [],
          messages: [],
          conflict: false,
        },
      });
    } finally {
      setSaving(false);
    }
  }

  async function reloadSaved() {
    setRefusal(null);
    const fresh = elsewhere ?? (await loadTournament(base.id).catch(() => null));
    if (fresh) {
      storeTournament(fresh);
      adopt(fresh, true);
    }
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

  function refuse(title: string, lines: string[]) {
    setRefusal({ title, outcome: { errors: lines, warnings: [], messages: [], conflict: false } });
  }

  /**
   * 'Start scoring' (spec 2 §4, §5; contract §19.4): a match the server does not know yet, or one
   * without a record while the tournament has unsaved changes, needs a save first; a match without
   * a record gets one, then the scoring screen opens for it.
   */
  async function startScoring(matchId: string) {
    const shown = findMatch(draft, matchId);
    const stored = findMatch(base, matchId);
    const storedMatch = stored?.match;
    if (!shown || !stored) return refuse(saveFirst, [base.round ? saveFirstReasons.unsavedChanges : saveFirstReasons.drawNotSaved]);
    if (!storedMatch?.sideA || !storedMatch.sideB) return refuse(saveFirst, [saveFirstReasons.sidesNotSaved]);
    if (storedMatch.saygId) return setModal({ kind: 'scoring', matchId });
    if (unsaved) return refuse(saveFirst, [saveFirstReasons.unsavedChanges]);
    const round = shownRounds(base)[stored.roundIndex]!;
    const option = round.matchOptions[stored.matchIndex];
    try {
      const outcome = await addMatchSayg(base.id, {
        matchId,
        matchOptions: {
          numberOfLegs: matchLegs(round, stored.matchIndex, base),
          startingScore: option?.startingScore ?? defaultTournamentStartingScore,
        },
      });
      if (!outcome.success || !outcome.result) return setRefusal({ title: tournamentPageTexts.saygFailed, outcome });
      written(outcome);
      if (findMatch(outcome.result, matchId)?.match.saygId) setModal({ kind: 'scoring', matchId });
      else refuse(tournamentPageTexts.saygFailed, outcome.warnings);
    } catch (error) {
      refuse(tournamentPageTexts.saygFailed, [error instanceof Error ? error.message : String(error)]);
    }
  }

  /**
   * 'Delete leg-by-leg record' (spec 2 §4, §5; contract §19.1, §19.5): the server's tournament
   * becomes the saved copy; unsaved changes elsewhere in the draft stay, with this match's record
   * (and, when cleared, its score) gone from it too. A copy changed elsewhere is shown first.
   */
  async function deleteRecord(matchId: string, clearScores: boolean) {
    if (elsewhere) {
      setModal(null);
      return refuse(deleteRecordFailed, [changedElsewhereFirst]);
    }
    setDeleting(true);
    setNotice('');
    try {
      const outcome = await deleteMatchSayg(base.id, matchId, clearScores);
      setModal(null);
      if (!outcome.success || !outcome.result) return setRefusal({ title: deleteRecordFailed, outcome });
      const withoutRecord = (draft: Draft) => {
        const located = findMatch(draft, matchId);
        if (!located) return draft;
        const change = ({ saygId: _gone, ...match }: TournamentMatchDto): TournamentMatchDto =>
          clearScores ? { ...match, scoreA: 0, scoreB: 0 } : match;
        return withMatch(draft, located.roundIndex, located.matchIndex, change, newId);
      };
      written(outcome, latestState.current.unsaved ? (_fresh, draft) => withoutRecord(draft) : undefined);
      setNotice(outcome.messages[0] ?? 'Leg-by-leg record deleted');
    } catch (error) {
      setModal(null);
      refuse(deleteRecordFailed, [error instanceof Error ? error.message : String(error)]);
    } finally {
      setDeleting(false);
    }
  }

  // What the scoring screen reports (legs won, 180s and hi-checks) is kept in order and sent from an
  // effect, one write at a time; each reads the page (draft, unsaved state, token) as it is when it
  // runs.
  const [reports, setReports] = useState<ScoringReport[]>([]);
  const handledReports = useRef(0);
  const writes = useRef<Promise<void>>(Promise.resolve());
  function enqueue(task: () => Promise<void>) {
    writes.current = writes.current.then(task).catch(() => undefined);
  }

  /** `written`, with the refs in step at once, so a queued write that runs before the next render reads this copy. */
  function followed(outcome: WriteOutcome, keepDraft?: (fresh: TournamentGameDto, draft: Draft) => Draft) {
    if (!outcome.result) return;
    const fresh = outcome.result;
    const nextDraft = keepDraft?.(fresh, draftRef.current) ?? draftOf(fresh);
    latestState.current = { base: fresh, unsaved: !deepEqual(nextDraft, draftOf(fresh)) };
    draftRef.current = nextDraft;
    written(outcome, keepDraft);
  }

  /**
   * Legs won: a PATCH of the match score (contract §19.3); the server moves a decided match's
   * winner on, and its answer is the bracket shown. Unsaved changes elsewhere stay in the draft.
   */
  function legsWonReported(matchId: string, won: { home: number; away: number }) {
    enqueue(async () => {
      const located = findMatch(draftRef.current, matchId);
      if (!located) return;
      const { match, roundIndex, matchIndex } = located;
      if ((match.scoreA ?? 0) === won.home && (match.scoreB ?? 0) === won.away) return;
      const patch = scorePatch(roundIndex, { ...match, scoreA: won.home, scoreB: won.away });
      if (!patch) return;
      const hadChanges = latestState.current.unsaved;
      const outcome = await patchTournament(latestState.current.base.id, patch).catch(() => null);
      if (!outcome?.success || !outcome.result) return;
      const withScore = (draft: Draft) =>
        withMatch(draft, roundIndex, matchIndex, (m) => ({ ...m, scoreA: won.home, scoreB: won.away }), newId);
      followed(outcome, hadChanges ? (_fresh, draft) => withScore(draft) : undefined);
    });
  }

  /**
   * 180s and hi-checks thrown (or taken back by an edit or undo) on the scoring screen, for the
   * side's one player (spec 2 §4; issue #22): each thrown one is added at once with a PATCH
   * (contract §19.3 `additional180`, `additionalOver100Checkout`); one taken back is saved without
   * it. With unsaved changes, or when the server cannot be reached, it goes into the draft for Save.
   */
  function accoladesReported(matchId: string, changes: AccoladeChange[]) {
    for (const change of changes) {
      enqueue(async () => {
        const located = findMatch(latestState.current.base, matchId) ?? findMatch(draftRef.current, matchId);
        const player = located && throwerOf(located.match, change.side);
        if (!player) return;
        const inDraft = (draft: Draft) => withAccolade(draft, change, player);
        const { base: current, unsaved: hadChanges } = latestState.current;
        let outcome: WriteOutcome | null = null;
        if (change.change === 'add') {
          outcome = await patchTournament(current.id, accoladePatch(change, player)).catch(() => null);
        } else if (!hadChanges) {
          outcome = await saveTournament(withAccolade(current, change, player), current.updated).catch(() => null);
        }
        if (outcome?.success && outcome.result) {
          followed(outcome, hadChanges ? (_fresh, draft) => inDraft(draft) : undefined);
          return;
        }
        draftRef.current = inDraft(draftRef.current);
        latestState.current = { ...latestState.current, unsaved: true };
        setDraft(inDraft);
        if (!hadChanges || change.change === 'add')
          setNotice(`Could not send the ${change.type === 'one-eighty' ? '180' : 'hi-check'}: press Save to keep it`);
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

  function removeSide(side: TournamentSideDto) {
    if (!window.confirm(`Are you sure you want to remove ${side.name ?? 'this side'}?`)) return;
    setDraft((d) =>
      withSides(
        d,
        d.sides.filter((s) => s.id !== side.id),
        newId,
      ),
    );
  }

  const singleRound = draft.singleRound && slots.renderSingleRound;
  const scoringMatch = modal?.kind === 'scoring' ? findMatch(draft, modal.matchId) : undefined;
  const recordMatch = modal?.kind === 'deleteRecord' ? findMatch(base, modal.matchId)?.match : undefined;
  /** The match dialog's 'Delete leg-by-leg record', for a match whose saved copy has one. */
  const deleteRecordOffer = (roundIndex: number, matchIndex: number) => {
    const matchId = rounds[roundIndex]?.matches[matchIndex]?.id;
    if (!editable || !matchId || !findMatch(base, matchId)?.match.saygId) return {};
    const number = matchNumber(rounds, roundIndex, matchIndex);
    return { onDeleteRecord: () => setModal({ kind: 'deleteRecord', matchId, number }) };
  };

  return (
    <article className="tournament-page">
      <SheetHeader
        tournament={draft}
        season={season}
        division={division}
        canManage={canManage}
        onBestOfChange={(bestOf) => setDraft((d) => setBestOf(d, bestOf))}
        onDetailsChange={(details) => setDraft((d) => withDetails(d, details))}
      />
      {elsewhere && (
        <div className="alert alert-warning d-print-none" role="status">
          <p className="mb-2">
            This tournament has been changed elsewhere since you opened it. Saving your changes now will be refused.
          </p>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void reloadSaved()}>
            Show the latest (your changes are lost)
          </button>
        </div>
      )}

      {singleRound ? (
        slots.renderSingleRound!({
          tournament: base,
          draft,
          onDraftChange: setDraft,
          canEdit: editable,
          canManage,
          ...(canScore ? { onStartScoring: (matchId: string) => void startScoring(matchId) } : {}),
          ...(division ? { divisionName: division.name } : {}),
        })
      ) : (
        <>
          <section className="tournament-rounds-section" aria-labelledby="tournament-rounds-heading">
            <h2 id="tournament-rounds-heading" className="visually-hidden">
              Rounds
            </h2>
            <Bracket
              tournament={draft}
              rounds={rounds}
              {...(editable
                ? { onEditMatch: (r: number, m: number) => setModal({ kind: 'match', roundIndex: r, matchIndex: m }) }
                : {})}
              {...(canScore
                ? { onStartScoring: (r: number, m: number) => void startScoring(rounds[r]!.matches[m]!.id) }
                : {})}
            />
          </section>
          <div className="tournament-boxes">
            <VenueWinner winner={venueWinner} />
            <PlayingList
              tournament={draft}
              playingElsewhere={playingElsewhere}
              {...(editable
                ? { onEdit: (side: TournamentSideDto) => setModal({ kind: 'side', side }), onRemove: removeSide }
                : {})}
            />
            <OneEighties tournament={draft} {...(editable ? { onChange: setDraft } : {})} />
            <HiChecks tournament={draft} {...(editable ? { onChange: setDraft } : {})} />
          </div>
        </>
      )}

      {(editable || slots.renderPhotos) && (
        <div className="tournament-buttons d-print-none">
          {editable && (
            <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          )}
          {canAddSide && !draft.singleRound && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setModal({ kind: 'side', side: undefined })}
            >
              Add player
            </button>
          )}
          {slots.renderPhotos?.({ tournament: base, onTournamentChange: photosChanged })}
          {unsaved && <span className="tournament-unsaved">Unsaved changes</span>}
          <span role="status" className="tournament-notice">
            {notice}
          </span>
        </div>
      )}

      {modal?.kind === 'match' && rounds[modal.roundIndex]?.matches[modal.matchIndex] && (
        <MatchDialog
          tournament={draft}
          rounds={rounds}
          roundIndex={modal.roundIndex}
          matchIndex={modal.matchIndex}
          number={matchNumber(rounds, modal.roundIndex, modal.matchIndex)}
          roundName={names[modal.roundIndex] ?? ''}
          legs={matchLegs(rounds[modal.roundIndex]!, modal.matchIndex, draft)}
          canManage={canManage}
          problemsOf={(edit) => {
            const before = new Set(tournamentProblems(draft));
            return tournamentProblems(withMatchEdit(draft, modal.roundIndex, modal.matchIndex, edit, newId)).filter(
              (p) => !before.has(p),
            );
          }}
          onSave={(edit) => {
            setDraft((d) => withMatchEdit(d, modal.roundIndex, modal.matchIndex, edit, newId));
            setModal(null);
          }}
          onClose={() => setModal(null)}
          {...deleteRecordOffer(modal.roundIndex, modal.matchIndex)}
        />
      )}
      {modal?.kind === 'deleteRecord' && recordMatch && (
        <SaygDeleteDialog
          match={recordMatch}
          number={modal.number}
          busy={deleting}
          onDelete={(clearScores) => void deleteRecord(modal.matchId, clearScores)}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'side' && (
        <SideDialog
          tournament={draft}
          side={modal.side}
          players={choices.data?.players ?? []}
          teams={choices.data?.teams ?? []}
          choicesState={choices.isPending ? 'loading' : choices.isError ? 'failed' : 'ready'}
          playingElsewhere={playingElsewhere}
          newId={newId}
          onSave={(sides) => {
            setDraft((d) => {
              const edited = modal.side?.id;
              const kept = edited ? d.sides.map((s) => (s.id === edited ? sides[0]! : s)) : [...d.sides, ...sides];
              return withSides(d, kept, newId);
            });
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'scoring' && scoringMatch && slots.renderScoring && (
        <FullScreenDialog
          className="tournament-scoring"
          expandedClassName="tournament-scoring-expanded"
          title={`${scoringMatch.match.sideA?.name ?? ''} v ${scoringMatch.match.sideB?.name ?? ''}`}
          onClose={() => setModal(null)}
        >
          {slots.renderScoring({
            tournament: base,
            saygId: findMatch(saved, modal.matchId)?.match.saygId ?? scoringMatch.match.saygId ?? '',
            sideAName: scoringMatch.match.sideA?.name ?? '',
            sideBName: scoringMatch.match.sideB?.name ?? '',
            numberOfLegs: matchLegs(shownRounds(draft)[scoringMatch.roundIndex]!, scoringMatch.matchIndex, draft),
            startingScore:
              shownRounds(draft)[scoringMatch.roundIndex]!.matchOptions[scoringMatch.matchIndex]?.startingScore ??
              defaultTournamentStartingScore,
            firstThrower: firstThrowerByRow(scoringMatch.matchIndex),
            onLegsWon: (won) => setReports((r) => [...r, { kind: 'legs', matchId: modal.matchId, won }]),
            onAccolades: (changes) =>
              setReports((r) => [...r, { kind: 'accolades', matchId: modal.matchId, changes }]),
            onClose: () => setModal(null),
          })}
        </FullScreenDialog>
      )}
      {refusal && (
        <ProblemDialog refusal={refusal} onClose={() => setRefusal(null)} onReload={() => void reloadSaved()} />
      )}
      {leaveWarning}
    </article>
  );
}
