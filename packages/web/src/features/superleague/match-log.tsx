import { LegColumnHeads } from './leg-column-heads';
import {
  legAt,
  legIndexes,
  reportLegLine,
  sideTotals,
  threeDartAverage,
  type MatchSide,
  type Side,
} from '@darts/domain';
import { matchWinner, shownAverage, sideName, type ReportMatch } from './report-data';
import { NoDataWarning, VisitCell } from './visit-cell';

type Props = {
  host: string;
  opponent: string;
  matches: readonly ReportMatch[];
  visits: number;
  showWinner: boolean;
};

const recordSide: Record<MatchSide, Side> = { sideA: 'home', sideB: 'away' };

/**
 * The match log print: for each match, every leg of each player
 * with their visits, darts, game shot, score left, tons and leg average; a match without a record
 * shows 'No data available for the match between X and Y'.
 */
export function MatchLog({ host, opponent, matches, visits, showWinner }: Props) {
  const throwNumbers = Array.from({ length: Math.max(visits, 1) }, (_, i) => i + 1);
  return (
    <section className="superleague-log" aria-label="Match log">
      <h2 className="h4">
        Match log: {host} v {opponent}
      </h2>
      {matches.length === 0 && <p>No matches</p>}
      {matches.map((reported, index) => {
        const { match, sayg } = reported;
        const a = sideName(match, 'sideA');
        const b = sideName(match, 'sideB');
        if (!sayg || legIndexes(sayg).length === 0) return <NoDataWarning key={match.id} sideA={a} sideB={b} />;
        const winner = showWinner ? matchWinner(reported) : null;
        return (
          <table key={match.id} className="table table-sm table-bordered superleague-log-table">
            <caption className="caption-top">
              Match {index + 1}: {a} v {b}
            </caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Leg</th>
                <LegColumnHeads throwNumbers={throwNumbers} />
                <th scope="col">Ave</th>
              </tr>
            </thead>
            {(['sideA', 'sideB'] as const).map((side) => (
              <tbody key={side}>
                {legIndexes(sayg).map((legIndex, row) => {
                  const leg = legAt(sayg, legIndex)!;
                  const line = reportLegLine(leg, recordSide[side]);
                  return (
                    <tr key={legIndex}>
                      {row === 0 && (
                        <th
                          scope="rowgroup"
                          rowSpan={legIndexes(sayg).length}
                          className={winner === side ? 'superleague-winner' : undefined}
                        >
                          {side === 'sideA' ? a : b}
                          {winner === side && <span className="visually-hidden"> (winner)</span>}
                        </th>
                      )}
                      <td>{legIndex + 1}</td>
                      {throwNumbers.map((n) => (
                        <VisitCell key={n} visit={line.visits[n - 1]} />
                      ))}
                      <td>{line.actualDarts}</td>
                      <td>{line.gameShot ?? ''}</td>
                      <td>{line.scoreLeft ?? ''}</td>
                      <td>{line.tons}</td>
                      <td>{shownAverage(threeDartAverage(sideTotals(leg, recordSide[side])))}</td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        );
      })}
    </section>
  );
}
