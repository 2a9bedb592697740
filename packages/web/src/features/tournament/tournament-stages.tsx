import { useId, useMemo, useState } from 'react';
import { activeSides } from '@darts/domain';
import { Bracket } from './bracket';
import { GroupTable } from './group-table';
import {
  lastRoundOf,
  playingRoundOf,
  stagesOf,
  type MatchPlace,
  type StagedDraft,
  type StageView,
} from './stage-model';

export type TournamentStagesProps = {
  tournament: StagedDraft;
  /** The signed-in account's name: its side's path is highlighted until another is chosen. */
  accountName?: string | undefined;
  /** Editors, for a match of any stage: the match dialog. */
  onEditMatch?: (place: MatchPlace) => void;
  /** Scorers: the scoring screen for the match with this id. */
  onStartScoring?: (matchId: string) => void;
  /** Managers, when the venue has boards: a match's board set by hand. */
  onSetBoard?: (place: MatchPlace, number: number) => void;
};

const noSide = '';

/** The place of match m of round r of a stage. */
const placeIn = (stage: StageView, roundIndex: number, matchIndex: number): MatchPlace => ({
  stage: stage.stage,
  ...(stage.groupId ? { groupId: stage.groupId } : {}),
  roundIndex,
  matchIndex,
});

/**
 * Every stage of the night (issue #26): each group, then the winners bracket (or the knockout),
 * the losers bracket and the grand final, each with its own round picker on a phone. A side's path
 * is highlighted: the signed-in player's, or the side picked in 'Follow'.
 */
export function TournamentStages({
  tournament,
  accountName,
  onEditMatch,
  onStartScoring,
  onSetBoard,
}: TournamentStagesProps) {
  const id = useId();
  const stages = useMemo(() => stagesOf(tournament), [tournament]);
  const sides = activeSides(tournament);
  const ownSide = accountName ? sides.find((side) => side.players.some((p) => p.name === accountName)) : undefined;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const followed = chosen === undefined ? ownSide?.id : chosen || undefined;
  const several = stages.length > 1;

  const bracketOf = (stage: StageView) => (
    <Bracket
      tournament={tournament}
      rounds={stage.rounds}
      names={stage.names}
      labels={stage.labels}
      firstNumber={stage.firstNumber}
      label={stage.stage === 'round' && !several ? 'Bracket' : stage.title}
      followedSideId={followed}
      startRound={lastRoundOf(stage, followed) ?? playingRoundOf(stage, tournament)}
      {...(onEditMatch ? { onEditMatch: (r: number, m: number) => onEditMatch(placeIn(stage, r, m)) } : {})}
      {...(onStartScoring
        ? {
            onStartScoring: (r: number, m: number) => {
              const matchId = stage.rounds[r]?.matches[m]?.id;
              if (matchId) onStartScoring(matchId);
            },
          }
        : {})}
      {...(onSetBoard && tournament.boards
        ? {
            onSetBoard: (r: number, m: number) =>
              onSetBoard(
                placeIn(stage, r, m),
                stage.rounds.slice(0, r).reduce((n, round) => n + round.matches.length, stage.firstNumber) + m,
              ),
          }
        : {})}
    />
  );

  return (
    <>
      {sides.length > 1 && (tournament.draw || several) && (
        <div className="tournament-follow d-print-none">
          <label htmlFor={`${id}-follow`} className="form-label mb-0">
            Follow
          </label>
          <select
            id={`${id}-follow`}
            className="form-select form-select-sm"
            value={followed ?? noSide}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value={noSide}>No side</option>
            {sides.map((side) => (
              <option key={side.id} value={side.id}>
                {side.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {stages.map((stage) => {
        if (!several) return <div key={stage.key}>{bracketOf(stage)}</div>;
        const group = stage.stage === 'group' ? tournament.groups?.find((g) => g.id === stage.groupId) : undefined;
        if (group)
          return (
            <div key={stage.key} className="tournament-stage-section tournament-group">
              <h2 className="h5 tournament-stage-title">{stage.title}</h2>
              <GroupTable group={group} tournament={tournament} />
              {bracketOf(stage)}
            </div>
          );
        return (
          // The bracket below is the stage's labelled region, so this is a plain division.
          <div key={stage.key} className={`tournament-stage-section tournament-stage-${stage.stage}`}>
            <h2 className="h5 tournament-stage-title">{stage.title}</h2>
            {bracketOf(stage)}
          </div>
        );
      })}
    </>
  );
}
