import type { TournamentGameDto } from '@darts/contract';
import { defaultTournamentStartingScore, firstThrowerByRow } from '@darts/domain';
import { FullScreenDialog } from '../../components/full-screen-dialog';
import type { TournamentSlots } from './slots';
import { findPlacedMatch } from './stage-model';
import type { Draft } from './tournament-model';
import type { ScoringReport } from './use-scoring-reports';

/**
 * Scoring a match as you go: the route's scoring screen, full screen, for the match's
 * leg-by-leg record; what it reports goes to `onReport`. A match on a board says so ('Board 3',
 * issue #26) from the newest copy the server sent (`newest`), so a board moved while scoring follows.
 */
export function ScoringDialog({
  matchId,
  base,
  newest,
  saved,
  draft,
  renderScoring,
  onReport,
  onClose,
}: {
  matchId: string;
  base: TournamentGameDto;
  /** The newest copy from the server: the saved one, or one changed elsewhere waiting behind unsaved changes. */
  newest: TournamentGameDto;
  saved: Draft;
  draft: Draft;
  renderScoring: NonNullable<TournamentSlots['renderScoring']>;
  onReport: (report: ScoringReport) => void;
  onClose: () => void;
}) {
  const scoringMatch = findPlacedMatch(draft, matchId);
  if (!scoringMatch) return null;
  const onServer = findPlacedMatch(newest, matchId);
  const board = onServer ? onServer.match.board : scoringMatch.match.board;
  return (
    <FullScreenDialog
      className="tournament-scoring"
      expandedClassName="tournament-scoring-expanded"
      title={`${scoringMatch.match.sideA?.name ?? ''} v ${scoringMatch.match.sideB?.name ?? ''}`}
      onClose={onClose}
      headerAside={
        <p className="tournament-scoring-board" aria-live="polite">
          {board != null ? `Board ${board}` : ''}
        </p>
      }
    >
      {renderScoring({
        tournament: base,
        saygId: findPlacedMatch(saved, matchId)?.match.saygId ?? scoringMatch.match.saygId ?? '',
        sideAName: scoringMatch.match.sideA?.name ?? '',
        sideBName: scoringMatch.match.sideB?.name ?? '',
        numberOfLegs: scoringMatch.legs,
        startingScore: scoringMatch.startingScore ?? defaultTournamentStartingScore,
        firstThrower: firstThrowerByRow(scoringMatch.matchIndex),
        onLegsWon: (won) => onReport({ kind: 'legs', matchId, won }),
        onAccolades: (changes) => onReport({ kind: 'accolades', matchId, changes }),
        onClose,
      })}
    </FullScreenDialog>
  );
}
