import { describe, expect, it } from 'vitest';
import { tournamentPlacings, tournamentWinner } from './tournament-winner.js';
import { chainOf, type TournamentMatch, type TournamentRound } from './types.js';

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
