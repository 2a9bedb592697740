import type { ReactNode } from 'react';
import type { GameDto } from '@darts/contract';
import {
  cardDifferences,
  hiChecksDifference,
  manOfTheMatchDiffers,
  manOfTheMatchOf,
  matchDifference,
  matchesPerFixture,
  matchGroupsOf,
  merge180s,
  mergeHiChecks,
  mergeManOfTheMatch,
  mergeMatch,
  oneEightiesDifference,
  type Side,
} from '@darts/domain';
import { ComparisonRow, ComparisonTable, sides } from './comparison-table';
import { EntryList, MatchSummary, UseButton } from './submission-parts';
import { playerName, sideNames } from './submission-text';

export type SubmissionsComparisonProps = {
  game: GameDto;
  draft: GameDto;
  onDraftChange: (draft: GameDto) => void;
  /** Says what a merge did, for the dialog's status line. */
  onMerged: (message: string) => void;
};

/** One mergeable part of the card, as each submission has it. */
type PartView = {
  /** Completes the button's name 'Use home for …', e.g. 'match 1', 'the 180s'. */
  part: string;
  show: (submission: GameDto, side: Side) => ReactNode;
  /** Whether the draft already holds exactly this submission's version. */
  isMerged: (draft: GameDto, submission: GameDto) => boolean;
  merge: (draft: GameDto, submission: GameDto) => GameDto;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const muted = (text: string) => <span className="text-secondary">{text}</span>;

/**
 * The two submissions side by side: the matches by group, the
 * 180s and hi-checks, and each team's man of the match. What the submissions disagree on is
 * highlighted; each part has 'Use home' / 'Use away', pressed while the draft holds that version.
 */
export function SubmissionsComparison({ game, draft, onDraftChange, onMerged }: SubmissionsComparisonProps) {
  const sources: Record<Side, GameDto | undefined> = { home: game.homeSubmission, away: game.awaySubmission };
  const { home, away } = sources;
  const teamNames: Record<Side, string> = { home: game.home.name, away: game.away.name };
  const count = Math.max(matchesPerFixture, home?.matches.length ?? 0, away?.matches.length ?? 0);
  const compared = home && away ? cardDifferences(home, away) : undefined;

  /** Each side's cell for `view`: its version and the button that takes it ('Not submitted' without one). */
  function cellsOf(view: PartView, only?: Side): Record<Side, ReactNode> {
    const cell = (side: Side) => {
      const submission = sources[side];
      if (only && side !== only) return muted('n/a');
      if (!submission) return muted('Not submitted');
      const use = () => {
        onDraftChange(view.merge(draft, submission));
        onMerged(`${capitalised(view.part)} taken from the ${side} submission.`);
      };
      return (
        <>
          <div className="submission-value">{view.show(submission, side)}</div>
          <UseButton side={side} part={view.part} merged={view.isMerged(draft, submission)} onUse={use} />
        </>
      );
    };
    return { home: cell('home'), away: cell('away') };
  }

  const matchRow = (index: number) => {
    const difference = home && away ? matchDifference(home, away, index) : undefined;
    const cells = cellsOf({
      part: `match ${index + 1}`,
      show: (submission) => <MatchSummary match={submission.matches[index]} difference={difference} />,
      isMerged: (card, submission) => !matchDifference(card, submission, index).differs,
      merge: (card, submission) => mergeMatch(card, submission, index),
    });
    return <ComparisonRow key={index} heading={index + 1} differs={!!difference?.differs} cells={cells} />;
  };

  const unmatched = (bag: 'oneEighties' | 'hiChecks', side: Side) =>
    (side === 'home' ? compared?.[bag].onlyInFirst : compared?.[bag].onlyInSecond) ?? [];
  const oneEighties = cellsOf({
    part: 'the 180s',
    show: (submission, side) => (
      <EntryList
        entries={submission.oneEighties}
        unmatched={unmatched('oneEighties', side)}
        differs={!!compared?.oneEighties.differs}
        label={(player) => player.name}
      />
    ),
    isMerged: (card, submission) => !oneEightiesDifference(card, submission).differs,
    merge: merge180s,
  });
  const hiChecks = cellsOf({
    part: 'the hi-checks',
    show: (submission, side) => (
      <EntryList
        entries={submission.over100Checkouts}
        unmatched={unmatched('hiChecks', side)}
        differs={!!compared?.hiChecks.differs}
        label={(hiCheck) => `${hiCheck.name} ${hiCheck.score ?? ''}`.trim()}
      />
    ),
    isMerged: (card, submission) => !hiChecksDifference(card, submission).differs,
    merge: mergeHiChecks,
  });

  // Only a team's own clerk picks its man of the match, so only that side's column offers one.
  const manOfTheMatch = (team: Side) =>
    cellsOf(
      {
        part: `the ${team} man of the match`,
        show: (submission) => {
          const id = manOfTheMatchOf(submission, team);
          return id ? playerName(id, [submission, home, away, draft]) : muted('Not picked');
        },
        isMerged: (card, submission) => !manOfTheMatchDiffers(card, submission, team),
        merge: (card, submission) => mergeManOfTheMatch(card, submission, team),
      },
      team,
    );

  return (
    <>
      {matchGroupsOf(count).map(({ name, indexes }) => {
        if (indexes.length === 0) return null;
        return (
          <ComparisonTable key={name} caption={name} first="Match" teamNames={teamNames}>
            {indexes.map(matchRow)}
          </ComparisonTable>
        );
      })}
      <ComparisonTable
        caption="180s and hi-checks"
        first={<span className="visually-hidden">Accolade</span>}
        teamNames={teamNames}
      >
        <ComparisonRow heading="180s" differs={!!compared?.oneEighties.differs} cells={oneEighties} />
        <ComparisonRow heading="Hi-checks" differs={!!compared?.hiChecks.differs} cells={hiChecks} />
      </ComparisonTable>
      <ComparisonTable caption="Man of the match" first="Team" teamNames={teamNames}>
        {sides.map((team) => (
          <ComparisonRow
            key={team}
            heading={
              <>
                {sideNames[team]} <span className="submission-team">({teamNames[team]})</span>
              </>
            }
            differs={false}
            cells={manOfTheMatch(team)}
          />
        ))}
      </ComparisonTable>
    </>
  );
}
