import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto } from '@darts/contract';
import { aDivisionData, loadDivisionRoute } from '../../features/division/testing-data';
import { fakeSaygServer, setBrowserOnline } from '../../features/scoring/testing-scoring';
import { aGame, aScoreCardLeague, aSinglesMatch } from '../../features/score-card/testing-render';
import { envelope, reply, type FakeRoutes } from '../../testing/fake-api';
import { aSite, aUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

function routesFor(l: ReturnType<typeof aScoreCardLeague>, game: GameDto, extra: FakeRoutes): FakeRoutes {
  return {
    '/api/Site': aSite(),
    '/api/Account': aUser(['ManageScores', 'RecordScoresAsYouGo']),
    '/api/Season': l.league.seasons,
    '/api/Division': l.league.divisions,
    '/api/Team': [l.crown, l.swan],
    [`/api/Team/${l.crown.id}`]: l.crown,
    [`/api/Team/${l.swan.id}`]: l.swan,
    '/api/Feature': [],
    [`/api/Game/${game.id}`]: game,
    ...extra,
  };
}

afterEach(() => setBrowserOnline(true));

/**
 * A fixture with an id no other test uses: this device's scoring store outlives a test, and a match
 * without a record on its card carries on with the device's record of that match (resumeOrStart).
 */
function aGameOfItsOwn(l: ReturnType<typeof aScoreCardLeague>, overrides: Partial<GameDto>): GameDto {
  return aGame(l, { id: crypto.randomUUID(), ...overrides });
}

describe('score route: the first read (issue #24)', () => {
  it('asks for the fixture once: the route starts the read beside the page’s code, and the page takes its answer', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 3, 1)] });
    const { server } = renderApp(`/score/${game.id}`, { routes: routesFor(l, game, {}) });
    expect(await screen.findByRole('button', { name: 'Score match 1' })).toBeInTheDocument();
    expect(server.requestsTo(`/api/Game/${game.id}`)).toHaveLength(1);
  });
});

describe('score route (spec 2 §2 Score card: the scoring modal)', () => {
  it('creates no record for a played match opened and closed, and no Statistics (issue #10)', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 3, 1)] });
    const sayg = fakeSaygServer();
    const { user, server } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        ...sayg.routes,
        [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    // Opening, and even picking who throws first, is not scoring: nothing is created.
    await user.click(await within(dialog).findByRole('button', { name: 'Alice' }));
    expect(await within(dialog).findByRole('region', { name: 'Alice, to throw' })).toHaveTextContent('501 left');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('/api/Sayg', 'POST')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Statistics for match 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = server.requestsTo(`/api/Scores/${game.id}`, 'PUT')[0]?.body as GameDto;
    expect(body.matches[0]?.sayg).toBeUndefined();
    expect(body.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
  });

  it('creates the record with the first throw, puts it on the card and offers its Statistics', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 3, 1)] });
    const sayg = fakeSaygServer();
    const { user, server } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        ...sayg.routes,
        [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alice' }));
    await user.keyboard('60{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('status', { name: 'Save status' })).toHaveTextContent('Saved'));
    expect(server.requestsTo('/api/Sayg', 'POST')[0]?.body).toMatchObject({
      yourName: 'Alice',
      opponentName: 'Sam',
      numberOfLegs: 5,
      startingScore: 501,
      legs: { '0': { home: { throws: [{ score: 60, noOfDarts: 3 }] } } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Statistics for match 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = server.requestsTo(`/api/Scores/${game.id}`, 'PUT')[0]?.body as GameDto;
    expect(body.matches[0]?.sayg?.id).toBe(sayg.ids[0]);
  });

  it('offers no Statistics for a match whose record has no throws', async () => {
    const l = aScoreCardLeague();
    const sayg = fakeSaygServer();
    const empty = {
      id: sayg.ids[0]!,
      updated: '2025-11-21T12:00:01.0000000Z',
      yourName: 'Alice',
      opponentName: 'Sam',
      numberOfLegs: 5,
      startingScore: 501,
      homeScore: 0,
      awayScore: 0,
      legs: {
        '0': {
          startingScore: 501,
          home: { score: 0, noOfDarts: 0, throws: [] },
          away: { score: 0, noOfDarts: 0, throws: [] },
          playerSequence: [],
        },
      },
    };
    const game = aGameOfItsOwn(l, { matches: [{ ...aSinglesMatch(l, 0, 3, 1), sayg: empty }] });
    renderApp(`/score/${game.id}`, { routes: routesFor(l, game, sayg.routes) });
    expect(await screen.findByRole('button', { name: 'Score match 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Statistics for match 1' })).not.toBeInTheDocument();
  });

  it('scores a match with no network, and puts its record on the card once the connection is back', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 0, 0)] });
    const sayg = fakeSaygServer();
    sayg.state.offline = true;
    setBrowserOnline(false);
    const { user, server } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        ...sayg.routes,
        [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alice' }));
    // Keyboard scoring works inside the score card's scoring dialog too.
    await user.keyboard('60{Enter}');
    expect(within(dialog).getByRole('region', { name: /^Alice/ })).toHaveTextContent('441 left');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Save status' })).toHaveTextContent('Not saved yet'),
    );
    expect(sayg.records.size).toBe(0);

    sayg.state.offline = false;
    setBrowserOnline(true);
    await waitFor(() =>
      expect(sayg.records.get(sayg.ids[0]!)).toMatchObject({ legs: { '0': { home: { throws: [{ score: 60 }] } } } }),
    );
    expect(sayg.records.size).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = server.requestsTo(`/api/Scores/${game.id}`, 'PUT')[0]?.body as GameDto;
    expect(body.matches[0]?.sayg?.id).toBe(sayg.ids[0]);
  });

  it('carries on with a match scored offline and closed, once another match has sent it, and puts it on the card', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 0, 0), aSinglesMatch(l, 1, 0, 0)] });
    const sayg = fakeSaygServer();
    sayg.state.offline = true;
    setBrowserOnline(false);
    const { user, server } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        ...sayg.routes,
        [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alice' }));
    await user.keyboard('60{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Save status' })).toHaveTextContent('Not saved yet'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Back online, match 2's dialog sends match 1's throws in the background.
    sayg.state.offline = false;
    setBrowserOnline(true);
    await user.click(screen.getByRole('button', { name: 'Score match 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Match 2' });
    await waitFor(() => expect(sayg.records.size).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Reopening match 1 carries on with that record (no second one), and the card learns it.
    await user.click(screen.getByRole('button', { name: 'Score match 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    expect(await within(dialog).findByRole('region', { name: /^Alice/ })).toHaveTextContent('441 left');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = server.requestsTo(`/api/Scores/${game.id}`, 'PUT')[0]?.body as GameDto;
    expect(body.matches[0]?.sayg?.id).toBe(sayg.ids[0]);
    expect(sayg.records.size).toBe(1);
  });

  it("says 'Could not create sayg session' when the record cannot be created", async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { matches: [aSinglesMatch(l, 0, 0, 0)] });
    const { user } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        'POST /api/Sayg': reply(403, envelope(undefined, { warnings: ['Not permitted'] })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const scoring = await screen.findByRole('dialog', { name: 'Match 1' });
    await user.click(await within(scoring).findByRole('button', { name: 'Alice' }));
    await user.keyboard('60{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Could not create sayg session' });
    expect(within(dialog).getByText('Not permitted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("score route: the division's tabs (spec 2 §2 Routes)", () => {
  beforeAll(loadDivisionRoute);

  /** Each link of the score card's division tabs: its name and address. */
  const tabLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Division' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it("links Teams, Fixtures (on the fixture's date) and Players to the fixture's division and season", async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, {});
    renderApp(`/score/${game.id}`, { routes: routesFor(l, game, {}) });
    expect(await tabLinks()).toEqual([
      ['Teams', '/teams/Winter%202025/?division=Premier'],
      ['Fixtures', '/fixtures/Winter%202025/?division=Premier&date=2025-11-20'],
      ['Players', '/players/Winter%202025/?division=Premier'],
    ]);
    const tabs = screen.getByRole('navigation', { name: 'Division' });
    // The score card is none of the tabs; like the division page's, they are not printed.
    expect(within(tabs).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(tabs).toHaveClass('d-print-none');
  });

  it("lands on the division page's own tabs, the Fixtures tab showing the fixture's date", async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, { date: '2025-11-26T00:00:00' });
    const { user, router } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, { '/api/Division/Data': aDivisionData(l.division, l.season) }),
    });
    const fromScoreCard = await tabLinks();
    await user.click(screen.getByRole('link', { name: 'Fixtures' }));
    expect(await screen.findByRole('link', { name: 'Fixtures', current: 'page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?division=Premier&date=2025-11-26');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wed 26 Nov']);
    // The division page's tabs go where the score card's do.
    const divisionTabs = (await tabLinks()).filter(([name]) => name !== 'Fixtures');
    expect(divisionTabs).toEqual(fromScoreCard.filter(([name]) => name !== 'Fixtures'));
  });

  it('has no Players tab for a superleague division, as the division page has none', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, {});
    const divisions = l.league.divisions.map((d) => (d.id === l.division.id ? { ...d, superleague: true } : d));
    renderApp(`/score/${game.id}`, { routes: routesFor(l, game, { '/api/Division': divisions }) });
    expect((await tabLinks()).map(([name]) => name)).toEqual(['Teams', 'Fixtures']);
  });

  it('shows no tabs with controls=false, as the division page shows none', async () => {
    const l = aScoreCardLeague();
    const game = aGameOfItsOwn(l, {});
    renderApp(`/score/${game.id}?controls=false`, { routes: routesFor(l, game, {}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crown v Swan' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Division' })).not.toBeInTheDocument();
  });
});
