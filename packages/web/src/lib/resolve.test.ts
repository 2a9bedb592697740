import { describe, expect, it } from 'vitest';
import { divisionModeLabel, findByNameOrId } from './resolve';

const items = [
  { id: 'AAAA-1', name: 'Premier' },
  { id: 'bbbb-2', name: 'Division One' },
];

describe('findByNameOrId (spec 1 §2: by name case-insensitively or by id)', () => {
  it.each([
    ['Premier', 'AAAA-1'],
    ['premier', 'AAAA-1'],
    [' DIVISION ONE ', 'bbbb-2'],
    ['aaaa-1', 'AAAA-1'],
    ['bbbb-2', 'bbbb-2'],
    ['Nope', undefined],
  ])('%s', (key, id) => {
    expect(findByNameOrId(items, key)?.id).toBe(id);
  });

  it('finds a name by the same-name rule the server keeps names unique by (runs of spaces as one)', () => {
    const teams = [{ id: 'cccc-3', name: 'The  Crown ' }];
    for (const key of ['The Crown', 'the crown', ' THE   CROWN'])
      expect(findByNameOrId(teams, key)?.id, key).toBe('cccc-3');
    expect(findByNameOrId(teams, 'TheCrown')).toBeUndefined();
  });
});

describe('divisionModeLabel', () => {
  it.each([
    [undefined, 'Teams'],
    ['fixtures', 'Fixtures'],
    ['Players', 'Players'],
    ['team:Crown', 'Crown'],
    ['player:Jo Bloggs@Crown', 'Jo Bloggs'],
    ['health', 'Health'],
  ])('%s', (mode, label) => {
    expect(divisionModeLabel(mode)).toBe(label);
  });
});
