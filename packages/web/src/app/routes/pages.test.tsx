import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as About } from './about';
import { LiveClient, LiveProvider } from '../../lib/live';
import { fakeApi } from '../../testing/fake-api';
import { leagueRoutes, renderApp, renderAt } from '../../testing/render-app';

describe('about page', () => {
  it('shows the site description, people, build and this device', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Riverside Darts League' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday night darts.')).toBeInTheDocument();
    expect(screen.getByText('Sam Secretary')).toBeInTheDocument();
    expect(screen.getByText('0123456789abcdef')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Live connection: Not connected (nothing live is being followed)')).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About – Riverside Darts League'));
  });

  it("shows the live client's state as it changes (spec 2 §2 About page: client info)", async () => {
    fakeApi(leagueRoutes());
    // Signed out, so the client polls; a poll that never answers keeps it there.
    const client = new LiveClient({
      openSocket: () => {
        throw new Error('Signed out: no socket');
      },
      poll: () => new Promise(() => undefined),
      publishOverHttp: () => Promise.resolve(false),
    });
    renderAt(
      <LiveProvider client={client}>
        <About />
      </LiveProvider>,
    );
    expect(
      await screen.findByText('Live connection: Not connected (nothing live is being followed)'),
    ).toBeInTheDocument();
    act(() => void client.subscribe('5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002', 'Sayg', { onUpdate: () => undefined }));
    expect(await screen.findByText('Live connection: Polling for updates')).toBeInTheDocument();
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

describe('other pages', () => {
  it.each([
    ['/score/123', 'Score card'],
    ['/tournament/123', 'Tournament'],
    ['/practice', 'Practice'],
    ['/live/superleague', 'Live superleague'],
    ['/tv', 'TV'],
  ])('%s opens with its heading and page title', async (path, title) => {
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
