import { legAt, legIndexes, legWinner, reportLegLine, type Side } from '@darts/domain';
import { sideName, type ReportMatch } from './report-data';
import { NoDataWarning } from './visit-cell';

/**
 * The per-leg score table: for each match, each leg's score per
 * side with its darts and the checkout or what was left; a match without a record says so. Each
 * match folds behind its result, so a phone is not a long scroll of eight matches' legs.
 */
export function LegScores({ matches }: { matches: readonly ReportMatch[] }) {
  if (matches.length === 0) return <p className="text-body-secondary">No matches</p>;
  return (
    <div className="superleague-legs">
      {matches.map(({ match, sayg }, index) => {
        const a = sideName(match, 'sideA');
        const b = sideName(match, 'sideB');
        const title = `Match ${index + 1}: ${a} v ${b}`;
        if (!sayg || legIndexes(sayg).length === 0) {
          return (
            <div key={match.id} className="superleague-leg-match">
              <p className="superleague-leg-title">{title}</p>
              <NoDataWarning sideA={a} sideB={b} />
            </div>
          );
        }
        return (
          <details key={match.id} className="superleague-leg-match">
            <summary className="superleague-leg-title">
              {title}{' '}
              <span className="text-nowrap">
                ({match.scoreA ?? 0}–{match.scoreB ?? 0})
              </span>
            </summary>
            <table className="table table-sm align-middle superleague-leg-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Leg</th>
                  <th scope="col">{a}</th>
                  <th scope="col">{b}</th>
                </tr>
              </thead>
              <tbody>
                {legIndexes(sayg).map((legIndex) => {
                  const leg = legAt(sayg, legIndex)!;
                  const winner = legWinner(leg);
                  return (
                    <tr key={legIndex}>
                      <th scope="row">{legIndex + 1}</th>
                      {(['home', 'away'] as const).map((side) => (
                        <LegCell key={side} leg={leg} side={side} won={winner === side} />
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        );
      })}
    </div>
  );
}

function LegCell({ leg, side, won }: { leg: Parameters<typeof reportLegLine>[0]; side: Side; won: boolean }) {
  const line = reportLegLine(leg, side);
  const scored = leg.startingScore - (line.scoreLeft ?? 0);
  return (
    <td className={won ? 'superleague-leg-won' : undefined}>
      <span className="superleague-leg-score">{scored}</span>
      {won && <span className="visually-hidden"> won</span>}
      <small className="d-block text-body-secondary">
        {line.actualDarts} darts · {line.gameShot === null ? `${line.scoreLeft} left` : `out on ${line.gameShot}`}
      </small>
    </td>
  );
}
