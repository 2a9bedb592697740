import { useId } from 'react';
import {
  firstNineTotals,
  formatAverage,
  legAt,
  legIndexes,
  legsWon,
  scoreBands,
  sideTotals,
  type Leg,
  type Sayg,
} from '@darts/domain';
import { LegRows } from './leg-rows';
import { nameOf, sidesOf } from './throw-score';
import { averageLabel, useAverageKind, type AverageKindProps } from './use-average-kind';
import './match-statistics.css';

export type MatchStatisticsProps = AverageKindProps & {
  sayg: Sayg;
  /** Shows the 'Widescreen view' button; the page decides what widescreen means. */
  onShowWidescreen?: () => void;
  /** Its heading's level: 3 where the page heads each of several matches with a level 2 heading. */
  headingLevel?: 2 | 3;
};

const hasThrows = (leg: Leg) => leg.home.throws.length + leg.away.throws.length > 0;

/**
 * Match statistics: legs won, a row per leg with its details, then match darts and the
 * match average with a switch between the three-dart (first) and one-dart average;
 * first-9 average and score bands beyond the spec. Every number comes from the domain.
 */
export function MatchStatistics({ sayg, onShowWidescreen, headingLevel = 2, ...averageProps }: MatchStatisticsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [kind, setKind] = useAverageKind(averageProps);
  const headingId = useId();
  const switchId = useId();
  const sides = sidesOf(sayg);
  const won = legsWon(sayg);
  const legs = legIndexes(sayg).flatMap((index) => {
    const leg = legAt(sayg, index);
    return leg && hasThrows(leg) ? [{ index, leg }] : [];
  });
  const label = averageLabel(kind);
  return (
    <section className="match-statistics" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Heading id={headingId} className="h4 mb-0">
          Match statistics
        </Heading>
        <div className="d-flex flex-wrap align-items-center gap-3 d-print-none">
          <div className="form-check form-switch mb-0">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={switchId}
              checked={kind === 'one-dart'}
              onChange={(event) => setKind(event.target.checked ? 'one-dart' : 'three-dart')}
            />
            <label className="form-check-label" htmlFor={switchId}>
              One-dart average
            </label>
          </div>
          {onShowWidescreen && (
            <button type="button" className="btn btn-outline-primary" onClick={onShowWidescreen}>
              Widescreen view
            </button>
          )}
        </div>
      </div>
      {legs.length === 0 ? (
        <p className="lead">Not started</p>
      ) : (
        <div className="ms-scroll" role="region" aria-label="Match statistics table" tabIndex={0}>
          <table className="table align-top ms-table">
            <caption className="caption-top">
              Best of {sayg.numberOfLegs} from {sayg.startingScore}; averages are {label}
            </caption>
            <thead>
              <tr>
                <th scope="col">Leg</th>
                {sides.map((side) => (
                  <th key={side} scope="col">
                    {nameOf(sayg, side)}
                  </th>
                ))}
              </tr>
              <tr className="ms-score-row">
                <th scope="row">Legs won</th>
                {sides.map((side) => (
                  <td key={side}>{won[side]}</td>
                ))}
              </tr>
            </thead>
            <tbody>
              {legs.map(({ index, leg }) => (
                <LegRows key={index} sayg={sayg} leg={leg} legIndex={index} sides={sides} kind={kind} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Match darts</th>
                {sides.map((side) => (
                  <td key={side}>{sideTotals(sayg, side).darts}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  Match average <span className="text-nowrap">({label})</span>
                </th>
                {sides.map((side) => (
                  <td key={side} className="ms-match-average">
                    {formatAverage(sideTotals(sayg, side), kind)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  First 9 average <span className="text-nowrap">({label})</span>
                </th>
                {sides.map((side) => (
                  <td key={side}>{formatAverage(firstNineTotals(sayg, side), kind)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Score bands</th>
                {sides.map((side) => {
                  const bands = scoreBands(sayg, side);
                  return (
                    <td key={side}>
                      <dl className="ms-stats ms-bands">
                        {(
                          [
                            ['Tons', bands.tons],
                            ['100+', bands.hundreds],
                            ['140+', bands.oneForties],
                            ['180', bands.oneEighties],
                            ['Combined', bands.combined],
                          ] as const
                        ).map(([name, count]) => (
                          <div key={name}>
                            <dt>{name}</dt>
                            <dd>{count}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
