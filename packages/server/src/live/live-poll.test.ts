import { describe, expect, it } from 'vitest';
import { pollOutcome } from './live-poll.js';

const state = { data: { id: 'x' }, lastUpdate: '2026-11-21T12:00:00.500+00:00' };

describe('pollOutcome (contract §16.3)', () => {
  it('answers 404 with the warning when nothing was published', () => {
    expect(pollOutcome(undefined, undefined)).toEqual({
      status: 404,
      body: { success: true, errors: [], warnings: ['Entity is not being live-updated'], messages: [], trace: [] },
    });
  });

  it.each([
    ['absent', undefined, true],
    ['empty (the first poll)', '', true],
    ['unparsable', 'yesterday-ish', true],
    ['an earlier ISO time', '2026-11-21T12:00:00.499+00:00', true],
    ['the same ISO time', '2026-11-21T12:00:00.500+00:00', false],
    ['the same ISO time in Z form', '2026-11-21T12:00:00.500Z', false],
    ['a later ISO time', '2026-11-21T12:00:01Z', false],
    ['an earlier HTTP date', 'Sat, 21 Nov 2026 11:59:59 GMT', true],
    ['the HTTP date of the same second', 'Sat, 21 Nov 2026 12:00:00 GMT', false],
  ])('If-Modified-Since %s: data sent = %s', (_name, header, sendsData) => {
    const outcome = pollOutcome(state, header);
    expect(outcome.status).toBe(200);
    expect(outcome.lastModified).toBe('Sat, 21 Nov 2026 12:00:00 GMT');
    expect(outcome.body.success).toBe(true);
    if (sendsData) {
      expect(outcome.body.result).toEqual({ data: { id: 'x' }, lastUpdate: state.lastUpdate });
      expect(outcome.body.messages).toEqual([]);
    } else {
      expect(outcome.body.result).toEqual({ lastUpdate: state.lastUpdate });
      expect(outcome.body.messages).toEqual([`Last update: ${state.lastUpdate}`]);
    }
  });
});
