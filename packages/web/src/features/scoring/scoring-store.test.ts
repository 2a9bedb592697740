import { applyThrow, startLeg, type Sayg } from '@darts/domain';
import { describe, expect, it } from 'vitest';
import { waitingVisits, type StoredSession } from './scoring-store';
import { aMatch } from './testing-scoring';

function played(...scores: number[]): Sayg {
  let sayg = startLeg(aMatch(), 0, 'home');
  for (const [i, score] of scores.entries()) {
    if (!sayg.ok) break;
    sayg = applyThrow(sayg.value, i % 2 === 0 ? 'home' : 'away', score);
  }
  if (!sayg.ok) throw new Error(sayg.reason);
  return sayg.value;
}

const session = (sayg: Sayg, fields: Partial<StoredSession>): StoredSession => ({
  key: 'kept',
  context: 'practice',
  sayg,
  serverId: null,
  lastUpdated: null,
  revision: 0,
  sentRevision: 0,
  changedAt: '2025-11-21T12:00:00.000Z',
  ...fields,
});

describe('waitingVisits (issue #23: "3 visits waiting to be sent")', () => {
  it.each([
    ['nothing changed', session(played(60, 45), { revision: 2, sentRevision: 2, sentVisits: 2 }), 0],
    ['a new match, three visits, never sent', session(played(60, 45, 100), { revision: 3, sentVisits: 0 }), 3],
    [
      'two sent, three more offline',
      session(played(60, 45, 100, 81, 26), { revision: 5, sentRevision: 2, sentVisits: 2 }),
      3,
    ],
    [
      'an edit of a sent visit is not a visit',
      session(played(60, 45), { revision: 3, sentRevision: 2, sentVisits: 2 }),
      0,
    ],
    [
      'an undone sent visit is not a negative count',
      session(played(60), { revision: 3, sentRevision: 2, sentVisits: 2 }),
      0,
    ],
    ['kept before counting, never sent', session(played(60, 45), { revision: 2 }), 2],
    ['kept before counting, sent once', session(played(60, 45), { revision: 3, sentRevision: 2, serverId: 'x' }), 0],
  ])('%s → %i', (_, kept, expected) => {
    expect(waitingVisits(kept)).toBe(expected);
  });
});
