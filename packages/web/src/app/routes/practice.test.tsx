import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSaygServer } from '../../features/scoring/testing-scoring';
import { reply } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const id = '5a760000-0000-4000-8000-00000000dead';

describe('practice route (spec 2 §2 Practice page)', () => {
  it('opens a practice match from the query, titled Practice', async () => {
    renderApp('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=5');
    expect(await screen.findByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Legs')).toHaveValue(5);
    expect(screen.getByText('Leg 1 · best of 5')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Practice – Riverside Darts League'));
  });

  it("says 'Error with shared data' for a record that is not there, and Clear returns to /practice", async () => {
    const { router } = renderApp(`/practice#${id}`, { routes: leagueRoutes({ [`/api/Sayg/${id}`]: null }) });
    expect(await screen.findByRole('heading', { name: 'Error with shared data' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/practice'));
    expect(await screen.findByLabelText('Contender')).toHaveValue('');
  });
});

// Spec 2 §2 names no default opponent, and contract §18 leaves opponentName out for single-player
// practice: without one, the practice is one player's, shown with no empty name, column or heading.
describe('practice route: one player (spec 2 §2 /practice, contract §18 single-player practice)', () => {
  /** Every heading, column and row head, and the tab title: where an empty opponent would show. */
  const names = () => [
    ...screen.getAllByRole('heading').map((heading) => heading.textContent.trim()),
    ...screen.queryAllByRole('columnheader').map((head) => head.textContent.trim()),
    ...screen.queryAllByRole('rowheader').map((head) => head.textContent.trim()),
  ];
  const noEmptyOpponent = () => {
    expect(names()).not.toContain('');
    expect(names().join('\n')).not.toMatch(/\b(Away|Opponent)\b| v $/);
    expect(document.title).toBe('Practice – Riverside Darts League');
  };

  it.each([
    ['given only a name', '/practice?yourName=Solo'],
    ['given blank options', '/practice?yourName=Solo&opponentName=%20&startingScore=&numberOfLegs='],
  ])('%s, plays best of 3 from 501 alone to the match statistics', async (_case, path) => {
    const sayg = fakeSaygServer();
    const { user, router } = renderApp(path, { routes: leagueRoutes(sayg.routes) });
    expect(await screen.findByLabelText('Legs')).toHaveValue(3);
    expect(screen.getByLabelText('From')).toHaveValue(501);
    expect(screen.getByLabelText('Opponent (optional)')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?yourName=Solo&startingScore=501&numberOfLegs=3'));
    expect(screen.getByText('Leg 1 · best of 3')).toBeInTheDocument();
    const picker = screen.getByRole('region', { name: 'Who plays first?' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Solo']);
    noEmptyOpponent();

    await user.click(within(picker).getByRole('button', { name: 'Solo' }));
    for (const leg of [1, 2]) {
      expect(await screen.findByText(`Leg ${leg} · best of 3`)).toBeInTheDocument();
      noEmptyOpponent();
      for (const score of [180, 180, 141]) await user.keyboard(`${score}{Enter}`);
      const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
      await user.click(within(checkout).getByRole('button', { name: '3' }));
    }

    // Two legs won of three: the match is over, its statistics with Solo's column alone.
    expect(await screen.findByRole('heading', { name: 'Match finished' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Best of 3 from 501/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Leg', 'Solo']);
    expect(within(table).getByRole('row', { name: /^Legs won/ })).toHaveTextContent(/^Legs won\s*2$/);
    noEmptyOpponent();
    // Saved, so the next test's page starts afresh rather than resuming unsent changes.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent(/^Saved$/));
    expect(sayg.records.size).toBe(1);
    expect('opponentName' in [...sayg.records.values()][0]!).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Widescreen view' }));
    const widescreen = screen.getByRole('region', { name: 'Widescreen view: Solo' });
    expect(
      within(widescreen)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Solo']);
  });
});

describe('practice route: full screen after Restart (spec 2 §4 Practice)', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  });

  it.each([
    ['an account with KioskMode', '/practice?yourName=Jo', aUser(['KioskMode']), 1],
    ['?kiosk=true', '/practice?yourName=Jo&kiosk=true', null, 1],
    ['neither', '/practice?yourName=Jo', aUser(['RecordScoresAsYouGo']), 0],
  ] as const)('with %s', async (_, url, account, requests) => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    renderApp(url, { routes: leagueRoutes({ '/api/Account': account }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restart' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(requests);
  });
});

describe('practice route: the Paused/Live selector (spec 2 §2, issue #11)', () => {
  const watchers = () => screen.queryByRole('combobox', { name: 'Watchers' });

  it.each([
    ['signed out', null],
    ['signed in without UseWebSockets', aUser(['RecordScoresAsYouGo'])],
  ])('is not shown %s', async (_, account) => {
    renderApp('/practice?yourName=Jo&opponentName=Sam', { routes: leagueRoutes({ '/api/Account': account }) });
    expect(await screen.findByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Style' })).toBeInTheDocument();
    expect(watchers()).not.toBeInTheDocument();
  });

  it('shows with UseWebSockets, Live by default', async () => {
    renderApp('/practice?yourName=Jo&opponentName=Sam', {
      routes: leagueRoutes({ '/api/Account': aUser(['UseWebSockets']) }),
    });
    expect(await screen.findByRole('combobox', { name: 'Watchers' })).toHaveValue('live');
  });

  it("publishes each change while Live, nothing while Paused, and says 'Unable to publish updated data' once when nothing takes it", async () => {
    const sayg = fakeSaygServer();
    let refuse = false;
    const { user, server } = renderApp('/practice?yourName=Jo&opponentName=Sam', {
      // No socket answers in this test, so each publication goes over HTTP.
      routes: leagueRoutes({
        ...sayg.routes,
        '/api/Account': aUser(['UseWebSockets']),
        'POST /api/Live/Update/:id/:type': () =>
          refuse
            ? reply(503, { success: false, errors: ['Unavailable'] })
            : { success: true, errors: [], warnings: [], messages: [] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await waitFor(() => expect(sayg.records.size).toBe(1));
    const [id] = sayg.ids;
    const publications = () => server.requestsTo(`/api/Live/Update/${id}/Sayg`, 'POST');
    await user.click(screen.getByRole('button', { name: 'Score 60' }));
    await waitFor(() => expect(publications()).toHaveLength(1));
    expect(publications()[0]?.body).toMatchObject({ id, yourName: 'Jo', legs: { '0': { home: { score: 60 } } } });

    const watchers = screen.getByRole('combobox', { name: 'Watchers' });
    await user.selectOptions(watchers, 'Paused');
    await user.click(screen.getByRole('button', { name: 'Score 45' }));
    await waitFor(() => expect(sayg.records.get(id!)).toMatchObject({ legs: { '0': { away: { score: 45 } } } }));
    expect(publications()).toHaveLength(1);

    refuse = true;
    await user.selectOptions(watchers, 'Live');
    await user.click(screen.getByRole('button', { name: 'Score 100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unable to publish updated data$/);
    await user.click(screen.getByRole('button', { name: 'Score 41' }));
    await waitFor(() => expect(publications()).toHaveLength(4));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
