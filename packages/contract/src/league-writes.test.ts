import { describe, expect, it } from 'vitest';
import { editDivisionDto, editSeasonDto, editTeamPlayerDto, modifyTeamSeasonDto } from './league-writes.js';

describe('league write requests', () => {
  it('reads any case, trims names and defaults superleague to false', () => {
    expect(editDivisionDto.parse({ NAME: '  Premier ', Id: '', extra: 1 })).toEqual({
      id: null,
      name: 'Premier',
      superleague: false,
    });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'The name must be 100 characters or fewer.'],
    [{ name: 'Summer', fixtureStartTime: '25:00:00' }, "The value '25:00:00' is not a valid time (hh:mm:ss)."],
    [{ name: 'Summer', fixtureDuration: 2.5 }, 'Enter a whole number of hours.'],
  ])('refuses %j', (input, message) => {
    expect(editSeasonDto.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('tells an absent season field (keep) from a null one (clear)', () => {
    const parsed = editSeasonDto.parse({
      name: 'S',
      startDate: '2027-01-02',
      fixtureDuration: null,
      divisionIds: ['3F2C8A4E-1B2C-4D5E-8F90-A1B2C3D4E5F6', '3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6'],
    });
    expect(parsed).toMatchObject({
      startDate: '2027-01-02T00:00:00',
      fixtureDuration: null,
    });
    expect([parsed.endDate, parsed.allowFavouriteTeams]).toEqual([undefined, undefined]);
    expect(parsed.divisionIds).toEqual(['3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6']);
    expect(editSeasonDto.parse({ name: 'S', fixtureStartTime: '7:30:00' }).fixtureStartTime).toBe('07:30:00');
  });

  it('keeps an absent player e-mail address apart from an empty one, and reads gender in any case', () => {
    expect(editTeamPlayerDto.parse({ name: 'Jo', gender: 'FEMALE' })).toMatchObject({
      gender: 'Female',
      captain: false,
    });
    expect(editTeamPlayerDto.parse({ name: 'Jo' }).emailAddress).toBeUndefined();
    expect(editTeamPlayerDto.parse({ name: 'Jo', emailAddress: ' ', gender: null }).emailAddress).toBe('');
    expect(editTeamPlayerDto.safeParse({ name: 'Jo', gender: 'x' }).success).toBe(false);
  });

  it('treats the empty id as no id', () => {
    expect(
      modifyTeamSeasonDto.parse({ id: '00000000-0000-0000-0000-000000000000', copyPlayersFromSeasonId: null }),
    ).toEqual({
      id: null,
      seasonId: null,
      divisionId: null,
      copyPlayersFromSeasonId: null,
    });
  });
});
