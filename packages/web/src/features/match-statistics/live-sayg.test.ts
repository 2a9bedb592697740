import { describe, expect, it } from 'vitest';
import { saygFromLiveState } from './live-sayg';
import { joWinsLeg, playMatch, recordOf } from './testing-matches';

const id = '5a760000-0000-4000-8000-00000000000a';
const match = playMatch([joWinsLeg]);

describe('saygFromLiveState (contract §17.4)', () => {
  it('reads the stored record the server publishes', () => {
    expect(saygFromLiveState(recordOf(match, id))).toEqual(match);
  });

  it('reads a scorer’s own state, nulls and no `updated` included', () => {
    expect(saygFromLiveState({ ...match, id })).toEqual(match);
  });

  it('says a deleted record is gone', () => {
    expect(saygFromLiveState({ ...recordOf(match, id), deleted: '2025-11-21T12:00:00Z' })).toBeNull();
  });

  it.each([
    ['a tournament', { address: 'The Crown', round: {} }],
    ['text', 'Jo v Sam'],
    ['a list', [match]],
    ['null', null],
    ['legs that are not legs', { ...recordOf(match, id), legs: { '0': { home: 'x' } } }],
  ])('ignores %s', (_, data) => {
    expect(saygFromLiveState(data)).toBeUndefined();
  });
});
