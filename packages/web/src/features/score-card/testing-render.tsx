import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GameDto, GameMatchDto, TeamDto } from '@darts/contract';
import type { AccessOption } from '@darts/domain';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { api } from '../../lib/api-client';
import { createErrorReporter } from '../../lib/error-reporter';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { aLeague, aSite, aUser } from '../../testing/fixtures';
import { testNow } from '../../testing/render-app';
import { ScoreCardPage } from './score-card-page';
import type { ScoreCardSlots } from './slots';
import { anEmptyGame } from './testing-game';

const id = (n: number) => `5c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const updated = '2025-11-20T20:00:00.0000000Z';

/** A league in season, Crown (home) v Swan (away) with six players each. */
export function aScoreCardLeague() {
  const league = aLeague();
  const season = league.current;
  const division = league.premier;
  const player = (n: number, name: string) => ({ id: id(n), name, captain: false, updated });
  const crownPlayers = ['Alice', 'Bob', 'Carol', 'Dan', 'Eve', 'Fred'].map((name, i) => player(100 + i, name));
  const swanPlayers = ['Sam', 'Tom', 'Uma', 'Vic', 'Will', 'Xena'].map((name, i) => player(200 + i, name));
  const team = (n: number, name: string, players: typeof crownPlayers): TeamDto => ({
    id: id(n),
    name,
    address: `${name} Arms`,
    updated,
    seasons: [{ id: id(n + 1), seasonId: season.id, divisionId: division.id, players, updated }],
  });
  const crown = team(10, 'Crown', crownPlayers);
  const swan = team(20, 'Swan', swanPlayers);
  return { league, season, division, crown, swan, crownPlayers, swanPlayers };
}

export type ScoreCardLeague = ReturnType<typeof aScoreCardLeague>;

/** A fixture between Crown and Swan on 20 Nov 2025 with no results, unless told otherwise. */
export function aGame(l: ScoreCardLeague, overrides: Partial<GameDto> = {}): GameDto {
  return anEmptyGame({
    id: id(1),
    updated,
    home: { id: l.crown.id, name: 'Crown' },
    away: { id: l.swan.id, name: 'Swan' },
    date: '2025-11-20T00:00:00',
    address: 'Crown Arms',
    divisionId: l.division.id,
    seasonId: l.season.id,
    ...overrides,
  });
}

/** Match `index` with one player a side (by position in each squad) and the given scores. */
export function aSinglesMatch(l: ScoreCardLeague, index: number, homeScore: number, awayScore: number): GameMatchDto {
  const home = l.crownPlayers[index]!;
  const away = l.swanPlayers[index]!;
  return {
    id: id(300 + index),
    homePlayers: [{ id: home.id, name: home.name }],
    awayPlayers: [{ id: away.id, name: away.name }],
    homeScore,
    awayScore,
  };
}

/**
 * The score card page for `game` over a fake server, signed in with `access` (signed out when
 * undefined) as a member of `teamId`. Routes override the defaults.
 */
export function renderScoreCard(
  l: ScoreCardLeague,
  game: GameDto | null,
  options: { access?: AccessOption[]; teamId?: string; routes?: FakeRoutes; slots?: ScoreCardSlots } = {},
) {
  const server = fakeApi({
    '/api/Site': aSite(),
    '/api/Account': options.access ? aUser(options.access, options.teamId ? { teamId: options.teamId } : {}) : null,
    '/api/Season': l.league.seasons,
    '/api/Division': l.league.divisions,
    '/api/Team': [l.crown, l.swan].map(({ seasons: _, ...team }) => team),
    [`/api/Team/${l.crown.id}`]: l.crown,
    [`/api/Team/${l.swan.id}`]: l.swan,
    '/api/Feature': [],
    '/api/Game/:id': game,
    ...options.routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/score/:fixtureId', element: <ScoreCardPage fixtureId={game?.id ?? id(1)} {...options.slots} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/score/${game?.id ?? id(1)}`] },
  );
  const reporter = createErrorReporter({ api, newId: () => 'test-error-id', now: testNow });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ retry: false })} reporter={reporter} now={testNow}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, server, router, user };
}
