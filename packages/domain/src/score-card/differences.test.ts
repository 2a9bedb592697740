import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameMatch, HiCheck } from '../league/fixture-result.js';
import {
  acceptMatching,
  cardDifferences,
  hiChecksDifference,
  matchDifference,
  merge180s,
  mergeHiChecks,
  mergeManOfTheMatch,
  mergeMatch,
  manOfTheMatchDiffers,
  oneEightiesDifference,
  type MergeableCard,
} from './differences.js';
import { submissionsMatch } from './submissions-match.js';

const p = (id: string, name = id) => ({ id, name });
const match = (home: string[], away: string[], homeScore?: number | null, awayScore?: number | null): GameMatch => ({
  homePlayers: home.map((id) => p(id)),
  awayPlayers: away.map((id) => p(id)),
  homeScore,
  awayScore,
});
const hi = (id: string, score?: number | null): HiCheck => ({ ...p(id), score });
const card = (parts: Partial<MergeableCard> = {}): MergeableCard => ({
  matches: [match(['h1'], ['a1'], 3, 1), match(['h1', 'h2'], ['a1', 'a2'], 0, 2)],
  oneEighties: [p('h1'), p('a1')],
  over100Checkouts: [hi('h1', 120)],
  home: {},
  away: {},
  ...parts,
});
const withMatch = (index: number, value: GameMatch) => {
  const matches = [...card().matches];
  matches[index] = value;
  return card({ matches });
};

describe('matchDifference', () => {
  it.each<
    [string, GameMatch | undefined, Partial<Record<'homePlayers' | 'awayPlayers' | 'homeScore' | 'awayScore', boolean>>]
  >([
    ['the same match', match(['h1'], ['a1'], 3, 1), {}],
    ['names spelt differently', { ...match([], ['a1'], 3, 1), homePlayers: [p('h1', 'Harry')] }, {}],
    ['another home player', match(['h9'], ['a1'], 3, 1), { homePlayers: true }],
    ['another away player', match(['h1'], ['a9'], 3, 1), { awayPlayers: true }],
    ['a missing player', match(['h1'], [], 3, 1), { awayPlayers: true }],
    ['another home score', match(['h1'], ['a1'], 2, 1), { homeScore: true }],
    ['another away score', match(['h1'], ['a1'], 3, 0), { awayScore: true }],
    ['both scores swapped', match(['h1'], ['a1'], 1, 3), { homeScore: true, awayScore: true }],
    ['no match at all', undefined, { homePlayers: true, awayPlayers: true, homeScore: true, awayScore: true }],
  ])('%s', (_, other, expected) => {
    const second = other ? withMatch(0, other) : card({ matches: [] });
    const parts = { homePlayers: false, awayPlayers: false, homeScore: false, awayScore: false, ...expected };
    const differs = Object.values(parts).some(Boolean);
    expect(matchDifference(card(), second, 0)).toEqual({ index: 0, ...parts, differs });
    expect(matchDifference(second, card(), 0)).toEqual({ index: 0, ...parts, differs });
  });

  it('compares pair partners in any order and an absent score as 0', () => {
    const second = withMatch(1, match(['h2', 'h1'], ['a2', 'a1'], null, 2));
    expect(matchDifference(card(), second, 1).differs).toBe(false);
  });

  it('finds a missing match equal to an empty one', () => {
    expect(matchDifference(card(), card({ matches: [...card().matches, match([], [], 0)] }), 2).differs).toBe(false);
  });
});

describe('oneEightiesDifference and hiChecksDifference', () => {
  it.each<[string, MergeableCard['oneEighties'], string[], string[]]>([
    ['the same, in another order', [p('a1'), p('h1', 'Harry')], [], []],
    ['one missing', [p('h1')], ['a1'], []],
    ['one more', [p('h1'), p('a1'), p('h1')], [], ['h1']],
    ['another scorer', [p('h1'), p('a2')], ['a1'], ['a2']],
    ['none', [], ['h1', 'a1'], []],
  ])('180s: %s', (_, oneEighties, onlyInFirst, onlyInSecond) => {
    const difference = oneEightiesDifference(card(), card({ oneEighties }));
    expect(difference.onlyInFirst.map((player) => player.id)).toEqual(onlyInFirst);
    expect(difference.onlyInSecond.map((player) => player.id)).toEqual(onlyInSecond);
    expect(difference.differs).toBe(onlyInFirst.length + onlyInSecond.length > 0);
  });

  it.each<[string, HiCheck[], string[], string[]]>([
    ['the same', [hi('h1', 120)], [], []],
    ['another score', [hi('h1', 121)], ['h1 120'], ['h1 121']],
    ['another player', [hi('a1', 120)], ['h1 120'], ['a1 120']],
    ['one more', [hi('h1', 120), hi('a1', 170)], [], ['a1 170']],
    ['a score not entered', [hi('h1')], ['h1 120'], ['h1 undefined']],
  ])('hi-checks: %s', (_, over100Checkouts, onlyInFirst, onlyInSecond) => {
    const difference = hiChecksDifference(card(), card({ over100Checkouts }));
    const text = (hiChecks: HiCheck[]) => hiChecks.map((hiCheck) => `${hiCheck.id} ${hiCheck.score}`);
    expect(text(difference.onlyInFirst)).toEqual(onlyInFirst);
    expect(text(difference.onlyInSecond)).toEqual(onlyInSecond);
  });
});

describe('merging', () => {
  const home = card({ home: { manOfTheMatch: 'h1' }, away: {} });
  const away = card({
    matches: [match(['h1'], ['a1'], 3, 2), match(['h2', 'h1'], ['a2', 'a1'], 0, 2)],
    oneEighties: [p('a1')],
    over100Checkouts: [hi('a1', 100)],
    home: {},
    away: { manOfTheMatch: 'a2' },
  });
  const draft = card({ matches: [], oneEighties: [], over100Checkouts: [], home: { manOfTheMatch: 'h9' }, away: {} });

  it('merges a single match, padding a short draft and keeping the draft match id', () => {
    const merged = mergeMatch(draft, away, 1);
    expect(merged.matches).toEqual([{ homePlayers: [], awayPlayers: [] }, away.matches[1]]);
    const withId = { ...card(), matches: [{ ...match(['x'], ['y'], 1, 1), id: 'm1' }] };
    expect(mergeMatch(withId, away, 0).matches[0]).toEqual({ ...away.matches[0], id: 'm1' });
    expect(withId.matches[0]).toEqual({ ...match(['x'], ['y'], 1, 1), id: 'm1' });
  });

  it('merges a match the submission lacks as an empty one', () => {
    expect(mergeMatch(card(), card({ matches: [] }), 0).matches[0]).toEqual({
      homePlayers: [],
      awayPlayers: [],
      homeScore: undefined,
      awayScore: undefined,
    });
  });

  it('merges the 180s and the hi-checks without touching the rest', () => {
    expect(merge180s(draft, away)).toEqual({ ...draft, oneEighties: [p('a1')] });
    expect(mergeHiChecks(draft, home)).toEqual({ ...draft, over100Checkouts: [hi('h1', 120)] });
  });

  it('merges each man of the match from its own side and keeps the team record', () => {
    type Named = MergeableCard & { home: { name: string }; away: { name: string } };
    const named: Named = { ...draft, home: { name: 'Anchor', manOfTheMatch: 'h9' }, away: { name: 'Bell' } };
    const merged = mergeManOfTheMatch(mergeManOfTheMatch(named, home, 'home'), away, 'away');
    expect(merged.home).toEqual({ name: 'Anchor', manOfTheMatch: 'h1' });
    expect(merged.away).toEqual({ name: 'Bell', manOfTheMatch: 'a2' });
    expect(manOfTheMatchDiffers(merged, home, 'home')).toBe(false);
    expect(manOfTheMatchDiffers(named, home, 'home')).toBe(true);
    // The away submission holds no home choice: taking it clears the draft's.
    expect(mergeManOfTheMatch(named, away, 'home').home.manOfTheMatch).toBeUndefined();
  });

  it('treats none, null and empty as the same man of the match', () => {
    expect(
      manOfTheMatchDiffers(card({ home: { manOfTheMatch: null } }), card({ home: { manOfTheMatch: '' } }), 'home'),
    ).toBe(false);
  });

  it('accepts the parts that match and leaves the others', () => {
    const accepted = acceptMatching(draft, home, away);
    expect(accepted.matches).toEqual([{ homePlayers: [], awayPlayers: [] }, home.matches[1]]);
    expect(accepted.oneEighties).toEqual([]);
    expect(accepted.over100Checkouts).toEqual([]);
    expect(accepted.home.manOfTheMatch).toBe('h1');
    expect(accepted.away.manOfTheMatch).toBe('a2');
    const agreeing = acceptMatching(draft, home, card({ away: { manOfTheMatch: 'a2' } }));
    expect(agreeing.oneEighties).toEqual(home.oneEighties);
    expect(agreeing.over100Checkouts).toEqual(home.over100Checkouts);
  });

  it('never changes its arguments', () => {
    const frozen = (value: MergeableCard) => JSON.stringify(value);
    const before = [draft, home, away].map(frozen);
    acceptMatching(draft, home, away);
    mergeMatch(draft, away, 0);
    merge180s(draft, home);
    mergeHiChecks(draft, home);
    mergeManOfTheMatch(draft, home, 'home');
    expect([draft, home, away].map(frozen)).toEqual(before);
  });
});

// Small id pools so that generated cards often agree in part.
const player = fc.constantFrom('p1', 'p2', 'p3').map((id) => p(id));
const players = fc.array(player, { maxLength: 3 });
const legs = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
const arbitraryMatch = fc.record({ homePlayers: players, awayPlayers: players, homeScore: legs, awayScore: legs });
const arbitraryCard: fc.Arbitrary<MergeableCard> = fc.record({
  matches: fc.array(arbitraryMatch, { maxLength: 4 }),
  oneEighties: fc.array(player, { maxLength: 3 }),
  over100Checkouts: fc.array(
    fc.record({ id: fc.constantFrom('p1', 'p2'), name: fc.constant('x'), score: fc.constantFrom(100, 170) }),
    {
      maxLength: 2,
    },
  ),
  home: fc.record({ manOfTheMatch: fc.option(fc.constantFrom('p1', 'p2'), { nil: undefined }) }),
  away: fc.record({ manOfTheMatch: fc.option(fc.constantFrom('p1', 'p2'), { nil: undefined }) }),
});

const mergeEverything = (draft: MergeableCard, submission: MergeableCard) => {
  const length = Math.max(draft.matches.length, submission.matches.length);
  let merged = Array.from({ length }, (_, index) => index).reduce(
    (card, index) => mergeMatch(card, submission, index),
    draft,
  );
  merged = mergeHiChecks(merge180s(merged, submission), submission);
  return mergeManOfTheMatch(mergeManOfTheMatch(merged, submission, 'home'), submission, 'away');
};

describe('properties', () => {
  it('differences agree with submissionsMatch, so the admin sees what auto-publishing sees', () => {
    fc.assert(
      fc.property(arbitraryCard, arbitraryCard, (a, b) => cardDifferences(a, b).differs === !submissionsMatch(a, b)),
    );
  });

  it('differences are symmetric', () => {
    fc.assert(
      fc.property(arbitraryCard, arbitraryCard, (a, b) => {
        const [ab, ba] = [cardDifferences(a, b), cardDifferences(b, a)];
        expect(ab.matches).toEqual(ba.matches);
        expect(ab.oneEighties).toEqual({
          ...ba.oneEighties,
          onlyInFirst: ba.oneEighties.onlyInSecond,
          onlyInSecond: ba.oneEighties.onlyInFirst,
        });
        expect(ab.hiChecks.differs).toBe(ba.hiChecks.differs);
        expect(manOfTheMatchDiffers(a, b, 'home')).toBe(manOfTheMatchDiffers(b, a, 'home'));
      }),
    );
  });

  it('merging every part from one submission leaves no difference against it', () => {
    fc.assert(
      fc.property(arbitraryCard, arbitraryCard, (draft, submission) => {
        const merged = mergeEverything(draft, submission);
        expect(cardDifferences(merged, submission).differs).toBe(false);
        expect(
          manOfTheMatchDiffers(merged, submission, 'home') || manOfTheMatchDiffers(merged, submission, 'away'),
        ).toBe(false);
      }),
    );
  });

  it('accepting matching parts leaves no difference where the submissions agree', () => {
    fc.assert(
      fc.property(arbitraryCard, arbitraryCard, arbitraryCard, (draft, home, away) => {
        const accepted = acceptMatching(draft, home, away);
        const agreed = cardDifferences(home, away);
        const left = cardDifferences(accepted, home);
        agreed.matches.filter((m) => !m.differs).forEach((m) => expect(left.matches[m.index]?.differs).toBe(false));
        if (!agreed.oneEighties.differs) expect(left.oneEighties.differs).toBe(false);
        if (!agreed.hiChecks.differs) expect(left.hiChecks.differs).toBe(false);
        if (submissionsMatch(home, away)) {
          expect(cardDifferences(accepted, home).differs || cardDifferences(accepted, away).differs).toBe(false);
        }
      }),
    );
  });
});
