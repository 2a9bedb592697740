import { ProblemLines } from './problem-dialog';
import { useId, useState } from 'react';
import type { TournamentMatchDto, TournamentRoundDto } from '@darts/contract';
import {
  activeSides,
  bestOfProblem,
  feedingMatchIndex,
  matchTexts,
  sideScoreOptions,
  type MatchSide,
} from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { deepEqual, type Draft } from './tournament-model';

export const selectSideFirst = 'Select a side first';

export type MatchEdit = { match: TournamentMatchDto; legs: number };

export type MatchDialogProps = {
  tournament: Draft;
  rounds: TournamentRoundDto[];
  roundIndex: number;
  matchIndex: number;
  /** Match number across all rounds, from 1 (as the bracket shows it). */
  number: number;
  roundName: string;
  legs: number;
  /** ManageTournaments: the match's legs can be changed (at least 1 in the match editor). */
  canManage: boolean;
  /** Why the edit cannot be kept (the tournament's problems it adds), or nothing. */
  problemsOf: (edit: MatchEdit) => string[];
  onSave: (edit: MatchEdit) => void;
  onClose: () => void;
  /** Given for an editor when the saved match has a leg-by-leg record: asks to delete it. */
  onDeleteRecord?: () => void;
  /**
   * A match whose sides the draw feeds (a group, losers-bracket or grand-final match): each side is
   * shown, or what its slot says until known ('Loser of match N'), and cannot be changed here.
   */
  fedSides?: { sideA: string | null; sideB: string | null };
};

export const matchChangesFirst = 'Save or cancel the changes to this match first';

const sides: readonly MatchSide[] = ['sideA', 'sideB'];
const scoreKey = (side: MatchSide) => (side === 'sideA' ? 'scoreA' : 'scoreB');
const sideLabel = (side: MatchSide) => (side === 'sideA' ? 'Side A' : 'Side B');

/**
 * A match's editor: pick each side and its score, or
 * remove it; a side fed by an earlier match shows that match's winner. The button reads Save when
 * something changed, Close otherwise. Removing both sides deletes the match when saved.
 */
export function MatchDialog(props: MatchDialogProps) {
  const { tournament, rounds, roundIndex, matchIndex, number, roundName, canManage, onSave, onClose, onDeleteRecord } =
    props;
  const { fedSides } = props;
  const round = rounds[roundIndex]!;
  const previous = rounds[roundIndex - 1];
  const original = round.matches[matchIndex]!;
  const [match, setMatch] = useState<TournamentMatchDto>(original);
  const [legsText, setLegsText] = useState(String(props.legs));
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();
  const legsProblem = canManage ? bestOfProblem(legsText, 'match') : undefined;
  const legs = legsProblem ? props.legs : Number(legsText);
  const changed = !deepEqual(match, original) || legs !== props.legs;
  // Whole teams play each other: the result is a win or a loss, a win being a
  // winning score for the legs.
  const teamMatch = !!(match.sideA?.teamId || match.sideB?.teamId);
  const scoreChoices = sideScoreOptions(legs, teamMatch);

  // Sides placed in the round's other matches are not offered again.
  const placed = new Set(
    round.matches
      .filter((_, i) => i !== matchIndex)
      .flatMap((m) => [m.sideA?.id, m.sideB?.id])
      .filter(Boolean),
  );
  const choices = (side: MatchSide) => {
    const other = match[side === 'sideA' ? 'sideB' : 'sideA']?.id;
    return activeSides(tournament).filter((s) => !placed.has(s.id) && s.id !== other);
  };

  function pick(side: MatchSide, sideId: string) {
    const chosen = tournament.sides.find((s) => s.id === sideId);
    setMatch((m) => {
      const next = { ...m };
      if (chosen) next[side] = chosen;
      else {
        delete next[side];
        delete next[scoreKey(side)];
      }
      return next;
    });
  }

  function setScore(side: MatchSide, text: string) {
    setMatch((m) => {
      const next = { ...m };
      if (text === '') delete next[scoreKey(side)];
      else next[scoreKey(side)] = Number(text);
      return next;
    });
  }

  function remove(side: MatchSide) {
    const name = match[side]?.name ?? 'this side';
    if (!window.confirm(`Are you sure you want to remove ${name} from match ${number}?`)) return;
    pick(side, '');
  }

  function save() {
    if (!changed) return onClose();
    if (legsProblem) return setProblems([legsProblem]);
    const scoredWithoutSide = sides.some((side) => (match[scoreKey(side)] ?? 0) > 0 && !match[side]);
    if (scoredWithoutSide) return setProblems([selectSideFirst]);
    const found = props.problemsOf({ match, legs });
    if (found.length > 0) return setProblems(found);
    onSave({ match, legs });
  }

  return (
    <Dialog
      title={`Match ${number} (${roundName})`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      closeButton={false}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {changed ? 'Save' : 'Close'}
          </button>
        </>
      }
    >
      {sides.map((side) => {
        const feeder = fedSides ? -1 : previous ? feedingMatchIndex(round, previous, matchIndex, side) : undefined;
        const entrant = match[side];
        const score = match[scoreKey(side)];
        return (
          <fieldset key={side} className="tournament-dialog-side mb-3">
            <legend className="h6">{sideLabel(side)}</legend>
            <div className="tournament-dialog-row">
              {feeder === undefined ? (
                <div className="flex-grow-1">
                  <label htmlFor={`${id}-${side}`} className="visually-hidden">
                    {sideLabel(side)}
                  </label>
                  <select
                    id={`${id}-${side}`}
                    className="form-select"
                    value={entrant?.id ?? ''}
                    onChange={(event) => pick(side, event.target.value)}
                  >
                    <option value="">Select a side</option>
                    {entrant && !choices(side).some((s) => s.id === entrant.id) && (
                      <option value={entrant.id}>{entrant.name}</option>
                    )}
                    {choices(side).map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <p className="flex-grow-1 mb-0 tournament-dialog-fed">
                  {entrant?.name ??
                    (fedSides
                      ? (fedSides[side] ?? '–')
                      : `Winner of match ${number - matchIndex - (previous?.matches.length ?? 0) + feeder}`)}
                </p>
              )}
              <label htmlFor={`${id}-${side}-score`} className="visually-hidden">
                {sideLabel(side)} score
              </label>
              <select
                id={`${id}-${side}-score`}
                className="form-select tournament-dialog-score"
                value={score ?? ''}
                onChange={(event) => setScore(side, event.target.value)}
              >
                <option value="">–</option>
                {score !== undefined && !scoreChoices.some((c) => c.value === score) && (
                  <option value={score}>{score}</option>
                )}
                {scoreChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
              {entrant && feeder === undefined && (
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  aria-label={`Remove ${entrant.name ?? 'side'} from match ${number}`}
                  onClick={() => remove(side)}
                >
                  Remove
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {canManage && (
        <div className="mb-3">
          <label htmlFor={`${id}-legs`} className="form-label">
            Best of (legs)
          </label>
          <input
            {...fieldProblemProps(`${id}-legs`, legsProblem)}
            className={invalidClass('form-control tournament-dialog-legs', legsProblem)}
            type="number"
            inputMode="numeric"
            min={1}
            value={legsText}
            onChange={(event) => setLegsText(event.target.value)}
          />
          <FieldProblem id={`${id}-legs`} problem={legsProblem} />
        </div>
      )}
      {onDeleteRecord && (
        <div className="tournament-dialog-record mb-3">
          <p className="mb-2">This match has a leg-by-leg record.</p>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => (changed ? setProblems([matchChangesFirst]) : onDeleteRecord())}
          >
            Delete leg-by-leg record
          </button>
        </div>
      )}
      <ProblemLines lines={problems} />
    </Dialog>
  );
}

/** The match dialog's refusal for a later round entered too soon. */
export const previousRoundsFirst = matchTexts.previousRoundsFirst;
