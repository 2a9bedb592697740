import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorReporterContext } from '../../lib/error-reporter';
import { RouteError } from './route-error';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://darts.example.org/assets/about-Old123.js');

function renderRoute(lazy: () => Promise<never>) {
  const report = vi.fn();
  const reload = vi.fn();
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError reload={reload} />, lazy }]);
  render(
    <ErrorReporterContext.Provider value={{ report }}>
      <RouterProvider router={router} />
    </ErrorReporterContext.Provider>,
  );
  return { report, reload };
}

describe('router error screen (spec 1 §2 Shell)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(() => sessionStorage.clear());

  it('shows the message of an error, a way home, and reports it', async () => {
    const { report, reload } = renderRoute(() => Promise.reject(new Error('Cannot read properties of undefined')));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the status text of an error response', async () => {
    const { report } = renderRoute(() =>
      Promise.reject(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('a page whose code is gone after a new version was deployed (issue #23)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(() => sessionStorage.clear());

  it('reloads into the new version instead of showing an error, reporting nothing', async () => {
    const { report, reload } = renderRoute(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the new version of the app…');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the error when the chunk fails again just after that reload: never a loop', async () => {
    sessionStorage.setItem('darts:reloaded-for-new-version', String(Date.now() - 5_000));
    const { report, reload } = renderRoute(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error offline, where a reload may find nothing at all', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { reload } = renderRoute(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
