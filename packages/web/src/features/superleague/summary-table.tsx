import { singleRoundSummary, type MatchSide, type SideFigures, type SideTotals } from '@darts/domain';
import { matchWinner, shownAverage, sideName, type ReportMatch } from './report-data';

type Props = {
  matches: readonly ReportMatch[];
  host: string;
  opponent: string;
  /** `winner` in the page's query string: winners are highlighted. */
  showWinner: boolean;
};

/**
 * The single-round report's summary: per match each side's legs won, total tons (visits
 * of 100 or more, spec 2 §9; issue #22: the same count as the match report and the statistics), 100+, 140+, 180 and player average, then the totals, the rounded average
 * and the 'Darts for windows average'. One table per team, side by side on a wide screen, so a
 * phone reads them without sideways scrolling. The figures are the domain's `singleRoundSummary`.
 */
export function SummaryTable({ matches, host, opponent, showWinner }: Props) {
  const summary = singleRoundSummary(matches);
  const teams: Array<[MatchSide, string]> = [
    ['sideA', host],
    ['sideB', opponent],
  ];
  return (
    <div className="row g-3 superleague-summary">
      {teams.map(([side, team]) => (
        <div className="col-lg-6" key={side}>
          <div className="table-responsive">
            <table className="table table-sm table-striped align-middle superleague-figures">
              <caption className="caption-top">Summary: {team || 'no team chosen'}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <abbr title="Match number">#</abbr>
                  </th>
                  <th scope="col">Player</th>
                  <th scope="col" className="text-end">
                    Legs won
                  </th>
                  <th scope="col" className="text-end">
                    <abbr title="Total tons: visits of 100 or more">Tons</abbr>
                  </th>
                  <th scope="col" className="text-end">
                    100+
                  </th>
                  <th scope="col" className="text-end">
                    140+
                  </th>
                  <th scope="col" className="text-end">
                    180
                  </th>
                  <th scope="col" className="text-end">
                    <abbr title="Player average">Avg</abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.rows.map((row, index) => {
                  const reported = matches[index]!;
                  const won = showWinner && matchWinner(reported) === side;
                  return (
                    <tr key={reported.match.id}>
                      <th scope="row">{row.matchNumber}</th>
                      <td className={won ? 'superleague-winner' : undefined}>
                        {sideName(reported.match, side)}
                        {won && <span className="visually-hidden"> (winner)</span>}
                      </td>
                      <Figures figures={row[side]} />
                    </tr>
                  );
                })}
              </tbody>
              <TotalsRows totals={summary.totals[side]} />
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}

function Figures({ figures }: { figures: SideFigures }) {
  return (
    <>
      <td className="text-end">{figures.legsWon}</td>
      <td className="text-end">{figures.tons}</td>
      <td className="text-end">{figures.hundreds}</td>
      <td className="text-end">{figures.oneForties}</td>
      <td className="text-end">{figures.oneEighties}</td>
      <td className="text-end">{shownAverage(figures.average)}</td>
    </>
  );
}

function TotalsRows({ totals }: { totals: SideTotals }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={2}>
          Totals
        </th>
        <td className="text-end">{totals.legsWon}</td>
        <td className="text-end">{totals.tons}</td>
        <td className="text-end">{totals.hundreds}</td>
        <td className="text-end">{totals.oneForties}</td>
        <td className="text-end">{totals.oneEighties}</td>
        <td />
      </tr>
      <tr>
        <th scope="row" colSpan={7}>
          Rounded average
        </th>
        <td className="text-end">{shownAverage(totals.roundedAverage)}</td>
      </tr>
      <tr>
        <th scope="row" colSpan={7}>
          Darts for windows average
        </th>
        <td className="text-end">{shownAverage(totals.dartsForWindowsAverage)}</td>
      </tr>
    </tfoot>
  );
}
