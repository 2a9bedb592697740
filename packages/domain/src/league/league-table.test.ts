import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixtureOutcome, type FixtureRecord } from './fixture-result.js';
import { countsTowardsLeagueTable, leagueTable } from './league-table.js';

const team = (id: string) => ({ id, name: id.toUpperCase() });
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(team) as [
  ReturnType<typeof team>,
  ReturnType<typeof team>,
  ReturnType<typeof team>,
  ReturnType<typeof team>,
];

/** A fixture whose eight matches end with the given scores (home first). */
const fixture = (
  home: { id: string; name: string },
  away: { id: string; name: string },
  scores: ReadonlyArray<readonly [number, number]>,
  extra: Partial<FixtureRecord> = {},
): FixtureRecord => ({
  id: `${home.id}-${away.id}`,
  date: '2026-11-21T00:00:00',
  home,
  away,
  postponed: false,
  isKnockout: false,
  accoladesCount: true,
  matches: scores.map(([homeScore, awayScore]) => ({ homePlayers: [], awayPlayers: [], homeScore, awayScore })),
  ...extra,
});

const homeWin = [
  [3, 1],
  [3, 0],
  [3, 2],
  [1, 3],
  [3, 0],
  [2, 0],
  [0, 2],
  [2, 1],
] as const; // 6-2, legs 17-9
const draw = [
  [3, 0],
  [3, 0],
  [0, 3],
  [0, 3],
  [3, 1],
  [1, 3],
  [2, 0],
  [0, 2],
] as const; // 4-4, legs 12-12

describe('leagueTable', () => {
  it('lists every team with zeros before anything is played', () => {
    expect(leagueTable([b, a], [])).toEqual([
      {
        ...a,
        played: 0,
        points: 0,
        fixturesWon: 0,
        fixturesLost: 0,
        fixturesDrawn: 0,
        difference: 0,
        matchesWon: 0,
        matchesLost: 0,
        winRate: 0,
        lossRate: 0,
        rank: 1,
      },
      {
        ...b,
        played: 0,
        points: 0,
        fixturesWon: 0,
        fixturesLost: 0,
        fixturesDrawn: 0,
        difference: 0,
        matchesWon: 0,
        matchesLost: 0,
        winRate: 0,
        lossRate: 0,
        rank: 2,
      },
    ]);
  });

  it('gives 2 points for a win and 1 each for a draw, with the legs difference', () => {
    const table = leagueTable([a, b, c, d], [fixture(a, b, homeWin), fixture(c, d, draw)]);
    expect(
      table.map((row) => [
        row.id,
        row.played,
        row.points,
        row.fixturesWon,
        row.fixturesLost,
        row.fixturesDrawn,
        row.difference,
        row.rank,
      ]),
    ).toEqual([
      ['a', 1, 2, 1, 0, 0, 8, 1],
      ['c', 1, 1, 0, 0, 1, 0, 2],
      ['d', 1, 1, 0, 0, 1, 0, 3],
      ['b', 1, 0, 0, 1, 0, -8, 4],
    ]);
    expect(table[0]).toMatchObject({ matchesWon: 6, matchesLost: 2, winRate: 17, lossRate: 9 });
  });

  it.each([
    ['knockout', { isKnockout: true }],
    ['postponed', { postponed: true }],
  ])('leaves out %s fixtures', (_, extra) => {
    const table = leagueTable([a, b], [fixture(a, b, homeWin, extra)]);
    expect(table.every((row) => row.played === 0 && row.points === 0)).toBe(true);
  });

  it('leaves out fixtures with no decided match', () => {
    expect(
      leagueTable(
        [a, b],
        [
          fixture(a, b, [
            [2, 2],
            [1, 0],
          ]),
        ],
      )[0]?.played,
    ).toBe(0);
  });

  it('orders by points, then fixtures won, then difference, then name', () => {
    const bigWin = [
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
      [2, 0],
      [2, 0],
      [2, 0],
    ] as const;
    // a and b both on 2 points from one win; b won by more legs. c and d drew twice: 2 points, no wins.
    const table = leagueTable(
      [d, c, b, a],
      [
        fixture(a, c, homeWin),
        fixture(b, d, bigWin),
        fixture(c, d, draw, { id: 'x' }),
        fixture(d, c, draw, { id: 'y' }),
      ],
    );
    expect(table.map((row) => [row.id, row.points, row.fixturesWon, row.difference])).toEqual([
      ['b', 2, 1, 21],
      ['a', 2, 1, 8],
      ['c', 2, 0, -8],
      ['d', 2, 0, -21],
    ]);
  });

  it('breaks a complete tie by name', () => {
    expect(
      leagueTable(
        [
          { id: '2', name: 'Zebra' },
          { id: '1', name: 'apple' },
        ],
        [],
      ).map((row) => row.name),
    ).toEqual(['apple', 'Zebra']);
  });

  it('counts a fixture against an unlisted team for the listed side only, and lists a team once', () => {
    const table = leagueTable([a, a], [fixture(a, b, homeWin)]);
    expect(table).toHaveLength(1);
    expect(table[0]).toMatchObject({ id: 'a', played: 1, points: 2 });
  });
});

describe('leagueTable invariants', () => {
  const teamIds = ['t0', 't1', 't2', 't3', 't4'];
  const score = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }));
  const arbitraryFixture = fc
    .record({
      home: fc.constantFrom(...teamIds),
      away: fc.constantFrom(...teamIds),
      scores: fc.array(score, { minLength: 0, maxLength: 8 }),
      isKnockout: fc.boolean(),
      postponed: fc.boolean(),
    })
    .filter((f) => f.home !== f.away)
    .map((f) => fixture(team(f.home), team(f.away), f.scores, { isKnockout: f.isKnockout, postponed: f.postponed }));
  const input = fc.record({
    teams: fc.subarray(teamIds).map((ids) => ids.map(team)),
    fixtures: fc.array(arbitraryFixture, { maxLength: 20 }),
  });

  it('hands out 2 points per decided fixture and 2 per drawn fixture between listed teams', () => {
    fc.assert(
      fc.property(input, ({ teams, fixtures }) => {
        const listed = new Set(teams.map((t) => t.id));
        const counted = fixtures.filter(
          (f) => countsTowardsLeagueTable(f) && listed.has(f.home.id) && listed.has(f.away.id),
        );
        const outcomes = counted.map((f) => fixtureOutcome(f).winner);
        const decisive = outcomes.filter((w) => w === 'home' || w === 'away').length;
        const drawn = outcomes.filter((w) => w === 'draw').length;
        const table = leagueTable(teams, counted);
        expect(table.reduce((sum, row) => sum + row.points, 0)).toBe(2 * decisive + 2 * drawn);
        expect(table.reduce((sum, row) => sum + row.difference, 0)).toBe(0);
      }),
    );
  });

  it('ranks every team exactly once, 1..n, in table order', () => {
    fc.assert(
      fc.property(input, ({ teams, fixtures }) => {
        const table = leagueTable(teams, fixtures);
        expect(table.map((row) => row.rank)).toEqual(table.map((_, index) => index + 1));
        expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
        expect(table).toHaveLength(teams.length);
        for (const row of table) expect(row.played).toBe(row.fixturesWon + row.fixturesLost + row.fixturesDrawn);
      }),
    );
  });
});
