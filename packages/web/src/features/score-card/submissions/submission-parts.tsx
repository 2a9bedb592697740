import type { ReactNode } from 'react';
import type { GameMatchDto, GamePlayerDto } from '@darts/contract';
import type { MatchDifference, Side } from '@darts/domain';
import { playerNames, sideNames } from './submission-text';

/**
 * A part of a submission; when it differs from the other submission it is highlighted and says so
 * in words and with an icon, not by colour alone.
 */
export function Part({ differs, children }: { differs: boolean; children: ReactNode }) {
  if (!differs) return <span>{children}</span>;
  return (
    <span className="submission-differs">
      <span aria-hidden="true">≠ </span>
      {children}
      <span className="visually-hidden"> (differs)</span>
    </span>
  );
}

/** The row's marker: '≠ Differs' beside a part whose submissions disagree. */
export function DiffersFlag({ differs }: { differs: boolean }) {
  if (!differs) return null;
  return (
    <span className="submission-flag">
      <span aria-hidden="true">≠ </span>Differs
    </span>
  );
}

/**
 * 'Use home' / 'Use away' for one part. Pressed (with a tick and 'Merged') while the draft already
 * holds exactly that side's version, so the admin sees what is in the card.
 */
export function UseButton({
  side,
  part,
  merged,
  onUse,
}: {
  side: Side;
  part: string;
  merged: boolean;
  onUse: () => void;
}) {
  return (
    <span className="submission-use">
      <button
        type="button"
        className={`btn btn-sm ${merged ? 'btn-success' : 'btn-outline-primary'}`}
        aria-pressed={merged}
        onClick={onUse}
      >
        {merged && (
          <span aria-hidden="true" className="submission-tick">
            ✓
          </span>
        )}
        Use {side}
        <span className="visually-hidden"> for {part}</span>
      </button>
      {merged && <span className="submission-merged">Merged</span>}
    </span>
  );
}

const empty = (match: GameMatchDto | undefined) =>
  !match || (match.homePlayers.length === 0 && match.awayPlayers.length === 0 && !match.homeScore && !match.awayScore);

/** One submission's version of a match: home players, legs won each, away players. */
export function MatchSummary({
  match,
  difference,
}: {
  match: GameMatchDto | undefined;
  difference: MatchDifference | undefined;
}) {
  if (empty(match)) {
    return <Part differs={!!difference?.differs}>Not entered</Part>;
  }
  const { homePlayers, awayPlayers, homeScore, awayScore } = match!;
  const players = (list: readonly GamePlayerDto[]) => (list.length > 0 ? playerNames(list) : 'No players');
  return (
    <span className="submission-match">
      <Part differs={!!difference?.homePlayers}>{players(homePlayers)}</Part>
      <span className="submission-score">
        <Part differs={!!difference?.homeScore}>{homeScore ?? 0}</Part>
        <span aria-hidden="true"> – </span>
        <span className="visually-hidden"> to </span>
        <Part differs={!!difference?.awayScore}>{awayScore ?? 0}</Part>
      </span>
      <Part differs={!!difference?.awayPlayers}>{players(awayPlayers)}</Part>
    </span>
  );
}

/** A submission's 180s or hi-checks, those the other submission lacks highlighted. */
export function EntryList<T extends GamePlayerDto>({
  entries,
  unmatched,
  differs,
  label,
}: {
  entries: readonly T[];
  /** The entries the other submission lacks (the same objects as in `entries`). */
  unmatched: readonly unknown[];
  /** Whether the two submissions' lists differ at all (an empty list then differs too). */
  differs: boolean;
  label: (entry: T) => string;
}) {
  if (entries.length === 0) return <Part differs={differs}>None</Part>;
  return (
    <ul className="submission-list">
      {entries.map((entry, index) => (
        <li key={index}>
          <Part differs={unmatched.includes(entry)}>{label(entry)}</Part>
        </li>
      ))}
    </ul>
  );
}

/** The column heading of one submission. */
export function SubmissionHeading({ side, teamName }: { side: Side; teamName: string }) {
  return (
    <th scope="col">
      {sideNames[side]} submission <span className="submission-team">({teamName})</span>
    </th>
  );
}
