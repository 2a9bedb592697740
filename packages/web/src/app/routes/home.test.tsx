import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const prompt = 'Pick a division from the menu to see fixtures and the league tables.';

describe('home page', () => {
  it('prompts for a division, names the current season and lists its divisions as large links', async () => {
    renderApp('/');
    expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(screen.getByText('Winter 2025')).toBeInTheDocument();
    expect(screen.getByText('1 Sep 2025 – 30 Apr 2026')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Divisions' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Premier', '/teams/Winter%202025/?division=Premier'],
      ['Division One', '/teams/Winter%202025/?division=Division%20One'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home – Riverside Darts League'));
  });

  it.each([
    ['/api/Season', 'App has finished loading, no seasons are available'],
    ['/api/Team', 'App has finished loading, no teams are available'],
    ['/api/Division', 'App has finished loading, no divisions are available'],
  ])('says when %s is empty, and keeps the menu, Login and Admin working', async (path, message) => {
    renderApp('/', { routes: leagueRoutes({ [path]: [], '/api/Account': aUser(['ManageAccess']) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    if (path === '/api/Division') expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    else expect(screen.getByText(prompt)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('button', { name: 'Logout (Jo)' })).toBeInTheDocument();
  });

  it('lists every start-up problem of a new, empty league', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Season': [], '/api/Team': [], '/api/Division': [] }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no seasons are available');
    expect(alert).toHaveTextContent('no teams are available');
    expect(alert).toHaveTextContent('no divisions are available');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it('offers "Set up your league" on an empty install to whoever may set it up, not a division to pick', async () => {
    const empty = { '/api/Season': [], '/api/Team': [], '/api/Division': [] };
    renderApp('/', {
      routes: leagueRoutes({
        ...empty,
        '/api/Account': aUser(['ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManagePlayers']),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'There is no league here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your league' })).toHaveAttribute('href', '/setup');
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('An administrator can set up the league');
  });

  it('tells a visitor to an empty install that an administrator can set it up', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Season': [], '/api/Team': [], '/api/Division': [] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An administrator can set up the league once signed in.',
    );
    expect(screen.getByText('There are no divisions yet, so there is nothing to show.')).toBeInTheDocument();
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up your league' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the league loads', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Team': () => new Promise(() => undefined) }) });
    expect(await screen.findByText('Loading the league…')).toBeInTheDocument();
  });
});
