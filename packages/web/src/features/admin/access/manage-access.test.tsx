import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManageAccess } from './manage-access';
import { account } from '../testing-data';
import { envelope, fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render-app';

const ann = account('Ann Admin', 'ann@example.org', ['ManageAccess']);
const bob = account('Bob Clerk', 'bob@example.org', ['InputResults']);

function renderManageAccess(save: (call: FakeRequest) => unknown) {
  let accounts = [ann, bob];
  const server = fakeApi({
    'GET /api/Account/All': () => accounts,
    'POST /api/Account/Access': (call: FakeRequest) => {
      const outcome = save(call) as ReturnType<typeof envelope>;
      if (outcome.success && outcome.result) {
        const updated = outcome.result as typeof ann;
        accounts = accounts.map((a) => (a.emailAddress === updated.emailAddress ? updated : a));
      }
      return outcome;
    },
    'GET /api/Account': ann,
  });
  renderAt(<ManageAccess signedIn={ann} />);
  return { server, user: userEvent.setup() };
}

describe('manage access', () => {
  it('lists accounts by name, or with e-mail addresses when asked', async () => {
    const { user } = renderManageAccess(() => envelope(undefined));
    const select = await screen.findByLabelText('Account');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ann Admin', 'Bob Clerk']);
    expect(select).toHaveValue('ann@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Show e-mail addresses' }));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ann Admin (ann@example.org)',
      'Bob Clerk (bob@example.org)',
    ]);
    expect(screen.getByText('Accounts with Manage scores can see man of the match choices for any team.')).toBeInTheDocument();
  });

  it('saves the switches chosen for an account', async () => {
    const { server, user } = renderManageAccess((call) => {
      const body = call.body as { emailAddress: string; accessLevels: Record<string, object> };
      return envelope({ ...bob, accessLevels: body.accessLevels }, { messages: ['Access updated'] });
    });
    await user.selectOptions(await screen.findByLabelText('Account'), 'Bob Clerk');
    const league = screen.getByRole('group', { name: 'League' });
    expect(within(league).getByRole('switch', { name: 'Input results (team clerk)' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save access' });
    expect(save).toBeDisabled();

    await user.click(within(league).getByRole('switch', { name: 'Manage scores' }));
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Access updated');
    expect(server.requestsTo('/api/Account/Access', 'POST')[0]!.body).toEqual({
      emailAddress: 'bob@example.org',
      accessLevels: { InputResults: {}, ManageScores: {} },
    });
    await waitFor(() => expect(server.requestsTo('/api/Account/All', 'GET')).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Manage scores' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save access' })).toBeDisabled();
  });

  it('shows a refusal and keeps what was chosen', async () => {
    const { user } = renderManageAccess(() => envelope(undefined, { warnings: ['Cannot remove your own user access'] }));
    const manageAccess = await screen.findByRole('switch', { name: 'Manage access' });
    await user.click(manageAccess);
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save access');
    expect(alert).toHaveTextContent('Cannot remove your own user access');
    expect(screen.getByRole('switch', { name: 'Manage access' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save access' })).toBeEnabled();
  });

  it('says when there are no accounts', async () => {
    fakeApi({ 'GET /api/Account/All': [] });
    renderAt(<ManageAccess signedIn={ann} />);
    expect(await screen.findByText(/There are no accounts yet/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({ 'GET /api/Account/All': () => (fail ? reply(500, 'Database unavailable') : [ann]) });
    renderAt(<ManageAccess signedIn={ann} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Account')).toBeInTheDocument();
  });
});
