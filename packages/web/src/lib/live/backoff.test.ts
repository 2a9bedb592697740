import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay (issue #11: a dropped socket reconnects with backoff)', () => {
  it.each([
    // attempt, random, delay
    [0, 0, 250],
    [0, 0.999, 500],
    [1, 0, 500],
    [1, 0.5, 750],
    [2, 1, 2_000],
    [3, 0, 2_000],
    [4, 1, 8_000],
    [5, 0, 5_000],
    [5, 1, 10_000],
    [20, 1, 10_000],
    [20, 0, 5_000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, delay) => {
    expect(reconnectDelay(attempt, random)).toBe(delay);
  });

  it('never waits longer than the cap, however many attempts', () => {
    for (let attempt = 0; attempt < 60; attempt += 1)
      expect(reconnectDelay(attempt, 0.9999)).toBeLessThanOrEqual(10_000);
  });
});
