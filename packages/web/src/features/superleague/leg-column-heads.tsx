/**
 * The column heads of a leg line in the match report and the match log: the throw
 * numbers, then AD (actual darts), GS (game shot), SL (score left) and Tons.
 */
export function LegColumnHeads({ throwNumbers }: { throwNumbers: number[] }) {
  return (
    <>
      {throwNumbers.map((n) => (
        <th scope="col" key={n}>
          {n}
        </th>
      ))}
      <th scope="col">
        <abbr title="Actual darts">AD</abbr>
      </th>
      <th scope="col">
        <abbr title="Game shot">GS</abbr>
      </th>
      <th scope="col">
        <abbr title="Score left">SL</abbr>
      </th>
      <th scope="col">Tons</th>
    </>
  );
}
