import type { TournamentGroupDto } from '@darts/contract';
import { bestOfOf, groupTable } from '@darts/domain';
import type { Draft } from './tournament-model';

/**
 * A group's table (issue #26): played, won, lost, legs for and against, difference and average,
 * ranked by the domain's `groupTable` (its tie-breakers in order). Short headings, each with its full
 * name for screen readers, so the table fits a 360 px phone without sideways scrolling.
 */
export function GroupTable({ group, tournament }: { group: TournamentGroupDto; tournament: Pick<Draft, 'bestOf'> }) {
  const rows = groupTable(group, undefined, bestOfOf(tournament));
  const columns = [
    ['P', 'Played'],
    ['W', 'Won'],
    ['L', 'Lost'],
    ['F', 'Legs for'],
    ['A', 'Legs against'],
    ['+/−', 'Difference'],
    ['Avg', 'Average'],
  ] as const;
  return (
    <table className="table table-sm tournament-group-table mb-2">
      <caption className="visually-hidden">{group.name} table</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Position">#</abbr>
          </th>
          <th scope="col">Side</th>
          {columns.map(([short, long]) => (
            <th key={long} scope="col" className="text-end" aria-label={long}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.side.id}>
            <td>{index + 1}</td>
            <th scope="row" className="tournament-group-side">
              {row.side.name}
            </th>
            <td className="text-end">{row.played}</td>
            <td className="text-end">{row.won}</td>
            <td className="text-end">{row.lost}</td>
            <td className="text-end">{row.legsFor}</td>
            <td className="text-end">{row.legsAgainst}</td>
            <td className="text-end">{row.difference > 0 ? `+${row.difference}` : row.difference}</td>
            <td className="text-end">{row.average === undefined ? '–' : row.average.toFixed(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
