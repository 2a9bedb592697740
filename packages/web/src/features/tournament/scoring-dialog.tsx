import type { TournamentGameDto } from '@darts/contract';
import { defaultTournamentStartingScore, firstThrowerByRow } from '@darts/domain';
import { FullScreenDialog } from '../../components/full-screen-dialog';
import type { TournamentSlots } from './slots';
import { findPlacedMatch } from './stage-model';
import type { Draft } from './tournament-model';
import type { ScoringReport } from './use-scoring-reports';

/**
 * Scoring a match as you go: the route's scoring screen, full screen, for the match's
 * leg-by-leg record; what it reports goes to `onReport`.
 */
export function ScoringDialog({
  matchId,
  base,
  saved,
  draft,
  renderScoring,
  onReport,
  onClose,
}: {
  matchId: string;
  base: TournamentGameDto;
  saved: Draft;
  draft: Draft;
  renderScoring: NonNullable<TournamentSlots['renderScoring']>;
  onReport: (report: ScoringReport) => void;
  onClose: () => void;
}) {
  const scoringMatch = findPlacedMatch(draft, matchId);
  if (!scoringMatch) return null;
  return (
    <FullScreenDialog
      className="tournament-scoring"
      expandedClassName="tournament-scoring-expanded"
      title={`${scoringMatch.match.sideA?.name ?? ''} v ${scoringMatch.match.sideB?.name ?? ''}`}
      onClose={onClose}
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
