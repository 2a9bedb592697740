import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../testing/fake-api';
import { DivisionDataError, fetchDivisionData } from './division-data';

const filter = { divisionIds: ['d1', 'd2'], seasonId: 's1', date: '2025-11-26', ignoreDates: true };

describe('fetchDivisionData: GET /api/Division/Data, the one read', () => {
  it('asks for every division, the season, the date and the date rule, and fills in absent lists', async () => {
    const server = fakeApi({ '/api/Division/Data': { name: 'Premier', fixtures: [{ date: '2025-11-26' }] } });
    const data = await fetchDivisionData(filter);
    const query = new URL(server.requests[0]!.url, 'http://localhost').searchParams;
    expect(query.getAll('divisionId')).toEqual(['d1', 'd2']);
    expect([query.get('seasonId'), query.get('date'), query.get('ignoreDates')]).toEqual(['s1', '2025-11-26', 'true']);
    expect(data).toMatchObject({ teams: [], players: [], dataErrors: [], superleague: false });
    expect(data?.fixtures[0]).toMatchObject({ fixtures: [], tournamentFixtures: [], notes: [] });
  });

  it('is null when the server has none (204)', async () => {
    fakeApi({ '/api/Division/Data': null });
    await expect(fetchDivisionData(filter)).resolves.toBeNull();
  });

  it.each([
    ['a 400 problem', reply(400, { status: 400, title: 'Bad' }), 'Error accessing division: Code: 400'],
    ['an envelope', { success: false, errors: ['No'], warnings: [], messages: [] }, 'Could not load the division'],
  ])('refuses %s, keeping the body', async (_, answer, message) => {
    fakeApi({ '/api/Division/Data': answer });
    const error = await fetchDivisionData(filter).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DivisionDataError);
    expect((error as DivisionDataError).message).toBe(message);
  });
});
