import { describe, expect, it } from 'vitest';
import { hiCheckMessages } from '../darts/hi-check.js';
import { sideTexts } from './side-rules.js';
import { tournamentMatchesOf } from './formats/matches-of.js';
import { drawn, scored } from './formats/testing/nights.js';
import { matchTexts, tournamentProblems } from './tournament-problems.js';
import type { Tournament, TournamentMatch, TournamentSide } from './types.js';

const side = (id: string, name: string | undefined = id.toUpperCase()): TournamentSide => ({
  id,
  name,
  players: [{ id: `p-${id}`, name: id }],
});
const [a, b, c, d] = [side('a'), side('b'), side('c'), side('d')];
const match = (sideA: TournamentSide, sideB: TournamentSide, scoreA?: number, scoreB?: number): TournamentMatch => ({
  sideA,
  sideB,
  scoreA,
  scoreB,
});

/** Two semi-finals (best of 3 unless given) and a final. */
const tournament = (
  semis: TournamentMatch[],
  final: TournamentMatch = {},
  legs: (number | null)[] = [null, null],
): Tournament => ({
  sides: [a, b, c, d],
  bestOf: 3,
  round: {
    matches: semis,
    matchOptions: legs.map((numberOfLegs) => (numberOfLegs === null ? null : { numberOfLegs })),
    nextRound: { matches: [final], matchOptions: [null] },
  },
});

describe('tournamentProblems', () => {
  it.each<[string, Tournament, string[]]>([
    ['nothing entered', tournament([match(a, b), match(c, d)]), []],
    [
      'the first round decided, the final scored',
      tournament([match(a, b, 2, 0), match(c, d, 1, 2)], match(a, d, 2, 1)),
      [],
    ],
    ['a score above the legs', tournament([match(a, b, 4, 0), match(c, d)]), [matchTexts.scoreAboveLegs(1, 2)]],
    ['a score above the legs to win', tournament([match(a, b, 3, 0), match(c, d)]), [matchTexts.scoreAboveLegs(1, 2)]],
    ['a score within its own match option', tournament([match(a, b), match(c, d, 3, 0)], {}, [null, 5]), []],
    ['a best of 9 won 6-0', tournament([match(a, b, 6, 0), match(c, d)], {}, [9]), [matchTexts.scoreAboveLegs(1, 5)]],
    ['both sides winning', tournament([match(a, b, 2, 2), match(c, d)]), [matchTexts.bothSidesWinning(1)]],
    [
      'a later round scored first',
      tournament([match(a, b, 2, 0), match(c, d, 1, 1)], match(a, d, 1, 0)),
      [matchTexts.previousRoundsFirst],
    ],
    [
      'a drawn bracket’s bye does not hold the next round back (issue #26)',
      tournament([{ sideA: a, bye: true }, match(c, d, 2, 0)], match(a, c, 1, 0)),
      [],
    ],
    [
      'a side without a name',
      { ...tournament([match(a, b), match(c, d)]), sides: [a, b, c, side('d', '')] },
      [sideTexts.noName],
    ],
    [
      'a player in two sides',
      { ...tournament([match(a, b), match(c, d)]), sides: [a, b, c, { ...d, players: a.players }] },
      [sideTexts.playerInTwoSides('a')],
    ],
    [
      'hi-checks from 100 to 170 (the score card rule, issue #22)',
      { ...tournament([match(a, b), match(c, d)]), over100Checkouts: [{ score: 100 }, { score: 121 }, { score: 170 }] },
      [],
    ],
    [
      'hi-checks out of range, impossible or without a score',
      {
        ...tournament([match(a, b), match(c, d)]),
        over100Checkouts: [{ score: 99 }, { score: 171 }, { score: 169 }, { score: null }],
      },
      [
        hiCheckMessages.outOfRange(99),
        hiCheckMessages.outOfRange(171),
        hiCheckMessages.impossible(169),
        hiCheckMessages.needsScore,
      ],
    ],
  ])('%s', (_, t, problems) => {
    expect(tournamentProblems(t)).toEqual(problems);
  });

  it('numbers the matches across rounds', () => {
    expect(tournamentProblems(tournament([match(a, b, 2, 0), match(c, d, 0, 2)], match(a, d, 5, 0)))).toEqual([
      matchTexts.scoreAboveLegs(3, 2),
    ]);
  });

  it('checks the scores of the losers bracket, the grand final and the groups as the main bracket (issue #26)', () => {
    const night = drawn(6, { format: 'doubleElimination' });
    const inLosers = scored(
      night,
      tournamentMatchesOf(night).find((p) => p.stage === 'losersRound')!,
      5,
      0,
    );
    expect(tournamentProblems(inLosers)).toContain(matchTexts.scoreAboveLegsAt('Losers round 1, match 1', 2));
    const inFinal = scored(night, { stage: 'finalRound', roundIndex: 0, matchIndex: 0 }, 2, 2);
    expect(tournamentProblems(inFinal)).toEqual([matchTexts.bothSidesWinningAt('Grand final')]);
    const groups = drawn(8, { format: 'groups', groupCount: 2 });
    const group = groups.groups![1]!;
    const inGroup = scored(groups, { stage: 'group', groupId: group.id, roundIndex: 0, matchIndex: 1 }, 0, 3);
    expect(tournamentProblems(inGroup)).toEqual([matchTexts.scoreAboveLegsAt(`${group.name}, match 2`, 2)]);
    expect(
      tournamentProblems(scored(groups, { stage: 'group', groupId: group.id, roundIndex: 0, matchIndex: 1 }, 2, 1)),
    ).toEqual([]);
  });

  it('says the contract page text for rounds out of order', () => {
    expect(matchTexts.previousRoundsFirst).toBe('Finish entering data for the previous rounds first');
  });
});
