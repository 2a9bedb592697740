import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessOption } from '@darts/domain';
import { aLeague, aSite, aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

/** The layout loads on demand, so the first look waits for it. */
const mainMenu = () => screen.findByRole('navigation', { name: 'Main' });

describe('main menu (spec 1 §2 Shell)', () => {
  it('lists only divisions of a current season, linking per divisionLink', async () => {
    const league = aLeague();
    renderApp('/', {
      routes: leagueRoutes({ '/api/Division': league.divisions, '/api/Season': league.seasons }),
    });
    const menu = await mainMenu();
    expect(await within(menu).findByRole('link', { name: 'Premier' })).toHaveAttribute(
      'href',
      '/teams/Winter%202025/?division=Premier',
    );
    expect(within(menu).getByRole('link', { name: 'Division One' })).toHaveAttribute(
      'href',
      '/teams/Winter%202025/?division=Division%20One',
    );
    expect(within(menu).queryByRole('link', { name: 'Old Division' })).not.toBeInTheDocument();
  });

  it('marks only the division being shown as the current page', async () => {
    renderApp('/teams/Winter%202025/?division=Division%20One');
    const menu = await mainMenu();
    expect(await within(menu).findByRole('link', { name: 'Division One' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Premier' })).not.toHaveAttribute('aria-current');
  });

  it('lists every division, linking to /division/{name}, when no season is current', async () => {
    const league = aLeague();
    renderApp('/', {
      routes: leagueRoutes({ '/api/Season': [league.past] }),
      now: () => new Date('2030-01-01T00:00:00Z'),
    });
    const menu = await mainMenu();
    expect(await within(menu).findByRole('link', { name: 'Old Division' })).toHaveAttribute(
      'href',
      '/division/Old%20Division',
    );
    expect(within(menu).getByRole('link', { name: 'Premier' })).toHaveAttribute('href', '/division/Premier');
  });

  it('shows configured items before and after the divisions; internal ones stay in the app', async () => {
    const site = aSite({
      menu: {
        beforeDivisions: [{ url: '/about', text: 'Rules' }],
        afterDivisions: [{ url: 'https://results.example/cup', text: 'Cup results' }],
      },
    });
    renderApp('/', { routes: leagueRoutes({ '/api/Site': site }) });
    const menu = await mainMenu();
    await within(menu).findByRole('link', { name: 'Premier' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace('↗', '').trim());
    expect(names.slice(1, 5)).toEqual(['Rules', 'Premier', 'Division One', 'Cup results']);

    const internal = within(menu).getByRole('link', { name: 'Rules' });
    expect(internal).toHaveAttribute('href', '/about');
    expect(internal).not.toHaveAttribute('target');
    const external = within(menu).getByRole('link', { name: 'Cup results' });
    expect(external).toHaveAttribute('href', 'https://results.example/cup');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener');
  });

  it('shows a spinner while divisions load', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Division': () => new Promise(() => undefined) }) });
    expect(await within(await mainMenu()).findByRole('status')).toHaveTextContent('Loading divisions');
  });

  it.each<[string, AccessOption[], boolean]>([
    ['ManageAccess', ['ManageAccess'], true],
    ['ViewExceptions', ['ViewExceptions'], true],
    ['ImportData', ['ImportData'], true],
    ['ExportData', ['ExportData'], true],
    ['other options only', ['ManageGames', 'ManageFeatures', 'ManageSockets', 'ManageSeasonTemplates'], false],
    ['no options', [], false],
  ])('Admin entry with %s: %s', async (_, access, shown) => {
    renderApp('/', { routes: leagueRoutes({ '/api/Account': aUser(access) }) });
    const menu = await mainMenu();
    await within(menu).findByRole('button', { name: 'Logout (Jo)' });
    const admin = within(menu).queryByRole('link', { name: 'Admin' });
    if (shown) expect(admin).toHaveAttribute('href', '/admin');
    else expect(admin).not.toBeInTheDocument();
  });

  it.each<[string, AccessOption[], boolean]>([
    ['UseWebSockets', ['UseWebSockets'], true],
    ['every other option', ['ManageAccess', 'ManageSockets', 'RecordScoresAsYouGo'], false],
  ])('Connections entry with %s: %s (spec 2 §2, spec 1 §6 useWebSockets)', async (_, access, shown) => {
    renderApp('/', { routes: leagueRoutes({ '/api/Account': aUser(access) }) });
    const menu = await mainMenu();
    await within(menu).findByRole('button', { name: 'Logout (Jo)' });
    const connections = within(menu).queryByRole('link', { name: 'Connections' });
    if (shown) expect(connections).toHaveAttribute('href', '/connections');
    else expect(connections).not.toBeInTheDocument();
  });

  it('offers Login when signed out, back to this page', async () => {
    renderApp('/about', { routes: leagueRoutes({ '/api/Account': null }) });
    const login = await within(await mainMenu()).findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/api/Account/Login/?redirectUrl=%2Fabout');
    expect(within(await mainMenu()).queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
    expect(within(await mainMenu()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(await mainMenu()).queryByRole('link', { name: 'Connections' })).not.toBeInTheDocument();
  });

  it('offers Logout with the given name when signed in: a form post back to this page (issue #24)', async () => {
    renderApp('/about?x=1', { routes: leagueRoutes({ '/api/Account': aUser() }) });
    const logout = await within(await mainMenu()).findByRole('button', { name: 'Logout (Jo)' });
    const form = logout.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/Account/Logout');
    expect(new FormData(form).get('redirectUrl')).toBe('/about?x=1');
    expect(within(await mainMenu()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signs out from the sign-out page back to the home page, not to the sign-out page', async () => {
    renderApp('/logout?redirectUrl=%2Fteams', { routes: leagueRoutes({ '/api/Account': aUser() }) });
    const logout = await within(await mainMenu()).findByRole('button', { name: 'Logout (Jo)' });
    expect(new FormData(logout.closest('form')!).get('redirectUrl')).toBe('/');
  });

  it('collapses behind the Menu button and again after every navigation', async () => {
    const { user } = renderApp('/');
    const toggle = within(await mainMenu()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')).toHaveClass('show');

    await user.click(await within(await mainMenu()).findByRole('link', { name: 'Premier' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(document.getElementById('main-menu')).not.toHaveClass('show');

    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the site name as a link home, the contact e-mail and social links', async () => {
    renderApp('/about');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Riverside Darts League' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'secretary@example.org' })).toHaveAttribute(
      'href',
      'mailto:secretary@example.org',
    );
    expect(within(banner).getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  });
});
