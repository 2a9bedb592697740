import { useEffect, useRef } from 'react';
import { throwHistory, type Leg, type Side } from '@darts/domain';

/** Colour and weight by score (spec 2 §9): 100 or more red, 180 bold. */
function scoreClass(score: number) {
  return [score >= 100 && 'sayg-ton', score === 180 && 'sayg-max'].filter(Boolean).join(' ');
}

/**
 * Each side's throws in this leg with what was left after each (spec 2 §2, §4): busts struck
 * through, a tap on a throw edits it. The side to throw gets the one editable row: the entry.
 */
export function ThrowLists({
  leg,
  sides,
  thrower,
  entry,
  nameOf,
  onEdit,
}: {
  leg: Leg;
  sides: Side[];
  thrower: Side | null;
  entry: string;
  nameOf: (side: Side) => string;
  onEdit: (side: Side, throwIndex: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = leg.home.throws.length + leg.away.throws.length;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  return (
    <div className={`sayg-throws sayg-board-${sides.length}`} ref={scroller}>
      {sides.map((side) => {
        const history = throwHistory(leg, side);
        const before = history.at(-1)?.remaining ?? leg.startingScore;
        return (
          <table key={side} className="sayg-throw-table">
            <caption className="visually-hidden">Throws for {nameOf(side)}</caption>
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">Left</th>
              </tr>
            </thead>
            <tbody>
              {history.map((record, index) => {
                const score = record.isBust ? <s>{record.score}</s> : record.score;
                return (
                  <tr key={index} className={record.isBust ? 'sayg-bust' : undefined}>
                    <td>
                      <button
                        type="button"
                        className={`btn sayg-throw ${scoreClass(record.score)}`}
                        aria-label={`Throw ${index + 1} for ${nameOf(side)}: ${record.score}${record.isBust ? ', bust' : ''}`}
                        onClick={() => onEdit(side, index)}
                      >
                        {score}
                      </button>
                    </td>
                    <td className="sayg-left">{record.remaining}</td>
                  </tr>
                );
              })}
              {side === thrower && (
                <tr className="sayg-entry-row">
                  <td>
                    <output className="sayg-entry" aria-label={`Score for ${nameOf(side)}`}>
                      {entry}
                    </output>
                  </td>
                  <td className="sayg-left">{before}</td>
                </tr>
              )}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
