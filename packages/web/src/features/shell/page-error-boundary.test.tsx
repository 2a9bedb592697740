import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../../testing/fake-api';
import { aLeague } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

/** /api/Team fails until `healed` is set, as a server restarting after a database outage would. */
function failingTeams() {
  const state = { healed: false };
  const routes = leagueRoutes({
    '/api/Team': () => (state.healed ? aLeague().teams : reply(500, 'Database unavailable')),
  });
  return { state, routes };
}

describe('error screen (spec 1 §2 Shell, §8)', () => {
  beforeEach(() => {
    // React logs every error a boundary catches; the screen itself is what these tests look at.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the message, keeps the menu, and shows the stack on request', async () => {
    const { routes } = failingTeams();
    const { user } = renderApp('/', { routes });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    expect(screen.queryByLabelText('Stack')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show stack' }));
    expect(screen.getByLabelText('Stack')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('switch', { name: 'Show stack' }));
    expect(screen.queryByLabelText('Stack')).not.toBeInTheDocument();
  });

  it('reports the exception once, however often it recurs', async () => {
    const { routes } = failingTeams();
    const { user, server } = renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'An error occurred' });
    await user.click(screen.getByRole('button', { name: 'Clear error' }));
    await screen.findByRole('heading', { name: 'An error occurred' });

    await waitFor(() => expect(server.requestsTo('/api/Error', 'PUT')).toHaveLength(1));
    expect(server.requestsTo('/api/Error', 'PUT')[0]!.body).toMatchObject({
      source: 'UI',
      message: 'Database unavailable',
      url: expect.any(String),
      userAgent: expect.any(String),
      time: '2025-11-21T12:00:00.000Z',
    });
  });

  it('Clear error tries the page again', async () => {
    const { state, routes } = failingTeams();
    const { user } = renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'An error occurred' });
    state.healed = true;
    await user.click(screen.getByRole('button', { name: 'Clear error' }));
    expect(
      await screen.findByText('Pick a division from the menu to see fixtures and the league tables.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).not.toBeInTheDocument();
  });

  it('Refresh data reloads with no-cache sent once', async () => {
    const { state, routes } = failingTeams();
    const { user, server } = renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'An error occurred' });
    state.healed = true;
    const before = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Refresh data' }));
    expect(
      await screen.findByText('Pick a division from the menu to see fixtures and the league tables.'),
    ).toBeInTheDocument();

    const after = server.requests.slice(before);
    expect(after.filter((r) => r.path === '/api/Team')).toHaveLength(1);
    expect(after.filter((r) => r.headers['Cache-Control'] === 'no-cache')).toHaveLength(1);
  });

  it('clears itself when the visitor goes to another page', async () => {
    const { state, routes } = failingTeams();
    const { user } = renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'An error occurred' });
    state.healed = true;
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: /About Riverside/ })).toBeInTheDocument();
  });
});
