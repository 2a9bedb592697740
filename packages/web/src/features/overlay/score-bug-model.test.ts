import { describe, expect, it } from 'vitest';
import { createSayg } from '@darts/domain';
import { playRecord } from '../../testing/play-record';
import { plainBugOf, scoreBugOf } from './score-bug-model';

// Issue #27: what the score overlay shows of a match, from the domain's rules.
describe('scoreBugOf', () => {
  it('shows the starting score and nobody throwing before the first leg starts', () => {
    const bug = scoreBugOf(createSayg({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 5, startingScore: 501 }));
    expect(bug.rows.map((row) => [row.name, row.legs, row.remaining, row.throwing, row.lastVisit])).toEqual([
      ['Jo', 0, 501, false, undefined],
      ['Sam', 0, 501, false, undefined],
    ]);
    expect(bug.legLine).toBe('Best of 5 · Leg 1');
    expect(bug.checkout).toBeUndefined();
  });

  it.each([
    // visits (Jo first), then: remaining, last visits, thrower, checkout
    { scores: [100], remaining: [401, 501], last: [100, undefined], thrower: 'Sam', checkout: undefined },
    { scores: [180, 140, 180], remaining: [141, 361], last: [180, 140], thrower: 'Sam', checkout: undefined },
    { scores: [180, 140, 180, 60], remaining: [141, 301], last: [180, 60], thrower: 'Jo', checkout: 'T20 T19 D12' },
    { scores: [180, 60, 180, 60, 120], remaining: [21, 381], last: [120, 60], thrower: 'Sam', checkout: undefined },
    { scores: [180, 60, 180, 60, 120, 60], remaining: [21, 321], last: [120, 60], thrower: 'Jo', checkout: '5 D8' },
    {
      scores: [180, 60, 180, 60, 140, 60],
      remaining: [141, 321],
      last: [140, 60],
      thrower: 'Jo',
      checkout: 'T20 T19 D12',
    },
  ])(
    'after $scores: left $remaining, $thrower to throw, checkout $checkout',
    ({ scores, remaining, last, thrower, checkout }) => {
      const bug = scoreBugOf(playRecord('Jo', 'Sam', [{ first: 'home', scores }]));
      expect(bug.rows.map((row) => row.remaining)).toEqual(remaining);
      expect(bug.rows.map((row) => row.lastVisit?.score)).toEqual(last);
      expect(bug.rows.filter((row) => row.throwing).map((row) => row.name)).toEqual([thrower]);
      expect(bug.checkout).toBe(checkout);
    },
  );

  it('marks a bust as a bust and leaves the remainder', () => {
    const bug = scoreBugOf(playRecord('Jo', 'Sam', [{ first: 'home', scores: [180, 60, 180, 60, 121, 60, 40] }]));
    expect(bug.rows[0]).toMatchObject({ remaining: 20, lastVisit: { score: 40, isBust: true } });
  });

  it('counts legs won and names the winner once the match is over, with nobody throwing', () => {
    const jo = { first: 'home' as const, scores: [180, 60, 180, 60, 141], checkoutDarts: 3 };
    const bug = scoreBugOf(playRecord('Jo', 'Sam', [jo, { ...jo, first: 'away', scores: [60, ...jo.scores] }]));
    expect(bug.rows.map((row) => [row.legs, row.winner, row.throwing])).toEqual([
      [2, true, false],
      [0, false, false],
    ]);
    expect(bug.checkout).toBeUndefined();
  });

  it('takes names given for the sides, e.g. a tournament side', () => {
    const bug = scoreBugOf(playRecord('Jo', 'Sam', []), { home: 'The Crown', away: '' });
    expect(bug.rows.map((row) => row.name)).toEqual(['The Crown', 'Sam']);
  });
});

describe('plainBugOf', () => {
  it('shows the legs a match has without a leg-by-leg record', () => {
    const bug = plainBugOf({ home: 'Jo', away: undefined, homeLegs: 3, awayLegs: 1, bestOf: 5 });
    expect(bug.rows.map((row) => [row.name, row.legs, row.remaining, row.winner])).toEqual([
      ['Jo', 3, undefined, true],
      ['To be decided', 1, undefined, false],
    ]);
    expect(bug.legLine).toBe('Best of 5');
  });
});
