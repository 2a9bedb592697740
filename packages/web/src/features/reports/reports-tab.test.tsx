import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply, type FakeRequest } from '../../testing/fake-api';
import {
  aCollection,
  finalsNight,
  loadDivisionRoute,
  most180s,
  noRows,
  renderReportsTab,
  reportIds,
} from './testing-data';

beforeAll(loadDivisionRoute);
afterEach(() => vi.unstubAllGlobals());

const path = '/division/Premier/reports/Winter%202025';
const posts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === '/api/Report');
const getReports = () => screen.getByRole('button', { name: 'Get reports...' });
const topInput = () => screen.getByRole('spinbutton', { name: 'Return top' });

describe('Reports tab (spec 1 §2, contract §12)', () => {
  it('gets the reports for the division and season, then shows the first as a striped, numbered, linked table', async () => {
    let answer: (value: unknown) => void = () => {};
    const { server, league, user, router } = renderReportsTab(path, {
      routes: { 'POST /api/Report': () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByRole('spinbutton', { name: 'Return top' })).toHaveValue(15);
    expect(
      screen.getByText(/press Get reports\.\.\. to run the reports of Winter 2025 for Premier/),
    ).toBeInTheDocument();
    expect(posts(server.requests)).toHaveLength(0);

    await user.click(getReports());
    expect(await screen.findByRole('status')).toHaveTextContent('Getting the reports');
    expect(posts(server.requests).map((r) => r.body)).toEqual([
      { divisionId: league.premier.id, seasonId: league.current.id, topCount: 15 },
    ]);
    answer(aCollection([most180s, finalsNight, noRows]));

    const picker = await screen.findByRole('combobox', { name: 'Report' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most 180s', 'Finals night report', 'Highest checkouts']);
    expect(picker).toHaveValue('Most 180s');
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('12 games inspected')).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Most 180s' });
    expect(within(sheet).getByText(most180s.description)).toBeInTheDocument();
    const table = within(sheet).getByRole('table', { name: 'Most 180s, Premier, Winter 2025' });
    expect(table).toHaveClass('table-striped');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Team', 'Player', '180s']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Crown', 'Alice Archer', '4'],
      ['2', 'Swan', 'Bob, "Bobby" Brown', '2'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Alice Archer' })).toHaveAttribute(
      'href',
      '/division/Premier/player:Alice%20Archer@Crown/Winter%202025',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Crown' })).toHaveAttribute(
      'href',
      '/division/Premier/team:Crown/Winter%202025',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Swan' })).toHaveAttribute(
      'href',
      '/division/Premier/team:swan-id/Winter%202025',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /Bob/ })).not.toBeInTheDocument();

    await user.selectOptions(picker, 'Finals night report');
    expect(router.state.location.search).toContain('report=Finals+night+report');
    const finals = screen.getByRole('article', { name: 'Finals night report' });
    expect(within(finals).getByRole('link', { name: 'Singles winner' })).toHaveAttribute(
      'href',
      `/tournament/${reportIds.cup}`,
    );
    expect(within(finals).getByRole('link', { name: 'Alice Archer' })).toHaveAttribute(
      'href',
      `/division/Division%20One/player:${reportIds.alice}/Winter%202025`,
    );

    await user.selectOptions(picker, 'Highest checkouts');
    expect(within(screen.getByRole('article', { name: 'Highest checkouts' })).getByText('No rows')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says what is wrong with 'Return top' outside 1-100 until it is put right, and keeps it in the query", async () => {
    const { server, user, router } = renderReportsTab(path, {
      routes: { 'POST /api/Report': aCollection([most180s]) },
    });
    await user.clear(await screen.findByRole('spinbutton', { name: 'Return top' }));
    await user.type(topInput(), '101');
    expect(topInput()).toHaveAttribute('aria-invalid', 'true');
    expect(topInput()).toHaveAccessibleDescription('Return top must be a whole number from 1 to 100.');
    await user.click(getReports());
    expect(topInput()).toHaveFocus();
    await user.clear(topInput());
    expect(screen.getByText('Return top must be a whole number from 1 to 100.')).toBeInTheDocument();
    await user.type(topInput(), '0');
    expect(topInput()).toHaveAttribute('aria-invalid', 'true');
    expect(posts(server.requests)).toHaveLength(0);

    await user.clear(topInput());
    await user.type(topInput(), '20');
    expect(topInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Return top must be a whole number from 1 to 100.')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?top=20');
    await user.click(getReports());
    await screen.findByRole('article', { name: 'Most 180s' });
    expect(posts(server.requests).map((r) => (r.body as { topCount: number }).topCount)).toEqual([20]);
    await user.click(getReports());
    await waitFor(() => expect(posts(server.requests)).toHaveLength(2));
  });

  it('runs at once from a link naming a report and its top count, and shows that report', async () => {
    const { server } = renderReportsTab(`${path}?top=5&report=Finals%20night%20report`, {
      routes: { 'POST /api/Report': aCollection([most180s, finalsNight]) },
    });
    expect(await screen.findByRole('article', { name: 'Finals night report' })).toBeInTheDocument();
    expect(topInput()).toHaveValue(5);
    expect(screen.getByRole('combobox', { name: 'Report' })).toHaveValue('Finals night report');
    expect(posts(server.requests).map((r) => (r.body as { topCount: number }).topCount)).toEqual([5]);
  });

  it("shows the server's exception message as an error, with a way to try again (spec 1 §8)", async () => {
    let fail = true;
    const { server, user } = renderReportsTab(path, {
      routes: {
        'POST /api/Report': () =>
          fail
            ? reply(500, { Exception: { Type: 'TypeError', Message: 'cards is not iterable' }, Request: {} })
            : aCollection([most180s]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not get the reports');
    expect(alert).toHaveTextContent('The server failed: cards is not iterable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Most 180s' })).toBeInTheDocument();
    expect(posts(server.requests)).toHaveLength(2);
  });

  it("shows a 400's reasons and a refusal's message", async () => {
    let answer: unknown = reply(400, {
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { TopCount: ['Return top must be a whole number from 1 to 100.'] },
    });
    const { user } = renderReportsTab(path, { routes: { 'POST /api/Report': () => answer } });
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('One or more validation errors occurred.');
    expect(alert).toHaveTextContent('TopCount: Return top must be a whole number from 1 to 100.');

    answer = reply(403, aCollection([], ['Not permitted']));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const refused = await screen.findByRole('status');
    expect(refused).toHaveTextContent('No reports');
    expect(refused).toHaveTextContent('Not permitted');
    expect(screen.queryByRole('combobox', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('downloads the shown report as CSV, named after it, the division and the season', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Most 180s - Premier - Winter 2025.csv');
    });
    const { user } = renderReportsTab(path, { routes: { 'POST /api/Report': aCollection([most180s]) } });
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]!);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFF#,Team,Player,180s\r\n1,Crown,Alice Archer,4\r\n2,Swan,"Bob, ""Bobby"" Brown",2\r\n');
    click.mockRestore();
  });

  it('prints the page (the print style sheet leaves only the report)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderReportsTab(path, { routes: { 'POST /api/Report': aCollection([most180s]) } });
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // On paper the sheet names its division and season (print-only line).
    expect(screen.getByText('Premier, Winter 2025')).toHaveClass('d-print-block');
  });

  it('is not permitted without RunReports, and asks the server nothing', async () => {
    const { server } = renderReportsTab(path, { access: [] });
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get reports...' })).not.toBeInTheDocument();
    expect(posts(server.requests)).toHaveLength(0);
  });
});
