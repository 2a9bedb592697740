import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorLog } from './error-log';
import { fakeApi, reply } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render-app';

const now = () => new Date('2026-03-14T09:30:00Z');
const older = {
  id: 'e1',
  updated: '2026-03-14T08:00:00Z',
  source: 'UI' as const,
  time: '2026-03-14T08:00:00Z',
  message: 'Cannot read properties of undefined',
  type: 'TypeError',
  url: 'https://darts.example/division/a',
  userName: 'Ann Admin',
  stack: ['TypeError: Cannot read properties of undefined', '    at LegPanel (leg-panel.tsx:12:5)'],
};
const newer = {
  ...older,
  id: 'e2',
  source: 'Api' as const,
  time: '2026-03-14T09:00:00Z',
  message: 'Database timeout',
  stack: [],
};

describe('error log', () => {
  it('lists errors since today, newest first, each with its stack on request', async () => {
    const server = fakeApi({ 'GET /api/Error/Since/:since': [older, newer] });
    renderAt(<ErrorLog now={now} />);
    expect(screen.getByLabelText('Since')).toHaveValue('2026-03-14');
    const list = await screen.findByRole('list', { name: 'Errors, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Database timeout');
    expect(first).toHaveTextContent('Api');
    expect(second).toHaveTextContent('Cannot read properties of undefined');
    expect(second).toHaveTextContent('TypeError');
    expect(second).toHaveTextContent('https://darts.example/division/a');
    expect(second).toHaveTextContent('Ann Admin');
    expect(second).toHaveTextContent('14 Mar 2026');
    expect(server.requests[0]!.path).toBe('/api/Error/Since/2026-03-14');

    const toggle = within(second!).getByRole('button', { name: 'Show stack' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(second!).getByRole('button', { name: 'Hide stack' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(second!).getByText(/at LegPanel \(leg-panel\.tsx:12:5\)/)).toBeVisible();
  });

  it('says when there are none, and looks again from another date', async () => {
    const server = fakeApi({ 'GET /api/Error/Since/:since': [] });
    renderAt(<ErrorLog now={now} />);
    expect(await screen.findByText('No errors since 14 Mar 2026')).toBeInTheDocument();
    const since = screen.getByLabelText('Since');
    await userEvent.clear(since);
    await userEvent.type(since, '2026-03-01');
    expect(await screen.findByText('No errors since 1 Mar 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.requestsTo('/api/Error/Since/2026-03-01', 'GET')).toHaveLength(2));
  });

  it('offers a retry when the log cannot be read', async () => {
    fakeApi({ 'GET /api/Error/Since/:since': reply(500, 'Database unavailable') });
    renderAt(<ErrorLog now={now} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load errors');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
