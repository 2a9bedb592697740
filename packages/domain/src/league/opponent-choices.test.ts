import { describe, expect, it } from 'vitest';
import type { FixtureDate } from './fixture-date.js';
import { byeChoice, isRegisteredInSeason, opponentChoices, type OpponentChoicesInput } from './opponent-choices.js';

const t = (id: string) => ({ id, name: id.toUpperCase() });
const fixtureDates: FixtureDate[] = [
  { date: '2026-10-03T00:00:00', fixtures: [{ id: 'g1', homeTeam: t('h'), awayTeam: t('b'), isKnockout: false }] },
  {
    date: '2026-11-21T00:00:00',
    fixtures: [
      { id: 'g2', homeTeam: t('c'), awayTeam: t('d'), isKnockout: false },
      { id: 'h', homeTeam: t('h'), isKnockout: false },
    ],
  },
];
const base: OpponentChoicesInput = {
  fixture: { id: 'h', homeTeam: t('h'), isKnockout: false },
  date: '2026-11-21',
  fixtureDates,
  divisionTeams: ['e', 'd', 'c', 'b', 'h'].map(t),
  allTeams: [
    { ...t('x'), seasons: [{ seasonId: 's1' }] },
    { ...t('y'), seasons: [{ seasonId: 's1', deleted: '2026-10-01T10:00:00Z' }] },
    { ...t('z'), seasons: [{ seasonId: 's0' }] },
    { ...t('c'), seasons: [{ seasonId: 's1' }] },
    { ...t('h'), seasons: [{ seasonId: 's1' }] },
  ],
  seasonId: 's1',
};

describe('opponentChoices', () => {
  it('offers a bye and the division teams, disabling those already playing', () => {
    expect(opponentChoices(base)).toEqual([
      byeChoice,
      { value: 'b', text: 'B', disabled: true, reason: 'Already playing same leg on 3 Oct' },
      { value: 'c', text: 'C', disabled: true, reason: 'Already playing against D' },
      { value: 'd', text: 'D', disabled: true, reason: 'Already playing against C' },
      { value: 'e', text: 'E', disabled: false },
    ]);
  });

  it('gives the bye an empty value', () => {
    expect(byeChoice.value).toBe('');
  });

  it('offers a bye on a saved fixture too, and does not count the fixture being edited', () => {
    const editing = { ...base, date: '2026-10-03', fixture: { id: 'g1', homeTeam: t('h'), isKnockout: false } };
    expect(opponentChoices(editing).map((c) => [c.value, c.disabled])).toEqual([
      ['', false],
      ['b', false],
      ['c', false],
      ['d', false],
      ['e', false],
    ]);
  });

  it('offers current-season, non-deleted teams other than the home team for knockouts', () => {
    const knockout = { ...base, fixture: { ...base.fixture, isKnockout: true } };
    expect(opponentChoices(knockout)).toEqual([
      { value: 'c', text: 'C', disabled: true, reason: 'Already playing against D' },
      { value: 'x', text: 'X', disabled: false },
    ]);
  });
});

describe('isRegisteredInSeason', () => {
  it.each([
    [{ ...t('a'), seasons: [{ seasonId: 's1' }] }, true],
    [{ ...t('a'), seasons: [{ seasonId: 's1', deleted: '2026-01-01T00:00:00Z' }] }, false],
    [{ ...t('a'), seasons: [{ seasonId: 's2' }] }, false],
    [{ ...t('a') }, false],
  ])('%j → %s', (team, expected) => {
    expect(isRegisteredInSeason(team, 's1')).toBe(expected);
  });
});
