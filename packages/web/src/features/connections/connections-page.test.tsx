import { screen, waitFor, within } from '@testing-library/react';
import type { WatchableDataDto } from '@darts/contract';
import { describe, expect, it } from 'vitest';
import { reply, type FakeRoutes } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const match: WatchableDataDto = {
  id: '5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002',
  dataType: 'Sayg',
  relativeUrl: '/live/match/5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002',
  absoluteUrl: `${window.location.origin}/live/match/5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002`,
  lastUpdate: '2026-03-14T09:06:30Z',
  userName: 'Sam Scorer',
  publicationMode: 'WebSocket',
  eventDetails: { venue: 'The Crown', type: null, opponents: ['Jo', 'Sam'] },
};
const tournament: WatchableDataDto = {
  id: '7d2e3f40-1a2b-4c3d-8e9f-0a1b2c3d0004',
  dataType: 'Tournament',
  relativeUrl: '/tournament/7d2e3f40-1a2b-4c3d-8e9f-0a1b2c3d0004',
  absoluteUrl: null,
  lastUpdate: '2026-03-14T08:00:00Z',
  userName: null,
  publicationMode: 'Polling',
  eventDetails: { venue: 'The Swan', type: 'Singles', opponents: null },
};

const watcher = aUser(['UseWebSockets']);
const open = (routes: FakeRoutes) => renderApp('/connections', { routes: leagueRoutes(routes) });

describe('connections page (spec 2 §2 Connections page)', () => {
  it('lists what is live, newest first, each linked, with venue, mode badge and last update', async () => {
    const { server } = open({ '/api/Account': watcher, 'GET /api/Live/Watch': [tournament, match] });
    const list = await screen.findByRole('list', { name: 'Live items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Live match: Jo v Sam' })).toHaveAttribute(
      'href',
      match.relativeUrl,
    );
    expect(first).toHaveTextContent('The Crown');
    expect(first).toHaveTextContent('WebSocket');
    expect(first).toHaveTextContent('Last update 14 Mar 2026, 09:06:30 by Sam Scorer');
    expect(within(second!).getByRole('link', { name: 'Tournament: Singles' })).toHaveAttribute(
      'href',
      tournament.relativeUrl,
    );
    expect(second).toHaveTextContent('The Swan');
    expect(second).toHaveTextContent('Polling');
    expect(server.requests.find((r) => r.path.startsWith('/api/Live/Watch'))?.path).toBe('/api/Live/Watch/');
    await waitFor(() => expect(document.title).toMatch(/^Connections – /));
  });

  it("links to the publisher's own address when it is another site", async () => {
    const elsewhere = { ...match, absoluteUrl: 'https://other.example/live/match/abc' };
    open({ '/api/Account': watcher, 'GET /api/Live/Watch': [elsewhere] });
    expect(await screen.findByRole('link', { name: 'Live match: Jo v Sam' })).toHaveAttribute(
      'href',
      elsewhere.absoluteUrl,
    );
  });

  it('says when nothing is live, and looks again on Refresh', async () => {
    const { server, user } = open({ '/api/Account': watcher, 'GET /api/Live/Watch': [] });
    expect(await screen.findByText('Nothing is live right now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.requestsTo('/api/Live/Watch/', 'GET')).toHaveLength(2));
  });

  it('offers a retry when the list cannot be read', async () => {
    open({ '/api/Account': watcher, 'GET /api/Live/Watch': reply(500, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load live items');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says 'No access' with a Login link when signed out, and asks nothing", async () => {
    const { server } = open({ '/api/Account': null, 'GET /api/Live/Watch': [match] });
    const main = await screen.findByRole('heading', { name: 'Connections' });
    const page = main.closest('section')!;
    expect(await within(page).findByText('No access')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/api/Account/Login/?redirectUrl=%2Fconnections',
    );
    expect(server.requestsTo('/api/Live/Watch/')).toHaveLength(0);
  });

  it("says 'No access' without UseWebSockets, with no Login link", async () => {
    open({ '/api/Account': aUser(['ManageSockets', 'ManageAccess']), 'GET /api/Live/Watch': [match] });
    const page = (await screen.findByRole('heading', { name: 'Connections' })).closest('section')!;
    expect(await within(page).findByText('No access')).toBeInTheDocument();
    expect(within(page).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('list', { name: 'Live items' })).not.toBeInTheDocument();
  });
});
