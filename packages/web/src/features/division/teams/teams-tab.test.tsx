import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aDivisionData, envelope, ids, loadDivisionRoute, renderDivision } from '../testing-data';
import { clearFavouritesQuestion } from './teams-tab';

beforeAll(loadDivisionRoute);

const rows = () =>
  within(screen.getByRole('table', { name: /League table/ }))
    .getAllByRole('row')
    .slice(1);

describe('teams tab (spec 1 §2)', () => {
  it('lists the teams by rank with their figures and links', async () => {
    renderDivision('/division/Premier/teams/Winter%202025');
    await screen.findByRole('table', { name: /League table/ });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    const names = ['Venue', 'Played', 'Points', 'Won', 'Lost', 'Drawn', '+/-'];
    expect(headers).toHaveLength(names.length);
    names.forEach((name, index) => expect(headers[index]).toHaveAccessibleName(name));
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Swan', 'Crown', 'Anchor']);
    expect(
      within(rows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '6', '3', '0', '0', '8']);
    expect(screen.getByRole('link', { name: 'Crown' })).toHaveAttribute(
      'href',
      '/division/Premier/team:Crown/Winter%202025',
    );
  });

  it('offers Add team and edits only to team managers', async () => {
    renderDivision('/division/Premier', { access: ['ManagePlayers'] });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Crown' })).not.toBeInTheDocument();
  });

  it('adds a team to the division, keeping what was typed when the save is refused', async () => {
    let answer: unknown = envelope(undefined, { warnings: ['Not permitted'] });
    const { user, server, league } = renderDivision('/division/Premier', {
      access: ['ManageTeams'],
      routes: { 'PUT /api/Team': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team' });
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(within(dialog).getByText('Enter a team name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Kings Head');
    await user.type(within(dialog).getByLabelText('Address'), '1 High Street');
    await user.selectOptions(within(dialog).getByLabelText('Division'), 'Division One');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save team details');
    expect(alert).toHaveTextContent('Not permitted');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Kings Head');
    expect(server.requestsTo('/api/Team', 'PUT')[0]!.body).toEqual({
      name: 'Kings Head',
      address: '1 High Street',
      seasonId: league.current.id,
      divisionId: league.premier.id,
      newDivisionId: league.one.id,
    });
    answer = envelope(
      { id: 'new', name: 'Kings Head', address: '1 High Street', updated: 'x' },
      { messages: ['Team updated'] },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('/api/Division/Data').length).toBeGreaterThan(1);
  });

  it('adds a team to the season’s division it shows when the division on the page does not play in the season', async () => {
    const { user, server, league } = renderDivision('/division/Old%20Division/teams/Winter%202025', {
      access: ['ManageTeams'],
      data: (l) => aDivisionData(l.old, l.current, { teams: [], players: [], fixtures: [] }),
      routes: { 'PUT /api/Team': envelope({ id: 'new', name: 'Kings Head', address: '', updated: 'x' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team' });
    expect(within(dialog).getByLabelText('Division')).toHaveDisplayValue('Premier');
    await user.type(within(dialog).getByLabelText('Name'), 'Kings Head');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('/api/Team', 'PUT')[0]!.body).toMatchObject({ newDivisionId: league.premier.id });
  });

  it('edits a team with its concurrency token, and Escape closes the dialog returning focus', async () => {
    const { user, server, league } = renderDivision('/division/Premier', {
      access: ['ManageTeams'],
      routes: { 'PUT /api/Team': envelope({}) },
    });
    const edit = await screen.findByRole('button', { name: 'Edit Crown' });
    await user.click(edit);
    let dialog = screen.getByRole('dialog', { name: 'Edit team: Crown' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    dialog = screen.getByRole('dialog', { name: 'Edit team: Crown' });
    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), 'The Crown, Mill Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('/api/Team', 'PUT')[0]!.body).toEqual({
      id: ids.crown,
      lastUpdated: '2025-10-01T10:00:00.000Z',
      name: 'Crown',
      address: 'The Crown, Mill Lane',
      seasonId: league.current.id,
      divisionId: league.premier.id,
      newDivisionId: league.premier.id,
    });
  });

  it('keeps focus inside the dialog', async () => {
    const { user } = renderDivision('/division/Premier', { access: ['ManageTeams'] });
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team' });
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)!.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(buttons.at(-1)).toHaveFocus();
  });
});

describe('clearing favourites (spec 2 §5 Confirmations)', () => {
  const on = {
    '/api/Feature': [
      {
        id: '0edb9fc6-6579-4c4c-9506-77c2485c09a0',
        name: 'FavouritesEnabled',
        description: '',
        valueType: 'Boolean',
        defaultValue: 'false',
        configuredValue: 'true',
      },
    ],
  };
  const stored = () => JSON.parse(decodeURIComponent(document.cookie.replace(/.*preferences=([^;]*).*/, '$1')));
  afterEach(() => {
    document.cookie = 'preferences=; max-age=0; path=/';
    vi.restoreAllMocks();
  });

  it('offers Clear favourites once some are chosen, and clears them only after confirming', async () => {
    document.cookie = `preferences=${encodeURIComponent(JSON.stringify({ favouriteTeamIds: [ids.swan] }))}; path=/`;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderDivision('/division/Premier/teams', { routes: on });
    const clear = await screen.findByRole('button', { name: 'Clear favourites' });
    await user.click(clear);
    expect(confirm).toHaveBeenCalledWith(clearFavouritesQuestion);
    expect(stored()).toEqual({ favouriteTeamIds: [ids.swan] });
    await user.click(clear);
    expect(stored()).toEqual({ favouriteTeamIds: [] });
    expect(screen.getByRole('button', { name: 'Favourite Swan' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear favourites' })).not.toBeInTheDocument();
  });

  it('is not offered without favourites', async () => {
    renderDivision('/division/Premier/teams', { routes: on });
    await screen.findByRole('button', { name: 'Favourite Swan' });
    expect(screen.queryByRole('button', { name: 'Clear favourites' })).not.toBeInTheDocument();
  });
});
