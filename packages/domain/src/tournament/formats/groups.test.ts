import { describe, expect, it } from 'vitest';
import { roundsOf } from '../types.js';
import { tournamentPlacingsOf } from './champion.js';
import { groupTable } from './group-table.js';
import { groupsProblem, roundRobin, splitIntoGroups } from './groups.js';
import { layoutTournament } from './layout-tournament.js';
import { drawn, pairs, readyMatches, scored, sidesOf } from './testing/nights.js';

describe('splitIntoGroups', () => {
  it('deals the draw order by snake', () => {
    expect(splitIntoGroups([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([
      [1, 8, 9],
      [2, 7, 10],
      [3, 6],
      [4, 5],
    ]);
  });
});

describe('roundRobin', () => {
  it.each([3, 4, 5, 6, 7, 8])('%i sides: every pair once', (count) => {
    const keys = roundRobin(count).map(([a, b]) => [a, b].sort().join('-'));
    expect(keys).toHaveLength((count * (count - 1)) / 2);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      roundRobin(count)
        .flat()
        .every((i) => i >= 0 && i < count),
    ).toBe(true);
  });

  it.each([6, 7, 8])('%i sides: no side plays twice running', (count) => {
    const order = roundRobin(count);
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i]!.filter((s) => order[i - 1]!.includes(s))).toEqual([]);
    }
  });

  it('alternates side A, so no side always throws first', () => {
    const firsts = roundRobin(4).map(([a]) => a);
    expect(new Set(firsts).size).toBeGreaterThan(2);
  });
});

describe('groupsProblem', () => {
  it.each([
    [12, 4, 2, undefined],
    [16, 4, 4, undefined],
    [11, 4, 2, 'Groups need 3 to 8 sides each'],
    [33, 4, 2, 'Groups need 3 to 8 sides each'],
    [12, 4, 5, 'From 1 to 4 sides of each group go through'],
    [9, 2, 4, undefined],
    [9, 3, 4, 'More sides go through than a group holds'],
    [5, 1, 1, 'At least 2 sides must go through to the knockout'],
    [12, 0, 2, 'Choose at least one group'],
  ])('%i sides, %i groups, %i through: %s', (sides, groups, advance, problem) => {
    expect(groupsProblem(sides, groups, advance)).toBe(problem);
  });
});

/** A group of sides a..d with the matches given as [sideA, sideB, scoreA, scoreB], best of 3. */
function group(matches: [string, string, number, number][]) {
  const sides = sidesOf(4).map((s, i) => ({ ...s, id: 'abcd'[i]! }));
  const byId = (id: string) => sides.find((s) => s.id === id)!;
  return {
    sides,
    matches: matches.map(([a, b, scoreA, scoreB]) => ({ sideA: byId(a), sideB: byId(b), scoreA, scoreB })),
    matchOptions: matches.map(() => ({ numberOfLegs: 3 })),
  };
}
const order = (rows: { side: { id: string } }[]) => rows.map((r) => r.side.id).join('');

describe('groupTable', () => {
  it('counts played, won, lost, legs and difference from the decided matches only', () => {
    const rows = groupTable(
      group([
        ['a', 'b', 2, 1],
        ['c', 'd', 0, 2],
        ['a', 'c', 1, 1],
      ]),
    );
    expect(rows.find((r) => r.side.id === 'a')).toEqual({
      side: expect.objectContaining({ id: 'a' }),
      played: 1,
      won: 1,
      lost: 0,
      legsFor: 2,
      legsAgainst: 1,
      difference: 1,
    });
    expect(order(rows)).toBe('dabc');
  });

  it.each([
    [
      'matches won first',
      [
        ['a', 'b', 2, 0],
        ['a', 'c', 0, 2],
        ['b', 'c', 2, 1],
        ['d', 'a', 0, 2],
      ],
      { a: 1 },
      'acbd',
    ],
    [
      'then legs difference',
      [
        ['a', 'b', 2, 1],
        ['c', 'd', 2, 0],
      ],
      {},
      'cabd',
    ],
    [
      'then head to head',
      [
        ['a', 'b', 1, 2],
        ['a', 'c', 2, 1],
        ['b', 'd', 1, 2],
        ['c', 'd', 2, 0],
      ],
      {},
      'cbad',
    ],
    [
      'then legs won',
      [
        ['a', 'c', 2, 1],
        ['a', 'd', 1, 2],
        ['b', 'd', 2, 0],
        ['b', 'c', 0, 2],
      ],
      {},
      'cabd',
    ],
    [
      'then the 3-dart average',
      [
        ['a', 'c', 2, 0],
        ['b', 'd', 2, 0],
      ],
      { b: 61.5, a: 55 },
      'bacd',
    ],
  ] as const)('ranks by %s', (_, matches, averages, expected) => {
    expect(order(groupTable(group(matches.map((m) => [...m])), averages))).toBe(expected);
  });

  it('shows the average when one is given', () => {
    expect(groupTable(group([]), { c: 47.25 }).find((r) => r.side.id === 'c')?.average).toBe(47.25);
  });
});

describe('groups → knockout', () => {
  const night = (count: number, groupCount: number, groupAdvance: number) =>
    drawn(count, { format: 'groups', groupCount, groupAdvance, roundBestOf: { groups: 3, final: 5 } });

  it('lays out 16 sides in 4 groups of 4 and an empty 8-side knockout', () => {
    const t = night(16, 4, 2);
    expect(t.groups!.map((g) => g.name)).toEqual(['Group A', 'Group B', 'Group C', 'Group D']);
    expect(t.groups!.map((g) => g.sides.map((s) => s.id))).toEqual([
      ['s1', 's8', 's9', 's16'],
      ['s2', 's7', 's10', 's15'],
      ['s3', 's6', 's11', 's14'],
      ['s4', 's5', 's12', 's13'],
    ]);
    expect(t.groups!.every((g) => g.matches.length === 6 && g.matchOptions.every((o) => o?.numberOfLegs === 3))).toBe(
      true,
    );
    const rounds = roundsOf(t.round);
    expect(rounds.map((r) => r.matches.length)).toEqual([4, 2, 1]);
    expect(
      pairs(rounds[0])
        .flat()
        .every((id) => id === null),
    ).toBe(true);
    expect(rounds[2]!.matchOptions[0]?.numberOfLegs).toBe(5);
  });

  it('fills the knockout once every group is decided: winners meet runners-up of other groups', () => {
    let t = night(16, 4, 2);
    const seedOf = (id: string | undefined) => Number(id?.slice(1));
    for (
      let ready = readyMatches(t).filter((p) => p.stage === 'group');
      ready.length > 0;
      ready = readyMatches(t).filter((p) => p.stage === 'group')
    ) {
      const next = ready[0]!;
      expect(
        pairs(roundsOf(t.round)[0])
          .flat()
          .every((id) => id === null),
      ).toBe(true);
      t = seedOf(next.match.sideA?.id) < seedOf(next.match.sideB?.id) ? scored(t, next, 2, 0) : scored(t, next, 0, 2);
    }
    const first = pairs(roundsOf(t.round)[0]);
    const groupOf = (id: string | null | undefined) => t.groups!.findIndex((g) => g.sides.some((s) => s.id === id));
    expect(first.flat().sort()).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].sort());
    for (const [a, b] of first) {
      expect(seedOf(a!)).toBeLessThanOrEqual(4);
      expect(seedOf(b!)).toBeGreaterThan(4);
      expect(groupOf(a)).not.toBe(groupOf(b));
    }
  });

  it('gives the knockout byes to the best group winners when the qualifiers do not fill it (3 groups of 4, 2 through)', () => {
    const t = night(12, 3, 2);
    const [first] = roundsOf(t.round);
    expect(first!.matches.map((m) => m.bye ?? false)).toEqual([true, false, false, true]);
  });

  it('plays on to a champion', () => {
    let t = night(9, 3, 1);
    for (let ready = readyMatches(t); ready.length > 0; ready = readyMatches(t)) t = scored(t, ready[0]!, 3, 1);
    expect(tournamentPlacingsOf(t)?.winner).toBeDefined();
  });

  it('refuses groups outside 3 to 8 sides', () => {
    expect(() => layoutTournament({ format: 'groups', sides: sidesOf(10), groupCount: 4, groupAdvance: 2 })).toThrow(
      'Groups need 3 to 8 sides each',
    );
  });
});
