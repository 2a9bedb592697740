import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorReporterContext } from '../../lib/error-reporter';
import { RouteError } from './route-error';

function renderRoute(lazy: () => Promise<never>) {
  const report = vi.fn();
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, lazy }]);
  render(
    <ErrorReporterContext.Provider value={{ report }}>
      <RouterProvider router={router} />
    </ErrorReporterContext.Provider>,
  );
  return report;
}

describe('router error screen (spec 1 §2 Shell)', () => {
  it('shows the message of an error, a way home, and reports it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = renderRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
  });

  it('shows the status text of an error response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = renderRoute(() => Promise.reject(new Response(null, { status: 503, statusText: 'Service Unavailable' })));
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});
