import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { fakeApi, reply } from '../../testing/fake-api';
import { renderAt } from '../../testing/render-app';

const site = (signIn: { provider: 'local' | 'oidc'; providerName?: string } = { provider: 'local' }) => ({
  name: 'Darts',
  socialLinks: [],
  menu: { beforeDivisions: [], afterDivisions: [] },
  about: { description: '', custodians: [], author: '', licence: '', credits: [] },
  build: { branch: 'main', version: 'x', date: '', release: true },
  signIn,
});

function renderLogin(url = '/login', answers: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'GET /api/Site': site(), ...answers });
  const navigate = vi.fn();
  renderAt(<LoginPage navigate={navigate} />, { path: '/login', url });
  return { server, navigate, user: userEvent.setup() };
}

describe('sign in', () => {
  it('sends the e-mail, password and local redirect, then loads the page it is given', async () => {
    const { server, navigate, user } = renderLogin('/login?redirectUrl=%2Fadmin%2Fuser', {
      'POST /api/Account/Login': { success: true, result: { redirectUrl: '/admin/user' } },
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const email = await screen.findByLabelText('E-mail address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(email, 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/user'));
    expect(server.requestsTo('/api/Account/Login', 'POST')[0]!.body).toEqual({
      emailAddress: 'jo@example.org',
      password: 'secret-password',
      redirectUrl: '/admin/user',
    });
  });

  it('shows the server words, keeps the e-mail and clears the password when refused', async () => {
    const { navigate, user } = renderLogin('/login', {
      'POST /api/Account/Login': reply(401, {
        errors: [],
        warnings: ['The e-mail address or password is not right'],
        messages: [],
        trace: [],
      }),
    });
    await user.type(await screen.findByLabelText('E-mail address'), 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('jo@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for the e-mail and password, and drops each request once it is typed (issue #10)', async () => {
    const { server, user } = renderLogin('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter your e-mail address');
    expect(alert).toHaveTextContent('Enter your password');
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveFocus();
    await user.type(email, 'jo@example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter your e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('/api/Account/Login', 'POST')).toHaveLength(0);
  });

  it("keeps the server's words about a field until that field is changed", async () => {
    const { user } = renderLogin('/login', {
      'POST /api/Account/Login': reply(401, {
        errors: [],
        warnings: ['The e-mail address or password is not right'],
        messages: [],
        trace: [],
      }),
    });
    await user.type(await screen.findByLabelText('E-mail address'), 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter your password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Password'), 'another-password');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('E-mail address'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never passes on a redirect to another site', async () => {
    const { server, user } = renderLogin('/login?redirectUrl=%2F%2Fevil.example', {
      'POST /api/Account/Login': { success: true, result: { redirectUrl: '/' } },
    });
    await user.type(await screen.findByLabelText('E-mail address'), 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(server.requestsTo('/api/Account/Login', 'POST')).toHaveLength(1));
    expect(server.requestsTo('/api/Account/Login', 'POST')[0]!.body).toMatchObject({ redirectUrl: '/' });
  });

  it('says why the server sent the browser back (?error=invalid)', async () => {
    renderLogin('/login?error=invalid');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right');
  });

  it('offers the identity provider instead when the site uses one', async () => {
    renderLogin('/login?redirectUrl=%2Fabout', { 'GET /api/Site': site({ provider: 'oidc', providerName: 'Google' }) });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/Account/Login/?redirectUrl=%2Fabout',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('create account', () => {
  it('refuses a short password without asking the server', async () => {
    const { server, user } = renderLogin('/login');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Given name'), 'Jo');
    await user.type(screen.getByLabelText('E-mail address'), 'jo@example.org');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 10 characters.');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a password of at least 10 characters');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Jo Bloggs');
    expect(server.requestsTo('/api/Account/Register', 'POST')).toHaveLength(0);
  });

  it('drops each problem as its field is put right, keeping what was typed (issue #10)', async () => {
    const { user } = renderLogin('/login?mode=register');
    await user.type(await screen.findByLabelText('Given name'), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter your name');
    expect(alert).toHaveTextContent('Enter a valid e-mail address');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Given name')).toHaveValue('Jo');
    await user.type(screen.getByLabelText('Name'), 'Jo Bloggs');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter your name');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('E-mail address'), 'jo@example');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    await user.type(screen.getByLabelText('E-mail address'), '.org');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter a valid e-mail address');
  });

  it('creates the account and goes on; shows the server refusal on the e-mail field', async () => {
    let taken = true;
    const { navigate, user } = renderLogin('/login?mode=register', {
      'POST /api/Account/Register': () =>
        taken
          ? reply(400, {
              errors: ['An account with this e-mail address already exists'],
              warnings: [],
              messages: [],
              trace: [],
            })
          : { success: true, result: { redirectUrl: '/' } },
    });
    await user.type(await screen.findByLabelText('Name'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Given name'), 'Jo');
    await user.type(screen.getByLabelText('E-mail address'), 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail address already exists');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    expect(screen.getByLabelText('Given name')).toHaveValue('Jo');

    taken = false;
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'jo2@example.org');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('goes back to sign in', async () => {
    const { user } = renderLogin('/login?mode=register');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});

describe('coming back from a refused form post', () => {
  it.each([
    ['/login?error=rate-limited', 'Too many sign-in attempts.'],
    ['/login?mode=register&error=email-taken', 'An account with this e-mail address already exists'],
  ])('%s says why', async (url, text) => {
    renderLogin(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
