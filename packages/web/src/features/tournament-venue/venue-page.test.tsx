import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentGameDto } from '@darts/contract';
import { reply } from '../../testing/fake-api';
import { aLeague } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { vid } from './testing-venue';

// The first visit loads the route's code on demand, slow on a loaded machine.
const firstLoad = { timeout: 10_000 };
const id = vid(1);
const path = `/live/tournament/${id}`;
const league = aLeague();

const side = (n: number, name: string) => ({ id: vid(100 + n), name, players: [{ id: vid(200 + n), name }] });
const [alice, bob, carol, dan] = [side(0, 'Alice'), side(1, 'Bob'), side(2, 'Carol'), side(3, 'Dan')];

/** A knockout of four at the Crown, as GET /api/Tournament/{id} sends it: semi-finals, then the final. */
function aKnockout(overrides: Partial<TournamentGameDto> = {}): TournamentGameDto {
  return {
    id,
    updated: '2025-11-21T20:00:00.0000000Z',
    date: '2025-11-21T00:00:00',
    seasonId: league.current.id,
    address: 'The Crown',
    type: 'Singles',
    singleRound: false,
    accoladesCount: true,
    excludeFromReports: false,
    sides: [alice, bob, carol, dan].map((s) => ({ ...s, noShow: false })),
    round: {
      id: vid(10),
      sides: [],
      matches: [
        { id: vid(11), sideA: alice, sideB: bob, scoreA: 1, scoreB: 0, saygId: undefined },
        { id: vid(12), sideA: carol, sideB: dan },
      ],
      matchOptions: [{ numberOfLegs: 3 }, { numberOfLegs: 3 }],
      nextRound: { id: vid(20), sides: [], matches: [{ id: vid(21) }], matchOptions: [{ numberOfLegs: 3 }] },
    },
    oneEighties: [],
    over100Checkouts: [],
    photos: [],
    ...overrides,
  } as TournamentGameDto;
}

const tournamentRoute = (answer: unknown, more = {}) => leagueRoutes({ [`/api/Tournament/${id}`]: answer, ...more });

describe('/live/tournament/{id}: the venue screen (issue #26)', () => {
  it('asks for kiosk mode, then shows the evening with the live indicator and its title', async () => {
    const { router } = renderApp(path, { routes: tournamentRoute(aKnockout()) });
    const playing = await screen.findByRole('region', { name: 'Now playing' }, firstLoad);
    expect(router.state.location.search).toBe('?kiosk=true');
    expect(
      within(playing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Alice'), 'Alicelegs 1', 'Boblegs 0']);
    expect(
      within(screen.getByRole('region', { name: 'Next up' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Semi-Final, match 2Carol v Dan']);
    expect(screen.getByRole('status', { name: 'Live updates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Singles at The Crown');
    await waitFor(() => expect(document.title).toBe('Singles at The Crown — venue screen – Riverside Darts League'));
    expect(screen.getByRole('link', { name: 'Leave the venue screen' })).toHaveAttribute('href', `/tournament/${id}`);
  });

  it("updates when another device's save comes in", async () => {
    const newer = aKnockout({ updated: '2025-11-21T21:30:00.0000000Z' });
    newer.round!.matches[0] = { ...newer.round!.matches[0]!, scoreA: 2, scoreB: 0 };
    renderApp(path, {
      routes: tournamentRoute(aKnockout(), {
        'GET /api/Live/Update/:id/:type': {
          success: true,
          result: { data: newer, lastUpdate: '2025-11-21T21:30:00Z' },
        },
      }),
    });
    await screen.findByRole('region', { name: 'Now playing' }, firstLoad);
    const bracket = screen.getByRole('region', { name: 'Bracket' });
    expect(await within(bracket).findByText('(winner)', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('No match under way')).toBeInTheDocument();
  });

  it("says 'The draw has not been made' before the draw, with a way to the tournament", async () => {
    renderApp(path, { routes: tournamentRoute(aKnockout({ round: undefined })) });
    expect(await screen.findByText('The draw has not been made.', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the tournament page' })).toHaveAttribute('href', `/tournament/${id}`);
  });

  it('says a tournament is not found (none, or deleted), with a way home', async () => {
    renderApp(path, { routes: tournamentRoute(null) });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('says the tournament could not be loaded, with a retry and a way home', async () => {
    const { user, server } = renderApp(path, { routes: tournamentRoute(reply(500, 'Server down')) });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(within(alert).getByRole('heading', { name: 'Could not load the tournament' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const asked = server.requestsTo(`/api/Tournament/${id}`).length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${id}`)).toHaveLength(asked + 1));
  });

  it('asks which tournament without an id', async () => {
    renderApp('/live/tournament', { routes: leagueRoutes() });
    expect(await screen.findByRole('heading', { name: 'Venue screen' }, firstLoad)).toBeInTheDocument();
  });
});
