import { describe, expect, it } from 'vitest';
import { roundsOf } from '@darts/domain';
import type { TournamentGameDto } from '@darts/contract';
import { shownRounds, withMatchEdit } from './tournament-model';

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

const side = (name: string) => ({ id: newId(), name, players: [{ id: newId(), name }], noShow: false });

const undrawn: TournamentGameDto = {
  id: newId(),
  updated: '2026-11-25T00:00:00.0000000Z',
  date: '2026-11-29T00:00:00',
  seasonId: newId(),
  address: 'The Crown',
  singleRound: false,
  accoladesCount: true,
  excludeFromReports: false,
  sides: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'].map(side),
  oneEighties: [],
  over100Checkouts: [],
  photos: [],
};

describe('editing a match of a draw that is only shown', () => {
  it('stores the draw with real ids, never the shown placeholders', () => {
    const shown = shownRounds(undrawn)[0]!.matches[0]!;
    expect(shown.id.startsWith('drawn-')).toBe(true);
    const edited = withMatchEdit(undrawn, 0, 0, { match: { ...shown, scoreA: 3, scoreB: 1 }, legs: 5 }, newId);
    const rounds = roundsOf(edited.round);
    expect(rounds.map((round) => round.matches.length)).toEqual([2, 2, 1]);
    for (const round of rounds) {
      for (const match of round.matches) expect(match.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(rounds[0]!.matches[0]).toMatchObject({ scoreA: 3, scoreB: 1, sideA: { name: shown.sideA?.name } });
  });
});
