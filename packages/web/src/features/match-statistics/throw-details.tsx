import { Fragment, useId, useState } from 'react';
import { formatAverage, throwHistory, type AverageKind, type Leg, type Sayg, type Side } from '@darts/domain';
import { averageLabel } from './use-average-kind';
import { nameOf, ThrowScore } from './throw-score';

type LastColumn = 'darts' | 'average';

/**
 * Every throw of a leg, one table per side (spec 2 §2 Match statistics: threw, score so far,
 * remaining, then darts so far or the running average).
 */
export function ThrowDetails({
  sayg,
  leg,
  legNumber,
  sides,
  kind,
}: {
  sayg: Sayg;
  leg: Leg;
  legNumber: number;
  sides: Side[];
  kind: AverageKind;
}) {
  const [column, setColumn] = useState<LastColumn>('darts');
  const name = useId();
  const options: [LastColumn, string][] = [
    ['darts', 'No. of darts'],
    ['average', 'Running average'],
  ];
  return (
    <div className="ms-details">
      <fieldset className="btn-group btn-group-sm mb-2 d-print-none" role="radiogroup">
        <legend className="visually-hidden">Last column for leg {legNumber}</legend>
        {options.map(([value, label]) => (
          <Fragment key={value}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${value}`}
              checked={column === value}
              onChange={() => setColumn(value)}
            />
            <label className="btn btn-outline-dark" htmlFor={`${name}-${value}`}>
              {label}
            </label>
          </Fragment>
        ))}
      </fieldset>
      <div className="ms-throw-tables">
        {sides.map((side) => {
          const history = throwHistory(leg, side);
          return (
            <table key={side} className="table table-sm ms-throws">
              <caption className="caption-top">
                {nameOf(sayg, side)}, leg {legNumber}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Threw</th>
                  <th scope="col">Score</th>
                  <th scope="col">Remaining</th>
                  <th scope="col">{column === 'darts' ? 'Darts' : `Average (${averageLabel(kind)})`}</th>
                </tr>
              </thead>
              <tbody>
                {history.length === 0 && (
                  <tr>
                    <td colSpan={4}>No throws</td>
                  </tr>
                )}
                {history.map((record, index) => (
                  <tr key={index}>
                    <td>
                      <ThrowScore score={record.score} isBust={record.isBust} />
                    </td>
                    <td>{record.scoreSoFar}</td>
                    <td>{record.remaining}</td>
                    <td>
                      {column === 'darts'
                        ? record.dartsSoFar
                        : formatAverage({ score: record.scoreSoFar, darts: record.dartsSoFar }, kind)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}
