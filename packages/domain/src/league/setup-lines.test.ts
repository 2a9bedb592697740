import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nameKey } from './name-key.js';
import { lineProblemText, parseNameLines, parsePlayerLines, parseTeamLines } from './setup-lines.js';

describe('parseTeamLines', () => {
  it.each([
    ['comma', 'The Crown, 1 High Street', [{ line: 1, name: 'The Crown', address: '1 High Street' }]],
    ['spaced hyphen', 'The Crown - 1 High Street', [{ line: 1, name: 'The Crown', address: '1 High Street' }]],
    ['en dash', 'The Crown – 1 High Street', [{ line: 1, name: 'The Crown', address: '1 High Street' }]],
    ['tab', 'The Crown\t1 High Street', [{ line: 1, name: 'The Crown', address: '1 High Street' }]],
    ['no address', 'The Crown', [{ line: 1, name: 'The Crown', address: '' }]],
    ['trailing comma', 'The Crown,', [{ line: 1, name: 'The Crown', address: '' }]],
    [
      'commas in the address',
      'The Crown, 1 High Street, Bath',
      [{ line: 1, name: 'The Crown', address: '1 High Street, Bath' }],
    ],
    [
      'the first separator wins',
      'The Crown - 1 High Street, Bath',
      [{ line: 1, name: 'The Crown', address: '1 High Street, Bath' }],
    ],
    [
      'an unspaced hyphen is part of the name',
      'Kings-Arms, Mill Lane',
      [{ line: 1, name: 'Kings-Arms', address: 'Mill Lane' }],
    ],
    [
      'extra spaces',
      '   The   Crown  ,   1  High   Street   ',
      [{ line: 1, name: 'The Crown', address: '1 High Street' }],
    ],
    [
      'blank lines keep the numbering',
      '\n  \nThe Crown, A\r\n\r\nThe Bell, B\n',
      [
        { line: 3, name: 'The Crown', address: 'A' },
        { line: 5, name: 'The Bell', address: 'B' },
      ],
    ],
    ['nothing', '', []],
  ])('%s', (_, text, entries) => {
    expect(parseTeamLines(text)).toEqual({ entries, problems: [] });
  });

  it.each([
    [
      'the same name twice, in any case or spacing',
      'The Crown, A\nthe  crown, B',
      [{ line: 2, text: 'the  crown, B', message: "A team called 'the crown' is already on line 1" }],
    ],
    [
      'an address without a name',
      ', 1 High Street',
      [{ line: 1, text: ', 1 High Street', message: 'Give the team a name before its address' }],
    ],
    [
      'a dash first',
      ' - 1 High Street',
      [{ line: 1, text: '- 1 High Street', message: 'Give the team a name before its address' }],
    ],
  ])('refuses %s', (_, text, problems) => {
    expect(parseTeamLines(text).problems).toEqual(problems);
  });

  it('refuses a name taken elsewhere, saying where', () => {
    const { entries, problems } = parseTeamLines('The Bell, B\nThe Crown, A', [
      { name: 'THE CROWN', where: 'the Second division' },
    ]);
    expect(entries).toEqual([{ line: 1, name: 'The Bell', address: 'B' }]);
    expect(problems.map(lineProblemText)).toEqual([
      "Line 2 (The Crown, A): A team called 'The Crown' is already in the Second division",
    ]);
  });

  it('reads every non-blank line once: as a team or as a problem', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const { entries, problems } = parseTeamLines(lines.join('\n'));
        const nonBlank = lines
          .join('\n')
          .split(/\r\n|\r|\n/)
          .filter((l) => l.trim() !== '').length;
        expect(entries.length + problems.length).toBe(nonBlank);
        expect(new Set(entries.map((e) => nameKey(e.name))).size).toBe(entries.length);
        for (const entry of entries) expect(entry.name).toBe(entry.name.trim());
      }),
    );
  });
});

describe('parsePlayerLines', () => {
  it.each([
    [
      'one a line',
      'Ann Smith\nBob Jones',
      [
        { line: 1, name: 'Ann Smith' },
        { line: 2, name: 'Bob Jones' },
      ],
    ],
    [
      'extra spaces and blank lines',
      '\n  Ann   Smith \n\n\tBob Jones\n',
      [
        { line: 2, name: 'Ann Smith' },
        { line: 4, name: 'Bob Jones' },
      ],
    ],
    ['commas are part of a name', 'Smith, Ann', [{ line: 1, name: 'Smith, Ann' }]],
    ['nothing', ' \n ', []],
  ])('%s', (_, text, entries) => {
    expect(parsePlayerLines(text)).toEqual({ entries, problems: [] });
  });

  it('refuses a name given twice', () => {
    expect(parsePlayerLines('Ann Smith\nBob\nann  SMITH').problems.map(lineProblemText)).toEqual([
      "Line 3 (ann  SMITH): A player called 'ann SMITH' is already on line 1",
    ]);
  });

  it('refuses a name the team already has', () => {
    expect(parsePlayerLines('Ann', [{ name: 'ann', where: 'the team' }]).problems[0]?.message).toBe(
      "A player called 'Ann' is already in the team",
    );
  });
});

describe('parseNameLines', () => {
  it('names divisions in its problems', () => {
    expect(parseNameLines('Premier\nFirst\npremier', 'division').problems.map(lineProblemText)).toEqual([
      "Line 3 (premier): A division called 'premier' is already on line 1",
    ]);
  });
});
