import { describe, expect, it } from 'vitest';
import type { MatchSide, Tournament } from '../types.js';
import { pendingSlotLabel, type SlotPlace } from './pending-slot-label.js';
import { drawn, scored } from './testing/nights.js';

const name = (p: SlotPlace) => `${p.stage} ${p.roundIndex}.${p.matchIndex}`;
const label = (t: Tournament, where: string, side: MatchSide) => {
  const [stage, place] = where.split(' ') as [SlotPlace['stage'], string];
  const [roundIndex, matchIndex] = place.split('.').map(Number) as [number, number];
  return pendingSlotLabel(t, { stage, roundIndex, matchIndex }, side, name);
};

describe('pendingSlotLabel', () => {
  const eight = drawn(8, { format: 'doubleElimination', grandFinalReset: true });

  it.each([
    ['round 1.0', 'sideA', 'Winner of round 0.0'],
    ['round 2.0', 'sideB', 'Winner of round 1.1'],
    ['losersRound 0.0', 'sideA', 'Loser of round 0.0'],
    ['losersRound 0.1', 'sideB', 'Loser of round 0.3'],
    // Winners round 1's losers drop in reverse order, so a dropped side meets the far half first.
    ['losersRound 1.0', 'sideA', 'Winner of losersRound 0.0'],
    ['losersRound 1.0', 'sideB', 'Loser of round 1.1'],
    ['losersRound 1.1', 'sideB', 'Loser of round 1.0'],
    ['losersRound 2.0', 'sideB', 'Winner of losersRound 1.1'],
    ['losersRound 3.0', 'sideB', 'Loser of round 2.0'],
    ['finalRound 0.0', 'sideA', 'Winner of round 2.0'],
    ['finalRound 0.0', 'sideB', 'Winner of losersRound 3.0'],
    // Nothing said: a first-round slot (its side is there), the reset (the grand final's sides again).
    ['round 0.0', 'sideA', null],
    ['finalRound 1.0', 'sideA', null],
  ] as const)('8-side double elimination: %s %s reads %j', (where, side, expected) => {
    expect(label(eight, where, side)).toBe(expected);
  });

  it('says nothing once the side is known', () => {
    const played = scored(eight, { stage: 'round', roundIndex: 0, matchIndex: 0 }, 2, 0);
    expect(label(played, 'round 1.0', 'sideA')).toBeNull();
    expect(label(played, 'losersRound 0.0', 'sideA')).toBeNull();
    expect(label(played, 'losersRound 0.0', 'sideB')).toBe('Loser of round 0.1');
  });

  it.each([
    // 6 sides: seeds 1 and 2 have byes (round 0.0 and 0.3), so their losers never come.
    ['losersRound 0.0', 'sideA', null],
    ['losersRound 0.0', 'sideB', 'Loser of round 0.1'],
    ['losersRound 0.1', 'sideA', 'Loser of round 0.2'],
    // A losers-bracket bye passes its pending side on: the slot names the match feeding the bye.
    ['losersRound 1.0', 'sideA', 'Loser of round 0.1'],
    ['losersRound 1.1', 'sideA', 'Loser of round 0.2'],
    ['round 1.0', 'sideB', 'Winner of round 0.1'],
  ] as const)('6 sides with byes: %s %s reads %j', (where, side, expected) => {
    expect(label(drawn(6, { format: 'doubleElimination' }), where, side)).toBe(expected);
  });

  it('says nothing for a group match, a groups knockout’s first round, or a match the screen does not name', () => {
    const groups = drawn(8, { format: 'groups', groupCount: 2, groupAdvance: 2 });
    const group = groups.groups![0]!;
    expect(
      pendingSlotLabel(groups, { stage: 'group', groupId: group.id, roundIndex: 0, matchIndex: 0 }, 'sideA', name),
    ).toBeNull();
    expect(label(groups, 'round 0.0', 'sideA')).toBeNull();
    expect(label(groups, 'round 1.0', 'sideA')).toBe('Winner of round 0.0');
    expect(
      pendingSlotLabel(eight, { stage: 'round', roundIndex: 1, matchIndex: 0 }, 'sideA', () => undefined),
    ).toBeNull();
  });

  it('names the feeder of a knockout of before the draw, a preliminary round feeding only some slots', () => {
    const sides = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, players: [] }));
    const t: Tournament = {
      sides,
      bestOf: 3,
      round: {
        matches: [{ sideA: sides[0], sideB: sides[1] }],
        matchOptions: [],
        nextRound: { matches: [{ sideA: sides[2], sideB: sides[3] }, { sideA: sides[4] }], matchOptions: [] },
      },
    };
    expect(label(t, 'round 1.1', 'sideB')).toBe('Winner of round 0.0');
    expect(label(t, 'round 1.0', 'sideA')).toBeNull();
  });
});
