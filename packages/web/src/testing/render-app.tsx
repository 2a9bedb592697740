import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routeObjects, withPageReads } from '../app/router';
import { api } from '../lib/api-client';
import { createErrorReporter } from '../lib/error-reporter';
import { aLeague, aSite } from './fixtures';
import { fakeApi, type FakeRoutes } from './fake-api';

/** The default fixed clock: a Friday inside the test league's current season. */
export const testNow = () => new Date('2025-11-21T12:00:00Z');

/** Start-up answers for a league in season, with nobody signed in; override any route. */
export function leagueRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  const league = aLeague();
  return {
    '/api/Site': aSite(),
    '/api/Account': null,
    '/api/Division': league.divisions,
    '/api/Season': league.seasons,
    '/api/Team': league.teams,
    'PUT /api/Error': { success: true, errors: [], warnings: [], messages: ['Error added'], trace: [] },
    ...overrides,
  };
}

/**
 * The whole app (same routes and providers as production) at `path`, over a fake server. Reads
 * do not retry, so a failing answer shows at once.
 */
export function renderApp(path = '/', options: { routes?: FakeRoutes; now?: () => Date } = {}) {
  const server = fakeApi(options.routes ?? leagueRoutes());
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(withPageReads(routeObjects, queryClient), { initialEntries: [path] });
  const reporter = createErrorReporter({ api, newId: () => 'test-error-id', now: testNow });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} reporter={reporter} now={options.now ?? testNow}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, server, router, queryClient, user };
}

/**
 * One screen, `element`, at `url` under a route `path` (anything else shows 'Elsewhere'), with a
 * fresh cache whose reads do not retry: for a feature's tests that need no app shell.
 */
export function renderAt(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
