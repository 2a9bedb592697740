import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { aDivisionData, ids, loadDivisionRoute, renderDivision } from './testing-data';

beforeAll(loadDivisionRoute);

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Division' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('division page: loading, routing and data requests (spec 1 §2)', () => {
  it('shows a loading indicator, then the league table, asking for the named division and season', async () => {
    const { server, league } = renderDivision('/division/PREMIER/teams/winter%202025');
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('table', { name: 'League table, Winter 2025' })).toBeInTheDocument();
    const url = new URL(server.requestsTo('/api/Division/Data')[0]!.url, 'http://localhost');
    expect(url.searchParams.getAll('divisionId')).toEqual([league.premier.id]);
    expect(url.searchParams.get('seasonId')).toBe(league.current.id);
    await waitFor(() => expect(document.title).toBe('Premier – Teams – Riverside Darts League'));
  });

  it('finds the division by id and lets the server pick the season when none is named', async () => {
    const { server, league } = renderDivision((l) => `/division/${l.premier.id.toUpperCase()}/players`);
    await screen.findByRole('table', { name: 'Players, Winter 2025' });
    const url = new URL(server.requestsTo('/api/Division/Data')[0]!.url, 'http://localhost');
    expect(url.searchParams.getAll('divisionId')).toEqual([league.premier.id]);
    expect(url.searchParams.has('seasonId')).toBe(false);
  });

  it('asks for every division of a multi-division page and shows the fixtures tab', async () => {
    const { server, league } = renderDivision('/fixtures/Winter%202025/?division=Premier&division=division%20one');
    expect(await screen.findByRole('link', { name: 'Fixtures', current: 'page' })).toBeInTheDocument();
    const url = new URL(server.requestsTo('/api/Division/Data')[0]!.url, 'http://localhost');
    expect(url.searchParams.getAll('divisionId')).toEqual([league.premier.id, league.one.id]);
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'href',
      '/teams/Winter%202025/?division=Premier&division=Division%20One',
    );
  });

  it.each([
    ['/division/Nope', 'Division not found', 'There is no division called “Nope”.'],
    ['/players/?division=Premier&division=Nope', 'Division not found', 'There is no division called “Nope”.'],
    ['/division/Premier/teams/1999', 'Season not found', 'There is no season called “1999”.'],
    ['/division/Premier/tables', 'Page not found', 'A division has no page called “tables”.'],
  ])('%s says %s', async (path, heading, text) => {
    const { server } = renderDivision(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(server.requestsTo('/api/Division/Data')).toHaveLength(0);
  });

  it("says 'No data found' when the server has none", async () => {
    renderDivision('/division/Premier', { data: () => null });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it.each([
    ['a visitor', [], 'Its teams, fixtures and tables will show here once a season manager adds it to a season.'],
    [
      'a signed-in user',
      ['ManageTeams'],
      'Its teams, fixtures and tables will show here once a season manager adds it to a season.',
    ],
  ] as const)(
    'says a division with no season is not in one yet, with the season picker, to %s (issue #22)',
    async (_, access, text) => {
      renderDivision('/division/Premier', {
        ...(access.length > 0 ? { access: [...access] } : {}),
        data: (league) => ({
          id: league.premier.id,
          name: 'Premier',
          superleague: false,
          teams: [],
          players: [],
          fixtures: [],
          dataErrors: [{ message: 'Season not found' }],
        }),
      });
      expect(await screen.findByRole('heading', { name: 'Premier is not in a season yet' })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Errors in division data')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Season: Select a season' })).toBeInTheDocument();
    },
  );

  it('offers a season manager a new season with the division ticked, not a data error (issue #22)', async () => {
    const { user } = renderDivision('/division/Premier', {
      access: ['ManageSeasons'],
      data: (league) => ({
        id: league.premier.id,
        name: 'Premier',
        superleague: false,
        teams: [],
        players: [],
        fixtures: [],
        dataErrors: [{ message: 'Season not found' }],
      }),
    });
    await screen.findByRole('heading', { name: 'Premier is not in a season yet' });
    await user.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New season' });
    expect(within(dialog).getByRole('checkbox', { name: 'Premier' })).toBeChecked();
  });

  it('shows a refused or invalid request with its reasons and a retry', async () => {
    renderDivision('/division/Premier', {
      data: () =>
        reply(400, {
          type: 'x',
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { seasonId: ['bad'] },
          traceId: 't',
        }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error accessing division: Code: 400');
    expect(alert).toHaveTextContent('seasonId: bad');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('division tabs (spec 1 §2, §6)', () => {
  it('shows Teams, Fixtures and Players to visitors', async () => {
    renderDivision('/division/Premier');
    await screen.findByRole('table');
    expect(tabNames()).toEqual(['Teams', 'Fixtures', 'Players']);
    expect(screen.getByRole('link', { name: 'Teams', current: 'page' })).toHaveAttribute(
      'href',
      '/division/Premier/teams/Winter%202025',
    );
  });

  it('adds Reports and Health with their permissions for one division', async () => {
    renderDivision('/division/Premier/reports', { access: ['RunReports', 'RunHealthChecks'] });
    expect(await screen.findByRole('button', { name: 'Get reports...' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Teams', 'Fixtures', 'Players', 'Reports', 'Health']);
  });

  it('leaves Reports and Health out for several divisions', async () => {
    renderDivision('/teams/?division=Premier&division=Division%20One', { access: ['RunReports', 'RunHealthChecks'] });
    await screen.findByRole('table');
    expect(tabNames()).toEqual(['Teams', 'Fixtures', 'Players']);
  });

  it('hides Players, Reports and Health for a superleague division', async () => {
    renderDivision('/division/Premier', {
      access: ['RunReports', 'RunHealthChecks'],
      data: (league) => aDivisionData({ ...league.premier, superleague: true }, league.current),
    });
    await screen.findByRole('table');
    expect(tabNames()).toEqual(['Teams', 'Fixtures']);
  });

  it('adds Team Details in team mode and the player name in player mode', async () => {
    renderDivision('/division/Premier/team:crown');
    expect(await screen.findByRole('heading', { name: 'Crown' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Teams', 'Team Details', 'Fixtures', 'Players']);
    expect(screen.getByRole('link', { name: 'Team Details' })).toHaveAttribute('aria-current', 'page');
  });

  it("names the player's tab, or says 'Player Details' when the player is not found", async () => {
    renderDivision('/division/Premier/player:alice archer@swan');
    expect(await screen.findByRole('heading', { level: 2, name: /Alice Archer/ })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Teams', 'Fixtures', 'Players', 'Alice Archer']);
  });

  it.each([
    ['a team in lower case', '/division/Premier/team:crown', 'Crown'],
    ['a team by id', `/division/Premier/team:${ids.crown}`, 'Crown'],
    ['a player by id', `/division/Premier/player:${ids.bob}`, 'Bob Brown'],
    ['a player in lower case', '/division/Premier/player:bob brown@crown', 'Bob Brown'],
  ])('names %s by its own name in the page heading and title', async (_, path, name) => {
    renderDivision(path);
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Premier – ${name}`);
    await waitFor(() => expect(document.title.startsWith(`Premier – ${name} – `)).toBe(true));
  });

  it('hides tabs and pickers with controls=false', async () => {
    renderDivision('/division/Premier/teams?controls=false');
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Division' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Season:/ })).not.toBeInTheDocument();
  });

  it('shows Reports as not permitted without RunReports', async () => {
    renderDivision('/division/Premier/reports');
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
  });
});

describe('errors in division data (spec 1 §2)', () => {
  const withErrors = (league: {
    premier: Parameters<typeof aDivisionData>[0];
    current: Parameters<typeof aDivisionData>[1];
  }) =>
    aDivisionData(league.premier, league.current, {
      dataErrors: [
        { message: 'Potential cross-division team found', teamId: ids.crown, gameId: ids.played },
        { message: 'Odd player', playerId: ids.bob, tournamentId: ids.future },
      ],
    });

  it('replaces the page for signed-in users, with links, until Hide errors', async () => {
    const { user } = renderDivision('/division/Premier', { access: [], data: withErrors });
    expect(await screen.findByRole('heading', { name: 'Errors in division data' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Errors in division data' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Potential cross-division team found');
    expect(within(items[0]!).getByRole('link', { name: 'View fixture' })).toHaveAttribute(
      'href',
      `/score/${ids.played}`,
    );
    expect(within(items[0]!).getByRole('link', { name: 'View team' })).toHaveAttribute(
      'href',
      `/division/Premier/team:${ids.crown}/Winter%202025`,
    );
    expect(within(items[1]!).getByRole('link', { name: 'View tournament' })).toHaveAttribute(
      'href',
      `/tournament/${ids.future}`,
    );
    expect(within(items[1]!).getByRole('link', { name: 'View player' })).toHaveAttribute(
      'href',
      `/division/Premier/player:${ids.bob}/Winter%202025`,
    );
    await user.click(screen.getByRole('button', { name: 'Hide errors' }));
    expect(screen.queryByRole('heading', { name: 'Errors in division data' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /League table/ })).toBeInTheDocument();
  });

  it('is not shown to visitors', async () => {
    renderDivision('/division/Premier', { data: withErrors });
    expect(await screen.findByRole('table', { name: /League table/ })).toBeInTheDocument();
    expect(screen.queryByText('Errors in division data')).not.toBeInTheDocument();
  });
});
