import { act, screen, waitFor, within } from '@testing-library/react';
import { seasonHealth, type HealthDivision, type SeasonHealthCheckResult } from '@darts/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { appKeys } from '../../lib/query-keys';
import { reply } from '../../testing/fake-api';
import { loadDivisionRoute, pubs, renderHealthTab, weeks } from './testing-data';

beforeAll(loadDivisionRoute);

const { crown, swan, anchor, bell, lion, george } = pubs;
const path = '/division/Premier/health/Winter%202025';
const healthOf = (...divisions: HealthDivision[]): SeasonHealthCheckResult =>
  seasonHealth({ season: { startDate: '2025-09-01', endDate: '2026-04-30' }, divisions });

/** A double round robin of Premier's four teams in which Crown and Swan (one pub) are never at home on the same date. */
const healthyPremier = weeks('Premier', [
  [
    [crown, anchor],
    [bell, swan],
  ],
  [
    [swan, crown],
    [anchor, bell],
  ],
  [
    [crown, bell],
    [anchor, swan],
  ],
  [
    [bell, crown],
    [swan, anchor],
  ],
  [
    [crown, swan],
    [bell, anchor],
  ],
  [
    [anchor, crown],
    [swan, bell],
  ],
]);
/** Week 1's Bell v Swan turned round: Crown and Swan both host at The Crown on 5 Jan 2026. */
const clashingPremier = weeks('Premier', [
  [
    [crown, anchor],
    [swan, bell],
  ],
  [
    [swan, crown],
    [anchor, bell],
  ],
  [
    [crown, bell],
    [anchor, swan],
  ],
  [
    [bell, crown],
    [swan, anchor],
  ],
  [
    [crown, swan],
    [bell, anchor],
  ],
  [
    [anchor, crown],
    [swan, bell],
  ],
]);

const checkItems = () =>
  within(screen.getByRole('region', { name: 'Checks' }))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('health-check'));

describe('Health tab (spec 1 §2, contract §6.1)', () => {
  it('shows it is running the checks, then Healthy with the nine checks passed', async () => {
    let answer: (value: unknown) => void = () => {};
    const { server, league } = renderHealthTab(path, {
      routes: { '/api/Season/:id/health': () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByText(/Running the health checks of Winter 2025/)).toBeInTheDocument();
    expect(server.requestsTo(`/api/Season/${league.current.id}/health`, 'GET')).toHaveLength(1);
    act(() => answer(healthOf(healthyPremier)));
    expect(await screen.findByRole('heading', { name: 'Healthy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Winter 2025, all divisions: 9 of 9 checks passed.');
    const items = checkItems();
    expect(items).toHaveLength(9);
    for (const item of items) expect(within(item).getByText('Passed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unhealthy' })).not.toBeInTheDocument();
  });

  it('names the venue clash first, open, with its date linked to that date’s fixtures and the teams to their pages', async () => {
    const { router, user } = renderHealthTab(path, {
      routes: { '/api/Season/:id/health': healthOf(clashingPremier) },
    });
    expect(await screen.findByRole('heading', { name: 'Unhealthy' })).toBeInTheDocument();
    const [first] = checkItems();
    expect(first).toHaveTextContent(/^Venues do not have multiple fixtures on the same date1 error/);
    const problem = within(first!).getByRole('listitem');
    expect(problem).toHaveTextContent(
      'Error: The Crown, Mill Lane hosts 2 fixtures on 5 Jan 2026 (Premier: Crown v Anchor; Premier: Swan v Bell) Premier',
    );
    expect(within(problem).getByRole('link', { name: 'Swan' })).toHaveAttribute(
      'href',
      '/division/Premier/team:Swan/Winter%202025',
    );
    const date = within(problem).getByRole('link', { name: '5 Jan 2026' });
    expect(date).toHaveAttribute('href', '/division/Premier/fixtures/Winter%202025?date=2026-01-05');
    expect(first!.querySelector('details')).toHaveAttribute('open');
    await user.click(date);
    await waitFor(() => expect(router.state.location.pathname).toBe('/division/Premier/fixtures/Winter%202025'));
    expect(router.state.location.search).toBe('?date=2026-01-05');
  });

  it('links a clash between two divisions to both divisions’ fixtures that date, and puts this division’s problems first', async () => {
    renderHealthTab(path, {
      routes: {
        '/api/Season/:id/health': healthOf(
          weeks('Division One', [[[george, lion]]]),
          weeks('Premier', [
            [
              [crown, anchor],
              [bell, swan],
            ],
          ]),
        ),
      },
    });
    await screen.findByRole('heading', { name: 'Unhealthy' });
    const [venues] = checkItems();
    expect(within(venues!).getByRole('link', { name: '5 Jan 2026' })).toHaveAttribute(
      'href',
      '/fixtures/Winter%202025/?division=Premier&division=Division%20One&date=2026-01-05',
    );
    const legs = checkItems().find((item) => item.textContent?.startsWith('Teams have both legs defined'))!;
    const texts = within(legs)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts[0]).toMatch(/^Warning: Premier: /);
    expect(texts.at(-1)).toMatch(/^Warning: Division One: /);
    expect(within(legs).getAllByText('Premier').length).toBe(texts.filter((t) => t?.includes('Premier: ')).length);
  });

  it("says 'No health check result' when the call gave nothing, with Re-run", async () => {
    let result: unknown = null;
    const { user } = renderHealthTab(path, { routes: { '/api/Season/:id/health': () => result } });
    expect(await screen.findByRole('heading', { name: 'No health check result' })).toBeInTheDocument();
    result = healthOf(healthyPremier);
    await user.click(screen.getByRole('button', { name: 'Re-run' }));
    expect(await screen.findByRole('heading', { name: 'Healthy' })).toBeInTheDocument();
  });

  it('shows a failed call with a way to try again', async () => {
    let result: unknown = reply(500, 'Database unavailable');
    const { user } = renderHealthTab(path, { routes: { '/api/Season/:id/health': () => result } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not run the health checks');
    expect(alert).toHaveTextContent('Database unavailable');
    result = healthOf(healthyPremier);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Healthy' })).toBeInTheDocument();
  });

  it('shows a refusal as Unhealthy with its error: the checks did not run', async () => {
    renderHealthTab(path, { routes: { '/api/Season/:id/health': reply(403, { errors: ['Not permitted'] }) } });
    expect(await screen.findByRole('heading', { name: 'Unhealthy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The health checks of Winter 2025 did not run.');
    expect(within(screen.getByRole('region', { name: 'Errors' })).getByRole('listitem')).toHaveTextContent(
      'Error: Not permitted',
    );
    expect(screen.queryByRole('region', { name: 'Checks' })).not.toBeInTheDocument();
  });

  it('lists data errors the server put before the checks’ errors, and messages in their check', async () => {
    const result = healthOf(healthyPremier);
    renderHealthTab(path, {
      routes: { '/api/Season/:id/health': { ...result, success: false, errors: ['Premier: Swan has no address'] } },
    });
    await screen.findByRole('heading', { name: 'Unhealthy' });
    expect(within(screen.getByRole('region', { name: 'Other problems' })).getByRole('listitem')).toHaveTextContent(
      'Error: Premier: Swan has no address Premier',
    );
    const weeksCheck = checkItems().find((i) => i.textContent?.startsWith('All divisions should have the same'))!;
    expect(within(weeksCheck).getByText('Premier: 6 weeks')).toBeInTheDocument();
  });

  it('runs the checks again after a fixture is saved (division data refreshed) and on Re-run, with the division data', async () => {
    let result: SeasonHealthCheckResult = healthOf(healthyPremier);
    const { server, league, queryClient, user } = renderHealthTab(path, {
      routes: { '/api/Season/:id/health': () => result },
    });
    await screen.findByRole('heading', { name: 'Healthy' });
    const calls = () => server.requestsTo(`/api/Season/${league.current.id}/health`).length;
    expect(calls()).toBe(1);
    result = healthOf(clashingPremier);
    await act(() => queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData }));
    expect(await screen.findByRole('heading', { name: 'Unhealthy' })).toBeInTheDocument();
    expect(calls()).toBe(2);
    result = healthOf(healthyPremier);
    const dataLoads = server.requestsTo('/api/Division/Data').length;
    await user.click(screen.getByRole('button', { name: 'Re-run' }));
    expect(await screen.findByRole('heading', { name: 'Healthy' })).toBeInTheDocument();
    expect(calls()).toBe(3);
    // Re-run reloads the division data too, so the Fixtures tab a date leads to shows the same fixtures.
    expect(server.requestsTo('/api/Division/Data').length).toBeGreaterThan(dataLoads);
  });

  it('is not permitted without RunHealthChecks, and asks the server nothing', async () => {
    const { server } = renderHealthTab(path, { access: [] });
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.toLowerCase().endsWith('/health'))).toBe(false);
  });
});
