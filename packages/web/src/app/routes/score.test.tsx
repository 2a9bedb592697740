import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDto } from '@darts/contract';
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

describe('score route (spec 2 §2 Score card: the scoring modal)', () => {
  it('creates the match record, scores it and puts the record on the card, keeping the typed score until a throw', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l, { matches: [aSinglesMatch(l, 0, 3, 1)] });
    const sayg = fakeSaygServer();
    const { user, server } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        ...sayg.routes,
        [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    expect(await within(dialog).findByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(server.requestsTo('/api/Sayg', 'POST')[0]?.body).toMatchObject({
      yourName: 'Alice',
      opponentName: 'Sam',
      numberOfLegs: 5,
      startingScore: 501,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = server.requestsTo(`/api/Scores/${game.id}`, 'PUT')[0]?.body as GameDto;
    expect(body.matches[0]?.sayg?.id).toBe(sayg.ids[0]);
    expect(body.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
  });

  it('scores a match with no network, and puts its record on the card once the connection is back', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l, { matches: [aSinglesMatch(l, 0, 0, 0)] });
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

  it("says 'Could not create sayg session' when the record cannot be created", async () => {
    const l = aScoreCardLeague();
    const game = aGame(l, { matches: [aSinglesMatch(l, 0, 0, 0)] });
    const { user } = renderApp(`/score/${game.id}`, {
      routes: routesFor(l, game, {
        'POST /api/Sayg': reply(403, envelope(undefined, { warnings: ['Not permitted'] })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not create sayg session' });
    expect(within(dialog).getByText('Not permitted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
