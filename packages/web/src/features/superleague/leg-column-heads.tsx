import { AbbrColumnHead } from '../../components/abbr-column-head';

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
      <AbbrColumnHead title="Actual darts" short="AD" />
      <AbbrColumnHead title="Game shot" short="GS" />
      <AbbrColumnHead title="Score left" short="SL" />
      <th scope="col">Tons</th>
    </>
  );
}
