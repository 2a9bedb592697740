import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebSocketDto } from '@darts/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeQuestion, SocketList } from './socket-list';
import { envelope, fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render-app';

const annSocket: WebSocketDto = {
  id: '0b7a4c52-6f3e-4c1a-9a57-2f4e9d1c0001',
  originatingUrl: 'https://darts.example/live/match/5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002',
  userName: 'Ann Admin',
  connected: '2026-03-14T09:00:00Z',
  lastReceipt: '2026-03-14T09:05:00Z',
  lastSent: '2026-03-14T09:06:30Z',
  subscriptions: ['5c1f2a9e-3b8d-4e47-a1c6-9f0d2b7e0002'],
  receivedMessages: 4,
  sentMessages: 7,
};
const quietSocket: WebSocketDto = {
  ...annSocket,
  id: '0b7a4c52-6f3e-4c1a-9a57-2f4e9d1c0003',
  userName: null,
  lastSent: null,
  subscriptions: [],
  receivedMessages: 0,
  sentMessages: 0,
};

afterEach(() => vi.restoreAllMocks());

/** The row of the socket whose user is `user` (its row header). */
const rowOf = (user: string) => screen.getByRole('rowheader', { name: user }).closest('tr')!;
const cellsOf = (user: string) =>
  within(rowOf(user))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('sockets admin (spec 2 §2, contract §16.2)', () => {
  it('lists each open socket in a table: user, page, times, message counts and subscriptions', async () => {
    fakeApi({ 'GET /api/Live/Sockets': envelope([annSocket, quietSocket]) });
    renderAt(<SocketList />);
    const table = await screen.findByRole('table', { name: 'Open sockets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'User',
      'Page',
      'Connected',
      'Last receipt',
      'Last sent',
      'Messages',
      'Subscriptions',
      'Close',
    ]);
    expect(cellsOf('Ann Admin')).toEqual([
      annSocket.originatingUrl,
      '14 Mar 2026, 09:00:00',
      '14 Mar 2026, 09:05:00',
      '14 Mar 2026, 09:06:30',
      '4 received, 7 sent',
      annSocket.subscriptions[0],
      'Close',
    ]);
    expect(cellsOf('Not signed in')).toContain('Nothing sent yet');
    expect(cellsOf('Not signed in')).toContain('None');
  });

  it("says 'No open sockets' when there are none, and reads the list again on Refresh", async () => {
    const server = fakeApi({ 'GET /api/Live/Sockets': envelope([]) });
    renderAt(<SocketList />);
    expect(await screen.findByText('No open sockets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.requestsTo('/api/Live/Sockets', 'GET')).toHaveLength(2));
  });

  it('offers a retry when the list cannot be read', async () => {
    fakeApi({ 'GET /api/Live/Sockets': reply(500, 'Database unavailable') });
    renderAt(<SocketList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sockets');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's refusal, with a retry", async () => {
    fakeApi({ 'GET /api/Live/Sockets': reply(403, envelope(undefined, { errors: ['Not permitted'] })) });
    renderAt(<SocketList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load sockets');
    expect(alert).toHaveTextContent('Not permitted');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("closes a socket after asking, shows the server's message and reads the list again", async () => {
    let open = [annSocket, quietSocket];
    const server = fakeApi({
      'GET /api/Live/Sockets': () => envelope(open),
      'DELETE /api/Live/Socket/:id': ({ path }: FakeRequest) => {
        open = open.filter((s) => !path.endsWith(s.id));
        return envelope(annSocket, { messages: ['Socket closed'] });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt(<SocketList />);
    await screen.findByRole('table', { name: 'Open sockets' });
    const ann = rowOf('Ann Admin');
    await userEvent.click(within(ann).getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith(closeQuestion);
    expect(closeQuestion).toBe('Are you sure you want to close this socket?');
    expect(await screen.findByRole('status')).toHaveTextContent('Socket closed');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ann Admin' })).not.toBeInTheDocument());
    expect(server.requestsTo(`/api/Live/Socket/${annSocket.id}`, 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Not signed in' })).toBeInTheDocument();
  });

  it('leaves the socket open when the question is declined', async () => {
    const server = fakeApi({ 'GET /api/Live/Sockets': envelope([annSocket]) });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAt(<SocketList />);
    await screen.findByRole('table', { name: 'Open sockets' });
    const ann = rowOf('Ann Admin');
    await userEvent.click(within(ann).getByRole('button', { name: 'Close' }));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Ann Admin' })).toBeInTheDocument();
  });

  it("shows why a close was refused, such as 'Not found' for a socket already gone", async () => {
    fakeApi({
      'GET /api/Live/Sockets': envelope([annSocket]),
      'DELETE /api/Live/Socket/:id': reply(404, envelope(undefined, { errors: ['Not found'] })),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt(<SocketList />);
    await screen.findByRole('table', { name: 'Open sockets' });
    const ann = rowOf('Ann Admin');
    await userEvent.click(within(ann).getByRole('button', { name: 'Close' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not close the socket');
    expect(alert).toHaveTextContent('Not found');
  });
});
