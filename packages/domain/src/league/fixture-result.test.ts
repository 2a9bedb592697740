import { describe, expect, it } from 'vitest';
import { fixtureOutcome, matchWinner, type FixtureRecord, type GameMatch } from './fixture-result.js';

const match = (homeScore: number | null, awayScore: number | null): GameMatch => ({
  homePlayers: [],
  awayPlayers: [],
  homeScore,
  awayScore,
});

const fixture = (scores: Array<[number, number]>, extra: Partial<FixtureRecord> = {}): FixtureRecord => ({
  id: 'f',
  date: '2026-11-21T00:00:00',
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  postponed: false,
  isKnockout: false,
  accoladesCount: true,
  matches: scores.map(([home, away]) => match(home, away)),
  ...extra,
});

describe('matchWinner', () => {
  it.each([
    [3, 0, 5, 'home'],
    [2, 3, 5, 'away'],
    [2, 2, 5, undefined],
    [2, 0, 3, 'home'],
    [1, 1, 3, undefined],
    [2, 1, 4, undefined],
    [3, 1, 4, 'home'],
    [1, 0, 0, undefined],
    [null, null, 5, undefined],
    [3, 3, 5, undefined],
  ] as const)('%s-%s over %i legs → %s', (home, away, legs, expected) => {
    expect(matchWinner(match(home, away), legs)).toBe(expected);
  });
});

describe('fixtureOutcome', () => {
  it('counts match wins with the default legs: 5 for singles, 3 for pairs and triples', () => {
    // Singles need 3, so 2-1 in a singles match is undecided; pairs need 2.
    const outcome = fixtureOutcome(
      fixture([
        [3, 0],
        [2, 1],
        [0, 3],
        [3, 2],
        [3, 1],
        [2, 0],
        [0, 2],
        [2, 1],
      ]),
    );
    expect(outcome).toEqual({ homeMatches: 5, awayMatches: 2, homeLegs: 13, awayLegs: 9, winner: 'home' });
  });

  it('uses the match options for the number of legs', () => {
    const outcome = fixtureOutcome(fixture([[2, 1]], { matchOptions: [{ numberOfLegs: 3 }] }));
    expect(outcome.winner).toBe('home');
  });

  it('uses the knockout layout: singles of 3 legs, no triples', () => {
    const scores: Array<[number, number]> = [
      [2, 0],
      [2, 1],
      [0, 2],
      [1, 2],
      [0, 0],
      [0, 0],
      [0, 0],
      [2, 0],
    ];
    expect(fixtureOutcome(fixture(scores, { isKnockout: true }))).toMatchObject({
      homeMatches: 2,
      awayMatches: 2,
      winner: 'draw',
    });
  });

  it.each([
    [
      [
        [3, 0],
        [0, 3],
      ],
      'draw',
    ],
    [[[0, 3]], 'away'],
    [
      [
        [2, 2],
        [1, 0],
      ],
      undefined,
    ],
    [[], undefined],
  ] as Array<[Array<[number, number]>, string | undefined]>)('%j → %s', (scores, expected) => {
    expect(fixtureOutcome(fixture(scores)).winner).toBe(expected);
  });
});
