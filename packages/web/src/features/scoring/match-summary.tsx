import { formatAverage, hasOpponent, legsWon, matchLeader, sideTotals, type Sayg, type Side } from '@darts/domain';

/** The result line of a finished match: 'Match finished' and who won by how many legs. */
export function MatchResult({ sayg }: { sayg: Sayg }) {
  const won = legsWon(sayg);
  const leader = matchLeader(sayg);
  const nameOf = (side: Side) => (side === 'home' ? sayg.yourName : (sayg.opponentName ?? ''));
  return (
    <>
      <h2 id="sayg-summary-heading" className="h4">
        Match finished
      </h2>
      {leader && hasOpponent(sayg) && (
        <p className="fs-5">
          {nameOf(leader)} won {Math.max(won.home, won.away)}–{Math.min(won.home, won.away)}
        </p>
      )}
    </>
  );
}

/**
 * A finished match in brief: the result, legs won and match averages. The
 * full match statistics (features/match-statistics) replace this where a page composes them.
 */
export function MatchSummary({ sayg }: { sayg: Sayg }) {
  const won = legsWon(sayg);
  const sides: Side[] = hasOpponent(sayg) ? ['home', 'away'] : ['home'];
  const nameOf = (side: Side) => (side === 'home' ? sayg.yourName : (sayg.opponentName ?? ''));
  return (
    <section className="sayg-summary" aria-labelledby="sayg-summary-heading">
      <MatchResult sayg={sayg} />
      <table className="table sayg-summary-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Legs</th>
            <th scope="col">Darts</th>
            <th scope="col">3-dart average</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => {
            const totals = sideTotals(sayg, side);
            return (
              <tr key={side}>
                <th scope="row">{nameOf(side)}</th>
                <td>{won[side]}</td>
                <td>{totals.darts}</td>
                <td>{formatAverage(totals)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
