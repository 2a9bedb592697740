import type { TournamentMatchDto, TournamentRoundDto, TournamentSideDto } from '@darts/contract';
import { matchLegs, matchNumber, tournamentProblems } from '@darts/domain';
import { MatchDialog } from './match-dialog';
import { SaygDeleteDialog } from './sayg-delete-dialog';
import { ScoringDialog } from './scoring-dialog';
import { SideDialog } from './side-dialog';
import type { TournamentSlots } from './slots';
import { findMatch, withMatchEdit, withSides } from './tournament-model';
import { findPlacedMatch, numberOf, stagesOf, withPlacedMatchEdit, type MatchPlace } from './stage-model';
import type { ScoringReport } from './use-scoring-reports';
import type { SideOptions } from './use-side-options';
import type { TournamentDraftState } from './use-tournament-draft';

/** The dialog open over the sheet: a match, a side (undefined to add one), scoring, or deleting a record. */
export type TournamentModal =
  | { kind: 'match'; roundIndex: number; matchIndex: number }
  /** A group, losers-bracket or grand-final match (issue #26). */
  | { kind: 'placedMatch'; place: MatchPlace }
  | { kind: 'side'; side: TournamentSideDto | undefined }
  | { kind: 'scoring'; matchId: string }
  | { kind: 'deleteRecord'; matchId: string; number: number };

/**
 * The dialog `modal` names: editing a match (offering to delete its
 * leg-by-leg record when the saved copy has one), deleting that record, adding or editing a side, and
 * scoring a match. Their edits go into the draft; the record's deletion and scoring are written at once.
 */
export function TournamentDialogs({
  modal,
  onModal,
  state,
  rounds,
  roundNames,
  canManage,
  editable,
  sideOptions,
  newId,
  deleting,
  onDeleteRecord,
  renderScoring,
  onReport,
}: {
  modal: TournamentModal | null;
  onModal: (modal: TournamentModal | null) => void;
  state: TournamentDraftState;
  rounds: TournamentRoundDto[];
  roundNames: readonly string[];
  canManage: boolean;
  editable: boolean;
  sideOptions: SideOptions;
  newId: () => string;
  deleting: boolean;
  onDeleteRecord: (matchId: string, clearScores: boolean) => void;
  renderScoring: TournamentSlots['renderScoring'];
  onReport: (report: ScoringReport) => void;
}) {
  const { base, draft, setDraft } = state;
  const close = () => onModal(null);
  const recordMatch =
    modal?.kind === 'deleteRecord'
      ? (findMatch(base, modal.matchId)?.match ??
        (findPlacedMatch(base, modal.matchId)?.match as TournamentMatchDto | undefined))
      : undefined;
  /** The match dialog's 'Delete leg-by-leg record', for a match whose saved copy has one. */
  const deleteRecordOffer = (roundIndex: number, matchIndex: number) => {
    const matchId = rounds[roundIndex]?.matches[matchIndex]?.id;
    if (!editable || !matchId || !findMatch(base, matchId)?.match.saygId) return {};
    const number = matchNumber(rounds, roundIndex, matchIndex);
    return { onDeleteRecord: () => onModal({ kind: 'deleteRecord', matchId, number }) };
  };

  return (
    <>
      {modal?.kind === 'match' && rounds[modal.roundIndex]?.matches[modal.matchIndex] && (
        <MatchDialog
          tournament={draft}
          rounds={rounds}
          roundIndex={modal.roundIndex}
          matchIndex={modal.matchIndex}
          number={matchNumber(rounds, modal.roundIndex, modal.matchIndex)}
          roundName={roundNames[modal.roundIndex] ?? ''}
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
            close();
          }}
          onClose={close}
          {...deleteRecordOffer(modal.roundIndex, modal.matchIndex)}
        />
      )}
      {modal?.kind === 'placedMatch' && (
        <PlacedMatchDialog
          place={modal.place}
          state={state}
          canManage={canManage}
          onClose={close}
          {...(editable
            ? {
                onDeleteRecord: (matchId: string, number: number) => onModal({ kind: 'deleteRecord', matchId, number }),
              }
            : {})}
        />
      )}
      {modal?.kind === 'deleteRecord' && recordMatch && (
        <SaygDeleteDialog
          match={recordMatch}
          number={modal.number}
          busy={deleting}
          onDelete={(clearScores) => onDeleteRecord(modal.matchId, clearScores)}
          onClose={close}
        />
      )}
      {modal?.kind === 'side' && (
        <SideDialog
          tournament={draft}
          side={modal.side}
          players={sideOptions.players}
          teams={sideOptions.teams}
          choicesState={sideOptions.choicesState}
          playingElsewhere={sideOptions.playingElsewhere}
          newId={newId}
          onSave={(sides) => {
            setDraft((d) => {
              const edited = modal.side?.id;
              const kept = edited ? d.sides.map((s) => (s.id === edited ? sides[0]! : s)) : [...d.sides, ...sides];
              return withSides(d, kept, newId);
            });
            close();
          }}
          onClose={close}
        />
      )}
      {modal?.kind === 'scoring' && renderScoring && (
        <ScoringDialog
          matchId={modal.matchId}
          base={base}
          newest={state.elsewhere ?? base}
          saved={state.saved}
          draft={draft}
          renderScoring={renderScoring}
          onReport={onReport}
          onClose={close}
        />
      )}
    </>
  );
}

/**
 * The match dialog for a match of a group, the losers bracket or the grand final (issue #26): the
 * same rules as in the winners bracket — scores and (for managers) legs into the draft, a record to
 * delete — with the sides the draw feeds shown, not picked.
 */
function PlacedMatchDialog({
  place,
  state,
  canManage,
  onClose,
  onDeleteRecord,
}: {
  place: MatchPlace;
  state: TournamentDraftState;
  canManage: boolean;
  onClose: () => void;
  onDeleteRecord?: (matchId: string, number: number) => void;
}) {
  const { base, draft, setDraft } = state;
  const stage = stagesOf(draft).find((s) => s.stage === place.stage && s.groupId === place.groupId);
  const match = stage?.rounds[place.roundIndex]?.matches[place.matchIndex];
  const number = stage && numberOf([stage], place);
  if (!stage || !match || number === undefined) return null;
  const matchId = match.id;
  const recorded = !!matchId && !!findPlacedMatch(base, matchId)?.match.saygId;
  return (
    <MatchDialog
      tournament={draft}
      rounds={stage.rounds as TournamentRoundDto[]}
      roundIndex={place.roundIndex}
      matchIndex={place.matchIndex}
      number={number}
      roundName={stage.names[place.roundIndex] ?? ''}
      legs={matchLegs(stage.rounds[place.roundIndex]!, place.matchIndex, draft)}
      canManage={canManage}
      fedSides={stage.labels[place.roundIndex]?.[place.matchIndex] ?? { sideA: null, sideB: null }}
      problemsOf={(edit) => {
        const before = new Set(tournamentProblems(draft));
        return tournamentProblems(withPlacedMatchEdit(draft, place, edit)).filter((p) => !before.has(p));
      }}
      onSave={(edit) => {
        setDraft((d) => withPlacedMatchEdit(d, place, edit));
        onClose();
      }}
      onClose={onClose}
      {...(onDeleteRecord && recorded && matchId ? { onDeleteRecord: () => onDeleteRecord(matchId, number) } : {})}
    />
  );
}
