import type { ReactNode } from 'react';
import type { Side } from '@darts/domain';
import { DiffersFlag, SubmissionHeading } from './submission-parts';

export const sides: readonly Side[] = ['home', 'away'];

/** A captioned table: a row heading column, then the home and the away submission. */
export function ComparisonTable(props: {
  caption: string;
  first: ReactNode;
  teamNames: Record<Side, string>;
  children: ReactNode;
}) {
  return (
    <table className="table table-sm submissions-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="submission-row-heading">
            {props.first}
          </th>
          {sides.map((side) => (
            <SubmissionHeading key={side} side={side} teamName={props.teamNames[side]} />
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

/** One part of the card in both submissions, tinted and flagged 'Differs' when they disagree. */
export function ComparisonRow({
  heading,
  differs,
  cells,
}: {
  heading: ReactNode;
  differs: boolean;
  cells: Record<Side, ReactNode>;
}) {
  return (
    <tr className={differs ? 'submission-row-differs' : undefined}>
      <th scope="row">
        {heading}
        <DiffersFlag differs={differs} />
      </th>
      {sides.map((side) => (
        <td key={side}>{cells[side]}</td>
      ))}
    </tr>
  );
}
