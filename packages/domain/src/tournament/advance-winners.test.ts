import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../scoring/testing/play.js';
import { advanceWinners, entrantLabels } from './advance-winners.js';
import { drawBracket } from './draw-bracket.js';
import { tournamentMatchWinner, matchLegs } from './match-winner.js';
import { chainOf, roundsOf, type Tournament, type TournamentRound, type TournamentSide } from './types.js';

const side = (id: string): TournamentSide => ({ id, name: id.toUpperCase(), players: [{ id: `p-${id}`, name: id }] });
const sidesOf = (count: number) => Array.from({ length: count }, (_, i) => side(`s${i + 1}`));
const names = (round: TournamentRound) => round.matches.map((m) => [m.sideA?.id ?? null, m.sideB?.id ?? null]);

/** The tournament with match `matchIndex` of round `roundIndex` scored, then the winners advanced. */
function score(
  tournament: Tournament,
  roundIndex: number,
  matchIndex: number,
  scoreA: number,
  scoreB: number,
): Tournament {
  const rounds = roundsOf(tournament.round).map((round, r) =>
    r !== roundIndex
      ? round
      : { ...round, matches: round.matches.map((m, i) => (i === matchIndex ? { ...m, scoreA, scoreB } : m)) },
  );
  return advanceWinners({ ...tournament, round: chainOf(rounds) });
}

describe('advanceWinners', () => {
  const drawn = (count: number): Tournament => {
    const sides = sidesOf(count);
    return deepFreeze({ sides, bestOf: 3, round: drawBracket({ sides, bestOf: 3 }) });
  };

  it('puts a preliminary winner in the slot after the byes', () => {
    const t = score(drawn(5), 0, 0, 2, 1);
    expect(names(roundsOf(t.round)[1]!)).toEqual([
      ['s1', 's2'],
      ['s3', 's4'],
    ]);
  });

  it('moves winners of match j into match ⌊j/2⌋, side A for even j', () => {
    let t = score(drawn(4), 0, 1, 0, 2);
    expect(names(roundsOf(t.round)[1]!)).toEqual([[null, 's4']]);
    t = score(t, 0, 0, 2, 0);
    expect(names(roundsOf(t.round)[1]!)).toEqual([['s1', 's4']]);
  });

  it('empties the slot again when the feeding match is no longer decided', () => {
    const t = score(score(drawn(4), 0, 0, 2, 0), 0, 0, 1, 1);
    expect(names(roundsOf(t.round)[1]!)).toEqual([[null, null]]);
  });

  it('leaves a tournament without a second round as it is', () => {
    const t = drawn(2);
    expect(advanceWinners(t)).toBe(t);
  });

  // Issue #25: each round is fed by the round before as advanced, so a slot emptied in the semi-finals
  // empties the final too; a stale side stored further on does not win its way through.
  it('carries an emptied slot on to the final', () => {
    const s = sidesOf(8);
    const won = (sideA: TournamentSide, sideB: TournamentSide) => ({ sideA, sideB, scoreA: 2, scoreB: 0 });
    const stale: Tournament = {
      sides: s,
      bestOf: 3,
      round: chainOf([
        { matches: [0, 2, 4, 6].map((i) => ({ sideA: s[i], sideB: s[i + 1] })), matchOptions: [] },
        { matches: [won(s[0]!, s[2]!), won(s[4]!, s[6]!)], matchOptions: [] },
        { matches: [won(s[0]!, s[4]!)], matchOptions: [] },
      ]),
    };
    const rounds = roundsOf(advanceWinners(stale).round);
    expect(names(rounds[1]!)).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(names(rounds[2]!)).toEqual([[null, null]]);
  });

  it('gives the same bracket when applied again', () => {
    const anySide = fc.option(fc.constantFrom(...sidesOf(4)), { nil: undefined });
    const match = fc.record({ sideA: anySide, sideB: anySide, scoreA: fc.nat(3), scoreB: fc.nat(3) });
    const chain = fc
      .integer({ min: 0, max: 3 })
      .chain((depth) =>
        fc.tuple(
          ...Array.from({ length: depth + 1 }, (_, r) =>
            fc.array(match, { minLength: 2 ** (depth - r), maxLength: 2 ** (depth - r) }),
          ),
        ),
      );
    fc.assert(
      fc.property(chain, (rounds) => {
        const once = advanceWinners({
          sides: [],
          bestOf: 3,
          round: chainOf(rounds.map((matches) => ({ matches, matchOptions: [] }))),
        });
        expect(advanceWinners(once)).toEqual(once);
      }),
    );
  });
});

describe('entrantLabels', () => {
  it('shows names, and the winner of an earlier match until it is decided', () => {
    const sides = sidesOf(5);
    const t = { sides, round: drawBracket({ sides }) };
    expect(entrantLabels(t)).toEqual([
      [{ sideA: 'S4', sideB: 'S5' }],
      [
        { sideA: 'S1', sideB: 'S2' },
        { sideA: 'S3', sideB: 'Winner of match 1' },
      ],
      [{ sideA: 'Winner of match 2', sideB: 'Winner of match 3' }],
    ]);
  });
});

// Plays every match of the drawn bracket, round by round, with the winners chosen by `picks`.
function playOut(count: number, picks: boolean[]): Tournament {
  const sides = sidesOf(count);
  let t: Tournament = { sides, bestOf: 3, round: drawBracket({ sides, bestOf: 3 }) };
  let pick = 0;
  roundsOf(t.round).forEach((round, r) => {
    round.matches.forEach((_, m) => {
      t = score(t, r, m, picks[pick % picks.length] ? 2 : 1, picks[pick++ % picks.length] ? 1 : 2);
    });
  });
  return t;
}

describe('a knockout played out (properties)', () => {
  const arbitrary = fc.tuple(fc.integer({ min: 2, max: 40 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 50 }));

  it('has sides − 1 matches, every one with two sides and a winner', () => {
    fc.assert(
      fc.property(arbitrary, ([count, picks]) => {
        const t = playOut(count, picks);
        const matches = roundsOf(t.round).flatMap((round) =>
          round.matches.map((match, i) => ({ match, legs: matchLegs(round, i, t) })),
        );
        expect(matches).toHaveLength(count - 1);
        for (const { match, legs } of matches) {
          expect(match.sideA && match.sideB).toBeTruthy();
          expect(tournamentMatchWinner(match, legs)).not.toBeNull();
        }
      }),
    );
  });

  it('knocks every side out exactly once, except the one winner of the final', () => {
    fc.assert(
      fc.property(arbitrary, ([count, picks]) => {
        const t = playOut(count, picks);
        const losses = new Map<string, number>();
        const rounds = roundsOf(t.round);
        for (const [r, round] of rounds.entries()) {
          round.matches.forEach((match, i) => {
            const winner = tournamentMatchWinner(match, matchLegs(round, i, t));
            const loser = winner === 'sideA' ? match.sideB : match.sideA;
            losses.set(loser!.id, (losses.get(loser!.id) ?? 0) + 1);
            if (r === rounds.length - 1) expect(losses.has(match[winner!]!.id)).toBe(false);
          });
        }
        expect([...losses.values()].every((n) => n === 1)).toBe(true);
        expect(losses.size).toBe(count - 1);
      }),
    );
  });
});
