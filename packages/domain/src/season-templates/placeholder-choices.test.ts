import { describe, expect, it } from 'vitest';
import {
  choosePlaceholderTeam,
  placeholderChoices,
  placeholderChoiceTexts as texts,
  type PlaceholderChoice,
} from './placeholder-choices.js';
import { division, team, template } from './testing.js';

const four = ['A-B C-D', 'B-C D-A', 'A-C B-D'];
/** Division 1: a and c share the Pub; b and d have their own. */
const pubDivision = division('1', [team('a', 'Pub'), team('b'), team('c', 'Pub'), team('d')]);
const pubTemplate = template([{ weeks: four, shared: [['A', 'C']] }]);

/** A placeholder as `{team id: label or '' when enabled}`, plus its lock. */
const summary = (choice: PlaceholderChoice | undefined) => ({
  ...(choice?.locked ? { locked: choice.locked } : {}),
  options: Object.fromEntries(choice?.options.map((o) => [o.teamId, o.disabled ? o.label : '']) ?? []),
});
const choiceOf = (choices: ReturnType<typeof placeholderChoices>, divisionId: string, code: string) =>
  choices.find((d) => d.divisionId === divisionId)?.placeholders.find((p) => p.code === code);

describe('placeholderChoices', () => {
  it('lists every code of each division in code order, with the division and its mapping', () => {
    const choices = placeholderChoices(template([{ weeks: ['C-A B'] }]), [division('1', [team('a'), team('b')])], {
      A: 'b',
    });
    expect(choices).toMatchObject([{ divisionId: '1', divisionName: 'Division 1' }]);
    expect(choices[0]!.placeholders.map((p) => [p.code, p.teamId])).toEqual([
      ['A', 'b'],
      ['B', undefined],
      ['C', undefined],
    ]);
  });

  it.each([
    [
      'an ordinary code: shared-address teams disabled',
      pubTemplate,
      [pubDivision],
      {},
      'B',
      { options: { a: texts.sharedAddress, b: '', c: texts.sharedAddress, d: '' } },
    ],
    [
      'a team chosen for another code',
      pubTemplate,
      [pubDivision],
      { D: 'b' },
      'B',
      { options: { a: texts.sharedAddress, b: texts.chosenFor('D'), c: texts.sharedAddress, d: '' } },
    ],
    [
      'a group code: only teams at an address of exactly the group’s size',
      pubTemplate,
      [pubDivision],
      {},
      'A',
      { options: { a: '', b: texts.notAtSharedVenue(2), c: '', d: texts.notAtSharedVenue(2) } },
    ],
    [
      'a group code: a venue of three is too many for a pair',
      pubTemplate,
      [division('1', [team('a', 'Pub'), team('b', 'Pub'), team('c', 'Pub'), team('d')])],
      {},
      'A',
      {
        options: {
          a: texts.notAtSharedVenue(2),
          b: texts.notAtSharedVenue(2),
          c: texts.notAtSharedVenue(2),
          d: texts.notAtSharedVenue(2),
        },
      },
    ],
    [
      'a group code: a team of the same group stays choosable (a swap)',
      pubTemplate,
      [pubDivision],
      { A: 'a', C: 'c' },
      'A',
      { options: { a: '', b: texts.notAtSharedVenue(2), c: '', d: texts.notAtSharedVenue(2) } },
    ],
    [
      'a team sharing with another division',
      template([{ weeks: four }, { weeks: ['A-B'] }], [['D']]),
      [
        division('1', [team('a', 'Inn'), team('b'), team('c'), team('d')]),
        division('2', [team('e', 'Inn'), team('f')]),
      ],
      {},
      'B',
      { options: { a: texts.sharedAcrossDivisions, b: '', c: '', d: '' } },
    ],
    [
      'a code of a cross-division group is locked',
      template([{ weeks: four }, { weeks: ['A-B'] }], [['D']]),
      [
        division('1', [team('a', 'Inn'), team('b'), team('c'), team('d')]),
        division('2', [team('e', 'Inn'), team('f')]),
      ],
      {},
      'D',
      { locked: texts.crossDivisionCode, options: { a: texts.sharedAcrossDivisions, b: '', c: '', d: '' } },
    ],
    [
      'a code chosen in another division is locked (one team per code in the request)',
      template([{ weeks: four }, { weeks: ['A-B'] }]),
      [division('1', [team('a'), team('b'), team('c'), team('d')]), division('2', [team('e'), team('f')])],
      { A: 'e' },
      'A',
      { locked: texts.codeChosenElsewhere('A', 'Division 2'), options: { a: '', b: '', c: '', d: '' } },
    ],
    [
      'a deleted team is not offered',
      template([{ weeks: ['A-B'] }]),
      [division('1', [team('a'), team('b'), team('x', 'x', true)])],
      {},
      'A',
      { options: { a: '', b: '' } },
    ],
  ])('%s', (_, t, divisions, mappings, code, expected) => {
    expect(summary(choiceOf(placeholderChoices(t, divisions, mappings), '1', code))).toEqual(expected);
  });
});

describe('choosePlaceholderTeam', () => {
  const choose = (mappings: Record<string, string>, code: string, teamId: string | undefined, divisionId = '1') =>
    choosePlaceholderTeam(pubTemplate, [pubDivision], mappings, { divisionId, code, teamId });

  it.each([
    ['an ordinary team for an ordinary code', {}, 'B', 'b', { B: 'b' }],
    ['a team chosen for another code changes nothing', { B: 'b' }, 'D', 'b', { B: 'b' }],
    ['empty = automatic', { B: 'b', D: 'd' }, 'B', undefined, { D: 'd' }],
    ['a group code fills the group with the venue’s other team', {}, 'A', 'a', { A: 'a', C: 'c' }],
    ['the other way round', {}, 'A', 'c', { A: 'c', C: 'a' }],
    ['choosing the partner swaps the group', { A: 'a', C: 'c' }, 'C', 'a', { C: 'a', A: 'c' }],
    ['clearing one group code leaves the other', { A: 'a', C: 'c' }, 'A', undefined, { C: 'c' }],
    ['a disabled team changes nothing', { B: 'b' }, 'B', 'a', { B: 'b' }],
    ['a team of another division changes nothing', {}, 'B', 'zz', {}],
    ['a code the division lacks changes nothing', {}, 'Q', 'b', {}],
  ])('%s', (_, mappings, code, teamId, expected) => {
    expect(choose(mappings, code, teamId)).toEqual(expected);
  });

  it('fills a group of three with the venue’s other teams in order', () => {
    const t = template([{ weeks: ['A-B C-D', 'E-A'], shared: [['A', 'C', 'E']] }]);
    const d = division('1', [team('a', 'Pub'), team('b'), team('c', 'Pub'), team('d'), team('e', 'Pub')]);
    expect(choosePlaceholderTeam(t, [d], {}, { divisionId: '1', code: 'C', teamId: 'e' })).toEqual({
      C: 'e',
      A: 'a',
      E: 'c',
    });
  });

  it('leaves a locked code alone', () => {
    const t = template([{ weeks: four }, { weeks: ['A-B'] }], [['D']]);
    const divisions = [division('1', [team('a'), team('b'), team('c'), team('d')]), division('2', [team('e')])];
    expect(choosePlaceholderTeam(t, divisions, {}, { divisionId: '1', code: 'D', teamId: 'd' })).toEqual({});
  });
});
