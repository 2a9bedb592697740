import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FixtureRecord, GameMatch, GamePlayer } from './fixture-result.js';
import { hiCheckScore, isPlayerShownToViewer, playerTable, winPercentage, type TablePlayer } from './player-table.js';

const p = (id: string): GamePlayer => ({ id, name: id.toUpperCase() });
const registered = (id: string, teamId = 'h'): TablePlayer => ({
  ...p(id),
  teamId,
  team: teamId === 'h' ? 'Home' : 'Away',
  captain: false,
});
const m = (home: GamePlayer[], away: GamePlayer[], homeScore: number | null, awayScore: number | null): GameMatch => ({
  homePlayers: home,
  awayPlayers: away,
  homeScore,
  awayScore,
});
const fixture = (
  id: string,
  date: string,
  matches: GameMatch[],
  extra: Partial<FixtureRecord> = {},
): FixtureRecord => ({
  id,
  date: `${date}T00:00:00`,
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  postponed: false,
  isKnockout: false,
  accoladesCount: true,
  matches,
  ...extra,
});
const manager = { canManagePlayers: true };
const visitor = { canManagePlayers: false };

// Singles at 0-4, pairs at 5-6, triples at 7; empty matches fill the gaps.
const none = m([], [], null, null);
const night = fixture(
  'f1',
  '2026-11-21',
  [
    m([p('ann')], [p('xav')], 3, 1),
    m([p('bob')], [p('yan')], 2, 3),
    m([p('cat')], [p('zoe')], 2, 2),
    none,
    none,
    m([p('ann'), p('bob')], [p('xav'), p('yan')], 2, 0),
    none,
    m([p('ann'), p('bob'), p('cat')], [p('xav'), p('yan'), p('zoe')], 1, 2),
  ],
  {
    oneEighties: [p('bob'), p('bob'), p('xav')],
    over100Checkouts: [
      { ...p('cat'), score: 120 },
      { ...p('cat'), score: 104 },
    ],
  },
);

describe('playerTable', () => {
  const table = playerTable(
    [registered('ann'), registered('bob'), registered('cat'), registered('dan')],
    [night],
    manager,
  );
  const row = (id: string) => table.find((r) => r.id === id);

  it('counts decided singles for played, won, lost and points (legs won)', () => {
    expect(row('ann')).toMatchObject({
      singles: { matchesPlayed: 1, matchesWon: 1, matchesLost: 0, winRate: 3, lossRate: 1 },
      points: 3,
      winPercentage: 100,
    });
    expect(row('yan')).toMatchObject({
      singles: { matchesPlayed: 1, matchesWon: 1 },
      points: 3,
      teamId: 'a',
      team: 'Away',
    });
    expect(row('cat')?.singles.matchesPlayed).toBe(0);
  });

  it('counts pairs and triples by the size of the side', () => {
    expect(row('ann')).toMatchObject({
      pairs: { matchesPlayed: 1, matchesWon: 1 },
      triples: { matchesPlayed: 1, matchesLost: 1 },
    });
  });

  it('counts 180s and keeps the best hi-check', () => {
    expect(row('bob')?.oneEighties).toBe(2);
    expect(row('cat')?.over100Checkouts).toBe(120);
  });

  it('maps each fixture date to the fixture id', () => {
    expect(row('cat')?.fixtures).toEqual({ '2026-11-21': 'f1' });
    expect(row('dan')?.fixtures).toEqual({});
  });

  it('orders by points, win %, pairs, triples, 180s, hi-check, then name', () => {
    expect(table.map((r) => [r.id, r.rank])).toEqual([
      ['ann', 1], // 3 points, 100%
      ['yan', 2], // ties with ann down to hi-check; the name decides
      ['bob', 3], // 2 points, 0%, pairs 1, triples 1, two 180s
      ['xav', 4], // 1 point, pairs 1, triples 1, one 180
      ['cat', 5], // triples 1, hi-check 120
      ['zoe', 6], // triples 1
      ['dan', 7], // nothing
    ]);
  });

  it('ignores accolades where they do not count, and postponed fixtures altogether', () => {
    const noAccolades = playerTable([], [{ ...night, accoladesCount: false }], manager);
    expect(noAccolades.find((r) => r.id === 'bob')?.oneEighties).toBe(0);
    expect(playerTable([], [{ ...night, postponed: true }], manager)).toEqual([]);
  });

  it('counts knockout singles with the knockout legs (3)', () => {
    const knockout = fixture('k', '2026-12-01', [m([p('ann')], [p('xav')], 2, 1)], { isKnockout: true });
    expect(playerTable([], [knockout], manager)[0]).toMatchObject({ id: 'ann', points: 2, winPercentage: 100 });
  });

  it('hides players with no singles, 180s or hi-checks from viewers without managePlayers', () => {
    const shown = playerTable([registered('ann'), registered('dan')], [night], visitor).map((r) => [r.id, r.rank]);
    expect(shown).toEqual([
      ['ann', 1],
      ['yan', 2],
      ['bob', 3],
      ['xav', 4],
      ['cat', 5],
    ]);
  });
});

describe('isPlayerShownToViewer', () => {
  const blank = { singles: { matchesPlayed: 0 }, oneEighties: 0, over100Checkouts: 0 };
  it.each([
    [blank, false, false],
    [blank, true, true],
    [{ ...blank, singles: { matchesPlayed: 1 } }, false, true],
    [{ ...blank, oneEighties: 1 }, false, true],
    [{ ...blank, over100Checkouts: 101 }, false, true],
  ])('%j, managePlayers %s → %s', (player, canManage, expected) => {
    expect(isPlayerShownToViewer(player as never, canManage)).toBe(expected);
  });
});

describe('winPercentage and hiCheckScore', () => {
  it.each([
    [0, 0, 0],
    [3, 1, 33.33],
    [3, 2, 66.67],
    [4, 4, 100],
  ])('%i played, %i won → %f', (played, won, expected) => {
    expect(winPercentage({ matchesPlayed: played, matchesWon: won })).toBe(expected);
  });

  it.each([
    [{ score: 120 }, 120],
    [{ score: null, notes: '110' }, 110],
    [{ notes: 'n/a' }, 0],
  ])('%j → %i', (hiCheck, expected) => {
    expect(hiCheckScore(hiCheck)).toBe(expected);
  });
});

describe('playerTable invariants', () => {
  const ids = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
  const side = (size: number) =>
    fc.uniqueArray(fc.constantFrom(...ids), { minLength: size, maxLength: size }).map((s) => s.map(p));
  const arbitraryMatch = fc
    .integer({ min: 1, max: 3 })
    .chain((size) =>
      fc.record({
        home: side(size),
        away: side(size),
        hs: fc.integer({ min: 0, max: 5 }),
        as: fc.integer({ min: 0, max: 5 }),
      }),
    )
    .map(({ home, away, hs, as }) => m(home, away, hs, as));
  const arbitraryFixture = fc
    .record({ matches: fc.array(arbitraryMatch, { maxLength: 8 }), knockout: fc.boolean(), n: fc.nat(99) })
    .map(({ matches, knockout, n }) => fixture(`f${n}`, '2026-11-21', matches, { isKnockout: knockout }));

  it('keeps win % within 0..100, won + lost = played, and ranks 1..n once each', () => {
    fc.assert(
      fc.property(fc.array(arbitraryFixture, { maxLength: 6 }), fc.boolean(), (fixtures, canManagePlayers) => {
        const table = playerTable(
          ids.slice(0, 3).map((id) => registered(id)),
          fixtures,
          { canManagePlayers },
        );
        expect(table.map((r) => r.rank)).toEqual(table.map((_, i) => i + 1));
        expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
        for (const r of table) {
          expect(r.winPercentage).toBeGreaterThanOrEqual(0);
          expect(r.winPercentage).toBeLessThanOrEqual(100);
          expect(r.singles.matchesWon + r.singles.matchesLost).toBe(r.singles.matchesPlayed);
          expect(isPlayerShownToViewer(r, canManagePlayers)).toBe(true);
        }
      }),
    );
  });
});
