import { describe, expect, it } from 'vitest';
import { readOptions, recordHref, writeOptions } from './browser-options';
import { linkedTable, objectOwner, shownEntries } from './record-values';

const tables = new Set(['division', 'season', 'team', 'game', 'tournamentgame']);
const uuid = '0b6c3e0e-7f7d-4f43-9a4b-6b9a3c2d1e0f';
const hide = { showEmptyValues: false, showAuditValues: false, showVersion: false };

describe('browser options', () => {
  it('reads the spec defaults (pageSize 10, showIdsUptoDepth 1, page 0) and leaves them out of the address', () => {
    const options = readOptions(new URLSearchParams(''));
    expect(options).toMatchObject({
      table: '',
      id: '',
      page: 0,
      pageSize: 10,
      showIdsUptoDepth: 1,
      showVersion: false,
    });
    expect(writeOptions(options).toString()).toBe('');
  });

  it('round-trips every option and ignores malformed numbers', () => {
    const query =
      'table=team&id=x&page=2&pageSize=20&showEmptyValues=true&showAuditValues=true&showVersion=true&showIdsUptoDepth=3';
    expect(writeOptions(readOptions(new URLSearchParams(query))).toString()).toBe(query);
    expect(readOptions(new URLSearchParams('page=-1&pageSize=abc&showIdsUptoDepth=99'))).toMatchObject({
      page: 0,
      pageSize: 10,
      showIdsUptoDepth: 5,
    });
  });

  it('links to a record keeping the display options', () => {
    const options = readOptions(new URLSearchParams('table=game&page=3&showAuditValues=true'));
    expect(recordHref(options, 'division', uuid)).toBe(`?table=division&id=${uuid}&showAuditValues=true`);
  });
});

describe('shown entries (contract §14.5)', () => {
  const record = {
    id: uuid,
    Name: 'Kings',
    _etag: 'x',
    Created: '2026-01-01',
    Author: 'Sam',
    Version: 1,
    Address: '',
    Players: [],
  };

  it('hides _ properties, audit properties, Version 1 and empty values by default', () => {
    expect(shownEntries(record, hide).map(([key]) => key)).toEqual(['id', 'Name']);
  });

  it('shows each only on request, and never the _ properties', () => {
    const all = { showEmptyValues: true, showAuditValues: true, showVersion: true };
    expect(shownEntries(record, all).map(([key]) => key)).toEqual([
      'id',
      'Name',
      'Created',
      'Author',
      'Version',
      'Address',
      'Players',
    ]);
  });

  it('shows a Version other than 1 without being asked', () => {
    expect(shownEntries({ Version: 3 }, hide)).toEqual([['Version', 3]]);
  });
});

describe('linked table', () => {
  it('tells the table from the property name', () => {
    expect(linkedTable('DivisionId', uuid, tables)).toBe('division');
    expect(linkedTable('HomeTeamId', uuid, tables)).toBe('team');
    expect(linkedTable('TournamentId', uuid, tables)).toBe('tournamentgame');
    expect(linkedTable('id', uuid, tables, 'HomeTeam')).toBe('team');
    expect(linkedTable('Seasons', uuid, tables, 'Seasons')).toBe('season');
    expect(linkedTable('Divisions', uuid, tables, 'Divisions')).toBe('division');
  });

  it('leaves plain what is no id or names no known table', () => {
    expect(linkedTable('DivisionId', 'not-an-id', tables)).toBeUndefined();
    expect(linkedTable('PlayerId', uuid, tables)).toBeUndefined();
    expect(linkedTable('id', uuid, tables)).toBeUndefined();
  });
});

// Issue #28: a team's `Seasons` are its registrations, whose ids the `season` table does not hold.
describe('object owner', () => {
  it.each([
    ['HomeTeam', false, 'HomeTeam'],
    ['Seasons', true, undefined],
    ['Players', true, undefined],
    ['Sides', true, undefined],
  ])('the id of an object under %s (a list item: %s) is read against %s', (holder, isListItem, expected) => {
    expect(objectOwner(holder, isListItem)).toBe(expected);
  });

  it('leaves the id of a list item unlinked', () => {
    expect(linkedTable('id', uuid, tables, objectOwner('Seasons', true))).toBeUndefined();
    expect(linkedTable('SeasonId', uuid, tables, objectOwner('Seasons', true))).toBe('season');
  });
});
