import { describe, expect, it } from 'vitest';
import type { Tournament, TournamentFormat } from '../types.js';
import type { LayoutOptions, StageBestOf } from './layout-options.js';
import { layoutTournament } from './layout-tournament.js';
import {
  carriedStageBestOf,
  drawnStageBestOf,
  stageBestOfFields,
  stageBestOfOf,
  storedBestOfByField,
  type StageBestOfShape,
} from './stage-best-of.js';
import { sidesOf } from './testing/nights.js';

type Shape = { format: TournamentFormat; count: number; groupCount?: number; groupAdvance?: number };

const optionsOf = ({ format, count, groupCount, groupAdvance }: Shape, roundBestOf?: StageBestOf): LayoutOptions => ({
  format,
  sides: sidesOf(count),
  bestOf: 3,
  groupCount: groupCount ?? null,
  groupAdvance: groupAdvance ?? null,
  roundBestOf: roundBestOf ?? null,
});

/** A night of this shape laid out with this best of per stage, as stored. */
const laid = (shape: Shape, roundBestOf: StageBestOf): Tournament => ({
  sides: sidesOf(shape.count),
  bestOf: 3,
  format: shape.format,
  ...(shape.groupAdvance ? { groupAdvance: shape.groupAdvance } : {}),
  ...layoutTournament(optionsOf(shape, roundBestOf)),
});

/** The night laid out again in `to` with the best of carried over, read back. */
function changed(from: Shape, roundBestOf: StageBestOf, to: Shape): StageBestOf {
  const options = optionsOf(to);
  const carried = carriedStageBestOf(laid(from, roundBestOf), options);
  return stageBestOfOf({ ...laid(to, carried), format: to.format });
}

const knockout8: Shape = { format: 'knockout', count: 8 };
const knockout16: Shape = { format: 'knockout', count: 16 };
const double8: Shape = { format: 'doubleElimination', count: 8 };
const groups16: Shape = { format: 'groups', count: 16, groupCount: 4, groupAdvance: 2 };

describe('stageBestOfOf', () => {
  it.each([
    [
      'a knockout',
      knockout8,
      { rounds: [null, 5], final: 7 },
      { groups: null, rounds: [null, 5], losersRounds: null, final: 7 },
    ],
    [
      'a double elimination',
      double8,
      { rounds: [5, null, 7], losersRounds: [5, 5, 5, 7], final: 9 },
      { groups: null, rounds: [5, null, 7], losersRounds: [5, 5, 5, 7], final: 9 },
    ],
    [
      'groups',
      groups16,
      { groups: 5, rounds: [null, 7], final: 9 },
      { groups: 5, rounds: [null, 7], losersRounds: null, final: 9 },
    ],
    ['nothing given', knockout8, {}, { groups: null, rounds: [null, null], losersRounds: null, final: null }],
  ] as const)('reads %s’s best of per stage back', (_, shape, given, read) => {
    expect(stageBestOfOf(laid(shape, given))).toEqual(read);
  });
});

describe('carriedStageBestOf: a format change keeps each stage’s best of where the stage still exists', () => {
  it.each([
    [
      'knockout → double elimination: the semi-final and the final (now the grand final)',
      knockout8,
      { rounds: [null, 5], final: 7 },
      double8,
      { groups: null, rounds: [null, 5, null], losersRounds: [null, null, null, null], final: 7 },
    ],
    [
      'double elimination → knockout: the winners semi-final and the grand final (now the final); losers rounds dropped',
      double8,
      { rounds: [null, 5, 9], losersRounds: [5, 5, 5, 5], final: 7 },
      knockout8,
      { groups: null, rounds: [null, 5], losersRounds: null, final: 7 },
    ],
    [
      'double elimination → double elimination (a grand final reset): every stage',
      double8,
      { rounds: [null, 5, 9], losersRounds: [5, null, 5, 7], final: 7 },
      { ...double8 },
      { groups: null, rounds: [null, 5, 9], losersRounds: [5, null, 5, 7], final: 7 },
    ],
    [
      'knockout of 16 → groups feeding 8: the quarter- and semi-finals by name, the final',
      knockout16,
      { rounds: [5, 7, 9], final: 11 },
      groups16,
      { groups: null, rounds: [7, 9], losersRounds: null, final: 11 },
    ],
    [
      'groups → knockout of 16: the groups’ best of dropped, the first round new (the tournament’s)',
      groups16,
      { groups: 5, rounds: [7, 9], final: 11 },
      knockout16,
      { groups: null, rounds: [null, 7, 9], losersRounds: null, final: 11 },
    ],
  ] as const)('%s', (_, from, given, to, after) => {
    expect(changed(from, given, to)).toEqual(after);
  });
});

describe('stageBestOfFields: a field for every stage the format plays', () => {
  it.each([
    [
      'a knockout of 8',
      { format: 'knockout', roundCount: 3 },
      ['winners-2 Quarter-Final', 'winners-1 Semi-Final', 'final Final'],
    ],
    [
      'a double elimination of 8: the winners final and each losers round to the losers final',
      { format: 'doubleElimination', roundCount: 3 },
      [
        'winners-2 Winners Quarter-Final',
        'winners-1 Winners Semi-Final',
        'winners-0 Winners Final',
        'losers-3 Losers Round 1',
        'losers-2 Losers Round 2',
        'losers-1 Losers Round 3',
        'losers-0 Losers Final',
        'final Grand Final',
      ],
    ],
    [
      'groups feeding 4',
      { format: 'groups', roundCount: 2 },
      ['groups Group matches', 'winners-1 Semi-Final', 'final Final'],
    ],
    ['no bracket yet', { format: 'knockout', roundCount: 0 }, []],
  ] as const)('%s', (_, shape, fields) => {
    expect(stageBestOfFields(shape).map((f) => `${f.key} ${f.name}`)).toEqual(fields);
  });

  it('groups them by bracket', () => {
    const brackets = stageBestOfFields({ format: 'doubleElimination', roundCount: 2 }).map((f) => f.bracket);
    expect(brackets).toEqual(['winners', 'winners', 'losers', 'losers', 'final']);
  });
});

describe('storedBestOfByField: a stored layout’s own best of per field', () => {
  it.each([
    ['a knockout', knockout8, { rounds: [null, 5], final: 7 }, { 'winners-1': 5, final: 7 }],
    [
      'a double elimination (the winners final, the losers final)',
      double8,
      { rounds: [5, null, 9], losersRounds: [null, 5, null, 7], final: 11 },
      { 'winners-2': 5, 'winners-0': 9, 'losers-2': 5, 'losers-0': 7, final: 11 },
    ],
    ['groups', groups16, { groups: 5, rounds: [7, null], final: 9 }, { groups: 5, 'winners-2': 7, final: 9 }],
    ['a stage at the tournament’s best of is left out', knockout8, { rounds: [3, 5] }, { 'winners-1': 5 }],
  ] as const)('%s', (_, shape, given, byField) => {
    expect(storedBestOfByField(laid(shape, given))).toEqual(byField);
  });

  it('reads the layout as laid out while a draft’s format is already another', () => {
    const stored = laid(double8, { rounds: [null, null, 9], final: 11 });
    expect(storedBestOfByField({ ...stored, format: 'knockout' })).toEqual({ 'winners-0': 9, final: 11 });
  });
});

describe('drawnStageBestOf: typed plays what was typed, emptied plays the tournament’s, untouched keeps what is stored', () => {
  const double: StageBestOfShape = { format: 'doubleElimination', roundCount: 3 };
  const knockout: StageBestOfShape = { format: 'knockout', roundCount: 3 };
  it.each([
    [
      'nothing typed: every stored value kept (one set through the API too)',
      { 'winners-1': 5, 'losers-2': 5, final: 9 },
      {},
      double,
      { groups: null, rounds: [null, 5, null], losersRounds: [null, 5, null, null], final: 9 },
    ],
    [
      'the winners final and the losers final typed, the rest kept',
      { 'losers-2': 5, final: 9 },
      { 'winners-0': 7, 'losers-0': 7 },
      double,
      { groups: null, rounds: [null, null, 7], losersRounds: [null, 5, null, 7], final: 9 },
    ],
    [
      'a stored value emptied: the tournament’s best of (null)',
      { 'winners-1': 5, final: 9 },
      { final: null },
      knockout,
      { groups: null, rounds: [null, 5], losersRounds: null, final: null },
    ],
    [
      'a stage the shape does not play is dropped (a winners final into a knockout)',
      { 'winners-0': 9, 'losers-0': 7, 'winners-1': 5 },
      {},
      knockout,
      { groups: null, rounds: [null, 5], losersRounds: null, final: null },
    ],
    [
      'groups: the group matches typed, a knockout round kept',
      { 'winners-1': 5 },
      { groups: 3 },
      { format: 'groups', roundCount: 2 },
      { groups: 3, rounds: [5], losersRounds: null, final: null },
    ],
  ] as const)('%s', (_, stored, typed, shape, drawn) => {
    expect(drawnStageBestOf(stored, typed, shape)).toEqual(drawn);
  });

  it('lays out again as stored when nothing is typed: a draw keeps every stage’s best of', () => {
    const given = { rounds: [5, null, 9], losersRounds: [null, 5, null, 7], final: 11 };
    const stored = laid(double8, given);
    const drawn = drawnStageBestOf(storedBestOfByField(stored), {}, { format: 'doubleElimination', roundCount: 3 });
    expect(stageBestOfOf(laid(double8, drawn))).toEqual({ groups: null, ...given });
  });
});
