import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  advanceTournament,
  chainOf,
  layoutTournament,
  roundsOf,
  type LayoutOptions,
  type Sayg,
  type TournamentMatch,
  type TournamentSide,
} from '@darts/domain';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { api } from '../../lib/api-client';
import { createErrorReporter } from '../../lib/error-reporter';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { leagueRoutes, testNow } from '../../testing/render-app';
import { venueMatchesOf, type VenueTournament } from './venue-model';

export const vid = (n: number) => `7b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const names = [
  'Alice',
  'Bob',
  'Carol',
  'Dan',
  'Eve',
  'Fred',
  'Gina',
  'Hal',
  'Ivy',
  'Jack',
  'Kim',
  'Lou',
  'Mo',
  'Ned',
  'Olga',
  'Pat',
];

/** Sides named after their one player, in the draw's order. */
export const venueSides = (count: number): TournamentSide[] =>
  names.slice(0, count).map((name, i) => ({ id: vid(100 + i), name, players: [{ id: vid(200 + i), name }] }));

/** A night at the Crown drawn by the domain (`layoutTournament`, then `advanceTournament`). */
export function aNight(options: Partial<LayoutOptions> & { count: number; boards?: number }): VenueTournament {
  const { count, boards, ...layout } = options;
  const sides = venueSides(count);
  const laid = layoutTournament({ bestOf: 3, ...layout, sides });
  const draw = { method: 'random' as const, made: '2025-11-21T19:30:00Z', order: sides.map((side) => side.id) };
  return advanceTournament({
    id: vid(1),
    type: 'Singles',
    address: 'The Crown',
    date: '2025-11-21T00:00:00',
    bestOf: 3,
    sides,
    format: layout.format ?? 'knockout',
    draw,
    ...(boards ? { boards } : {}),
    ...laid,
  });
}

type Chain = 'round' | 'losersRound' | 'finalRound';

/** The night with the match `key` (as `venueMatchesOf` keys it) changed, then advanced as the server does. */
export function withMatch(
  night: VenueTournament,
  key: string,
  change: (match: TournamentMatch) => TournamentMatch,
): VenueTournament {
  if (key.startsWith('group-')) {
    const [, groupId, index] = /^group-(.+)-(\d+)$/.exec(key)!;
    const groups = night.groups!.map((group) =>
      group.id === groupId
        ? { ...group, matches: group.matches.map((m, i) => (i === Number(index) ? change(m) : m)) }
        : group,
    );
    return advanceTournament({ ...night, groups });
  }
  const [stage, roundIndex, matchIndex] = key.split('-') as [Chain, string, string];
  const rounds = roundsOf(night[stage]).map((round, r) =>
    r === Number(roundIndex)
      ? { ...round, matches: round.matches.map((m, i) => (i === Number(matchIndex) ? change(m) : m)) }
      : round,
  );
  return advanceTournament({ ...night, [stage]: chainOf(rounds) });
}

/** The key of the match between these two sides. */
export const keyOf = (night: VenueTournament, a: string, b: string) =>
  venueMatchesOf(night).find((m) => m.sideA === a && m.sideB === b)!.key;

/** Plays the night to its end: each ready match in the evening's order won 2–0 by side A, or by `winner` when named. */
export function playedOut(night: VenueTournament, winner?: string): VenueTournament {
  for (;;) {
    const next = venueMatchesOf(night).find((m) => m.match.sideA && m.match.sideB && !m.match.bye && !m.winner);
    if (!next) return night;
    const bWins = next.sideB === winner;
    night = withMatch(night, next.key, (m) => ({ ...m, scoreA: bWins ? 0 : 2, scoreB: bWins ? 2 : 0 }));
  }
}

/** A match record as GET /api/Sayg/{id} sends it (nulls left out). */
export function recordBody(sayg: Sayg, id: string): Record<string, unknown> {
  const body = { ...sayg, id, updated: '2025-11-21T20:00:00.0000000Z' };
  return JSON.parse(JSON.stringify(body, (_key, item: unknown) => (item === null ? undefined : item))) as Record<
    string,
    unknown
  >;
}

/** `element` in the app's providers over a fake server (a league, nobody signed in, plus `routes`). */
export function renderWithApp(element: ReactElement, routes: FakeRoutes = {}) {
  const server = fakeApi(leagueRoutes(routes));
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter([{ path: '*', element }]);
  const reporter = createErrorReporter({ api, newId: () => 'test-error-id', now: testNow });
  const view = render(
    <AppProviders queryClient={queryClient} reporter={reporter} now={testNow}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, server };
}
