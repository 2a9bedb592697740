import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMatchLayouts } from '../league/match-layout.js';
import {
  cardEditingMessages,
  enterMatchScore,
  matchOptionsAfterKnockoutChange,
  oneEightyProblem,
  playersPickedElsewhere,
  unpublishedCard,
} from './card-editing.js';

describe('enterMatchScore', () => {
  it.each([
    ['a first score', {}, 'home', 3, 5, { homeScore: 3, awayScore: undefined }],
    ['within the legs', { awayScore: 2 }, 'home', 3, 5, { homeScore: 3, awayScore: 2 }],
    ['capped at the legs to win', {}, 'home', 9, 5, { homeScore: 3, awayScore: undefined }],
    ['a best of 9 is won 5-x, never 6-x', { awayScore: 2 }, 'home', 6, 9, { homeScore: 5, awayScore: 2 }],
    ['negative is 0', { awayScore: 1 }, 'home', -2, 5, { homeScore: 0, awayScore: 1 }],
    ['the sum above the legs sets the other side', { awayScore: 3 }, 'home', 3, 5, { homeScore: 3, awayScore: 2 }],
    ['away typed, home follows', { homeScore: 2 }, 'away', 2, 3, { homeScore: 1, awayScore: 2 }],
    ['a capped score sets the other side', { awayScore: 2 }, 'home', 7, 3, { homeScore: 2, awayScore: 1 }],
    ['an even number of legs', { awayScore: 2 }, 'home', 4, 4, { homeScore: 3, awayScore: 1 }],
    [
      'emptied input clears only that side',
      { homeScore: 2, awayScore: 1 },
      'home',
      null,
      3,
      { homeScore: undefined, awayScore: 1 },
    ],
    ['fractions are whole legs', {}, 'away', 2.7, 5, { homeScore: undefined, awayScore: 2 }],
    ['no legs to play', { homeScore: 0 }, 'away', 2, 0, { homeScore: 0, awayScore: 0 }],
  ] as const)('%s', (_, scores, side, score, legs, expected) => {
    expect(enterMatchScore(scores, side, score, legs)).toEqual(expected);
  });

  it('never leaves the two scores above the number of legs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
        fc.integer({ min: -3, max: 12 }),
        fc.constantFrom('home' as const, 'away' as const),
        (legs, other, typed, side) => {
          const start = side === 'home' ? { awayScore: other } : { homeScore: other };
          const next = enterMatchScore(start, side, typed, legs);
          const total = (next.homeScore ?? 0) + (next.awayScore ?? 0);
          expect((side === 'home' ? next.homeScore : next.awayScore)! <= legs).toBe(true);
          if (other !== undefined && other <= legs) expect(total).toBeLessThanOrEqual(legs);
        },
      ),
    );
  });
});

describe('playersPickedElsewhere', () => {
  const p = (id: string) => ({ id, name: id.toUpperCase() });
  const counts = [1, 1, 1, 1, 1, 2, 2, 3];
  const matches = [
    { homePlayers: [p('a')], awayPlayers: [p('x')] },
    { homePlayers: [p('b')], awayPlayers: [] },
    undefined,
    { homePlayers: [], awayPlayers: [] },
    { homePlayers: [p('c')], awayPlayers: [] },
    { homePlayers: [p('a'), p('b')], awayPlayers: [p('x'), p('y')] },
    { homePlayers: [], awayPlayers: [] },
    { homePlayers: [p('a'), p('b'), p('c')], awayPlayers: [] },
  ];
  it.each([
    [
      'singles, home, match 3',
      2,
      'home',
      [
        ['a', 0],
        ['b', 1],
        ['c', 4],
      ],
    ],
    [
      'singles, home, match 1 leaves its own out',
      0,
      'home',
      [
        ['b', 1],
        ['c', 4],
      ],
    ],
    ['singles, away', 2, 'away', [['x', 0]]],
    [
      'pairs, home: singles do not count',
      6,
      'home',
      [
        ['a', 5],
        ['b', 5],
      ],
    ],
    ['pairs, away, own match left out', 5, 'away', []],
    ['triples: the only one of its size', 7, 'home', []],
  ] as const)('%s', (_, index, side, expected) => {
    expect([...playersPickedElsewhere(matches, counts, index, side)]).toEqual(expected);
  });
});

describe('matchOptionsAfterKnockoutChange', () => {
  it('moves a default league layout to the knockout defaults and back', () => {
    const knockout = matchOptionsAfterKnockoutChange(defaultMatchLayouts(false), false, true);
    expect(knockout).toEqual(defaultMatchLayouts(true));
    expect(matchOptionsAfterKnockoutChange(knockout, true, false)).toEqual(defaultMatchLayouts(false));
  });

  it.each([
    ['no options at all', [], false, true, defaultMatchLayouts(true)],
    [
      'a changed match keeps its players and start, legs reset',
      [{ playerCount: 1, numberOfLegs: 7, startingScore: 301 }],
      false,
      true,
      [{ playerCount: 1, numberOfLegs: 3, startingScore: 301 }, ...defaultMatchLayouts(true).slice(1)],
    ],
    [
      'to league: legs back to 5 for changed singles',
      [{ playerCount: 1, numberOfLegs: 9, startingScore: 701 }],
      true,
      false,
      [{ playerCount: 1, numberOfLegs: 5, startingScore: 701 }, ...defaultMatchLayouts(false).slice(1)],
    ],
  ] as const)('%s', (_, options, was, is, expected) => {
    expect(matchOptionsAfterKnockoutChange(options, was, is)).toEqual(expected);
  });
});

describe('unpublishedCard', () => {
  it('clears every match, both men of the match, 180s and hi-checks, and is not published', () => {
    const player = { id: 'p1', name: 'Pat' };
    const card = {
      id: 'game',
      address: 'The Crown',
      matches: [{ id: 'm1', homePlayers: [player], awayPlayers: [player], homeScore: 3, awayScore: 2, sayg: {} }],
      oneEighties: [player],
      over100Checkouts: [{ ...player, score: 120 }],
      home: { name: 'Crown', manOfTheMatch: 'p1' },
      away: { name: 'Swan', manOfTheMatch: 'p2' },
      resultsPublished: true,
    };
    const cleared = unpublishedCard(card);
    expect(cleared).toEqual({
      id: 'game',
      address: 'The Crown',
      matches: [{ id: 'm1', homePlayers: [], awayPlayers: [] }, ...Array(7).fill({ homePlayers: [], awayPlayers: [] })],
      oneEighties: [],
      over100Checkouts: [],
      home: { name: 'Crown' },
      away: { name: 'Swan' },
      resultsPublished: false,
    });
    expect(card.matches[0]!.homeScore).toBe(3);
  });
});

describe('180 entry (hi-checks: darts/hi-check.test.ts)', () => {
  it.each([
    [undefined, cardEditingMessages.selectPlayerFirst],
    ['', cardEditingMessages.selectPlayerFirst],
    ['p1', null],
  ] as const)('a 180 for %j → %s', (player, expected) => {
    expect(oneEightyProblem(player)).toBe(expected);
  });
});
