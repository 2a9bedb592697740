import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessOption } from '@darts/domain';
import { loadDivisionRoute, renderDivision } from './testing-data';

beforeAll(loadDivisionRoute);

type Case = {
  dialog: string;
  access: AccessOption[];
  path: string;
  open: (user: UserEvent) => Promise<void>;
  save: string;
  field: string;
  problem: string;
  valid: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
};

const typeName = (name: string) => async (user: UserEvent, dialog: HTMLElement) =>
  user.type(within(dialog).getByLabelText('Name'), name);

const cases: Case[] = [
  {
    dialog: 'New season',
    access: ['ManageSeasons'],
    path: '/division/Premier',
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Season: Winter 2025' }));
      await user.click(screen.getByRole('button', { name: 'New season' }));
    },
    save: 'Save season',
    field: 'Name',
    problem: 'Enter a season name',
    valid: typeName('Summer 2026'),
  },
  {
    dialog: 'New division',
    access: ['ManageDivisions'],
    path: '/division/Premier',
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Division: Premier' }));
      await user.click(screen.getByRole('button', { name: 'New division' }));
    },
    save: 'Save division',
    field: 'Name',
    problem: 'Enter a division name',
    valid: typeName('Division Two'),
  },
  {
    dialog: 'Add team',
    access: ['ManageTeams'],
    path: '/division/Premier',
    open: async (user) => user.click(await screen.findByRole('button', { name: 'Add team' })),
    save: 'Add team',
    field: 'Name',
    problem: 'Enter a team name',
    valid: typeName('Kings Head'),
  },
  {
    dialog: 'Add player',
    access: ['ManagePlayers'],
    path: '/division/Premier/players',
    open: async (user) => user.click(await screen.findByRole('button', { name: 'Add player' })),
    save: 'Add player',
    field: 'Team',
    problem: 'Please select a team',
    valid: async (user, dialog) => user.selectOptions(within(dialog).getByLabelText('Team'), 'Swan'),
  },
  {
    dialog: 'Add player',
    access: ['ManagePlayers'],
    path: '/division/Premier/players',
    open: async (user) => user.click(await screen.findByRole('button', { name: 'Add player' })),
    save: 'Add player',
    field: 'Name',
    problem: 'Please enter a name',
    valid: typeName('Eve Evans'),
  },
];

describe('editing dialogs: a problem goes once its field is put right (issue #10)', () => {
  it.each(cases)("$dialog: '$problem' goes as soon as $field is valid", async (c) => {
    const { user, server } = renderDivision(c.path, { access: c.access });
    await c.open(user);
    const dialog = screen.getByRole('dialog', { name: c.dialog });
    await user.click(within(dialog).getByRole('button', { name: c.save }));
    const field = within(dialog).getByLabelText(c.field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(c.problem));
    await c.valid(user, dialog);
    expect(within(dialog).queryByText(c.problem)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
