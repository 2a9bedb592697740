import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogoutPage } from './logout-page';
import { fakeApi } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { renderAt } from '../../testing/render-app';

function renderLogout(url: string, account: unknown) {
  fakeApi({ 'GET /api/Account': account });
  renderAt(<LogoutPage />, { path: '/logout', url });
}

// Issue #24: GET /api/Account/Logout no longer signs out; it opens this page, whose button posts.
describe('the sign-out page', () => {
  it('signs out with a form post to the server, going back to the page the link came from', async () => {
    renderLogout('/logout?redirectUrl=%2Fdivision%2Fx%3Fy%3D1', aUser());
    expect(screen.getByRole('heading', { name: 'Sign out' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as Jo Bloggs.');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/Account/Logout');
    expect(new FormData(form).get('redirectUrl')).toBe('/division/x?y=1');
    expect(screen.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/division/x?y=1');
  });

  it('goes home, never to another site', async () => {
    renderLogout('/logout?redirectUrl=%2F%2Fevil.example.com', aUser());
    const form = (await screen.findByRole('button', { name: 'Sign out' })).closest('form')!;
    expect(new FormData(form).get('redirectUrl')).toBe('/');
  });

  it('says so when already signed out, with a way on', async () => {
    renderLogout('/logout?redirectUrl=%2Fteams', null);
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
