import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TournamentGameDto } from '@darts/contract';
import { formatAverage, legAt, remainingScore, sideTotals } from '@darts/domain';
import type { FakeRequest } from '../../testing/fake-api';
import { aDivision } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { aMatch, aSuperleague, awayWinsLeg, homeWinsLeg, playRecord, recordBody } from './testing-data';

const firstLoad = { timeout: 5_000 };
const superleague = aDivision('Superleague', { superleague: true });

const finished = playRecord('Ann Archer', 'Dan Dale', [homeWinsLeg, awayWinsLeg, homeWinsLeg]);
// Leg 1 to Eve; in leg 2 Bea has thrown 100 and Eve 60.
const inPlay = playRecord('Bea Bell', 'Eve East', [awayWinsLeg, { first: 'home', scores: [100, 60] }]);
const evening = aSuperleague([
  aMatch('Ann Archer', 'Dan Dale', { saygId: 'sayg-1', scoreA: 2, scoreB: 1 }),
  aMatch('Bea Bell', 'Eve East', { saygId: 'sayg-2' }),
  aMatch('Cat Cole', 'Fay Fox'),
]);
const other = aSuperleague([], { host: 'Star', opponent: 'Moon' });

/** Division data for a date with these tournaments. */
const dataWith = (tournaments: TournamentGameDto[]) => (request: FakeRequest) => {
  const date = new URL(request.url, 'http://localhost').searchParams.get('date');
  return {
    id: superleague.id,
    name: superleague.name,
    superleague: true,
    teams: [],
    players: [],
    dataErrors: [],
    fixtures: tournaments.length
      ? [
          {
            date: `${date}T00:00:00`,
            fixtures: [],
            notes: [],
            tournamentFixtures: [
              ...tournaments.map((t) => ({
                id: t.id,
                address: t.address,
                date: t.date,
                seasonId: t.seasonId,
                proposed: false,
                players: [],
                sides: [],
                singleRound: true,
                firstRoundMatches: [],
              })),
              {
                address: 'Proposed Arms',
                proposed: true,
                players: [],
                sides: [],
                singleRound: false,
                firstRoundMatches: [],
              },
            ],
          },
        ]
      : [],
  };
};

function routes(tournaments: TournamentGameDto[], divisions = [superleague]) {
  return leagueRoutes({
    '/api/Division': divisions,
    '/api/Division/Data': dataWith(tournaments),
    [`/api/Tournament/${evening.id}`]: evening,
    [`/api/Tournament/${other.id}`]: other,
    '/api/Sayg/sayg-1': recordBody(finished, 'sayg-1'),
    '/api/Sayg/sayg-2': recordBody(inPlay, 'sayg-2'),
  });
}

describe('/live/superleague without ids (spec 2 §2 Live view, §4, §8)', () => {
  it("says 'Could not find any superleague divisions' when no division is one", async () => {
    renderApp('/live/superleague', { routes: routes([evening], []) });
    expect(await screen.findByText('Could not find any superleague divisions', {}, firstLoad)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Live superleague – Riverside Darts League'));
  });

  it("looks for today's tournaments and says 'Could not find any superleague tournaments on {date}'", async () => {
    const { server } = renderApp('/live/superleague', { routes: routes([]) });
    expect(
      await screen.findByText('Could not find any superleague tournaments on 21 Nov 2025', {}, firstLoad),
    ).toBeInTheDocument();
    const [request] = server.requestsTo('/api/Division/Data');
    const query = new URL(request!.url, 'http://localhost').searchParams;
    expect(query.getAll('divisionId')).toEqual([superleague.id]);
    expect(query.get('date')).toBe('2025-11-21');
    expect(screen.getByLabelText('Date')).toHaveValue('2025-11-21');
  });

  it("replaces the page with one naming the date's tournaments, proposed venues left out", async () => {
    const { router } = renderApp('/live/superleague?date=2025-11-28', { routes: routes([evening, other]) });
    await waitFor(
      () => expect(router.state.location.search).toBe(`?id=${evening.id}&id=${other.id}&date=2025-11-28`),
      firstLoad,
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Crown v Swan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Star v Moon' })).toBeInTheDocument();
  });
});

describe('/live/superleague?id=… tiles', () => {
  it("follows each tournament's current match: legs, what each player needs, and every match's score", async () => {
    renderApp(`/live/superleague?id=${evening.id}`, { routes: routes([evening]) });
    const tile = await screen.findByRole('article', { name: 'Crown v Swan' }, firstLoad);
    const current = await within(tile).findByRole('region', { name: 'Match 2, now playing' });
    const leg = legAt(inPlay, 1)!;
    await waitFor(() =>
      expect(within(current).getByLabelText('Bea Bell needs')).toHaveTextContent(String(remainingScore(leg, 'home'))),
    );
    expect(within(current).getByLabelText('Eve East needs')).toHaveTextContent(String(remainingScore(leg, 'away')));
    expect(current).toHaveTextContent('Match 2 · Best of 3 · Leg 2');
    // Match 1 as saved (2-1) and match 2 from its record (0-1): 2 legs each.
    expect(within(tile).getByText('Crown: 2 legs, Swan: 2 legs')).toBeInTheDocument();
    expect(within(tile).getByRole('row', { name: '2 B Bell 0 – 1 E East' })).toHaveClass(
      'superleague-tile-current-row',
    );
    expect(screen.getByRole('status', { name: 'Live updates' })).toBeInTheDocument();
  });

  it("removes a tile's id from the address, and with none left asks for ids", async () => {
    const { router, user } = renderApp(`/live/superleague?id=${evening.id}&id=${other.id}`, { routes: routes([]) });
    await user.click(await screen.findByRole('button', { name: 'Remove Star v Moon' }, firstLoad));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${evening.id}`));
    expect(screen.queryByRole('article', { name: 'Star v Moon' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Remove Crown v Swan' }));
    expect(await screen.findByText("Specify the ids for the superleague's")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Show today's superleague tournaments" })).toHaveAttribute(
      'href',
      '/live/superleague',
    );
  });

  it("says 'Tournament not found' for an id the server does not know", async () => {
    renderApp('/live/superleague?id=30000000-0000-4000-8000-000000000099', {
      routes: leagueRoutes({ '/api/Tournament/30000000-0000-4000-8000-000000000099': null }),
    });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' }, firstLoad)).toBeInTheDocument();
  });
});

describe('/live/superleague on the venue TV (issue #23)', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  const view = () => screen.getByRole('region', { name: 'Live superleague' });

  it('fills the screen, white on black, once full screen is chosen', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    renderApp(`/live/superleague?id=${evening.id}`, { routes: routes([evening]) });
    await screen.findByRole('article', { name: 'Crown v Swan' }, firstLoad);
    expect(view()).not.toHaveClass('superleague-live-tv');

    Object.defineProperty(document, 'fullscreenElement', { value: document.documentElement, configurable: true });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(view()).toHaveClass('superleague-live-tv');
    expect(screen.queryByRole('button', { name: 'Remove Crown v Swan' })).not.toBeInTheDocument();
  });

  it('fills the screen in kiosk mode too', async () => {
    renderApp(`/live/superleague?id=${evening.id}&kiosk=true`, { routes: routes([evening]) });
    await screen.findByRole('article', { name: 'Crown v Swan' }, firstLoad);
    expect(view()).toHaveClass('superleague-live-tv');
  });

  it("labels the players' averages as three-dart", async () => {
    renderApp(`/live/superleague?id=${evening.id}`, { routes: routes([evening]) });
    const tile = await screen.findByRole('article', { name: 'Crown v Swan' }, firstLoad);
    const current = await within(tile).findByRole('region', { name: 'Match 2, now playing' });
    await waitFor(() =>
      expect(current).toHaveTextContent(`3-dart avg ${formatAverage(sideTotals(inPlay, 'home'), 'three-dart')}`),
    );
    expect(current).toHaveTextContent(`3-dart avg ${formatAverage(sideTotals(inPlay, 'away'), 'three-dart')}`);
  });

  it('says who won the match once a side has the legs to win', async () => {
    const decided = aSuperleague([aMatch('Ann Archer', 'Dan Dale', { saygId: 'sayg-1', scoreA: 2, scoreB: 1 })]);
    renderApp(`/live/superleague?id=${decided.id}`, {
      routes: { ...routes([decided]), [`/api/Tournament/${decided.id}`]: decided },
    });
    const tile = await screen.findByRole('article', { name: 'Crown v Swan' }, firstLoad);
    const current = within(tile).getByRole('region', { name: 'Match 1, now playing' });
    const won = await within(current).findByText(/wins the match/);
    expect(won).toHaveTextContent(/^A Archer wins the match 2–1$/);
    expect(won).toHaveRole('status');
    expect(current).toHaveTextContent('Match 1 · Best of 3 · Finished');
  });
});
