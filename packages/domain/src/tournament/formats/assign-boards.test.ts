import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Tournament, TournamentMatch } from '../types.js';
import { assignBoards, isReadyToPlay } from './assign-boards.js';
import { mapTournamentMatches, placeKey, tournamentMatchesOf } from './matches-of.js';
import { drawn, playOut, scored, seededRng } from './testing/nights.js';

/** Each match on a board as 'stage round.match (A v B)' → board. */
const onBoards = (t: Tournament) =>
  Object.fromEntries(
    tournamentMatchesOf(t)
      .filter((p) => p.match.board)
      .map((p) => [
        `${p.groupId ?? p.stage} ${p.roundIndex}.${p.matchIndex} ${p.match.sideA?.id}v${p.match.sideB?.id}`,
        p.match.board,
      ]),
  );

describe('assignBoards', () => {
  it('puts the ready matches on the free boards in playing order, byes and empty matches on none', () => {
    const t = assignBoards({ ...drawn(6), boards: 3 });
    expect(onBoards(t)).toEqual({ 'round 0.1 s4vs5': 1, 'round 0.2 s3vs6': 2 });
  });

  it('leaves the rest waiting when the boards are full, and frees a board when its match finishes', () => {
    let t: Tournament = assignBoards({ ...drawn(8), boards: 2 });
    expect(onBoards(t)).toEqual({ 'round 0.0 s1vs8': 1, 'round 0.1 s4vs5': 2 });
    t = assignBoards(scored(t, { stage: 'round', roundIndex: 0, matchIndex: 1 }, 2, 0));
    expect(onBoards(t)).toEqual({ 'round 0.0 s1vs8': 1, 'round 0.2 s3vs6': 2 });
  });

  it('holds a match while one of its sides is playing on another board', () => {
    const t = assignBoards({ ...drawn(4, { format: 'groups', groupCount: 1, groupAdvance: 2 }), boards: 4 });
    // Group of 4: the first round's two matches take boards 1 and 2; every other match has a side in play.
    expect(Object.values(onBoards(t))).toEqual([1, 2]);
    const sides = tournamentMatchesOf(t)
      .filter((p) => p.match.board)
      .flatMap((p) => [p.match.sideA!.id, p.match.sideB!.id]);
    expect(new Set(sides).size).toBe(4);
  });

  it('keeps a board set by hand, and the next ready match takes another', () => {
    const t = mapTournamentMatches({ ...drawn(8), boards: 2 }, (p) =>
      p.stage === 'round' && p.roundIndex === 0 && p.matchIndex === 3 ? { ...p.match, board: 1 } : p.match,
    );
    expect(onBoards(assignBoards(t))).toEqual({ 'round 0.0 s1vs8': 2, 'round 0.3 s2vs7': 1 });
  });

  /** Match m of the first round changed by `change`. */
  const firstRound = (t: Tournament, m: number, change: (match: TournamentMatch) => TournamentMatch) =>
    mapTournamentMatches(t, (p) =>
      p.stage === 'round' && p.roundIndex === 0 && p.matchIndex === m ? change(p.match) : p.match,
    );
  const offBoard = (match: TournamentMatch): TournamentMatch => {
    const { board: _board, ...rest } = match;
    return { ...rest, offBoard: true };
  };

  it.each([
    {
      case: 'a match taken off by hand gets no board; the next ready match takes it',
      night: (t: Tournament) => firstRound(t, 0, offBoard),
      expected: { 'round 0.1 s4vs5': 1, 'round 0.2 s3vs6': 2 },
    },
    {
      case: 'it stays off after another match finishes, the freed board going to the next',
      night: (t: Tournament) =>
        scored(assignBoards(firstRound(t, 0, offBoard)), { stage: 'round', roundIndex: 0, matchIndex: 1 }, 2, 0),
      expected: { 'round 0.2 s3vs6': 2, 'round 0.3 s2vs7': 1 },
    },
    {
      case: 'put on a board by hand again (the mark cleared), it keeps that board',
      night: (t: Tournament) =>
        firstRound(firstRound(t, 0, offBoard), 0, ({ offBoard: _off, ...m }) => ({ ...m, board: 2 })),
      expected: { 'round 0.0 s1vs8': 2, 'round 0.1 s4vs5': 1 },
    },
    {
      case: 'a stale board on a match marked off is kept: a board set by hand wins',
      night: (t: Tournament) => firstRound(t, 0, (m) => ({ ...m, board: 1, offBoard: true })),
      expected: { 'round 0.0 s1vs8': 1, 'round 0.1 s4vs5': 2 },
    },
  ])('$case', ({ night, expected }) => {
    expect(onBoards(assignBoards(night({ ...drawn(8), boards: 2 })))).toEqual(expected);
  });

  it('holds the sides of a match under way off the boards, not those of one waiting off them', () => {
    // A group of 5: one side rests each round, so a side of the match off the boards can meet it.
    const groups = { ...drawn(5, { format: 'groups', groupCount: 1, groupAdvance: 2 }), boards: 3 };
    const offFirst = (change: (m: TournamentMatch) => TournamentMatch) =>
      assignBoards(mapTournamentMatches(groups, (p) => (p.matchIndex === 0 ? change(offBoard(p.match)) : p.match)));
    const first = tournamentMatchesOf(groups)[0]!.match;
    const sidesOnBoards = (t: Tournament) =>
      tournamentMatchesOf(t)
        .filter((p) => p.match.board)
        .flatMap((p) => [p.match.sideA!.id, p.match.sideB!.id]);
    // Waiting: its sides may play another match on a board.
    const waiting = sidesOnBoards(offFirst((m) => m));
    expect(waiting.includes(first.sideA!.id) || waiting.includes(first.sideB!.id)).toBe(true);
    // Under way elsewhere: its sides are held.
    const underWay = sidesOnBoards(offFirst((m) => ({ ...m, scoreA: 1 })));
    expect(underWay).not.toContain(first.sideA!.id);
    expect(underWay).not.toContain(first.sideB!.id);
  });

  it('drops a board beyond the venue’s and a second match on one board', () => {
    const t = mapTournamentMatches({ ...drawn(8), boards: 2 }, (p) =>
      p.stage === 'round' && p.roundIndex === 0 ? { ...p.match, board: p.matchIndex < 2 ? 2 : 5 } : p.match,
    );
    expect(onBoards(assignBoards(t))).toEqual({ 'round 0.0 s1vs8': 2, 'round 0.1 s4vs5': 1 });
  });

  it('changes nothing without boards, or when applied again', () => {
    const t = drawn(8);
    expect(assignBoards(t)).toEqual(t);
    const once = assignBoards({ ...t, boards: 3 });
    expect(assignBoards(once)).toEqual(once);
  });

  it('never gives a board by itself to a match taken off the boards by hand (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (boards, seed, marks) => {
          const start = assignBoards({ ...drawn(12, { format: 'doubleElimination' }), boards });
          // Matches marked off by hand as the night goes: by their place, whatever sides reach them.
          const keys = new Set(
            tournamentMatchesOf(start)
              .filter((_, i) => marks[i % marks.length])
              .map(placeKey),
          );
          const marked = mapTournamentMatches(start, (p) => (keys.has(placeKey(p)) ? offBoard(p.match) : p.match));
          playOut(marked, seededRng(seed), (night) => {
            const t = assignBoards(night);
            for (const p of tournamentMatchesOf(t)) if (p.match.offBoard) expect(p.match.board).toBeUndefined();
            const waiting = tournamentMatchesOf(t).filter(
              (p) => isReadyToPlay(p) && !p.match.offBoard && !p.match.board,
            );
            const used = tournamentMatchesOf(t).filter((p) => p.match.board).length;
            // A free board and a ready match not off by hand: it is held only for a side already on a board.
            if (used < boards)
              for (const p of waiting) {
                const onBoard = tournamentMatchesOf(t)
                  .filter((q) => q.match.board)
                  .flatMap((q) => [q.match.sideA?.id, q.match.sideB?.id]);
                expect([p.match.sideA?.id, p.match.sideB?.id].some((id) => onBoard.includes(id))).toBe(true);
              }
          });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('never puts two matches on one board, nor a side on two boards (properties)', () => {
    const formats = fc.constantFrom(
      { format: 'knockout' as const, count: 13 },
      { format: 'doubleElimination' as const, count: 12 },
      { format: 'groups' as const, count: 16, groupCount: 4, groupAdvance: 2 },
    );
    fc.assert(
      fc.property(formats, fc.integer({ min: 1, max: 6 }), fc.integer(), ({ count, ...options }, boards, seed) => {
        const start = assignBoards({ ...drawn(count, options), boards });
        playOut(start, seededRng(seed), (night) => {
          const t = assignBoards(night);
          const busy = tournamentMatchesOf(t).filter((p) => p.match.board);
          expect(new Set(busy.map((p) => p.match.board)).size).toBe(busy.length);
          const sides = busy.flatMap((p) => [p.match.sideA?.id, p.match.sideB?.id]);
          expect(new Set(sides).size).toBe(sides.length);
          expect(busy.length).toBeLessThanOrEqual(boards);
          expect(assignBoards(t)).toEqual(t);
        });
      }),
      { numRuns: 30 },
    );
  });
});
