import { describe, expect, it } from 'vitest';
import { isSameVenue, venueKey, venueOf } from './team-venue.js';

describe('venueOf', () => {
  it.each([
    [{ name: 'Crown', address: 'The Crown, High Street' }, 'The Crown, High Street'],
    [{ name: 'Crown', address: '' }, 'Crown'],
    [{ name: 'Crown', address: '   ' }, 'Crown'],
    [{ name: 'Crown A', address: ' The Crown ' }, ' The Crown '],
  ])('%j plays at %j', (team, expected) => {
    expect(venueOf(team)).toBe(expected);
  });
});

describe('isSameVenue', () => {
  it.each([
    ['The Crown', 'The Crown', true],
    ['The Crown', ' the crown ', true],
    ['THE CROWN', 'The Crown', true],
    ['The Crown', 'The Swan', false],
    ['The Crown', 'The  Crown', false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(isSameVenue(a, b)).toBe(expected);
    expect(venueKey(a) === venueKey(b)).toBe(expected);
  });
});
