import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLeague } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

/** The browser going offline or online, as `navigator.onLine` and its events say. */
function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A phone with no connection and no kept copy of the start-up data, until `connected`. */
function offlineLeague() {
  const state = { connected: false };
  const unreachable =
    <T,>(answer: () => T) =>
    () => {
      if (!state.connected) throw new TypeError('Failed to fetch');
      return answer();
    };
  const league = aLeague();
  const routes = leagueRoutes({
    '/api/Team': unreachable(() => league.teams),
    '/api/Site': unreachable(() => leagueRoutes()['/api/Site']),
  });
  return { state, routes };
}

afterEach(() => setBrowserOnline(true));

describe('the start-up data out of reach (issue #23)', () => {
  it('says there is no connection, not an error, and opens the page by itself once the connection is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setBrowserOnline(false);
    const { state, routes } = offlineLeague();
    const { server } = renderApp('/', { routes });
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByText(/opens once the connection is back/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).not.toBeInTheDocument();
    expect(server.requestsTo('/api/Error', 'PUT')).toHaveLength(0);

    state.connected = true;
    setBrowserOnline(true);
    expect(await screen.findByText(/Pick a division/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No connection' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('tries again when asked', async () => {
    const { state, routes } = offlineLeague();
    const { user } = renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'No connection' });
    state.connected = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Pick a division/)).toBeInTheDocument();
  });
});
