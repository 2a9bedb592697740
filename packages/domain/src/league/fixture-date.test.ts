import { describe, expect, it } from 'vitest';
import { isSameDate, isTeamSlot } from './fixture-date.js';

describe('isTeamSlot', () => {
  const home = { id: 'h', name: 'Home' };
  it.each([
    [{ id: 'h', homeTeam: home, isKnockout: false }, true],
    [{ id: 'h', homeTeam: home, awayTeam: null, isKnockout: false }, true],
    [{ id: 'h', homeTeam: home, awayTeam: { id: 'a', name: 'A' }, isKnockout: false }, false],
    [{ id: 'g', homeTeam: home, isKnockout: false }, false],
  ])('%j → %s', (fixture, expected) => {
    expect(isTeamSlot(fixture)).toBe(expected);
  });
});

describe('isSameDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00', true],
    ['2026-11-21T00:00:00', '2026-11-21T00:00:00', true],
    ['2026-11-21', '2026-11-22', false],
  ])('%s and %s → %s', (a, b, expected) => {
    expect(isSameDate(a, b)).toBe(expected);
  });
});
