import { describe, expect, it } from 'vitest';
import type { FixtureDate } from './fixture-date.js';
import { teamIsNotPlayingTheSameLegTwice } from './team-is-not-playing-the-same-leg-twice.js';

const t = (id: string) => ({ id, name: id.toUpperCase() });
const dates: FixtureDate[] = [
  { date: '2026-10-03T00:00:00', fixtures: [{ id: 'g1', homeTeam: t('a'), awayTeam: t('b'), isKnockout: false }] },
  { date: '2026-10-10T00:00:00', fixtures: [{ id: 'g2', homeTeam: t('a'), awayTeam: t('c'), isKnockout: true }] },
  { date: '2026-11-21T00:00:00', fixtures: [{ id: 'a', homeTeam: t('a'), isKnockout: false }] },
];

describe('teamIsNotPlayingTheSameLegTwice', () => {
  it.each([
    ['a', 'b', '2026-11-21', 'Already playing same leg on 3 Oct'],
    ['a', 'b', '2026-10-03', undefined],
    ['b', 'a', '2026-11-21', undefined],
    ['a', 'c', '2026-11-21', undefined],
    ['a', 'd', '2026-11-21', undefined],
  ])('%s at home to %s on %s → %s', (home, away, date, expected) => {
    expect(teamIsNotPlayingTheSameLegTwice(home, away, date, dates)).toBe(expected);
  });
});
