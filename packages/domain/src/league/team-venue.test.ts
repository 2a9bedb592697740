import { describe, expect, it } from 'vitest';
import { venueOf } from './team-venue.js';

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
