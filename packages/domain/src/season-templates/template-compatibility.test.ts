import { describe, expect, it } from 'vitest';
import { templateCompatibility } from './template-compatibility.js';
import { division, team, template } from './testing.js';
import { placeholderCodes } from './types.js';

const four = { weeks: ['A-B C-D', 'B-C D-A'] };

describe('placeholderCodes', () => {
  it('lists each code once, in order of first appearance, byes included', () => {
    expect(placeholderCodes(template([{ weeks: ['C-A B', 'D-C'] }]).divisions[0]!)).toEqual(['C', 'A', 'B', 'D']);
  });
});

describe('templateCompatibility', () => {
  it.each([
    ['a season that fits', template([four]), [division('1', [team('a'), team('b'), team('c')])], []],
    [
      'a deleted team not counted',
      template([{ weeks: ['A-B'] }]),
      [division('1', [team('a'), team('b'), team('c', 'c', true)])],
      [],
    ],
    [
      'too few divisions in the template',
      template([four]),
      [division('1', [team('a')]), division('2', [team('b')])],
      ['Template has 1 divisions, season has 2'],
    ],
    [
      'too many divisions in the template',
      template([four, four]),
      [division('1', [team('a')])],
      ['Template has 2 divisions, season has 1'],
    ],
    [
      'more teams than codes',
      template([{ weeks: ['A-B'] }]),
      [division('1', [team('a'), team('b'), team('c')])],
      ['Division 1 has 3 teams, template has fewer (2)'],
    ],
    [
      'shared addresses within a division the template lacks',
      template([four]),
      [division('1', [team('a', 'Pub'), team('b', 'Pub'), team('c', 'Inn'), team('d', 'Inn')])],
      ['Division 1 has 2 shared addresses, template only supports 0'],
    ],
    [
      'shared addresses within a division the template has',
      template([
        {
          ...four,
          shared: [
            ['A', 'C'],
            ['B', 'D'],
          ],
        },
      ]),
      [division('1', [team('a', 'Pub'), team('b', 'Pub'), team('c', 'Inn'), team('d', 'Inn')])],
      [],
    ],
    [
      'cross-division shared addresses the template lacks',
      template([four, four]),
      [division('1', [team('a', 'Pub')]), division('2', [team('b', 'Pub')])],
      ['Template supports up-to 0 cross-division shared addresses, found 1'],
    ],
    [
      'cross-division shared addresses the template has',
      template([four, four], [['A']]),
      [division('1', [team('a', 'Pub')]), division('2', [team('b', 'Pub')])],
      [],
    ],
  ])('%s', (_, t, divisions, warnings) => {
    expect(templateCompatibility(t, { divisions })).toEqual({ success: warnings.length === 0, warnings });
  });
});
