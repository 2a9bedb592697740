import { describe, expect, it } from 'vitest';
import type { Leg, Sayg, Side, Tournament } from '@darts/domain';
import {
  eveningBoard,
  eveningMatch,
  fixtureSources,
  tournamentSources,
  tournamentTitle,
  type EveningSource,
} from './evening-model';

const competitor = (scores: number[]) => ({
  score: scores.reduce((sum, score) => sum + score, 0),
  noOfDarts: scores.length * 3,
  throws: scores.map((score) => ({ score, noOfDarts: 3 })),
});

/** A leg of 501 with these visits; `next` throws next. */
const leg = (home: number[], away: number[], next: Side | null): Leg => ({
  startingScore: 501,
  home: competitor(home),
  away: competitor(away),
  playerSequence: [
    { value: 'home', text: 'home' },
    { value: 'away', text: 'away' },
  ],
  currentThrow: next,
});

const homeWins = leg([180, 180, 141], [26, 26], null);
const awayWins = leg([26, 26, 26], [180, 180, 141], null);

const record = (legs: Leg[], numberOfLegs = 3, names: [string, string] = ['Ann Archer', 'Sam Stone']): Sayg => ({
  yourName: names[0],
  opponentName: names[1],
  numberOfLegs,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: Object.fromEntries(legs.map((each, index) => [String(index), each])),
});

const source = (overrides: Partial<EveningSource> = {}): EveningSource => ({
  saygId: 's1',
  kind: 'league',
  competition: 'Riverside: Crown v Swan',
  label: 'Match 1',
  position: 1,
  ...overrides,
});

describe('eveningMatch: a record as the board shows it (issue #27)', () => {
  it.each([
    {
      what: 'not started: both need the starting score',
      sayg: record([]),
      expected: { leg: 1, home: [0, 501, false], away: [0, 501, false], finished: false },
    },
    {
      what: 'leg 2 under way after Ann won leg 1; Ann to throw',
      sayg: record([homeWins, leg([100], [60, 45], 'home')]),
      expected: { leg: 2, home: [1, 401, true], away: [0, 396, false], finished: false },
    },
    {
      what: 'one leg each, the decider not started',
      sayg: record([homeWins, awayWins, leg([], [], 'home')]),
      expected: { leg: 3, home: [1, 501, true], away: [1, 501, false], finished: false },
    },
    {
      what: 'Sam wins 2-1: finished, nobody throwing',
      sayg: record([homeWins, awayWins, awayWins]),
      expected: { leg: 3, home: [1, 423, false], away: [2, 0, false], finished: true },
    },
  ])('$what', ({ sayg, expected }) => {
    const match = eveningMatch(source(), sayg);
    expect({
      leg: match.leg,
      home: [match.home.legs, match.home.remaining, match.home.throwing],
      away: [match.away.legs, match.away.remaining, match.away.throwing],
      finished: match.finished,
    }).toEqual(expected);
    expect([match.home.name, match.away.name]).toEqual(['Ann Archer', 'Sam Stone']);
    expect(match.bestOf).toBe(3);
  });

  it('names the winner of a finished match only', () => {
    expect(eveningMatch(source(), record([homeWins, homeWins])).home.won).toBe(true);
    expect(eveningMatch(source(), record([homeWins, homeWins])).away.won).toBe(false);
    expect(eveningMatch(source(), record([homeWins])).home.won).toBe(false);
  });
});

describe('eveningBoard: live and results, in a steady order', () => {
  const live = record([homeWins]);
  const done = record([homeWins, homeWins]);

  it('puts finished matches under results and the rest under live', () => {
    const board = eveningBoard([
      { source: source({ saygId: 'a', position: 1 }), sayg: done },
      { source: source({ saygId: 'b', position: 2 }), sayg: live },
    ]);
    expect(board.live.map((m) => m.saygId)).toEqual(['b']);
    expect(board.results.map((m) => m.saygId)).toEqual(['a']);
  });

  it('orders league fixtures, then the superleague, then tournaments; by name, then match number', () => {
    const entries = [
      source({ saygId: 't1', kind: 'tournament', competition: 'Singles at The Crown', position: 1 }),
      source({ saygId: 'l3', competition: 'Riverside: Swan v Crown', position: 1 }),
      source({ saygId: 's1', kind: 'superleague', competition: 'Star v Moon', position: 2 }),
      source({ saygId: 'l2', competition: 'Riverside: Crown v Swan', position: 4 }),
      source({ saygId: 'l1', competition: 'Riverside: Crown v Swan', position: 2 }),
      source({ saygId: 'l0', competition: 'Premier: Oak v Ash', position: 8 }),
    ].map((each) => ({ source: each, sayg: live }));
    expect(eveningBoard(entries).live.map((m) => m.saygId)).toEqual(['l0', 'l1', 'l2', 'l3', 's1', 't1']);
    // The same order whatever order the reads came in.
    expect(eveningBoard([...entries].reverse()).live.map((m) => m.saygId)).toEqual([
      'l0',
      'l1',
      'l2',
      'l3',
      's1',
      't1',
    ]);
  });

  it('leaves out records not read yet or not found, and a record listed twice shows once', () => {
    const board = eveningBoard([
      { source: source({ saygId: 'a' }), sayg: undefined },
      { source: source({ saygId: 'b' }), sayg: null },
      { source: source({ saygId: 'c' }), sayg: live },
      { source: source({ saygId: 'c', kind: 'tournament' }), sayg: live },
    ]);
    expect(board.live.map((m) => [m.saygId, m.kind])).toEqual([['c', 'league']]);
    expect(board.results).toEqual([]);
  });

  it('is empty with nothing scored', () => {
    expect(eveningBoard([])).toEqual({ live: [], results: [] });
  });
});

describe('where the matches come from', () => {
  it("lists a fixture's scored matches by their number on the card", () => {
    expect(
      fixtureSources({
        id: 'f1',
        division: 'Riverside',
        home: 'Crown',
        away: 'Swan',
        saygIds: [undefined, 'x', undefined, 'y'],
      }),
    ).toEqual([
      { saygId: 'x', kind: 'league', competition: 'Riverside: Crown v Swan', label: 'Match 2', position: 2 },
      { saygId: 'y', kind: 'league', competition: 'Riverside: Crown v Swan', label: 'Match 4', position: 4 },
    ]);
  });

  const side = (name: string) => ({ id: name, name, players: [{ id: name, name }] });
  const knockout: Tournament & { type: string; address: string } = {
    type: 'Singles',
    address: 'The Crown',
    sides: ['A', 'B', 'C', 'D'].map(side),
    round: {
      matches: [
        { id: 'm1', sideA: side('A'), sideB: side('B'), saygId: 'r1' },
        { id: 'm2', sideA: side('C'), sideB: side('D') },
      ],
      matchOptions: [],
      nextRound: { matches: [{ id: 'm3', saygId: 'r3' }], matchOptions: [] },
    },
  };

  it("lists a tournament's scored matches numbered in playing order", () => {
    expect(tournamentSources(knockout)).toEqual([
      { saygId: 'r1', kind: 'tournament', competition: 'Singles at The Crown', label: 'Match 1', position: 1 },
      { saygId: 'r3', kind: 'tournament', competition: 'Singles at The Crown', label: 'Match 3', position: 3 },
    ]);
  });

  it.each([
    [{ singleRound: true, host: 'Crown', opponent: 'Swan', type: 'x', address: 'y' }, 'Crown v Swan'],
    [{ type: 'Pairs', address: 'The Swan' }, 'Pairs at The Swan'],
    [{ type: ' ', address: 'The Swan' }, 'Tournament at The Swan'],
    [{ address: '' }, 'Tournament'],
  ])('calls %o “%s”', (named, title) => {
    expect(tournamentTitle({ sides: [], ...named })).toBe(title);
  });

  it('marks single-round tournaments as the superleague', () => {
    expect(tournamentSources({ ...knockout, singleRound: true }).map((s) => s.kind)).toEqual([
      'superleague',
      'superleague',
    ]);
  });
});
