import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalId, uuid, wireDate, wireObject } from './common.js';
import { updateAccessDto } from './account.js';
import { errorDetailRequest } from './error.js';

describe('wireObject', () => {
  const schema = wireObject({ homeTeam: z.string(), isKnockout: z.boolean().optional() });

  it.each([
    [{ homeTeam: 'A' }, { homeTeam: 'A' }],
    [
      { HomeTeam: 'A', IsKnockout: true },
      { homeTeam: 'A', isKnockout: true },
    ],
    [{ HOMETEAM: 'A', extra: 1 }, { homeTeam: 'A' }],
  ])('reads %j case-insensitively and ignores unknown properties', (input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it('reports a missing required property under its own name', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['homeTeam']);
  });
});

describe('ids and dates', () => {
  it('lower-cases ids', () => {
    expect(uuid.parse('3F2C8A4E-1B2C-4D5E-8F90-A1B2C3D4E5F6')).toBe('3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
  });

  it.each([
    [undefined, null],
    ['', null],
    ['00000000-0000-0000-0000-000000000000', null],
    ['3F2C8A4E-1B2C-4D5E-8F90-A1B2C3D4E5F6', '3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6'],
  ])('optional id %j → %j', (input, expected) => {
    expect(optionalId.parse(input)).toBe(expected);
  });

  it.each([
    ['2026-11-21', '2026-11-21T00:00:00'],
    ['2026-11-21T00:00:00', '2026-11-21T00:00:00'],
    ['2026-11-21T18:00:00Z', '2026-11-21T00:00:00'],
  ])('date %s → %s', (input, expected) => {
    expect(wireDate.parse(input)).toBe(expected);
  });

  it('refuses a date that does not exist', () => {
    expect(wireDate.safeParse('2026-02-30').success).toBe(false);
  });
});

describe('updateAccessDto', () => {
  it('normalises option names and defaults to no access', () => {
    expect(updateAccessDto.parse({ emailAddress: 'a@b.org', accessLevels: { manageaccess: {} } })).toEqual({
      emailAddress: 'a@b.org',
      accessLevels: { ManageAccess: {} },
    });
    expect(updateAccessDto.parse({ emailAddress: 'a@b.org' }).accessLevels).toEqual({});
  });

  it('refuses unknown options and a missing e-mail', () => {
    expect(updateAccessDto.safeParse({ emailAddress: 'a@b.org', accessLevels: { Superuser: {} } }).success).toBe(false);
    expect(updateAccessDto.safeParse({ accessLevels: {} }).success).toBe(false);
  });
});

describe('errorDetailRequest', () => {
  it('accepts a client report with a stack as text', () => {
    const parsed = errorDetailRequest.parse({ message: 'boom', stack: 'a\nb', source: 'UI' });
    expect(parsed.stack).toEqual(['a', 'b']);
    expect(parsed.source).toBe('UI');
  });

  it('refuses an oversized message', () => {
    expect(errorDetailRequest.safeParse({ message: 'x'.repeat(5000) }).success).toBe(false);
  });
});
