import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeague } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

describe('about page', () => {
  it('shows the site description, people, build and this device', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Riverside Darts League' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday night darts.')).toBeInTheDocument();
    expect(screen.getByText('Sam Secretary')).toBeInTheDocument();
    expect(screen.getByText('0123456789abcdef')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Live updates: not connected yet')).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About – Riverside Darts League'));
  });

  it('follows the browser going offline', async () => {
    renderApp('/about');
    await screen.findByText('Online');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Online')).toBeInTheDocument();
  });
});

describe('division pages (coming soon)', () => {
  it.each([
    ['/division/premier', 'Premier – Teams'],
    ['/division/PREMIER/fixtures', 'Premier – Fixtures'],
    ['/division/Premier/team:Crown/Winter%202025', 'Premier – Crown'],
    ['/teams/Winter%202025/?division=Premier', 'Premier – Teams'],
    ['/fixtures/?division=Premier&division=Division%20One', 'Premier, Division One – Fixtures'],
    ['/players', 'Players'],
  ])('%s is titled %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This part of the site is coming soon.')).toBeInTheDocument();
  });

  it('finds a division by id', async () => {
    const league = aLeague();
    renderApp(`/division/${league.one.id}`, {
      routes: leagueRoutes({ '/api/Division': league.divisions, '/api/Season': league.seasons }),
    });
    expect(await screen.findByRole('heading', { name: 'Division One – Teams' })).toBeInTheDocument();
  });

  it.each([
    ['/division/Nope', 'Division not found', 'There is no division called “Nope”.'],
    ['/teams/?division=Premier&division=Nope', 'Division not found', 'There is no division called “Nope”.'],
    ['/division/Premier/teams/1999', 'Season not found', 'There is no season called “1999”.'],
  ])('%s says %s', async (path, heading, text) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

describe('other pages', () => {
  it.each([
    ['/score/123', 'Score card'],
    ['/tournament/123', 'Tournament'],
    ['/practice', 'Practice'],
    ['/live/superleague', 'Live'],
    ['/tv', 'TV'],
  ])('%s is coming soon', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} – Riverside Darts League`));
  });

  it('says when a page does not exist, with a way home', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
