import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { AttemptLimiter } from './attempt-limiter.js';

const minute = 60_000;

describe('AttemptLimiter', () => {
  it('lets a key try until it reaches the limit, then says how long to wait', () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const limiter = new AttemptLimiter(clock, 3, 15 * minute);
    limiter.record('a');
    clock.advance(5 * minute);
    limiter.record('a');
    expect(limiter.waitFor('a')).toBe(0);
    limiter.record('a');
    // The oldest attempt leaves the window 15 minutes after it was made.
    expect(limiter.waitFor('a')).toBe(10 * minute);
    expect(limiter.waitFor('b')).toBe(0);
    clock.advance(10 * minute);
    expect(limiter.waitFor('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter(fixedClock('2026-11-21T12:00:00Z'), 1, minute);
    limiter.record('a');
    expect(limiter.waitFor('a')).toBe(minute);
    limiter.reset('a');
    expect(limiter.waitFor('a')).toBe(0);
  });

  it('forgets the least recent keys rather than grow without bound', () => {
    const limiter = new AttemptLimiter(fixedClock('2026-11-21T12:00:00Z'), 1, minute);
    for (let i = 0; i <= 10_000; i += 1) limiter.record(`key ${i}`);
    expect(limiter.waitFor('key 0')).toBe(0);
    expect(limiter.waitFor('key 10000')).toBe(minute);
  });
});
