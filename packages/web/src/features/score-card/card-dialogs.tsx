import type { GamePlayerDto } from '@darts/contract';
import type { Side } from '@darts/domain';
import { FullScreenDialog } from '../../components/full-screen-dialog';
import { layoutsOf } from './card-model';
import { NewPlayerDialog } from './new-player-dialog';
import type { ScoreCardSlots } from './slots';
import type { ScoreCardDraft } from './use-score-card-draft';

/** The dialog open over the card, and for which match (and, for a new player, which slot). */
export type CardModal =
  | { kind: 'options'; index: number }
  | { kind: 'scoring'; index: number }
  | { kind: 'statistics'; index: number }
  | { kind: 'new-player'; index: number; side: Side; slot: number };

/** The score card's match dialogs' body styles. */
const cardModal = { className: 'score-card-modal-body', expandedClassName: 'score-card-modal-expanded' };

const names = (players: readonly GamePlayerDto[]) => players.map((p) => p.name).join(' & ');

/**
 * The dialog `modal` names: a new player for a match's slot, or a match's options,
 * scoring or statistics, whose content the route gives through `slots`.
 */
export function CardDialogs({
  modal,
  card,
  slots,
  onClose,
}: {
  modal: CardModal | null;
  card: ScoreCardDraft;
  slots: ScoreCardSlots;
  onClose: () => void;
}) {
  const { saved, draft } = card;
  const modalMatch = modal ? draft.matches[modal.index] : undefined;
  const modalLayout = modal ? layoutsOf(draft)[modal.index] : undefined;
  return (
    <>
      {modal?.kind === 'new-player' && (
        <NewPlayerDialog
          teamName={draft[modal.side].name}
          place={{ divisionId: saved.divisionId, seasonId: saved.seasonId, teamId: saved[modal.side].id ?? '' }}
          onClose={onClose}
          onCreated={(player) => {
            card.placePlayer(modal.index, modal.side, modal.slot, player);
            onClose();
          }}
        />
      )}
      {modal?.kind === 'options' && modalLayout && slots.renderMatchOptions && (
        <FullScreenDialog
          {...cardModal}
          title={`Match ${modal.index + 1} options`}
          onClose={onClose}
          fullScreen={false}
        >
          {slots.renderMatchOptions({
            value: modalLayout,
            onChange: (value) => card.setMatchOptions(modal.index, value),
          })}
        </FullScreenDialog>
      )}
      {modal?.kind === 'scoring' && modalMatch && modalLayout && slots.renderScoring && (
        <FullScreenDialog {...cardModal} title={`Match ${modal.index + 1}`} onClose={onClose}>
          {slots.renderScoring({
            matchIndex: modal.index,
            match: modalMatch,
            matchOptions: modalLayout,
            homeName: names(modalMatch.homePlayers) || draft.home.name,
            awayName: names(modalMatch.awayPlayers) || draft.away.name,
            sayg: modalMatch.sayg,
            onSaygChange: (sayg, won) => card.recordSayg(modal.index, sayg, won),
            onClose,
          })}
        </FullScreenDialog>
      )}
      {modal?.kind === 'statistics' && modalMatch?.sayg && slots.renderStatistics && (
        <FullScreenDialog {...cardModal} title={`Match ${modal.index + 1} statistics`} onClose={onClose}>
          {slots.renderStatistics({ sayg: modalMatch.sayg })}
        </FullScreenDialog>
      )}
    </>
  );
}
