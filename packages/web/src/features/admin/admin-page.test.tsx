import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminPage } from './admin-page';
import { account } from './testing-data';
import { envelope, fakeApi } from '../../testing/fake-api';
import { aDivision } from '../../testing/fixtures';
import { leagueRoutes, renderApp, renderAt } from '../../testing/render-app';

const renderAdmin = (
  url: string,
  signedIn: ReturnType<typeof account> | null,
  divisions: ReturnType<typeof aDivision>[] = [],
) => {
  fakeApi({
    'GET /api/Account': signedIn,
    'GET /api/Division': divisions,
    'GET /api/Account/All': signedIn ? [signedIn] : [],
    'GET /api/Error/Since/:since': [],
  });
  renderAt(<AdminPage />, { path: '/admin/:mode?', url });
};

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('admin page', () => {
  it('shows a tab per permitted mode and opens the first by default', async () => {
    renderAdmin('/admin', account('Ann Admin', 'ann@example.org', ['ManageAccess', 'ViewExceptions', 'ExportData']));
    expect(await screen.findByRole('heading', { name: 'Manage access' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Manage access', 'Export data', 'Data browser', 'Errors']);
    expect(screen.getByRole('link', { name: 'Manage access' })).toHaveAttribute('aria-current', 'page');
  });

  const secretary = () =>
    account('Ann Admin', 'ann@example.org', [
      'ManageAccess',
      'ManageDivisions',
      'ManageSeasons',
      'ManageTeams',
      'ManagePlayers',
    ]);

  it('links to "Set up your league" while the install has no league yet, for an account that may set it up (issue #22)', async () => {
    renderAdmin('/admin', secretary(), []);
    expect(await screen.findByRole('link', { name: 'Set up your league' })).toHaveAttribute('href', '/setup');
  });

  it('shows no set-up link once the league has a division (issue #22)', async () => {
    // The whole app: its menu lists the divisions once they are read, so the page has them when it decides.
    const signedIn = secretary();
    renderApp('/admin', {
      routes: leagueRoutes({
        '/api/Account': signedIn,
        'GET /api/Account/All': [signedIn],
        'GET /api/Error/Since/:since': [],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Manage access' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Premier' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Set up your league' })).not.toBeInTheDocument();
  });

  it('shows no set-up link to an administrator who cannot make seasons', async () => {
    renderAdmin('/admin', account('Ann Admin', 'ann@example.org', ['ManageAccess', 'ManageTeams']));
    expect(await screen.findByRole('heading', { name: 'Manage access' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up your league' })).not.toBeInTheDocument();
  });

  it('opens the first permitted mode when user is not permitted', async () => {
    fakeApi({
      'GET /api/Account': account('Ed', 'ed@example.org', ['ViewExceptions']),
      'GET /api/Error/Since/:since': [],
    });
    renderAt(<AdminPage />, { path: '/admin/:mode?', url: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Errors' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Errors']);
  });

  it('draws the Import and Export modes the route composes in', async () => {
    fakeApi({ 'GET /api/Account': account('Ed', 'ed@example.org', ['ImportData', 'ExportData']) });
    renderAt(<AdminPage renderImport={() => <p>Import screen</p>} renderExport={() => <p>Export screen</p>} />, {
      path: '/admin/:mode?',
      url: '/admin/export',
    });
    expect(await screen.findByText('Export screen')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Import data', 'Export data', 'Data browser']);
  });

  it('refuses a mode the account may not open', async () => {
    renderAdmin('/admin/features', account('Ed', 'ed@example.org', ['ViewExceptions']));
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Sockets tab only with ManageSockets, and opens the open sockets there', async () => {
    fakeApi({
      'GET /api/Account': account('Sam', 'sam@example.org', ['ViewExceptions', 'ManageSockets']),
      'GET /api/Live/Sockets': envelope([]),
    });
    renderAt(<AdminPage />, { path: '/admin/:mode?', url: '/admin/sockets' });
    expect(await screen.findByRole('heading', { name: 'Sockets' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Errors', 'Sockets']);
    expect(await screen.findByText('No open sockets')).toBeInTheDocument();
  });

  it('refuses the Sockets tab without ManageSockets', async () => {
    renderAdmin('/admin/sockets', account('Ed', 'ed@example.org', ['ViewExceptions', 'UseWebSockets']));
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
  });

  it('refuses an account with no admin access', async () => {
    renderAdmin('/admin', account('Pat', 'pat@example.org', ['ManageScores']));
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    renderAdmin('/admin/user', null);
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('says an unknown mode is not found, with a way back', async () => {
    renderAdmin('/admin/nonsense', account('Ann', 'ann@example.org', ['ManageAccess']));
    expect(await screen.findByRole('heading', { name: 'Admin page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
