import { describe, expect, it } from 'vitest';
import type { Tournament, TournamentFormat } from '../types.js';
import type { LayoutOptions, StageBestOf } from './layout-options.js';
import { layoutTournament } from './layout-tournament.js';
import { carriedStageBestOf, stageBestOfOf } from './stage-best-of.js';
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
