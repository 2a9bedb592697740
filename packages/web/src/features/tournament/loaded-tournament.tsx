import { useState } from 'react';
import type { DivisionDto, SeasonDto, TournamentGameDto, TournamentSideDto, UserDto } from '@darts/contract';
import { setBestOf, tournamentChampionOf } from '@darts/domain';
import { ProblemDialog } from './problem-dialog';
import { withDetails } from './details-dialog';
import { SheetHeader } from './sheet-header';
import { HiChecks, OneEighties, PlayingList, VenueWinner } from './sheet-boxes';
import type { TournamentSlots } from './slots';
import { tournamentAccess } from './tournament-access';
import { ChangedElsewhere, TournamentButtons } from './tournament-buttons';
import { TournamentDialogs, type TournamentModal } from './tournament-dialogs';
import { roundNames, shownRounds, withSides } from './tournament-model';
import { useScoringReports } from './use-scoring-reports';
import { useSideOptions } from './use-side-options';
import { useTournamentDraft } from './use-tournament-draft';
import { useTournamentSave } from './use-tournament-save';
import { TournamentStages } from './tournament-stages';
import { DrawPanel, DrawRecord } from './draw-panel';
import { BoardDialog, SwapDialog } from './swap-dialog';
import { drawTournament, patchTournament, swapTournamentSides } from './api';
import { findPlacedMatch, type MatchPlace } from './stage-model';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';
import { newId as newRandomId } from '../../lib/new-id';

export { changedElsewhereFirst, saveFirst, saveFirstReasons, savedNotice } from './use-tournament-save';

export type LoadedTournamentProps = TournamentSlots & {
  /** The newest copy known (GET, a write's answer or a live update). */
  latest: TournamentGameDto;
  account: UserDto | null;
  season: SeasonDto;
  division: DivisionDto | undefined;
  /** Ids for new sides, rounds and matches (tests pass a counter). */
  newId?: () => string;
};

const defaultNewId = () => newRandomId();

/**
 * A loaded tournament: editors change a draft,
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
  const { canManage, editable, canScore, canAddSide } = tournamentAccess(account, !!slots.renderScoring);
  const [modal, setModal] = useState<TournamentModal | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [boardOf, setBoardOf] = useState<{ place: MatchPlace; number: number; matchId: string } | null>(null);
  const state = useTournamentDraft({ latest, editable });
  const { base, draft, setDraft } = state;
  const leaveWarning = useUnsavedWarning(state.unsaved, 'The tournament');
  const writes = useTournamentSave({
    state,
    newId,
    openScoring: (matchId) => setModal({ kind: 'scoring', matchId }),
    closeModal: () => setModal(null),
  });
  const report = useScoringReports({ state, onNotice: writes.setNotice });
  const sideOptions = useSideOptions(base, draft, editable);

  const rounds = shownRounds(draft);
  const startScoring = (matchId: string) => void writes.startScoring(matchId);

  /** The id of the match at a place of the draft (a saved match: boards are set on the server). */
  function findMatchIdAt(place: MatchPlace): string | undefined {
    if (place.stage === 'group')
      return draft.groups?.find((g) => g.id === place.groupId)?.matches[place.matchIndex]?.id;
    let round = draft[place.stage];
    for (let r = 0; r < place.roundIndex && round; r += 1) round = round.nextRound;
    return round?.matches[place.matchIndex]?.id;
  }

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
      {!draft.singleRound && <DrawRecord tournament={draft} />}
      {canManage && !draft.singleRound && (
        <DrawPanel
          tournament={draft}
          unsaved={state.unsaved}
          busy={writes.saving}
          onChange={setDraft}
          onDraw={(request) =>
            void writes.serverWrite('The draw could not be made', () => drawTournament(base.id, request), 'Draw made')
          }
          onSwap={() => setSwapping(true)}
          drawUndone={!!base.draw && !draft.draw}
        />
      )}
      {state.elsewhere && <ChangedElsewhere onShowLatest={() => void writes.reloadSaved()} />}

      {draft.singleRound && slots.renderSingleRound ? (
        slots.renderSingleRound({
          tournament: base,
          draft,
          onDraftChange: setDraft,
          canEdit: editable,
          canManage,
          ...(canScore ? { onStartScoring: startScoring } : {}),
          ...(division ? { divisionName: division.name } : {}),
        })
      ) : (
        <>
          <section className="tournament-rounds-section" aria-labelledby="tournament-rounds-heading">
            <h2 id="tournament-rounds-heading" className="visually-hidden">
              Rounds
            </h2>
            <TournamentStages
              tournament={draft}
              accountName={account?.name}
              {...(editable
                ? {
                    onEditMatch: (place: MatchPlace) =>
                      setModal(
                        place.stage === 'round'
                          ? { kind: 'match', roundIndex: place.roundIndex, matchIndex: place.matchIndex }
                          : { kind: 'placedMatch', place },
                      ),
                  }
                : {})}
              {...(canScore ? { onStartScoring: startScoring } : {})}
              {...(canManage
                ? {
                    onSetBoard: (place: MatchPlace, number: number) => {
                      const matchId = findMatchIdAt(place);
                      if (matchId) setBoardOf({ place, number, matchId });
                    },
                  }
                : {})}
            />
          </section>
          <div className="tournament-boxes">
            <VenueWinner winner={tournamentChampionOf(draft)} />
            <PlayingList
              tournament={draft}
              playingElsewhere={sideOptions.playingElsewhere}
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
        <TournamentButtons
          canSave={editable}
          canAddSide={canAddSide && !draft.singleRound}
          saving={writes.saving}
          unsaved={state.unsaved}
          notice={writes.notice}
          photos={slots.renderPhotos?.({ tournament: base, onTournamentChange: writes.photosChanged })}
          onSave={() => void writes.save()}
          onAddSide={() => setModal({ kind: 'side', side: undefined })}
        />
      )}

      <TournamentDialogs
        modal={modal}
        onModal={setModal}
        state={state}
        rounds={rounds}
        roundNames={roundNames(rounds, draft)}
        canManage={canManage}
        editable={editable}
        sideOptions={sideOptions}
        newId={newId}
        deleting={writes.deleting}
        onDeleteRecord={(matchId, clearScores) => void writes.deleteRecord(matchId, clearScores)}
        renderScoring={slots.renderScoring}
        onReport={report}
      />
      {writes.refusal && (
        <ProblemDialog
          refusal={writes.refusal}
          onClose={writes.closeRefusal}
          onReload={() => void writes.reloadSaved()}
        />
      )}
      {swapping && (
        <SwapDialog
          tournament={draft}
          onClose={() => setSwapping(false)}
          onSwap={(request) => {
            setSwapping(false);
            void writes.serverWrite(
              'The sides could not be swapped',
              () => swapTournamentSides(base.id, request),
              'Sides swapped',
            );
          }}
        />
      )}
      {boardOf && draft.boards && (
        <BoardDialog
          number={boardOf.number}
          boards={draft.boards}
          board={findPlacedMatch(draft, boardOf.matchId)?.match.board ?? undefined}
          onClose={() => setBoardOf(null)}
          onSave={(board) => {
            const { matchId } = boardOf;
            setBoardOf(null);
            void writes.serverWrite(
              'The board could not be set',
              () => patchTournament(base.id, { board: { matchId, board } }),
              'Board set',
            );
          }}
        />
      )}
      {leaveWarning}
    </article>
  );
}
