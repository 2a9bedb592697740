import { useId, useState, type ReactNode } from 'react';
import { useFieldProblems } from '../lib/use-field-problems';

/** A 180 or a hi-check as listed: who threw it, and for a hi-check its score. */
export type Accolade = { id: string; name: string; score?: number };

/** What the add form has so far: the chosen player's id and the typed score (null while empty). */
export type AccoladeChoice = { playerId: string; value: number | null };

/**
 * The state of a 180s or hi-checks add form: the player picked, the score typed, and the
 * one problem line for the entry. The problem follows what is picked and typed once Add was pressed,
 * and goes once all is right. The rule (`problemOf`) is the caller's, from packages/domain.
 */
export function useAccoladeEntry<P extends { id: string }>(
  players: readonly P[],
  problemOf: (choice: AccoladeChoice, player: P | undefined) => string | null | undefined,
) {
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const player = players.find((p) => p.id === playerId);
  const value = score.trim() === '' ? null : Number(score);
  const checks = useFieldProblems({ playerId, value }, (choice) => ({
    value: problemOf(choice, player) ?? undefined,
  }));
  return {
    playerId,
    setPlayerId,
    score,
    setScore,
    problem: checks.problems.value,
    /** Add pressed: shows the problem, or hands over the entry and empties the score. */
    add(onAdd: (player: P, value: number | null) => void) {
      if (checks.validate() || !player) return;
      onAdd(player, value);
      checks.reset();
      setScore('');
    },
  };
}

export type AccoladeEntryState = ReturnType<typeof useAccoladeEntry>;

export type AccoladeBoxProps = {
  /** The feature's class prefix: `${prefix}-box`, `-entries`, `-entry`, `-add`, `-problem`. */
  classPrefix: string;
  /** The heading's id, which names the box. */
  headingId: string;
  headingClassName: string;
  title: string;
  entries: readonly Accolade[];
  describe: (entry: Accolade) => string;
  removeLabel: (entry: Accolade) => string;
  /** Absent where nothing may be changed: no Remove buttons and no add form. */
  onRemove?: (index: number) => void;
  /** The add form ({@link AccoladeEntry}), shown only with `onRemove`. */
  children?: ReactNode;
  /**
   * The entries as the sheet reads them (e.g. 180s per player): shown instead of `entries` where nothing
   * may be changed, and on paper, while an editor's screen keeps one removable line per entry.
   */
  summary?: readonly string[];
};

/** A titled box of 180s or hi-checks ('None' while empty), each removable, and the form to add one. */
export function AccoladeBox({
  classPrefix,
  headingId,
  headingClassName,
  title,
  entries,
  describe,
  removeLabel,
  onRemove,
  children,
  summary,
}: AccoladeBoxProps) {
  const listClass = `list-unstyled ${classPrefix}-entries mb-2`;
  const summaryList = summary && (
    // For an editor it is the paper's list only: hidden on screen and from screen readers.
    <ul
      className={onRemove ? `${listClass} d-none d-print-block` : listClass}
      {...(onRemove ? { 'aria-hidden': true } : {})}
    >
      {summary.map((line, index) => (
        <li key={`${index}-${line}`} className={`${classPrefix}-entry`}>
          {line}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={`${classPrefix}-box`} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-body-secondary mb-2">None</p>
      ) : summaryList && !onRemove ? (
        summaryList
      ) : (
        <>
          {summaryList}
          <ul className={summaryList ? `${listClass} d-print-none` : listClass}>
            {entries.map((entry, index) => (
              <li key={`${entry.id}-${index}`} className={`${classPrefix}-entry`}>
                <span>{describe(entry)}</span>
                {onRemove && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm d-print-none"
                    aria-label={removeLabel(entry)}
                    onClick={() => onRemove(index)}
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {onRemove && children}
    </section>
  );
}

export type AccoladeEntryProps = {
  /** The feature's class prefix: `${prefix}-add` and `${prefix}-problem`. */
  classPrefix: string;
  entry: Pick<AccoladeEntryState, 'score' | 'setScore' | 'problem'>;
  /** The feature's own player control, bound to `entry.playerId`. */
  picker: ReactNode;
  /** A hi-check's score box (hidden label, range and its class); absent for a 180. */
  score?: { label: string; min: number; max: number; className: string };
  /** The add button's text, e.g. 'Add 180'. */
  addText: string;
  onAdd: () => void;
};

/**
 * The form under a box of 180s or hi-checks: a player, for a hi-check its score, the add button and
 * the problem line (role=alert). The problem describes the score box where there is one, else the button.
 */
export function AccoladeEntry({ classPrefix, entry, picker, score, addText, onAdd }: AccoladeEntryProps) {
  const scoreId = useId();
  const problemId = useId();
  const { problem } = entry;
  const describedBy = problem ? problemId : undefined;
  return (
    <div className={`${classPrefix}-add d-print-none`}>
      {picker}
      {score && (
        <>
          <label htmlFor={scoreId} className="visually-hidden">
            {score.label}
          </label>
          <input
            id={scoreId}
            className={`form-control ${score.className}`}
            type="number"
            inputMode="numeric"
            min={score.min}
            max={score.max}
            placeholder={`${score.min}-${score.max}`}
            value={entry.score}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => entry.setScore(event.target.value)}
          />
        </>
      )}
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-describedby={score ? undefined : describedBy}
        onClick={onAdd}
      >
        {addText}
      </button>
      {problem && (
        <p id={problemId} className={`${classPrefix}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
