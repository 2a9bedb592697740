import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aLeague } from '../../../testing/fixtures';
import { envelope, loadDivisionRoute, renderDivision } from '../testing-data';
import { divisionChoices } from './division-choices';

beforeAll(loadDivisionRoute);

/** The list a picker button shows. */
const listOf = (button: HTMLElement) => within(document.getElementById(button.getAttribute('aria-controls')!)!);

describe('divisionChoices (spec 1 §6: limited to the season unless the account has both)', () => {
  const league = aLeague();
  it.each([
    [false, false, ['Premier', 'Division One']],
    [true, false, ['Premier', 'Division One']],
    [false, true, ['Premier', 'Division One']],
    [true, true, ['Premier', 'Division One', 'Old Division']],
  ])('ManageDivisions %s, ManageSeasons %s', (manageDivisions, manageSeasons, names) => {
    expect(
      divisionChoices(league.divisions, league.current, { manageDivisions, manageSeasons }).map((d) => d.name),
    ).toEqual(names);
  });

  it('offers every division without a season', () => {
    expect(divisionChoices(league.divisions, undefined, { manageDivisions: false, manageSeasons: false })).toHaveLength(
      3,
    );
  });
});

describe('season and division pickers', () => {
  it('list seasons and the season’s divisions as links keeping the mode', async () => {
    const { user } = renderDivision('/division/Premier/players/Winter%202025');
    await screen.findByRole('table');
    const season = screen.getByRole('button', { name: 'Season: Winter 2025' });
    expect(season).toHaveAttribute('aria-expanded', 'false');
    await user.click(season);
    expect(season).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(season).getByRole('link', { name: 'Winter 2025' })).toHaveAttribute('aria-current', 'page');
    expect(listOf(season).getByRole('link', { name: 'Winter 2024' })).toHaveAttribute(
      'href',
      '/division/Premier/players/Winter%202024',
    );
    await user.keyboard('{Escape}');
    expect(season).toHaveAttribute('aria-expanded', 'false');
    expect(season).toHaveFocus();
    const division = screen.getByRole('button', { name: 'Division: Premier' });
    await user.click(division);
    expect(listOf(division).getByRole('link', { name: 'Division One' })).toHaveAttribute(
      'href',
      '/division/Division%20One/players/Winter%202025',
    );
    expect(listOf(division).queryByRole('link', { name: 'Old Division' })).not.toBeInTheDocument();
    expect(listOf(division).queryByRole('button', { name: 'New division' })).not.toBeInTheDocument();
  });
});

describe('division editing (spec 1 §2 editing modals, §5)', () => {
  it('requires a name, saves with the concurrency token, and keeps the form when refused', async () => {
    let answer: unknown = envelope(undefined, {
      warnings: ['Unable to update Division, Sam updated it before you at 1 Oct 2025 10:00:00'],
    });
    const { user, server, league } = renderDivision('/division/Premier', {
      access: ['ManageDivisions'],
      routes: { 'PUT /api/Division': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit division Premier' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit division: Premier' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save division' }));
    expect(within(dialog).getByText('Enter a division name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Premier League');
    await user.click(within(dialog).getByLabelText('Superleague'));
    await user.click(within(dialog).getByRole('button', { name: 'Save division' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sam updated it before you');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Premier League');
    expect(server.requestsTo('/api/Division', 'PUT')[0]!.body).toEqual({
      id: league.premier.id,
      lastUpdated: league.premier.updated,
      name: 'Premier League',
      superleague: true,
    });
    answer = envelope({ ...league.premier, name: 'Premier League' });
    await user.click(within(dialog).getByRole('button', { name: 'Save division' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a division only after confirming', async () => {
    const { user, server, league } = renderDivision('/division/Premier', {
      access: ['ManageDivisions'],
      routes: (l) => ({ [`DELETE /api/Division/${l.premier.id}`]: envelope(l.premier) }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Edit division Premier' }));
    await user.click(screen.getByRole('button', { name: 'Delete division' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the Premier division?');
    expect(server.requestsTo(`/api/Division/${league.premier.id}`, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete division' }));
    await waitFor(() => expect(server.requestsTo(`/api/Division/${league.premier.id}`, 'DELETE')).toHaveLength(1));
  });
});

describe('season editing (spec 1 §2 editing modals, §5)', () => {
  it('creates a season with dates, divisions and teams copied from another season', async () => {
    const { user, server, league } = renderDivision('/division/Premier', {
      access: ['ManageSeasons', 'ManageDivisions'],
      routes: { 'PUT /api/Season': envelope(undefined, { errors: ['Not permitted'] }) },
    });
    const division = await screen.findByRole('button', { name: 'Division: Premier' });
    await user.click(division);
    expect(listOf(division).getByRole('link', { name: 'Old Division' })).toBeInTheDocument();
    expect(listOf(division).getByRole('button', { name: 'New division' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Season: Winter 2025' }));
    expect(listOf(division).queryByRole('link', { name: 'Old Division' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = screen.getByRole('dialog', { name: 'New season' });
    await user.click(within(dialog).getByRole('button', { name: 'Save season' }));
    expect(within(dialog).getByText('Enter a season name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Summer 2026');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-08-31');
    await user.click(within(dialog).getByLabelText('Division One'));
    await user.selectOptions(within(dialog).getByLabelText('Copy teams from'), 'Winter 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Save season' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save details');
    expect(server.requestsTo('/api/Season', 'PUT')[0]!.body).toEqual({
      name: 'Summer 2026',
      startDate: '2026-05-01T00:00:00',
      endDate: '2026-08-31T00:00:00',
      divisionIds: [league.premier.id, league.one.id],
      copyTeamsFromSeasonId: league.current.id,
    });
  });

  it('shows one of a new season’s own divisions once saved, when the division on show is not in it', async () => {
    const { user, router } = renderDivision('/division/Premier', {
      access: ['ManageSeasons', 'ManageDivisions'],
      routes: (l) => ({ 'PUT /api/Season': envelope({ ...l.current, name: 'Summer 2026', divisions: [l.one] }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Season: Winter 2025' }));
    await user.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = screen.getByRole('dialog', { name: 'New season' });
    await user.type(within(dialog).getByLabelText('Name'), 'Summer 2026');
    await user.click(within(dialog).getByLabelText('Premier'));
    await user.click(within(dialog).getByLabelText('Division One'));
    await user.click(within(dialog).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/division/Division%20One/teams/Summer%202026'));
  });

  it('edits the shown season', async () => {
    const { user, server, league, router } = renderDivision('/division/Premier', {
      access: ['ManageSeasons'],
      routes: (l) => ({ 'PUT /api/Season': envelope({ ...l.current, divisions: [l.one] }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit season Winter 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit season: Winter 2025' });
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2025-09-01');
    expect(within(dialog).queryByLabelText('Copy teams from')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Premier'));
    await user.click(within(dialog).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('/api/Season', 'PUT')[0]!.body).toEqual({
      id: league.current.id,
      lastUpdated: league.current.updated,
      name: 'Winter 2025',
      startDate: '2025-09-01T00:00:00',
      endDate: '2026-04-30T00:00:00',
      divisionIds: [league.one.id],
    });
    // Premier no longer plays in the season, so the page moves to a division that does.
    expect(router.state.location.pathname).toBe('/division/Division%20One/teams/Winter%202025');
  });
});
