import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advanceWinners } from './advance-winners.js';
import { tournamentPlacings, tournamentWinner } from './tournament-winner.js';
import { chainOf, roundsOf, type TournamentMatch, type TournamentRound } from './types.js';

const side = (id: string) => ({ id, name: id.toUpperCase(), players: [] });
const [a, b, c, d] = [side('a'), side('b'), side('c'), side('d')];
const round = (matches: TournamentMatch[], legs?: number): TournamentRound => ({
  matches,
  matchOptions: matches.map(() => (legs ? { numberOfLegs: legs } : null)),
});

describe('tournamentWinner', () => {
  const semis = round([
    { sideA: a, sideB: b, scoreA: 3, scoreB: 1 },
    { sideA: c, sideB: d, scoreA: 0, scoreB: 3 },
  ]);
  it.each([
    ['side A of the final', [semis, round([{ sideA: a, sideB: d, scoreA: 3, scoreB: 2 }])], {}, 'a'],
    ['side B of the final', [semis, round([{ sideA: a, sideB: d, scoreA: 1, scoreB: 3 }])], {}, 'd'],
    ['the final undecided', [semis, round([{ sideA: a, sideB: d, scoreA: 2, scoreB: 2 }])], {}, undefined],
    ['the final not played yet', [semis, round([{}])], {}, undefined],
    ['a final of one match as the only round', [round([{ sideA: a, sideB: b, scoreA: 0, scoreB: 3 }])], {}, 'b'],
    ['the last round with two matches (not a final)', [semis], {}, undefined],
    ['no rounds', [], {}, undefined],
    // The final's match option decides the legs: 2 of 3 wins there, though bestOf is 7.
    ['the final over its own legs', [round([{ sideA: a, sideB: b, scoreA: 2, scoreB: 1 }], 3)], { bestOf: 7 }, 'a'],
    [
      'bestOf when the final has no option',
      [round([{ sideA: a, sideB: b, scoreA: 3, scoreB: 1 }])],
      { bestOf: 7 },
      undefined,
    ],
    [
      'a single round (no final)',
      [round([{ sideA: a, sideB: b, scoreA: 3, scoreB: 0 }])],
      { singleRound: true },
      undefined,
    ],
  ] as const)('%s', (_, rounds, options, winnerId) => {
    const tournament = { sides: [], round: chainOf(rounds), ...options };
    expect(tournamentWinner(tournament)?.id).toBe(winnerId);
  });
});

describe('tournamentPlacings', () => {
  it("names the runner up: the final's other side", () => {
    const final = (scoreA: number, scoreB: number) => ({ round: round([{ sideA: a, sideB: b, scoreA, scoreB }]) });
    expect(tournamentPlacings(final(3, 1))).toEqual({ winner: a, runnerUp: b });
    expect(tournamentPlacings(final(0, 3))).toEqual({ winner: b, runnerUp: a });
  });

  it.each([
    // ⌈bestOf ÷ 2⌉ legs were enough for the finals-night sheet: with an even bestOf that is a tie.
    ['an even bestOf: half the legs is not a win', { bestOf: 4 }, 2, 1, null, undefined],
    ['more than half of an even bestOf', { bestOf: 4 }, 3, 1, null, 'a'],
    ["the final's own legs, not bestOf", { bestOf: 7 }, 2, 1, 3, 'a'],
    ['bestOf 5 by default', {}, 2, 1, null, undefined],
  ] as const)('%s', (_, options, scoreA, scoreB, legs, winnerId) => {
    const final: TournamentRound = {
      matches: [{ sideA: a, sideB: b, scoreA, scoreB }],
      matchOptions: [legs ? { numberOfLegs: legs } : null],
    };
    expect(tournamentPlacings({ round: final, ...options })?.winner.id).toBe(winnerId);
  });
});

// Issue #25: the winner is the bracket's. The final is read with the winners moved on, as the
// bracket shows it, so a stored final holding other sides cannot name another winner.
describe('tournamentWinner agrees with the bracket', () => {
  const semis = round([
    { sideA: a, sideB: b, scoreA: 3, scoreB: 1 },
    { sideA: c, sideB: d, scoreA: 0, scoreB: 3 },
  ]);

  it.each([
    ["a stored final holding the semi-finals' losers", { sideA: b, sideB: c, scoreA: 3, scoreB: 0 }, 'a'],
    ['a stored final holding no sides', { scoreA: 1, scoreB: 3 }, 'd'],
  ] as const)('%s', (_, final, winnerId) => {
    const tournament = { sides: [], round: chainOf([semis, round([{ ...final }])]) };
    expect(tournamentWinner(tournament)?.id).toBe(winnerId);
    expect(tournamentPlacings(tournament)?.runnerUp?.id).toBe(winnerId === 'a' ? 'd' : 'a');
  });

  it('names the winner of the advanced bracket, one of its final sides, whatever the stored sides', () => {
    const pool = [a, b, c, d];
    const anySide = fc.option(fc.constantFrom(...pool), { nil: undefined });
    const match = fc.record({ sideA: anySide, sideB: anySide, scoreA: fc.nat(4), scoreB: fc.nat(4) });
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
        const tournament = { sides: [], round: chainOf(rounds.map((matches) => round(matches))) };
        const bracket = advanceWinners(tournament);
        const winner = tournamentWinner(tournament);
        expect(winner).toBe(tournamentWinner(bracket));
        const final = roundsOf(bracket.round).at(-1)?.matches[0];
        if (winner) expect([final?.sideA, final?.sideB]).toContain(winner);
      }),
    );
  });
});
