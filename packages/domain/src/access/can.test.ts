import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accessOptions, toAccessOption, type AccessLevels } from './access-options.js';
import { can, canAddNote, canOpenAdminMode, canSeeAdminEntry, canSetUpLeague, isRemovingOwnAccess } from './can.js';

const withOptions = (...options: string[]) => ({
  accessLevels: Object.fromEntries(options.map((o) => [o, {}])) as AccessLevels,
});

describe('can', () => {
  it.each([
    [null, 'ManageAccess', false],
    [undefined, 'ManageAccess', false],
    [withOptions(), 'ManageAccess', false],
    [withOptions('ManageAccess'), 'ManageAccess', true],
    [withOptions('ManageScores'), 'ManageAccess', false],
    [withOptions('ManageScores', 'ManageAccess'), 'ManageAccess', true],
  ] as const)('%j can %s → %s', (account, option, expected) => {
    expect(can(account, option)).toBe(expected);
  });

  it('does not treat inherited object keys as granted options', () => {
    expect(can({ accessLevels: {} }, 'toString' as never)).toBe(false);
  });

  it('grants exactly the options present, for any set of options', () => {
    fc.assert(
      fc.property(fc.subarray([...accessOptions]), (granted) => {
        const account = withOptions(...granted);
        for (const option of accessOptions) expect(can(account, option)).toBe(granted.includes(option));
      }),
    );
  });
});

describe('canAddNote (spec 1 §6: manageGames includes add-note)', () => {
  it.each([
    [null, false],
    [withOptions(), false],
    [withOptions('ManageScores', 'ManageTeams'), false],
    [withOptions('ManageGames'), true],
    [withOptions('ManageNotes'), true],
  ] as const)('%j → %s', (account, expected) => {
    expect(canAddNote(account)).toBe(expected);
  });
});

describe('admin entry and modes', () => {
  it.each([
    [[], false],
    [['ManageAccess'], true],
    [['ViewExceptions'], true],
    [['ImportData'], true],
    [['ExportData'], true],
    [['ManageFeatures'], false],
    [['ManageScores', 'ManageGames'], false],
  ] as const)('options %j see the admin entry: %s', (options, expected) => {
    expect(canSeeAdminEntry(withOptions(...options))).toBe(expected);
  });

  it.each([
    ['user', 'ManageAccess'],
    ['import', 'ImportData'],
    ['export', 'ExportData'],
    ['browser', 'ExportData'],
    ['errors', 'ViewExceptions'],
    ['templates', 'ManageSeasonTemplates'],
    ['sockets', 'ManageSockets'],
    ['features', 'ManageFeatures'],
  ] as const)('mode %s needs %s', (mode, option) => {
    expect(canOpenAdminMode(withOptions(option), mode)).toBe(true);
    expect(canOpenAdminMode(withOptions(), mode)).toBe(false);
  });
});

describe('isRemovingOwnAccess', () => {
  const me = { emailAddress: 'Admin@Example.org' };
  it.each([
    [me, { emailAddress: 'admin@example.org' }, {}, true],
    [me, { emailAddress: 'admin@example.org' }, { ManageAccess: {} }, false],
    [me, { emailAddress: 'other@example.org' }, {}, false],
  ] as const)('%j changing %j to %j → %s', (caller, target, levels, expected) => {
    expect(isRemovingOwnAccess(caller, target, levels as AccessLevels)).toBe(expected);
  });
});

describe('toAccessOption', () => {
  it.each([
    ['ManageAccess', 'ManageAccess'],
    ['manageaccess', 'ManageAccess'],
    ['MANAGEFEATURES', 'ManageFeatures'],
    ['NotAnOption', undefined],
  ])('%s → %s', (input, expected) => {
    expect(toAccessOption(input)).toBe(expected);
  });
});

describe('canSetUpLeague', () => {
  const all = ['ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManagePlayers'];
  it.each([
    [all, true],
    [[...all, 'ManageAccess'], true],
    [all.slice(1), false],
    [all.slice(0, 3), false],
    [['ManageAccess'], false],
    [[], false],
  ])('%j → %s', (options, expected) => {
    expect(canSetUpLeague(withOptions(...options))).toBe(expected);
  });

  it('is false signed out', () => {
    expect(canSetUpLeague(null)).toBe(false);
  });
});
