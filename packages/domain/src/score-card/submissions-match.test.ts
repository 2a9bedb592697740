import { describe, expect, it } from 'vitest';
import type { GameMatch } from '../league/fixture-result.js';
import { submissionsMatch, type SubmittedResults } from './submissions-match.js';

const p = (id: string, name = id) => ({ id, name });
const match = (home: string[], away: string[], homeScore?: number, awayScore?: number): GameMatch => ({
  homePlayers: home.map((id) => p(id)),
  awayPlayers: away.map((id) => p(id)),
  homeScore,
  awayScore,
});
const base: SubmittedResults = {
  matches: [match(['h1'], ['a1'], 3, 1), match(['h1', 'h2'], ['a1', 'a2'], 0, 2)],
  oneEighties: [p('h1'), p('a1')],
  over100Checkouts: [{ ...p('h1'), score: 120 }],
};
const other = (parts: Partial<SubmittedResults>): SubmittedResults => ({ ...base, ...parts });

describe('submissionsMatch', () => {
  it.each<[string, SubmittedResults, boolean]>([
    ['the same results', other({}), true],
    [
      'pair partners in another order',
      other({ matches: [base.matches[0]!, match(['h2', 'h1'], ['a2', 'a1'], 0, 2)] }),
      true,
    ],
    ['names spelt differently', other({ oneEighties: [p('h1', 'Someone'), p('a1')] }), true],
    ['180s in another order', other({ oneEighties: [p('a1'), p('h1')] }), true],
    ['an extra empty match', other({ matches: [...base.matches, match([], [])] }), true],
    [
      'an absent score against 0',
      other({ matches: [match(['h1'], ['a1'], 3, 1), match(['h1', 'h2'], ['a1', 'a2'], undefined, 2)] }),
      true,
    ],
    ['a different score', other({ matches: [match(['h1'], ['a1'], 3, 2), base.matches[1]!] }), false],
    ['a different player', other({ matches: [match(['h3'], ['a1'], 3, 1), base.matches[1]!] }), false],
    ['a missing match', other({ matches: [base.matches[0]!] }), false],
    ['a missing 180', other({ oneEighties: [p('h1')] }), false],
    ['another 180 scorer', other({ oneEighties: [p('h1'), p('a2')] }), false],
    ['another hi-check score', other({ over100Checkouts: [{ ...p('h1'), score: 121 }] }), false],
    ['another hi-check player', other({ over100Checkouts: [{ ...p('a1'), score: 120 }] }), false],
  ])('%s → %s', (_, away, expected) => {
    expect(submissionsMatch(base, away)).toBe(expected);
    expect(submissionsMatch(away, base)).toBe(expected);
  });
});
