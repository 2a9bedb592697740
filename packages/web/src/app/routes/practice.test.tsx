import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const id = '5a760000-0000-4000-8000-00000000dead';

describe('practice route (spec 2 §2 Practice page)', () => {
  it('opens a practice match from the query, titled Practice', async () => {
    renderApp('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=5');
    expect(await screen.findByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Legs')).toHaveValue(5);
    expect(screen.getByText('Leg 1 · best of 5')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Practice – Riverside Darts League'));
  });

  it("says 'Error with shared data' for a record that is not there, and Clear returns to /practice", async () => {
    const { router } = renderApp(`/practice#${id}`, { routes: leagueRoutes({ [`/api/Sayg/${id}`]: null }) });
    expect(await screen.findByRole('heading', { name: 'Error with shared data' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/practice'));
    expect(await screen.findByLabelText('Contender')).toHaveValue('');
  });
});
