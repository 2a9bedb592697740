import { describe, expect, it } from 'vitest';
import { putLeg } from '@darts/domain';
import { asUpsertBody, canonicalSayg, readRecordedSayg } from './sayg-wire';
import { aMatch } from './testing-scoring';

const record = {
  id: '5a760000-0000-4000-8000-000000000001',
  updated: '2025-11-21T12:00:01.0000000Z',
  yourName: 'Jo',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  legs: {
    '0': {
      startingScore: 501,
      home: { score: 60, noOfDarts: 3, throws: [{ score: 60, noOfDarts: 3 }] },
      away: { score: 0, noOfDarts: 0, throws: [] },
      playerSequence: [{ value: 'home', text: 'Jo' }],
    },
  },
};

describe('reading a sayg record (contract §3.4)', () => {
  it('reads absent values as their defaults', () => {
    const read = readRecordedSayg(record);
    expect(read).toMatchObject({ ok: true, value: { id: record.id, updated: record.updated } });
    if (!read.ok) return;
    expect(read.value.sayg.awayScore).toBe(0);
    expect(read.value.sayg.legs['0']).toMatchObject({
      currentThrow: null,
      playerSequence: [{ value: 'home', text: 'Jo' }],
    });
  });

  it("keeps a tournament match's link, so a save sends it back (contract §18.2)", () => {
    const read = readRecordedSayg({ ...record, tournamentMatchId: '5a760000-0000-4000-8000-000000000099' });
    if (!read.ok) throw new Error('not read');
    const thrown = putLeg(read.value.sayg, 0, read.value.sayg.legs['0']!);
    expect(asUpsertBody({ ...thrown, id: record.id })).toMatchObject({
      tournamentMatchId: '5a760000-0000-4000-8000-000000000099',
    });
  });

  it.each([
    ['without legs', { ...record, legs: undefined }],
    ['deleted', { ...record, deleted: '2025-11-21T13:00:00Z' }],
    ['with no legs to play', { ...record, numberOfLegs: 0 }],
    ['that is not a record', 'nonsense'],
  ])('refuses a record %s', (_, body) => {
    expect(readRecordedSayg(body).ok).toBe(false);
  });

  it('compares records by content, not key order or absent nulls', () => {
    const match = aMatch();
    const reordered = {
      legs: match.legs,
      startingScore: 501,
      numberOfLegs: 3,
      opponentName: 'Sam',
      yourName: 'Jo',
      homeScore: 0,
    };
    expect(canonicalSayg(reordered)).toBe(canonicalSayg(match));
    expect(canonicalSayg({ ...match, yourName: 'Joanne' })).not.toBe(canonicalSayg(match));
  });
});
