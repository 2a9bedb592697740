import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advanceTournament } from './advance-tournament.js';
import { tournamentPlacingsOf } from './champion.js';
import { drawn, playOut, results, seededRng, sidesInPlay } from './testing/nights.js';

/** Every size the format takes (issue #26: 4 to 64 sides), each played out from a few random seeds. */
const sizes = Array.from({ length: 61 }, (_, i) => i + 4);

describe('a double elimination played out with random results (properties)', () => {
  it.each(sizes)('%i sides', (count) => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, grandFinalReset) => {
        const start = drawn(count, { format: 'doubleElimination', grandFinalReset });
        const t = playOut(start, seededRng(seed), (night) => {
          const inPlay = sidesInPlay(night);
          expect(new Set(inPlay).size, 'a side in two undecided matches at once').toBe(inPlay.length);
          expect(advanceTournament(night)).toEqual(night);
        });
        const placings = tournamentPlacingsOf(t);
        expect(placings).toBeDefined();
        const { winner, runnerUp } = placings!;

        const played = results(t);
        const losses = new Map<string, number>();
        const lastMatch = new Map<string, 'won' | 'lost'>();
        for (const { winner: w, loser: l } of played) {
          losses.set(l, (losses.get(l) ?? 0) + 1);
          lastMatch.set(w, 'won');
          lastMatch.set(l, 'lost');
        }
        const resetPlayed = played.filter((r) => r.stage === 'finalRound').length === 2;
        for (const side of t.sides) {
          const lost = losses.get(side.id) ?? 0;
          expect(lost).toBeLessThanOrEqual(2);
          if (side.id === winner.id) {
            // The champion is never eliminated: at most one loss, and the last match won.
            expect(lost).toBeLessThanOrEqual(1);
            expect(lastMatch.get(side.id)).toBe('won');
          } else {
            // Every other side is eliminated exactly once: its last match lost, after two losses,
            // or one for the winners-bracket side losing a grand final that has no reset to play.
            expect(lastMatch.get(side.id)).toBe('lost');
            expect(side.id === runnerUp?.id && !resetPlayed ? [1, 2] : [2]).toContain(lost);
          }
        }
        expect(played.length).toBeGreaterThanOrEqual(2 * count - 2);
        expect(played.length).toBeLessThanOrEqual(2 * count - 1);
      }),
      { numRuns: 4 },
    );
  });
});
