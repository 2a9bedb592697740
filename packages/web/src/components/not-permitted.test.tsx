import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { fakeApi } from '../testing/fake-api';
import { aUser } from '../testing/fixtures';
import { NotPermitted } from './not-permitted';

function renderAt(account: unknown) {
  fakeApi({ '/api/Account': account });
  const router = createMemoryRouter([{ path: '/admin', element: <NotPermitted /> }], { initialEntries: ['/admin'] });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('not permitted (spec 1 §2)', () => {
  it('offers Home and Login when signed out', async () => {
    renderAt(null);
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/Account\/Login\/\?redirectUrl=/),
    );
  });

  it('offers Home only when signed in', async () => {
    renderAt(aUser(['ManageGames']));
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
