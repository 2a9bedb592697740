import { describe, expect, it } from 'vitest';
import type { Sayg } from '@darts/domain';
import { fakeApi } from '../../testing/fake-api';
import { playRecord, type LegScript } from '../../testing/play-record';
import { fetchSayg, readSayg, UnreadableSaygError } from './sayg';

const id = '5a760000-0000-4000-8000-00000000000a';
const joWinsLeg: LegScript = { first: 'home', scores: [180, 60, 180, 60, 141], checkoutDarts: 3 };
const match = playRecord('Jo', 'Sam', [joWinsLeg]);

/** The record as GET /api/Sayg/{id} sends it (nulls left out). */
function recordOf(sayg: Sayg, recordId: string): Record<string, unknown> {
  const body = { ...sayg, id: recordId, updated: '2025-11-21T12:00:00.0000000Z' };
  return JSON.parse(JSON.stringify(body, (_key, item: unknown) => (item === null ? undefined : item))) as Record<
    string,
    unknown
  >;
}

describe('readSayg: a live state', () => {
  it('reads the stored record the server publishes', () => {
    expect(readSayg(recordOf(match, id))).toEqual(match);
  });

  it('reads a scorer’s own state, nulls and no `updated` included', () => {
    expect(readSayg({ ...match, id })).toEqual(match);
  });

  it('says a deleted record is gone', () => {
    expect(readSayg({ ...recordOf(match, id), deleted: '2025-11-21T12:00:00Z' })).toBeNull();
  });

  it.each([
    ['a tournament', { address: 'The Crown', round: {} }],
    ['text', 'Jo v Sam'],
    ['a list', [match]],
    ['null', null],
    ['legs that are not legs', { ...recordOf(match, id), legs: { '0': { home: 'x' } } }],
  ])('ignores %s', (_, data) => {
    expect(readSayg(data)).toBeUndefined();
  });
});

describe('fetchSayg: GET /api/Sayg/{id}', () => {
  it('reads the record', async () => {
    fakeApi({ [`/api/Sayg/${id}`]: recordOf(match, id) });
    await expect(fetchSayg(id)).resolves.toEqual(match);
  });

  it.each([
    ['no record (204)', null],
    ['a deleted record', { ...recordOf(match, id), deleted: '2025-11-21T12:00:00Z' }],
    ['a record without legs', { ...recordOf(match, id), legs: undefined }],
  ])("is 'Data not found' for %s", async (_, body) => {
    fakeApi({ [`/api/Sayg/${id}`]: body });
    await expect(fetchSayg(id)).resolves.toBeNull();
  });

  it('says what is wrong with a record it cannot read', async () => {
    fakeApi({ [`/api/Sayg/${id}`]: { ...recordOf(match, id), legs: { '0': { home: 'x' } } } });
    const error = await fetchSayg(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableSaygError);
    expect((error as Error).message).toMatch(/^The match record could not be read \(legs\.0/);
  });
});
