import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TournamentGameDto, TournamentSideDto } from '@darts/contract';
import {
  advanceTournament,
  chainOf,
  layoutTournament,
  roundsOf,
  type AccessOption,
  type LayoutOptions,
  type TournamentRound,
} from '@darts/domain';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { api } from '../../lib/api-client';
import { createErrorReporter } from '../../lib/error-reporter';
import { LiveProvider, type LiveClient } from '../../lib/live';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { aLeague, aSite, aUser } from '../../testing/fixtures';
import { testNow } from '../../testing/render-app';
import type { TournamentSlots } from './slots';
import { TournamentPage } from './tournament-page';

export const tid = (n: number) => `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const updated = '2025-11-20T20:00:00.0000000Z';

/** Sides named after the players in them, one player each. */
export function someSides(names: readonly string[]): TournamentSideDto[] {
  return names.map((name, i) => ({
    id: tid(100 + i),
    name,
    players: [{ id: tid(200 + i), name }],
    noShow: false,
  }));
}

export const sixNames = ['Alice', 'Bob', 'Carol', 'Dan', 'Eve', 'Fred'] as const;

/** The league every tournament of these tests is in. */
export const testLeague = aLeague();

/** A knockout at the Crown on 21 Nov 2025 in the test league's current season. */
export function aTournament(overrides: Partial<TournamentGameDto> = {}): TournamentGameDto {
  const league = testLeague;
  return {
    id: tid(1),
    updated,
    date: '2025-11-21T00:00:00',
    seasonId: league.current.id,
    divisionId: league.premier.id,
    address: 'The Crown',
    type: 'Singles',
    singleRound: false,
    accoladesCount: true,
    excludeFromReports: false,
    sides: someSides(sixNames),
    oneEighties: [],
    over100Checkouts: [],
    photos: [],
    ...overrides,
  };
}

/** The tournament page for `tournament` over a fake server, signed in with `access` (signed out when undefined). */
export function renderTournament(
  tournament: TournamentGameDto | null,
  options: {
    access?: AccessOption[];
    routes?: FakeRoutes;
    slots?: TournamentSlots;
    league?: ReturnType<typeof aLeague>;
    /** The app's live client, when a test drives it (otherwise the browser's, which polls here). */
    liveClient?: LiveClient;
  } = {},
) {
  const league = options.league ?? testLeague;
  const id = tournament?.id ?? tid(1);
  const server = fakeApi({
    '/api/Site': aSite(),
    '/api/Account': options.access ? aUser(options.access) : null,
    '/api/Season': league.seasons,
    '/api/Division': league.divisions,
    '/api/Team': league.teams,
    '/api/Feature': [],
    '/api/Division/Data': { superleague: false, teams: [], fixtures: [], players: [], dataErrors: [] },
    'GET /api/Live/Update/:id/:type': { success: true, result: { data: null, lastUpdate: null } },
    [`/api/Tournament/${id}`]: tournament,
    ...options.routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/tournament/:tournamentId', element: <TournamentPage tournamentId={id} {...options.slots} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/tournament/${id}`] },
  );
  const reporter = createErrorReporter({ api, newId: () => 'test-error-id', now: testNow });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ retry: false })} reporter={reporter} now={testNow}>
      {options.liveClient ? (
        <LiveProvider client={options.liveClient}>
          <RouterProvider router={router} />
        </LiveProvider>
      ) : (
        <RouterProvider router={router} />
      )}
    </AppProviders>,
  );
  return { ...view, server, router, user, league };
}

const playerNames = (count: number) => Array.from({ length: count }, (_, i) => `Player ${i + 1}`);

/** Rounds with ids, as the server stores them. */
const withIds = (round: TournamentRound | null | undefined, prefix: string) =>
  chainOf(
    roundsOf(round).map((r, i) => ({
      ...r,
      id: `${prefix}-${i}`,
      sides: [],
      matches: r.matches.map((m, j) => ({ ...m, id: `${prefix}-${i}-${j}` })),
    })),
  );

/** A tournament laid out and drawn by the domain engine (issue #26), its sides in draw order. */
export function aDrawnTournament(
  count: number,
  options: Omit<LayoutOptions, 'sides'> = {},
  method: 'random' | 'seeded' = 'random',
): TournamentGameDto {
  const sides = someSides(playerNames(count));
  const layout = layoutTournament({ bestOf: 3, ...options, sides });
  const tournament = aTournament({ sides, bestOf: 3 });
  return advanceTournament({
    ...tournament,
    ...(options.format ? { format: options.format } : {}),
    ...(options.grandFinalReset ? { grandFinalReset: true } : {}),
    draw: { method, made: '2025-11-21T19:30:00Z', by: 'Olive Organiser', order: sides.map((s) => s.id) },
    round: withIds(layout.round, 'w') as TournamentGameDto['round'],
    ...(layout.losersRound ? { losersRound: withIds(layout.losersRound, 'l') as TournamentGameDto['round'] } : {}),
    ...(layout.finalRound ? { finalRound: withIds(layout.finalRound, 'f') as TournamentGameDto['round'] } : {}),
    ...(layout.groups
      ? {
          groupAdvance: options.groupAdvance ?? 2,
          groups: layout.groups.map((group, g) => ({
            ...group,
            id: `g${g}`,
            matches: group.matches.map((m, j) => ({ ...m, id: `g${g}-${j}` })),
          })) as TournamentGameDto['groups'],
        }
      : {}),
  });
}

/**
 * The live poll, held until `release` (once the test has made what it needs on screen: scoring open,
 * an unsaved edit), then answering the newer copy another device (or the server's board assignment)
 * made. A poll answered at once could land before a slow machine has made the edit.
 */
export function heldPoll(newer: unknown) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const routes = {
    'GET /api/Live/Update/:id/:type': async () => {
      await released;
      return { success: true, result: { data: newer, lastUpdate: '2025-11-21T21:30:00Z' } };
    },
  };
  return { routes, release: () => release() };
}
