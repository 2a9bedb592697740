import { LegColumnHeads } from './leg-column-heads';
import { Fragment, type ReactNode } from 'react';
import {
  legIndexes,
  reportLegLine,
  scoreHighlights,
  sideTotals,
  threeDartAverage,
  type MatchSide,
  type Sayg,
  type Side,
} from '@darts/domain';
import { matchWinner, shownAverage, sideName, type ReportMatch } from './report-data';
import { VisitCell } from './visit-cell';

type Props = {
  organisation: string;
  divisionName: string | undefined;
  gender: string;
  host: string;
  opponent: string;
  matches: readonly ReportMatch[];
  /** Throw-number columns per side: the most visits in any leg. */
  visits: number;
  /** Rows for a match without a record, to be filled in by hand: the bestOf. */
  blankLegs: number;
  showWinner: boolean;
};

/**
 * The printable match report: headed with the organisation,
 * the division and gender, host v opponent; per match ('Set') and leg each side's average,
 * player, leg, visits, AD (darts), GS (game shot), SL (score left) and Tons; then each side's
 * 'Legs won'. With `winner` in the query string the winning players are highlighted. A recorded
 * match has a row per leg played; one without a record has bestOf empty rows to write in.
 */
export function MatchReport(props: Props) {
  const { organisation, divisionName, gender, host, opponent, matches, visits, blankLegs, showWinner } = props;
  const throwNumbers = Array.from({ length: Math.max(visits, 1) }, (_, i) => i + 1);
  const sideColumns = (side: MatchSide) => (
    <>
      <th scope="col">Ave</th>
      <th scope="col">Players Name</th>
      {side === 'sideA' && <th scope="col">Leg</th>}
      <LegColumnHeads throwNumbers={throwNumbers} />
    </>
  );
  const won = (side: MatchSide) =>
    matches.reduce((total, { match }) => total + ((side === 'sideA' ? match.scoreA : match.scoreB) ?? 0), 0);

  return (
    <section className="superleague-report" aria-label="Match report">
      <h2 className="text-center h4 mb-0">{organisation}</h2>
      <p className="text-center h5">{[divisionName, gender && `(${gender})`].filter(Boolean).join(' ')}</p>
      <p className="text-center h5 superleague-report-teams">
        <span>{host}</span> <span>v</span> <span>{opponent}</span>
      </p>
      {matches.length === 0 ? (
        <p>No matches</p>
      ) : (
        <table className="table table-sm table-bordered superleague-report-table">
          <thead>
            <tr>
              <th scope="col">Set</th>
              {sideColumns('sideA')}
              {sideColumns('sideB')}
            </tr>
          </thead>
          <tbody>
            {matches.map((reported, index) => (
              <ReportRows
                key={reported.match.id}
                reported={reported}
                set={index + 1}
                legs={reported.sayg ? Math.max(legIndexes(reported.sayg).length, 1) : blankLegs}
                throwNumbers={throwNumbers}
                winner={showWinner ? matchWinner(reported) : null}
              />
            ))}
          </tbody>
        </table>
      )}
      <div className="d-flex justify-content-around superleague-legs-won">
        <p>
          {host}: Legs won: <strong>{won('sideA')}</strong>
        </p>
        <p>
          {opponent}: Legs won: <strong>{won('sideB')}</strong>
        </p>
      </div>
    </section>
  );
}

type RowsProps = {
  reported: ReportMatch;
  set: number;
  legs: number;
  throwNumbers: number[];
  winner: MatchSide | null;
};

function ReportRows({ reported, set, legs, throwNumbers, winner }: RowsProps) {
  const { match, sayg } = reported;
  const average = (side: Side) => (sayg ? threeDartAverage(sideTotals(sayg, side)) : null);
  const legRows = Array.from({ length: legs }, (_, i) => i);
  const spanned = (content: ReactNode, className?: string) => (
    <td rowSpan={legs} className={className}>
      {content}
    </td>
  );
  const player = (side: MatchSide) =>
    spanned(
      <>
        {sideName(match, side)}
        {winner === side && <span className="visually-hidden"> (winner)</span>}
      </>,
      `superleague-report-name${winner === side ? ' superleague-winner' : ''}`,
    );
  return (
    <>
      {legRows.map((legIndex) => (
        <tr key={legIndex} className={legIndex === legs - 1 ? 'superleague-set-end' : undefined}>
          {legIndex === 0 && (
            <>
              <th scope="rowgroup" rowSpan={legs}>
                M{set}
              </th>
              {spanned(shownAverage(average('home')), 'superleague-report-average')}
              {player('sideA')}
            </>
          )}
          <td>{legIndex + 1}</td>
          <LegColumns sayg={sayg} legIndex={legIndex} side="home" throwNumbers={throwNumbers} />
          {legIndex === 0 && (
            <>
              {spanned(shownAverage(average('away')), 'superleague-report-average')}
              {player('sideB')}
            </>
          )}
          <LegColumns sayg={sayg} legIndex={legIndex} side="away" throwNumbers={throwNumbers} />
        </tr>
      ))}
    </>
  );
}

function LegColumns({
  sayg,
  legIndex,
  side,
  throwNumbers,
}: {
  sayg: Sayg | null | undefined;
  legIndex: number;
  side: Side;
  throwNumbers: number[];
}) {
  const leg = sayg?.legs[String(legIndex)];
  if (!leg) {
    return (
      <>
        {throwNumbers.map((n) => (
          <td key={n} />
        ))}
        <td />
        <td />
        <td />
        <td />
      </>
    );
  }
  const line = reportLegLine(leg, side);
  return (
    <Fragment>
      {throwNumbers.map((n) => (
        <VisitCell key={n} visit={line.visits[n - 1]} />
      ))}
      <td>{line.actualDarts}</td>
      <td className={scoreHighlights(line.gameShot ?? 0).ton ? 'superleague-ton' : undefined}>{line.gameShot ?? ''}</td>
      <td>{line.scoreLeft ?? ''}</td>
      <td>{line.tons}</td>
    </Fragment>
  );
}
