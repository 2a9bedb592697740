import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, type FakeRequest, type FakeRoutes } from '../../testing/fake-api';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { wizardLeague } from './testing-data';

type League = ReturnType<typeof wizardLeague>;

/** Opens the wizard on Premier's fixtures and walks it to step 5 with everything automatic. */
async function toConfirm(league: League, overrides: FakeRoutes = {}) {
  const view = renderApp('/division/Premier/fixtures', { routes: leagueRoutes(league.routes(overrides)) });
  await view.user.click(await screen.findByRole('button', { name: 'Create fixtures' }));
  const dialog = screen.getByRole('dialog', { name: 'Create fixtures' });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  await view.user.click(await within(dialog).findByRole('radio', { name: 'Two fours' }));
  await view.user.click(button('Next'));
  await within(dialog).findByRole('heading', { name: /2\. Assign placeholders/ });
  await view.user.click(button('Propose fixtures'));
  await within(dialog).findByRole('heading', { name: /3\. Review/ });
  await view.user.click(button('Next'));
  await view.user.click(button('Next'));
  await within(dialog).findByRole('heading', { name: /5\. Confirm/ });
  return { ...view, dialog, button };
}

const puts = (view: { server: { requestsTo: (path: string, method: string) => FakeRequest[] } }) =>
  view.server.requestsTo('/api/Game', 'PUT');
const keysOf = (league: League) => league.games.map((g) => `${g.date}|${g.homeId}|${g.awayId}`);
const waitClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create fixtures' })).not.toBeInTheDocument());

/** A gate a fake answer waits on, opened by the test. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the fixture creation wizard: saving (spec 1 §4, §7)', () => {
  it('saves each fixture one at a time as the spec sends it, reloads the division and closes', async () => {
    const league = wizardLeague();
    let inFlight = 0;
    let most = 0;
    const view = await toConfirm(league, {
      'PUT /api/Game': async (request: FakeRequest) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        return league.saveGame(request);
      },
    });
    const loadsBefore = view.server.requestsTo('/api/Division/Data', 'GET').length;
    await view.user.click(view.button('Save fixtures'));
    await waitClosed();

    expect(most).toBe(1);
    expect(puts(view)).toHaveLength(18);
    expect(new Set(keysOf(league)).size).toBe(18);
    const crown = league.byName('Crown');
    const first = puts(view).find((r) => (r.body as { homeTeamId: string }).homeTeamId === crown.id)!;
    expect(first.body).toEqual({
      address: 'Crown Inn',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
      divisionId: league.league.premier.id,
      seasonId: league.league.current.id,
      homeTeamId: crown.id,
      awayTeamId: expect.any(String),
      isKnockout: false,
      accoladesCount: true,
    });
    await waitFor(() =>
      expect(view.server.requestsTo('/api/Division/Data', 'GET').length).toBeGreaterThan(loadsBefore),
    );
  });

  it("shows 'X fixtures of Y saved'; Close is disabled while saving; Back stops and Next resumes", async () => {
    const league = wizardLeague();
    const first = gate();
    const view = await toConfirm(league, {
      'PUT /api/Game': async (request: FakeRequest) => {
        if (league.games.length === 0) await first.opened;
        return league.saveGame(request);
      },
    });
    await view.user.click(view.button('Save fixtures'));
    expect(within(view.dialog).getByRole('heading', { level: 3 })).toHaveTextContent('6. Saving');
    expect(view.dialog).toHaveTextContent('0 fixtures of 18 saved');
    expect(view.button('Close')).toBeDisabled();
    expect(within(view.dialog).getByRole('progressbar', { name: 'Fixtures saved' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await view.user.click(view.button('Stop saving'));
    expect(within(view.dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Saving stopped');
    expect(view.button('Close')).toBeEnabled();
    expect(view.button('Back')).toBeDisabled();
    first.open();
    await waitFor(() => expect(view.dialog).toHaveTextContent('1 fixtures of 18 saved'));
    expect(within(view.dialog).getByRole('alert')).toHaveTextContent(
      'Saving stopped. 1 of 18 saved. Resume saving to save the rest.',
    );
    expect(puts(view)).toHaveLength(1);
    const list = within(view.dialog).getByRole('list', { name: 'Fixtures saved so far' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await view.user.click(view.button('Resume saving'));
    await waitClosed();
    expect(puts(view)).toHaveLength(18);
    expect(new Set(keysOf(league)).size).toBe(18);
  });

  it("lists what was refused and says 'Some (N) fixtures could not be saved'; Back is disabled once saved", async () => {
    const league = wizardLeague();
    const swan = league.byName('Swan');
    const view = await toConfirm(league, {
      'PUT /api/Game': (request: FakeRequest) =>
        (request.body as { homeTeamId: string }).homeTeamId === swan.id
          ? envelope(undefined, { errors: ['Unable to find team with id x'] })
          : league.saveGame(request),
    });
    await view.user.click(view.button('Save fixtures'));
    expect(await within(view.dialog).findByText('Some (3) fixtures could not be saved')).toBeInTheDocument();
    expect(within(view.dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Saved');
    expect(view.dialog).toHaveTextContent('15 fixtures of 18 saved');
    expect(within(view.dialog).getAllByText('Unable to find team with id x')).toHaveLength(3);
    expect(view.button('Back')).toBeDisabled();
    expect(within(view.dialog).queryByRole('button', { name: /Next|Resume/ })).not.toBeInTheDocument();
    await view.user.click(view.button('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pauses when the connection drops after the server saved a fixture, and resumes without saving it twice', async () => {
    const league = wizardLeague();
    let online = true;
    const view = await toConfirm(league, {
      'PUT /api/Game': (request: FakeRequest) => {
        if (league.games.length === 1 && online) {
          // The server stores it; the answer never arrives.
          league.saveGame(request);
          online = false;
          throw new TypeError('Failed to fetch');
        }
        if (!online) throw new TypeError('Failed to fetch');
        return league.saveGame(request);
      },
    });
    await view.user.click(view.button('Save fixtures'));
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Connection lost — saving paused. 1 of 18 saved. Resume when you are back online.');
    expect(within(view.dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Saving stopped');
    expect(view.button('Close')).toBeEnabled();
    expect(league.games).toHaveLength(2);

    online = true;
    await view.user.click(view.button('Resume saving'));
    await waitClosed();
    expect(league.games).toHaveLength(18);
    expect(new Set(keysOf(league)).size).toBe(18);
    expect(puts(view)).toHaveLength(18);
    const rereads = view.server
      .requestsTo('/api/Division/Data', 'GET')
      .filter((r) => new URL(r.url, 'http://localhost').searchParams.get('ignoreDates') === 'true');
    expect(rereads.length).toBeGreaterThanOrEqual(2);
  });

  it('re-sends a fixture whose request never reached the server, once', async () => {
    const league = wizardLeague();
    let dropped = false;
    const view = await toConfirm(league, {
      'PUT /api/Game': (request: FakeRequest) => {
        if (league.games.length === 3 && !dropped) {
          dropped = true;
          throw new TypeError('Failed to fetch');
        }
        return league.saveGame(request);
      },
    });
    await view.user.click(view.button('Save fixtures'));
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent('3 of 18 saved');
    await view.user.click(view.button('Resume saving'));
    await waitClosed();
    expect(new Set(keysOf(league)).size).toBe(18);
    expect(league.games).toHaveLength(18);
    expect(puts(view)).toHaveLength(19);
  });

  it('stays paused when the season cannot be read on resuming', async () => {
    const league = wizardLeague();
    let offline = false;
    let calls = 0;
    const routes = league.routes();
    const view = await toConfirm(league, {
      'PUT /api/Game': (request: FakeRequest) => {
        if (++calls === 2) offline = true;
        if (offline) throw new TypeError('Failed to fetch');
        return league.saveGame(request);
      },
      '/api/Division/Data': (request: FakeRequest) => {
        if (offline) throw new TypeError('Failed to fetch');
        return (routes['/api/Division/Data'] as (r: FakeRequest) => unknown)(request);
      },
    });
    await view.user.click(view.button('Save fixtures'));
    await within(view.dialog).findByRole('alert');
    await view.user.click(view.button('Resume saving'));
    await waitFor(() => expect(within(view.dialog).getByRole('alert')).toHaveTextContent('Connection lost'));
    expect(puts(view)).toHaveLength(2);
    offline = false;
    await view.user.click(view.button('Resume saving'));
    await waitClosed();
    expect(new Set(keysOf(league)).size).toBe(18);
  });

  it('a second run proposes the same fixtures but saves none of them again', async () => {
    const league = wizardLeague();
    const first = await toConfirm(league);
    await first.user.click(first.button('Save fixtures'));
    await waitClosed();
    first.unmount();

    const second = await toConfirm(league);
    expect(second.dialog).toHaveTextContent('0 fixtures will be saved');
    expect(second.dialog).toHaveTextContent(
      '18 proposed fixtures are already in the season and will not be saved again.',
    );
    await second.user.click(second.button('Save fixtures'));
    await waitClosed();
    expect(league.games).toHaveLength(18);
  });
});
