import { describe, expect, it } from 'vitest';
import { aLeague } from '../../testing/fixtures';
import { modeHref, playerHref, teamHref } from '../../lib/division-links';
import { divisionRequestOf, parseMode, resolveDivisionRoute } from './division-route';

describe('parseMode (spec 1 §2 Routes)', () => {
  it.each([
    [undefined, { kind: 'teams' }],
    ['', { kind: 'teams' }],
    ['teams', { kind: 'teams' }],
    ['FIXTURES', { kind: 'fixtures' }],
    ['Players', { kind: 'players' }],
    ['reports', { kind: 'reports' }],
    ['health', { kind: 'health' }],
    ['team:Crown', { kind: 'team', team: 'Crown' }],
    ['TEAM:the crown', { kind: 'team', team: 'the crown' }],
    ['player:Jo Bloggs@Crown', { kind: 'player', player: 'Jo Bloggs', team: 'Crown' }],
    ['player:20000000-0000-4000-8000-000000000001', { kind: 'player', player: '20000000-0000-4000-8000-000000000001' }],
    ['team:', { kind: 'unknown', text: 'team:' }],
    ['tables', { kind: 'unknown', text: 'tables' }],
  ])('%s', (text, mode) => {
    expect(parseMode(text)).toEqual(mode);
  });
});

describe('divisionRequestOf', () => {
  it('reads the single-division style from the path', () => {
    const request = divisionRequestOf(
      '/division/Premier/players/Winter%202025',
      { divisionId: 'Premier', mode: 'players', seasonId: 'Winter 2025' },
      new URLSearchParams(),
    );
    expect(request).toEqual({
      style: 'single',
      divisionKeys: ['Premier'],
      modeText: 'players',
      mode: { kind: 'players' },
      seasonKey: 'Winter 2025',
    });
  });

  it('reads repeated division parameters, with the mode fixed by the path', () => {
    const request = divisionRequestOf(
      '/Fixtures/2025',
      { season: '2025' },
      new URLSearchParams('division=Premier&division=one&division='),
    );
    expect(request).toEqual({
      style: 'multi',
      divisionKeys: ['Premier', 'one'],
      modeText: 'fixtures',
      mode: { kind: 'fixtures' },
      seasonKey: '2025',
    });
  });
});

describe('resolveDivisionRoute (names any case, or ids; unknown ones are a clear message)', () => {
  const league = aLeague();
  const resolve = (path: string, params: Record<string, string>, query = '') =>
    resolveDivisionRoute(divisionRequestOf(path, params, new URLSearchParams(query)), league);

  it.each([
    ['premier', 'winter 2025'],
    ['PREMIER', 'WINTER 2025'],
    [league.premier.id, league.current.id],
    [league.premier.id.toUpperCase(), league.current.id.toUpperCase()],
  ])('finds %s in %s', (division, season) => {
    const route = resolve('/division/x', { divisionId: division, mode: 'teams', seasonId: season });
    expect(route).toMatchObject({ status: 'ok', divisions: [league.premier], season: league.current });
  });

  it('leaves the season to the server when none is named', () => {
    expect(resolve('/division/x', { divisionId: 'Premier' })).toMatchObject({ status: 'ok', season: undefined });
  });

  it('finds every division of a multi-division page, once each', () => {
    const route = resolve('/teams', {}, 'division=Premier&division=division one&division=premier');
    expect(route).toMatchObject({ status: 'ok', divisions: [league.premier, league.one] });
  });

  it('uses the current season for a multi-division page naming nothing', () => {
    expect(resolve('/players', {})).toMatchObject({ status: 'ok', divisions: [], season: league.current });
  });

  it.each([
    [
      '/division/x',
      { divisionId: 'Nope' },
      '',
      'Division not found',
      'There is no division called “Nope”. Pick a division from the menu.',
    ],
    [
      '/teams',
      {},
      'division=Premier&division=Nope',
      'Division not found',
      'There is no division called “Nope”. Pick a division from the menu.',
    ],
    [
      '/division/x',
      { divisionId: 'Premier', mode: 'teams', seasonId: '1999' },
      '',
      'Season not found',
      'There is no season called “1999”.',
    ],
    [
      '/division/x',
      { divisionId: 'Premier', mode: 'tables' },
      '',
      'Page not found',
      'A division has no page called “tables”.',
    ],
  ])('%s %j %s is invalid', (path, params, query, heading, text) => {
    expect(resolve(path, params, query)).toEqual({ status: 'invalid', heading, text });
  });
});

describe('links', () => {
  it('keep the page style and season', () => {
    expect(modeHref({ style: 'single', divisionNames: ['Premier'], seasonName: 'Winter 2025' }, 'players')).toBe(
      '/division/Premier/players/Winter%202025',
    );
    expect(
      modeHref({ style: 'multi', divisionNames: ['Premier', 'Division One'], seasonName: 'Winter 2025' }, 'fixtures'),
    ).toBe('/fixtures/Winter%202025/?division=Premier&division=Division%20One');
    expect(modeHref({ style: 'multi', divisionNames: ['Premier'], seasonName: undefined }, 'reports')).toBe(
      '/division/Premier/reports',
    );
    expect(teamHref('Premier', 'The Crown', 'Winter 2025')).toBe('/division/Premier/team:The%20Crown/Winter%202025');
    expect(playerHref('Premier', 'Jo Bloggs', 'Crown', 'Winter 2025')).toBe(
      '/division/Premier/player:Jo%20Bloggs@Crown/Winter%202025',
    );
  });
});
