import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAverage, sideTotals } from '@darts/domain';
import { joWinsLeg, playMatch, recordOf, samWinsLeg } from '../../features/match-statistics/testing-matches';
import { reply } from '../../testing/fake-api';

// The first visit loads the route's code on demand, which can take a while under a parallel run.
const firstLoad = { timeout: 5_000 };
import { leagueRoutes, renderApp } from '../../testing/render-app';

const id = '5a760000-0000-4000-8000-00000000000a';
const saygPath = `/api/Sayg/${id}`;
const match = playMatch([joWinsLeg, samWinsLeg]);

const matchAverageCells = () =>
  within(screen.getByRole('row', { name: /^Match average/ }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('/live/match/{id} (spec 2 §2 Routes, contract §18.1)', () => {
  it('shows loading, then the statistics, and switches to the widescreen view and back', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderApp(`/live/match/${id}`, {
      routes: leagueRoutes({ [saygPath]: async () => (await held, recordOf(match, id)) }),
    });
    // The league loads first (the app's gate), then the match.
    expect(await screen.findByText('Loading the match…', {}, firstLoad)).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' })).toBeInTheDocument();
    // Three-dart by default, as the scorer sees it.
    expect(matchAverageCells()).toEqual(
      (['home', 'away'] as const).map((s) => formatAverage(sideTotals(match, s), 'three-dart')),
    );
    await waitFor(() => expect(document.title).toBe('Jo v Sam – Live – Riverside Darts League'));

    await user.click(screen.getByRole('button', { name: 'Widescreen view' }));
    expect(screen.getByRole('region', { name: 'Widescreen view: Jo v Sam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to statistics' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open TV view' })).toHaveAttribute('href', `/tv?id=${id}&kiosk=true`);

    await user.click(screen.getByRole('button', { name: 'Back to statistics' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Jo v Sam' })).toHaveFocus();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('reads /live/match/?id={id}#average=1 and starts on the one-dart average, which the TV link keeps', async () => {
    const { server, user } = renderApp(`/live/match/?id=${id}#average=1`, {
      routes: leagueRoutes({ [saygPath]: recordOf(match, id) }),
    });
    expect(await screen.findByRole('switch', { name: 'One-dart average' }, firstLoad)).toBeChecked();
    expect(matchAverageCells()).toEqual(
      (['home', 'away'] as const).map((s) => formatAverage(sideTotals(match, s), 'one-dart')),
    );
    await user.click(screen.getByRole('button', { name: 'Widescreen view' }));
    expect(screen.getByRole('link', { name: 'Open TV view' })).toHaveAttribute(
      'href',
      `/tv?id=${id}&kiosk=true#average=1`,
    );
    expect(server.requestsTo(saygPath)).toHaveLength(1);
  });

  it.each([
    ['no record (204)', null],
    ['a record without legs', (({ legs: _legs, ...rest }) => rest)(recordOf(match, id))],
    ['a deleted record', { ...recordOf(match, id), deleted: '2025-11-20T10:00:00Z' }],
  ])("says 'Data not found' for %s, with a way out", async (_case, body) => {
    renderApp(`/live/match/${id}`, { routes: leagueRoutes({ [saygPath]: body }) });
    expect(await screen.findByRole('heading', { name: 'Data not found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Match link or id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('says when the match cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { user } = renderApp(`/live/match/${id}`, {
      routes: leagueRoutes({ [saygPath]: () => (fail ? reply(500, 'Database unavailable') : recordOf(match, id)) }),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Could not load the match');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' })).toBeInTheDocument();
  });

  it('follows a live update a second after opening; signed out, it says updates come every 10 s (issue #11)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = renderApp(`/live/match/${id}`, {
      routes: leagueRoutes({
        [saygPath]: recordOf(playMatch([joWinsLeg]), id),
        'GET /api/Live/Update/:id/:type': {
          success: true,
          result: { data: recordOf(match, id), lastUpdate: '2025-11-21T12:00:05.000+00:00' },
          errors: [],
          warnings: [],
          messages: [],
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' }, firstLoad);
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Updates every 10 s');
    expect(screen.queryByRole('row', { name: /^Leg 2/ })).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('row', { name: /^Leg 2/ })).toBeInTheDocument();
    expect(server.requestsTo(`/api/Live/Update/${id}/Sayg`)[0]?.headers['If-Modified-Since']).toBe('');
  });

  it('keeps the screen awake while open, asking again when the tab is shown, and lets go on leaving (issue #11)', async () => {
    const calls: string[] = [];
    const wakeLock = {
      request: async (type: string) => {
        calls.push(`request ${type}`);
        return { release: async () => void calls.push('release') };
      },
    };
    Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
    try {
      const { unmount } = renderApp(`/live/match/${id}`, { routes: leagueRoutes({ [saygPath]: recordOf(match, id) }) });
      await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' }, firstLoad);
      await waitFor(() => expect(calls).toEqual(['request screen']));
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(calls).toEqual(['request screen', 'request screen']));
      unmount();
      await waitFor(() => expect(calls.at(-1)).toBe('release'));
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('says when the server refuses a live poll (spec 2 §8)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/live/match/${id}`, {
      routes: leagueRoutes({
        [saygPath]: recordOf(match, id),
        'GET /api/Live/Update/:id/:type': { success: false, errors: ['Boom'], warnings: [], messages: [] },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' }, firstLoad);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText(`Error polling for updates: ${id} (Sayg)`)).toBeInTheDocument();
  });

  it('polls every 10 seconds and shows what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = playMatch([joWinsLeg]);
    let current = first;
    const { server } = renderApp(`/live/match/${id}`, {
      routes: leagueRoutes({ [saygPath]: () => recordOf(current, id) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' }, firstLoad);
    expect(screen.queryByRole('row', { name: /^Leg 2/ })).not.toBeInTheDocument();

    current = match;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await screen.findByRole('row', { name: /^Leg 2/ })).toBeInTheDocument();
    expect(server.requestsTo(saygPath).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a match link when there is no id, and follows it', async () => {
    const { user, router } = renderApp('/live/match/', { routes: leagueRoutes({ [saygPath]: recordOf(match, id) }) });
    const input = await screen.findByRole('textbox', { name: 'Match link or id' }, firstLoad);
    expect(screen.getByRole('status')).toHaveTextContent("Specify the ids for the match's");
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(input).toHaveAccessibleDescription(/Paste a match link or id\./);
    await user.type(input, `https://darts.example/practice#${id}`);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/live/match/${id}`);
  });
});

describe('/live/match/?id={id}&id={id} (spec 2 §2 Routes: repeated id parameters)', () => {
  const otherId = '5a760000-0000-4000-8000-00000000000b';
  const other = playMatch([joWinsLeg], { yourName: 'Ann', opponentName: 'Bea' });
  const routes = () =>
    leagueRoutes({ [saygPath]: recordOf(match, id), [`/api/Sayg/${otherId}`]: recordOf(other, otherId) });

  it('shows each match under its own heading, titled as several live matches', async () => {
    const { server } = renderApp(`/live/match/?id=${id}&id=${otherId}#average=3`, { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live matches' }, firstLoad)).toBeInTheDocument();
    const first = await screen.findByRole('region', { name: 'Jo v Sam' });
    const second = await screen.findByRole('region', { name: 'Ann v Bea' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Jo v Sam',
      'Ann v Bea',
    ]);
    // Each match has its own statistics, on the average the hash asked for.
    expect(within(first).getByRole('switch', { name: 'One-dart average' })).not.toBeChecked();
    expect(within(second).getByRole('switch', { name: 'One-dart average' })).not.toBeChecked();
    expect(within(first).getByRole('heading', { level: 3, name: 'Match statistics' })).toBeInTheDocument();
    expect(within(second).getByRole('row', { name: /^Match average/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('2 live matches – Riverside Darts League'));
    expect(server.requestsTo(saygPath)).toHaveLength(1);
    expect(server.requestsTo(`/api/Sayg/${otherId}`)).toHaveLength(1);
  });

  it('switches one match to the widescreen view and leaves the other on its statistics', async () => {
    const { user } = renderApp(`/live/match?id=${id}&id=${otherId}`, { routes: routes() });
    const first = await screen.findByRole('region', { name: 'Jo v Sam' }, firstLoad);
    await user.click(within(first).getByRole('button', { name: 'Widescreen view' }));
    expect(screen.getByRole('region', { name: 'Widescreen view: Jo v Sam' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Back to statistics' })).toHaveFocus();
    const second = screen.getByRole('region', { name: 'Ann v Bea' });
    expect(within(second).getByRole('button', { name: 'Widescreen view' })).toBeInTheDocument();
  });

  it("says 'Data not found' for the one that is missing and shows the other", async () => {
    const missing = '5a760000-0000-4000-8000-00000000000c';
    renderApp(`/live/match?id=${missing}&id=${otherId}`, {
      routes: leagueRoutes({ [`/api/Sayg/${missing}`]: null, [`/api/Sayg/${otherId}`]: recordOf(other, otherId) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Data not found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`no match record with the id “${missing}”`))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann v Bea' })).toBeInTheDocument();
  });

  it('shows an id given twice once, and a single id as before', async () => {
    renderApp(`/live/match?id=${id}&id=${id}`, { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo v Sam' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live matches' })).not.toBeInTheDocument();
  });
});

describe('/live/{type}', () => {
  it("says 'Unsupported type' for a type it does not know, with a way home", async () => {
    renderApp('/live/bowls');
    expect(await screen.findByRole('heading', { name: 'Unsupported type' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText(/There is no live view of “bowls”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
