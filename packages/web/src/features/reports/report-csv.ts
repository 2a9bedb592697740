import type { ReportDto } from '@darts/contract';

/** A field as RFC 4180 writes it: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(text: string): string {
  // A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is kept as text (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as shown (beyond the spec): a header line of '#' and its columns, then one line per row
 * with its row number, CRLF between lines (RFC 4180). Rows shorter than the columns are padded with empty fields.
 */
export function reportCsv(report: Pick<ReportDto, 'columns' | 'rows'>): string {
  const width = Math.max(report.columns.length, ...report.rows.map((row) => row.cells.length));
  const line = (fields: string[]) => fields.map(csvField).join(',');
  const pad = (fields: string[]) => [...fields, ...Array<string>(width - fields.length).fill('')];
  const header = line(['#', ...pad(report.columns)]);
  const rows = report.rows.map((row, index) => line([String(index + 1), ...pad(row.cells.map((c) => c.text))]));
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** A file name for the report: its name, division and season, without characters file systems refuse. */
export function csvFileName(reportName: string, divisionName: string, seasonName: string): string {
  const name = [reportName, divisionName, seasonName]
    .filter(Boolean)
    .join(' - ')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'report'}.csv`;
}
