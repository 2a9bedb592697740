import type { ReportCellDto, ReportDto } from '@darts/contract';
import { Link } from 'react-router';
import { cellHref, type ReportLinks } from './report-links';

function Cell({ cell, links }: { cell: ReportCellDto | undefined; links: ReportLinks }) {
  if (!cell?.text) return <td className="report-cell-empty" />;
  const href = cellHref(cell, links);
  return <td>{href ? <Link to={href}>{cell.text}</Link> : cell.text}</td>;
}

/**
 * Any report, rendered from its `columns` and `rows` (contract §12: a new report needs no new screen): a
 * striped table with row numbers, cells linking to their tournament, player or team; 'No rows' when empty.
 */
export function ReportTable({ report, caption, links }: { report: ReportDto; caption: string; links: ReportLinks }) {
  if (report.rows.length === 0) return <p className="report-no-rows">No rows</p>;
  const width = Math.max(report.columns.length, ...report.rows.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, i) => report.columns[i] ?? '');
  return (
    <div className="table-responsive report-scroller" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-striped table-sm report-table mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="report-row-number">
              <abbr title="Row number">#</abbr>
            </th>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, r) => (
            <tr key={r}>
              <td className="report-row-number">{r + 1}</td>
              {columns.map((_, c) => (
                <Cell key={c} cell={row.cells[c]} links={links} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
