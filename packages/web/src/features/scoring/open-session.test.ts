import { applyThrow, startLeg, type Sayg } from '@darts/domain';
import { describe, expect, it } from 'vitest';
import type { LoadOutcome, SaygTransport } from './api';
import { openRecord } from './open-session';
import { createMemoryStore } from './scoring-store';
import { aMatch } from './testing-scoring';

const id = '5a760000-0000-4000-8000-000000000001';
const now = () => new Date('2025-11-21T12:00:00Z');

function played(...scores: number[]): Sayg {
  let sayg = startLeg(aMatch(), 0, 'home');
  for (const [i, score] of scores.entries()) {
    if (!sayg.ok) break;
    sayg = applyThrow(sayg.value, i % 2 === 0 ? 'home' : 'away', score);
  }
  if (!sayg.ok) throw new Error(sayg.reason);
  return sayg.value;
}

/** A record as a score card carries it (GameMatchDto.sayg). */
const onTheCard = {
  id,
  updated: '2025-11-21T11:00:00.0000000Z',
  yourName: 'Jo',
  opponentName: 'Sam',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: {
    '0': {
      startingScore: 501,
      home: { score: 60, noOfDarts: 3, throws: [{ score: 60, noOfDarts: 3 }] },
      away: { score: 45, noOfDarts: 3, throws: [{ score: 45, noOfDarts: 3 }] },
      playerSequence: [
        { value: 'home', text: 'Jo' },
        { value: 'away', text: 'Sam' },
      ],
      currentThrow: 'home',
    },
  },
};

const offline: SaygTransport = {
  load: () => Promise.reject(new TypeError('Failed to fetch')),
  save: () => Promise.resolve({ kind: 'retry', message: 'Failed to fetch' }),
};
const env = (transport: SaygTransport = offline) => ({
  store: createMemoryStore(),
  transport,
  now,
  newKey: () => 'local-1',
});

describe('openRecord with no network (issue #23)', () => {
  it('opens the copy a page read (a score card match) when this device has none', async () => {
    const opened = await openRecord(env(), 'score-card', id, { offlineCopy: onTheCard });
    expect(opened.kind).toBe('ready');
    if (opened.kind !== 'ready') return;
    expect(opened.session).toMatchObject({ serverId: id, lastUpdated: onTheCard.updated, revision: 0, sentVisits: 2 });
    expect(opened.session.sayg.legs['0']!.home.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
  });

  it('says it failed without a copy, or with a copy of another record', async () => {
    expect(await openRecord(env(), 'score-card', id)).toEqual({ kind: 'failed', message: 'Failed to fetch' });
    const other = { ...onTheCard, id: '5a760000-0000-4000-8000-000000000002' };
    expect((await openRecord(env(), 'score-card', id, { offlineCopy: other })).kind).toBe('failed');
  });

  it("prefers this device's own copy to the page's", async () => {
    const withOwn = env();
    await withOwn.store.save({
      key: 'mine',
      context: 'score-card',
      sayg: played(60, 45, 100),
      serverId: id,
      lastUpdated: onTheCard.updated,
      revision: 3,
      sentRevision: 3,
      sentVisits: 3,
      changedAt: '2025-11-21T11:30:00.000Z',
    });
    const opened = await openRecord(withOwn, 'score-card', id, { offlineCopy: onTheCard });
    expect(opened.kind === 'ready' && opened.session.key).toBe('mine');
  });

  it('counts what the server holds as sent when it opens online', async () => {
    const online: SaygTransport = {
      ...offline,
      load: (): Promise<LoadOutcome> =>
        Promise.resolve({ kind: 'found', record: { id, updated: 'u1', sayg: played(60, 45, 100) } }),
    };
    const opened = await openRecord(env(online), 'practice', id);
    expect(opened.kind === 'ready' && opened.session.sentVisits).toBe(3);
  });
});
