import type { ReactNode } from 'react';
import { legsWon, type Sayg } from '@darts/domain';
import { matchWon } from './match-won';
import { shownLeg } from './shown-leg';
import { matchTitle, sidesOf } from './throw-score';
import { useAverageKind, type AverageKindProps } from './use-average-kind';
import { WidescreenSide } from './widescreen-side';
import './match-statistics.css';
import './widescreen.css';

export type WidescreenViewProps = AverageKindProps & {
  sayg: Sayg;
  /** Fill the whole window (the TV page); otherwise fill the box it is placed in. */
  fullBleed?: boolean;
  /** How the view gets its updates (the live indicator), shown in the footer. */
  indicator?: ReactNode;
  /** The competitors' headings' level: 3 where the page heads each of several matches with a level 2 heading. */
  headingLevel?: 2 | 3;
};

/**
 * The widescreen (TV) view: a column per competitor and 'Best of N / from S / Leg n',
 * white on black and sized from the view's own box, to read from across a pub without scrolling.
 * Once a side has the legs to win, a banner across the top says who won the match.
 */
export function WidescreenView({
  sayg,
  fullBleed = false,
  indicator,
  headingLevel = 2,
  ...averageProps
}: WidescreenViewProps) {
  const [kind, setKind] = useAverageKind(averageProps);
  const { index, leg } = shownLeg(sayg);
  const won = legsWon(sayg);
  const sides = sidesOf(sayg);
  const decided = matchWon(sayg);
  const classes = ['tv-view', fullBleed && 'tv-view-full', decided && 'tv-view-won'].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-label={`Widescreen view: ${matchTitle(sayg)}`}>
      {decided && (
        <p className="tv-match-won" role="status">
          {decided.words} <span className="text-nowrap">{decided.score}</span>
        </p>
      )}
      <div className={`tv-sides tv-sides-${sides.length}`}>
        {sides.map((side) => (
          <WidescreenSide
            key={side}
            sayg={sayg}
            leg={leg}
            side={side}
            legsWon={won[side]}
            kind={kind}
            headingLevel={headingLevel}
            onToggleAverage={() => setKind(kind === 'one-dart' ? 'three-dart' : 'one-dart')}
          />
        ))}
      </div>
      <div className="tv-footer">
        <p className="m-0">
          Best of {sayg.numberOfLegs} / from {sayg.startingScore} / Leg {index + 1}
        </p>
        {indicator}
      </div>
    </section>
  );
}
