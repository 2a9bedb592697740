import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, reportCsv } from './report-csv';
import { most180s } from './testing-data';

describe('report CSV (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['-5', '-5'],
    ['+44 7700', "'+44 7700"],
  ])('writes %j as %j', (text, field) => expect(csvField(text)).toBe(field));

  it('writes a header of # and the columns, then numbered rows, CRLF after each line', () => {
    expect(reportCsv(most180s)).toBe(
      '#,Team,Player,180s\r\n1,Crown,Alice Archer,4\r\n2,Swan,"Bob, ""Bobby"" Brown",2\r\n',
    );
  });

  it('pads short rows to the widest of columns and rows', () => {
    const report = { columns: ['A'], rows: [{ cells: [{ text: 'x' }, { text: 'y' }] }, { cells: [] }] };
    expect(reportCsv(report)).toBe('#,A,\r\n1,x,y\r\n2,,\r\n');
  });

  it('names the file after the report, division and season, without characters file systems refuse', () => {
    expect(csvFileName('Most 180s', 'Premier', 'Winter 2025')).toBe('Most 180s - Premier - Winter 2025.csv');
    expect(csvFileName('A/B: "C"', '', '')).toBe('A B C.csv');
  });
});
