import { describe, expect, it } from 'vitest';
import type { FixtureDate } from './fixture-date.js';
import { teamIsNotPlayingTwiceOnADate } from './team-is-not-playing-twice-on-a-date.js';

const t = (id: string) => ({ id, name: id.toUpperCase() });
const dates: FixtureDate[] = [
  {
    date: '2026-11-21T00:00:00',
    fixtures: [
      { id: 'g1', homeTeam: t('a'), awayTeam: t('b'), isKnockout: false },
      { id: 'g2', homeTeam: t('c'), awayTeam: t('d'), isKnockout: true },
      { id: 'e', homeTeam: t('e'), isKnockout: false },
    ],
  },
  { date: '2026-11-28T00:00:00', fixtures: [{ id: 'g3', homeTeam: t('f'), awayTeam: t('g'), isKnockout: false }] },
];

describe('teamIsNotPlayingTwiceOnADate', () => {
  it.each([
    ['a', '2026-11-21', undefined, 'Already playing against B'],
    ['b', '2026-11-21', undefined, 'Already playing against A'],
    ['d', '2026-11-21', undefined, 'Already playing against C'],
    ['e', '2026-11-21', undefined, undefined],
    ['f', '2026-11-21', undefined, undefined],
    ['f', '2026-11-28', undefined, 'Already playing against G'],
    ['a', '2026-11-21', 'g1', undefined],
  ])('team %s on %s (editing %s) → %s', (team, date, except, expected) => {
    expect(teamIsNotPlayingTwiceOnADate(team, date, dates, except)).toBe(expected);
  });
});
