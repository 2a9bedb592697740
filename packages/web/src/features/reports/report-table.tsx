import type { ReportCellDto, ReportDto } from '@darts/contract';
import { Link } from 'react-router';
import { cellHref, type ReportLinks } from './report-links';

const numberLike = /^-?\d[\d.,]*$/;

/** A column of numbers (blanks allowed) is kept narrow and right-aligned, leaving the width to the names. */
function numericColumns(report: ReportDto, width: number): boolean[] {
  return Array.from({ length: width }, (_, c) => {
    const texts = report.rows.map((row) => row.cells[c]?.text ?? '').filter(Boolean);
    return texts.length > 0 && texts.every((text) => numberLike.test(text));
  });
}

/**
 * On paper the first column of words stays on one line when it is short enough (the finals-night sheet's
 * awards), so the names beside it take the wrapping.
 */
function keptColumn(report: ReportDto, numeric: boolean[]): number {
  const first = numeric.findIndex((isNumber) => !isNumber);
  const longest = Math.max(0, ...report.rows.map((row) => row.cells[first]?.text.length ?? 0));
  return first >= 0 && longest <= 40 ? first : -1;
}

type Kind = { numeric: boolean; kept: boolean };

function Cell({ cell, kind, links }: { cell: ReportCellDto | undefined; kind: Kind; links: ReportLinks }) {
  const classes = [kind.numeric && 'report-number', kind.kept && 'report-kept', !cell?.text && 'report-cell-empty']
    .filter(Boolean)
    .join(' ');
  if (!cell?.text) return <td className={classes} />;
  const href = cellHref(cell, links);
  return <td className={classes || undefined}>{href ? <Link to={href}>{cell.text}</Link> : cell.text}</td>;
}

/**
 * Any report, rendered from its `columns` and `rows` (a new report needs no new screen): a
 * striped table with row numbers, cells linking to their tournament, player or team; 'No rows' when empty.
 */
export function ReportTable({ report, caption, links }: { report: ReportDto; caption: string; links: ReportLinks }) {
  if (report.rows.length === 0) return <p className="report-no-rows">No rows</p>;
  const width = Math.max(report.columns.length, ...report.rows.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, i) => report.columns[i] ?? '');
  const numeric = numericColumns(report, width);
  const kept = keptColumn(report, numeric);
  const kinds = columns.map((_, c): Kind => ({ numeric: numeric[c] ?? false, kept: c === kept }));
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
              <th key={i} scope="col" className={kinds[i]?.numeric ? 'report-number' : undefined}>
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
                <Cell key={c} cell={row.cells[c]} kind={kinds[c]!} links={links} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
