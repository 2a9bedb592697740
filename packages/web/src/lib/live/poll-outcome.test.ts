import { describe, expect, it } from 'vitest';
import { classifyPoll, exceptionOutcome } from './poll-outcome';

const id = '0b0f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3a';
const ok = (result?: unknown) => ({
  success: true,
  ...(result === undefined ? {} : { result }),
  errors: [],
  warnings: [],
});

describe('classifyPoll (spec 1 §4 polling outcomes, contract §16.3)', () => {
  it.each([
    [
      'success with data',
      ok({ data: { yourName: 'Jo' }, lastUpdate: 'T1' }),
      { kind: 'data', data: { yourName: 'Jo' }, lastUpdate: 'T1', keep: true },
    ],
    ['success with no data (no change)', ok({ lastUpdate: 'T1' }), { kind: 'no-change', lastUpdate: 'T1', keep: true }],
    [
      'success with null data',
      ok({ data: null, lastUpdate: 'T2' }),
      { kind: 'no-change', lastUpdate: 'T2', keep: true },
    ],
    [
      'no result (not being live-updated)',
      { success: true, errors: [], warnings: ['Entity is not being live-updated'] },
      { kind: 'no-result', keep: false },
    ],
    [
      'a failure the server reported',
      { success: false, errors: ['Not permitted', 'Try later'], warnings: [] },
      { kind: 'failed', message: `Error polling for updates: ${id} (Sayg)\nNot permitted\nTry later`, keep: false },
    ],
    [
      'a body that is not an envelope',
      'Bad gateway',
      { kind: 'failed', message: `Error polling for updates: ${id} (Sayg)`, keep: false },
    ],
  ])('%s', (_, body, outcome) => {
    expect(classifyPoll(id, 'Sayg', body)).toEqual(outcome);
  });

  it('names the data type asked for', () => {
    expect(classifyPoll(id, 'Tournament', { success: false, errors: [] })).toMatchObject({
      message: `Error polling for updates: ${id} (Tournament)`,
    });
  });

  it('an exception keeps polling and carries the message and stack', () => {
    const error = new Error('Failed to fetch');
    const outcome = exceptionOutcome(error);
    expect(outcome).toMatchObject({ kind: 'exception', keep: true });
    expect(outcome.kind === 'exception' && outcome.message.startsWith('Failed to fetch\n')).toBe(true);
    expect(exceptionOutcome('gone')).toEqual({ kind: 'exception', message: 'gone', keep: true });
  });
});
