import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Tournament } from '../types.js';
import { assignBoards } from './assign-boards.js';
import { mapTournamentMatches, tournamentMatchesOf } from './matches-of.js';
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
