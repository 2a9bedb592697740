import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Leg, Sayg } from '@darts/domain';
import { reply, type FakeRoutes } from '../../testing/fake-api';
import { aDivision, aTableRow } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const firstLoad = { timeout: 5_000 };
const riverside = aDivision('Riverside');
const fixtureId = '30000000-0000-4000-8000-000000000001';
const team = (id: string, name: string, rank: number, points: number) =>
  aTableRow({ id, name, address: '' }, { rank, points, played: points > 0 ? 1 : 0, fixturesWon: points > 0 ? 1 : 0 });

/** Division data for the date asked: Crown v Swan, unless `withFixture` is false. */
const dayOf = (withFixture: boolean) => (request: { url: string }) => {
  const date = new URL(request.url, 'http://localhost').searchParams.get('date');
  const crown = { id: 'crown', name: 'Crown' };
  const swan = { id: 'swan', name: 'Swan' };
  return {
    id: riverside.id,
    name: riverside.name,
    superleague: false,
    teams: [team('swan', 'Swan', 2, 0), team('crown', 'Crown', 1, 2)],
    players: [],
    dataErrors: [],
    fixtures: withFixture
      ? [
          {
            date: `${date}T00:00:00`,
            notes: [],
            tournamentFixtures: [],
            fixtures: [
              {
                id: fixtureId,
                homeTeam: crown,
                awayTeam: swan,
                postponed: false,
                isKnockout: false,
                accoladesCount: true,
                proposal: false,
                fixturesUsingAddress: [],
              },
            ],
          },
        ]
      : [],
  };
};

const competitor = (scores: number[]) => ({
  score: scores.reduce((sum, score) => sum + score, 0),
  noOfDarts: scores.length * 3,
  throws: scores.map((score) => ({ score, noOfDarts: 3 })),
});
const leg = (home: number[], away: number[], next: 'home' | 'away' | null): Leg => ({
  startingScore: 501,
  home: competitor(home),
  away: competitor(away),
  playerSequence: [{ value: 'home' }, { value: 'away' }],
  currentThrow: next,
});
const record = (id: string, names: [string, string], legs: Leg[]): Sayg & { id: string; updated: string } => ({
  id,
  updated: '2025-11-21T20:00:00Z',
  yourName: names[0],
  opponentName: names[1],
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: Object.fromEntries(legs.map((each, index) => [String(index), each])),
});
const won = leg([180, 180, 141], [26, 26], null);
const playing = record('sayg-1', ['Ann Archer', 'Sam Stone'], [won, leg([100], [60], 'home')]);
const finished = record('sayg-2', ['Bea Bell', 'Tom Tate'], [won, won]);

function routes(overrides: FakeRoutes = {}) {
  return leagueRoutes({
    '/api/Division': [riverside],
    '/api/Division/Data': dayOf(true),
    [`/api/Game/${fixtureId}`]: {
      id: fixtureId,
      matches: [
        { id: 'm1', homePlayers: [], awayPlayers: [], sayg: { id: 'sayg-1' } },
        { id: 'm2', homePlayers: [], awayPlayers: [], sayg: { id: 'sayg-2' } },
        { id: 'm3', homePlayers: [], awayPlayers: [] },
      ],
    },
    '/api/Sayg/sayg-1': playing,
    '/api/Sayg/sayg-2': finished,
    ...overrides,
  });
}

describe('/live/evening, the evening board (issue #27)', () => {
  it("reads today's division data in kiosk mode and says when nothing is being scored", async () => {
    const { server, router } = renderApp('/live/evening', { routes: routes({ '/api/Division/Data': dayOf(false) }) });
    expect(await screen.findByText('Nothing is being scored on Fri 21 Nov 2025', {}, firstLoad)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kiosk=true');
    const [request] = server.requestsTo('/api/Division/Data');
    const query = new URL(request!.url, 'http://localhost').searchParams;
    expect(query.getAll('divisionId')).toEqual([riverside.id]);
    expect(query.get('date')).toBe('2025-11-21');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tonight Fri 21 Nov 2025');
    await waitFor(() => expect(document.title).toBe('Evening board, Fri 21 Nov 2025 – Riverside Darts League'));
    expect(screen.getByRole('status', { name: 'Live updates' })).toBeInTheDocument();
    // No fixture that evening: no table either.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a match in play under Live, a finished one under Results, and the table of the division playing', async () => {
    renderApp('/live/evening?date=2025-11-28&kiosk=true', { routes: routes() });
    const card = await screen.findByRole('article', { name: 'Ann Archer v Sam Stone' }, firstLoad);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The evening Fri 28 Nov 2025');
    expect(card).toHaveTextContent('Riverside: Crown v SwanMatch 1 · Best of 3 · Leg 2');
    expect(within(card).getByLabelText('Ann Archer needs')).toHaveTextContent('401');
    expect(within(card).getByLabelText('Sam Stone needs')).toHaveTextContent('441');
    expect(within(card).getByLabelText('Ann Archer legs')).toHaveTextContent('1');
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByRole('listitem', { name: 'Bea Bell 2–0 Tom Tate' })).toHaveTextContent(
      'Riverside: Crown v Swan · Match 2',
    );
    const table = screen.getByRole('table', { name: 'Riverside table' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Crown (playing)', 'Swan (playing)']);
  });

  it('says what went wrong when the evening cannot be read, with a way to try again', async () => {
    renderApp('/live/evening?kiosk=true', { routes: routes({ '/api/Division/Data': reply(500, 'boom') }) });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent(/^Could not load the evening: .+\. Trying again every 10 seconds\./);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says a date it cannot read is not a date', async () => {
    renderApp('/live/evening?date=friday&kiosk=true', { routes: routes() });
    expect(
      await screen.findByText('“friday” is not a date: use the form YYYY-MM-DD.', {}, firstLoad),
    ).toBeInTheDocument();
  });
});
