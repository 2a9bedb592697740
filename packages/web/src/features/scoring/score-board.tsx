import { formatAverage, legsWon, remainingScore, sideTotals, type Leg, type Sayg, type Side } from '@darts/domain';

/**
 * The running score: per side the name, legs won, what is left (big) and this leg's
 * darts and average; the side to throw is highlighted (frame, colour and ▶) and its region is
 * named ", to throw".
 */
export function ScoreBoard({
  sayg,
  leg,
  sides,
  thrower,
  nameOf,
}: {
  sayg: Sayg;
  leg: Leg | undefined;
  sides: Side[];
  thrower: Side | null;
  nameOf: (side: Side) => string;
}) {
  const won = legsWon(sayg);
  return (
    <div className={`sayg-board sayg-board-${sides.length}`}>
      {sides.map((side) => {
        const totals = leg ? sideTotals(leg, side) : { score: 0, darts: 0 };
        const throwing = side === thrower;
        const left = leg ? remainingScore(leg, side) : sayg.startingScore;
        return (
          <section
            key={side}
            className={`sayg-side${throwing ? ' sayg-side-throwing' : ''}`}
            aria-label={`${nameOf(side)}${throwing ? ', to throw' : ''}`}
          >
            <span className="sayg-side-frame" aria-hidden="true" />
            <div className="sayg-side-head">
              {/* The turn is in the heading's name (an attribute: no layout), for heading navigation. */}
              <h2 className="sayg-side-name" aria-label={throwing ? `${nameOf(side)}, to throw` : undefined}>
                {nameOf(side)}
              </h2>
              <span className="sayg-legs">
                Legs <strong>{won[side]}</strong>
              </span>
            </div>
            <p className="sayg-remaining">
              {/* Always there, faded in for the thrower: passing the turn never lays out or repaints. */}
              <span className="sayg-throwing-mark" aria-hidden="true">
                ▶
              </span>
              <span aria-hidden="true">{left}</span>
              <span className="visually-hidden">{`${left} left`}</span>
            </p>
            <p className="sayg-side-foot">
              <span>Darts {totals.darts}</span>
              <span className="sayg-foot-sep"> · </span>
              <span>Avg {formatAverage(totals)}</span>
            </p>
          </section>
        );
      })}
    </div>
  );
}
