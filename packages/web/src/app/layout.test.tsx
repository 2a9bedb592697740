import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSite, aUser } from '../testing/fixtures';
import { leagueRoutes, renderApp } from '../testing/render-app';

const site = aSite({
  menu: {
    beforeDivisions: [{ url: '/about', text: 'Rules' }],
    afterDivisions: [{ url: '/practice', text: 'Practice' }],
  },
});

describe('layout (spec 1 §2 Shell, URL options)', () => {
  it('has a skip link to the main content and the header, menu, main and footer landmarks', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Site': site }) });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it.each(['/?embed=true', '/?kiosk=true'])('%s shows the content only', async (path) => {
    renderApp(path, { routes: leagueRoutes({ '/api/Site': site }) });
    expect(await screen.findByText(/Pick a division/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hides the brand and both configured groups for an account with KioskMode', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Site': site, '/api/Account': aUser(['KioskMode']) }) });
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'Premier' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Riverside Darts League' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Rules' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Practice' })).not.toBeInTheDocument();
  });

  it('offers no full-screen toggle where the browser cannot go full screen', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });
});
