import { memo, useEffect, useMemo, useRef } from 'react';
import { scoreHighlights, throwHistory, type Leg, type LegThrow, type Side } from '@darts/domain';

/** Colour and weight by score: 100 or more red, 180 bold. */
function scoreClass(score: number) {
  const { ton, maximum } = scoreHighlights(score);
  return [ton && 'sayg-ton', maximum && 'sayg-max'].filter(Boolean).join(' ');
}

/** One past throw: unchanged throws keep their props, so a new throw renders only its own row. */
const ThrowRow = memo(function ThrowRow({
  side,
  index,
  score,
  isBust,
  remaining,
  name,
  onEdit,
}: {
  side: Side;
  index: number;
  score: number;
  isBust: boolean;
  remaining: number;
  name: string;
  onEdit: (side: Side, throwIndex: number) => void;
}) {
  return (
    <tr className={isBust ? 'sayg-bust' : undefined}>
      <td>
        <button
          type="button"
          className={`btn sayg-throw ${scoreClass(score)}`}
          aria-label={`Throw ${index + 1} for ${name}: ${score}${isBust ? ', bust' : ''}`}
          onClick={() => onEdit(side, index)}
        >
          {isBust ? <s>{score}</s> : score}
        </button>
      </td>
      <td className="sayg-left">{remaining}</td>
    </tr>
  );
});

/** A side's table; its history is replayed only when its throws change. */
const ThrowTable = memo(function ThrowTable({
  side,
  throws,
  startingScore,
  name,
  entry,
  onEdit,
}: {
  side: Side;
  throws: readonly LegThrow[];
  startingScore: number;
  name: string;
  /** The entry being typed when this side is to throw, else null (no entry row). */
  entry: string | null;
  onEdit: (side: Side, throwIndex: number) => void;
}) {
  const history = useMemo(
    () => throwHistory({ startingScore, [side]: { throws } } as unknown as Leg, side),
    [side, throws, startingScore],
  );
  const before = history.at(-1)?.remaining ?? startingScore;
  return (
    <table className="sayg-throw-table">
      <caption className="visually-hidden">Throws for {name}</caption>
      <thead>
        <tr>
          <th scope="col">Score</th>
          <th scope="col">Left</th>
        </tr>
      </thead>
      <tbody>
        {history.map((record, index) => (
          <ThrowRow
            key={index}
            side={side}
            index={index}
            score={record.score}
            isBust={record.isBust}
            remaining={record.remaining}
            name={name}
            onEdit={onEdit}
          />
        ))}
        {entry !== null && (
          <tr className="sayg-entry-row">
            <td>
              <output className="sayg-entry" aria-label={`Score for ${name}`}>
                {entry}
              </output>
            </td>
            <td className="sayg-left">{before}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
});

/**
 * Each side's throws in this leg with what was left after each: busts struck
 * through, a tap on a throw edits it. The side to throw gets the one editable row: the entry.
 */
export const ThrowLists = memo(function ThrowLists({
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
      {sides.map((side) => (
        <ThrowTable
          key={side}
          side={side}
          throws={leg[side].throws}
          startingScore={leg.startingScore}
          name={nameOf(side)}
          entry={side === thrower ? entry : null}
          onEdit={onEdit}
        />
      ))}
    </div>
  );
});
