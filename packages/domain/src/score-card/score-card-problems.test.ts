import { describe, expect, it } from 'vitest';
import type { GameMatch } from '../league/fixture-result.js';
import { scoreCardMessages as m, scoreCardProblems, type ScoreCardEntry } from './score-card-problems.js';

const context = { isKnockout: false, homePlayerIds: ['h1', 'h2', 'h3', 'h4'], awayPlayerIds: ['a1', 'a2', 'a3', 'a4'] };
const p = (id: string) => ({ id, name: id.toUpperCase() });
const match = (home: string[], away: string[], homeScore?: number, awayScore?: number): GameMatch => ({
  homePlayers: home.map(p),
  awayPlayers: away.map(p),
  homeScore,
  awayScore,
});
const card = (parts: Partial<ScoreCardEntry>): ScoreCardEntry => ({
  matches: [],
  oneEighties: [],
  over100Checkouts: [],
  ...parts,
});

describe('scoreCardProblems', () => {
  it.each<[string, Partial<ScoreCardEntry>, string[]]>([
    ['an empty card', {}, []],
    [
      'a full valid card',
      {
        matches: [
          match(['h1'], ['a1'], 3, 2),
          match(['h2'], ['a2'], 0, 3),
          match(['h3'], ['a3'], 3, 0),
          match(['h4'], ['a4'], 1, 3),
          match([], [], undefined, undefined),
          match(['h1', 'h2'], ['a1', 'a2'], 2, 1),
          match(['h3', 'h4'], ['a3', 'a4'], 0, 2),
          match(['h1', 'h2', 'h3'], ['a1', 'a2', 'a3'], 2, 0),
        ],
        oneEighties: [p('h1'), p('a2'), p('h1')],
        over100Checkouts: [
          { ...p('a1'), score: 170 },
          { ...p('h2'), score: 100 },
        ],
        homeManOfTheMatch: 'h1',
        awayManOfTheMatch: 'a3',
      },
      [],
    ],
    ['a score above the legs', { matches: [match(['h1'], ['a1'], 6, 0)] }, [m.scoreOutOfRange(1, 'home', 3)]],
    ['a score above the legs to win', { matches: [match(['h1'], ['a1'], 4, 0)] }, [m.scoreOutOfRange(1, 'home', 3)]],
    ['a negative score', { matches: [match(['h1'], ['a1'], 3, -1)] }, [m.scoreOutOfRange(1, 'away', 3)]],
    ['a fractional score', { matches: [match(['h1'], ['a1'], 2.5, 0)] }, [m.scoreOutOfRange(1, 'home', 3)]],
    [
      'pairs scored out of 3 legs',
      { matches: [{}, {}, {}, {}, {}, match([], [], 3, 0)].map((x) => ({ ...match([], []), ...x })) },
      [m.scoreOutOfRange(6, 'home', 2)],
    ],
    ['both sides winning', { matches: [match(['h1'], ['a1'], 3, 3)] }, [m.bothSidesWin(1)]],
    ['more legs than a side can win', { matches: [match(['h1'], ['a1'], 2, 4)] }, [m.scoreOutOfRange(1, 'away', 3)]],
    ['two players in a singles', { matches: [match(['h1', 'h2'], ['a1'], 3, 0)] }, [m.tooManyPlayers(1, 'home', 1)]],
    [
      'a player in two singles',
      { matches: [match(['h1'], ['a1'], 3, 0), match(['h1'], ['a2'], 3, 0)] },
      [m.playedTwice('H1', 'home', 1)],
    ],
    [
      'the same player on both sides of different-sized matches is fine',
      {
        matches: [
          match(['h1'], ['a1']),
          match([], []),
          match([], []),
          match([], []),
          match([], []),
          match(['h1', 'h2'], ['a1', 'a2']),
        ],
      },
      [],
    ],
    ['a player from another team', { matches: [match(['a2'], ['a1'], 3, 0)] }, [m.notInTeam('A2', 'home')]],
    ['nine matches', { matches: Array.from({ length: 9 }, () => match([], [])) }, [m.tooManyMatches]],
    ['a 180 without a player', { oneEighties: [{ id: '', name: '' }] }, [m.oneEightyNeedsPlayer]],
    ['a 180 by a stranger', { oneEighties: [p('x9')] }, [m.notInFixture('X9', '180')]],
    ['a hi-check without a player', { over100Checkouts: [{ id: '', name: '', score: 120 }] }, [m.hiCheckNeedsPlayer]],
    ['a hi-check without a score', { over100Checkouts: [{ ...p('h1') }] }, [m.hiCheckNeedsScore]],
    ['a hi-check of 99', { over100Checkouts: [{ ...p('h1'), score: 99 }] }, [m.hiCheckOutOfRange(99)]],
    ['a hi-check of 171', { over100Checkouts: [{ ...p('h1'), score: 171 }] }, [m.hiCheckOutOfRange(171)]],
    ...[159, 162, 163, 165, 166, 168, 169].map((score): [string, Partial<ScoreCardEntry>, string[]] => [
      `a hi-check of ${score}`,
      { over100Checkouts: [{ ...p('a1'), score }] },
      [m.impossibleCheckout(score)],
    ]),
    ['a home man of the match from the away team', { homeManOfTheMatch: 'a1' }, [m.manOfTheMatchNotInTeam('home')]],
    ['an away man of the match from nowhere', { awayManOfTheMatch: 'x' }, [m.manOfTheMatchNotInTeam('away')]],
  ])('%s', (_, parts, expected) => {
    expect(scoreCardProblems(card(parts), context)).toEqual(expected);
  });

  it('reads the legs from the match options and the knockout layout', () => {
    const sevenLegs = { ...context, matchOptions: [{ numberOfLegs: 7 }] };
    expect(scoreCardProblems(card({ matches: [match(['h1'], ['a1'], 4, 3)] }), sevenLegs)).toEqual([]);
    const knockout = { ...context, isKnockout: true };
    expect(scoreCardProblems(card({ matches: [match(['h1'], ['a1'], 3, 1)] }), knockout)).toEqual([
      m.scoreOutOfRange(1, 'home', 2),
    ]);
  });

  it('caps a side at the legs to win: a best of 9 is won 5-x, never 6-x (issue #28)', () => {
    const nineLegs = { ...context, matchOptions: [{ numberOfLegs: 9 }] };
    expect(scoreCardProblems(card({ matches: [match(['h1'], ['a1'], 5, 3)] }), nineLegs)).toEqual([]);
    expect(scoreCardProblems(card({ matches: [match(['h1'], ['a1'], 6, 0)] }), nineLegs)).toEqual([
      m.scoreOutOfRange(1, 'home', 5),
    ]);
    const fourLegs = { ...context, matchOptions: [{ numberOfLegs: 4 }] };
    expect(scoreCardProblems(card({ matches: [match(['h1'], ['a1'], 3, 2)] }), fourLegs)).toEqual([
      m.tooManyLegs(1, 4),
    ]);
  });

  it.each([100, 101, 158, 160, 161, 164, 167, 170])('accepts a hi-check of %i', (score) => {
    expect(scoreCardProblems(card({ over100Checkouts: [{ ...p('h1'), score }] }), context)).toEqual([]);
  });
});
