import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManageAccess } from './manage-access';
import { account } from '../testing-data';
import { envelope, fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render-app';

const ann = account('Ann Admin', 'ann@example.org', ['ManageAccess']);
const crownId = '00000000-0000-4000-8000-0000000000c1';
const swanId = '00000000-0000-4000-8000-0000000000c2';
const bob = { ...account('Bob Clerk', 'bob@example.org', ['InputResults']), teamId: crownId, playerTeamId: crownId };
const teams = [
  { id: swanId, name: 'Swan', address: '', updated: 'x', seasons: [] },
  { id: crownId, name: 'The Crown', address: '', updated: 'x', seasons: [] },
];

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
    'GET /api/Team': teams,
  });
  renderAt(<ManageAccess signedIn={ann} />);
  return { server, user: userEvent.setup() };
}

describe('manage access', () => {
  it('lists accounts by name, or with e-mail addresses when asked', async () => {
    const { user } = renderManageAccess(() => envelope(undefined));
    const select = await screen.findByLabelText('Account');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ann Admin', 'Bob Clerk']);
    expect(select).toHaveValue('ann@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Show e-mail addresses' }));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ann Admin (ann@example.org)', 'Bob Clerk (bob@example.org)']);
    expect(
      screen.getByText('Accounts with Manage scores can see man of the match choices for any team.'),
    ).toBeInTheDocument();
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

  // Issue #22: how a clerk is tied to a team is said here, and the team can be chosen here.
  it('says how a clerk is tied to a team, and sends a chosen team only when it changes', async () => {
    const { server, user } = renderManageAccess((call) => {
      const body = call.body as { teamId?: string | null };
      const teamId = body.teamId === undefined ? bob.teamId : (body.teamId ?? crownId);
      return envelope({ ...bob, teamId }, { messages: ['Access updated'] });
    });
    await user.selectOptions(await screen.findByLabelText('Account'), 'Bob Clerk');
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect(team).toHaveAccessibleDescription(/the team with a player whose e-mail address is this account's/);
    await waitFor(() =>
      expect(
        within(team)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None chosen (by e-mail: The Crown)', 'Swan', 'The Crown']),
    );
    expect(team).toHaveValue('');
    expect(
      screen.getByText('Submits for The Crown: a player of that team has this e-mail address.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Manage scores' }));
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    await screen.findByText('Access updated');
    expect(server.requestsTo('/api/Account/Access', 'POST')[0]!.body).not.toHaveProperty('teamId');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Swan');
    expect(screen.getByText('Submits for Swan, chosen here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    await waitFor(() => expect(server.requestsTo('/api/Account/Access', 'POST')).toHaveLength(2));
    expect(server.requestsTo('/api/Account/Access', 'POST')[1]!.body).toMatchObject({
      emailAddress: 'bob@example.org',
      teamId: swanId,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue(swanId));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), '');
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    await waitFor(() => expect(server.requestsTo('/api/Account/Access', 'POST')).toHaveLength(3));
    expect(server.requestsTo('/api/Account/Access', 'POST')[2]!.body).toMatchObject({ teamId: null });
  });

  it('shows a refusal and keeps what was chosen', async () => {
    const { user } = renderManageAccess(() =>
      envelope(undefined, { warnings: ['Cannot remove your own user access'] }),
    );
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
