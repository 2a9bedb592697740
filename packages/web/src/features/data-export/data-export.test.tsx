import type { TableDto } from '@darts/contract';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { envelope, reply, type FakeRoutes } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { exportTexts } from './data-export';

const tables: TableDto[] = ['division', 'season', 'team', 'user'].map((name) => ({
  name,
  partitionKey: name === 'user' ? '/emailAddress' : '/id',
  canImport: false,
  canExport: true,
}));

const exported = envelope({ tables: { division: 2, season: 1, team: 9 }, zip: btoa('PK zip') });

/** Names of the files a link's click started to download. */
function captureDownloads() {
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function renderExport(routes: FakeRoutes = {}) {
  const downloads = captureDownloads();
  const view = renderApp('/admin/export', {
    routes: leagueRoutes({
      '/api/Account': aUser(['ExportData']),
      'GET /api/Data/Tables': tables,
      'POST /api/Data/Export': exported,
      ...routes,
    }),
  });
  return { ...view, downloads };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const exportButton = () => screen.getByRole('button', { name: 'Export' });

describe('Export data (/admin/export)', () => {
  it('starts with every table, no password and deleted entries included, under its own title', async () => {
    renderExport();
    expect(await screen.findByRole('heading', { name: 'Export data', level: 1 })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'team' });
    for (const table of ['division', 'season', 'team', 'user']) expect(checkbox(table)).toBeChecked();
    expect(screen.getByText('4 of 4 selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(checkbox('Include deleted entries')).toBeChecked();
    await waitFor(() => expect(document.title).toBe('Export data – Admin – Riverside Darts League'));
  });

  it('exports every table (an empty map) with deleted entries by default, downloading the zip named after the site and today', async () => {
    const { user, server, downloads } = renderExport();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toEqual({
      password: '',
      includeDeletedEntries: true,
      // Every table: an empty map, so the zip is a full export an import may purge with.
      tables: {},
    });
    const result = await screen.findByRole('region', { name: 'Exported 12 rows' });
    expect(downloads).toEqual(['Riverside Darts League 2025-11-21.zip']);
    expect(result).toHaveTextContent('Downloaded as Riverside Darts League 2025-11-21.zip');
    const rows = within(within(result).getByRole('table', { name: 'Rows exported per table' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['TableRows', 'division2', 'season1', 'team9']);
    expect(screen.getByRole('heading', { name: 'Exported 12 rows' })).toHaveFocus();
    await user.click(within(result).getByRole('button', { name: 'Download again' }));
    expect(downloads).toHaveLength(2);
  });

  it('sends the password, the chosen tables and no deleted entries when asked', async () => {
    const { user, server } = renderExport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    await user.click(checkbox('team'));
    await user.click(checkbox('user'));
    await user.click(checkbox('Include deleted entries'));
    expect(screen.getByText('2 of 4 selected')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 's3cret{Enter}');
    await screen.findByRole('heading', { name: 'Exported 12 rows' });
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toEqual({
      password: 's3cret',
      includeDeletedEntries: false,
      tables: { team: [], user: [] },
    });
  });

  it("says 'Select some tables to export' and sends nothing without a table", async () => {
    const { user, server } = renderExport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByText('0 of 4 selected')).toBeInTheDocument();
    await user.click(exportButton());
    expect(screen.getByRole('alert')).toHaveTextContent(exportTexts.selectTables);
    expect(server.requestsTo('/api/Data/Export')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.queryByText(exportTexts.selectTables)).not.toBeInTheDocument();
  });

  it('shows a progress bar and a disabled button while the export runs', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user } = renderExport({ 'POST /api/Data/Export': () => new Promise((resolve) => (answer = resolve)) });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(screen.getByRole('progressbar', { name: 'Exporting the selected tables' })).toBeInTheDocument();
    // Marked disabled but kept focusable, so focus is not lost while it runs.
    expect(screen.getByRole('button', { name: 'Exporting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Exporting…' })).toHaveFocus();
    expect(checkbox('team')).toBeDisabled();
    answer(exported);
    expect(await screen.findByRole('heading', { name: 'Exported 12 rows' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows 'Could not export data' with the server's lines, keeping what was chosen", async () => {
    const { user } = renderExport({
      'POST /api/Data/Export': envelope(undefined, { errors: ['Not permitted'], messages: ['Ask the secretary'] }),
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.click(checkbox('season'));
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(exportButton());
    const dialog = await screen.findByRole('dialog', { name: exportTexts.failed });
    expect(within(dialog).getByText('Not permitted')).toHaveClass('text-danger-emphasis');
    expect(within(dialog).getByText('Ask the secretary')).toHaveClass('text-info-emphasis');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Focus goes back to the button that asked for the export.
    expect(exportButton()).toHaveFocus();
    expect(checkbox('season')).not.toBeChecked();
    expect(checkbox('team')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('pw');
    expect(screen.queryByRole('region', { name: /Exported/ })).not.toBeInTheDocument();
  });

  it("shows a server fault's text as the error", async () => {
    const { user } = renderExport({ 'POST /api/Data/Export': reply(500, 'zip library crashed') });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: exportTexts.failed })).toHaveTextContent('zip library crashed');
  });

  it('says so while the tables load', () => {
    renderExport({ 'GET /api/Data/Tables': () => new Promise(() => {}) });
    return expect(screen.findByText('Loading the tables…')).resolves.toBeInTheDocument();
  });

  it('says when there are no tables to export', async () => {
    renderExport({ 'GET /api/Data/Tables': [] });
    expect(await screen.findByText('There are no tables you may export.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('shows a failure to load the tables with Try again', async () => {
    let fail = true;
    const { user } = renderExport({ 'GET /api/Data/Tables': () => (fail ? reply(500, 'database down') : tables) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tables');
    expect(alert).toHaveTextContent('database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'team' })).toBeChecked();
  });

  it('has no accessibility violations axe can find without a browser, with a result shown', async () => {
    const { user } = renderExport();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByRole('heading', { name: 'Exported 12 rows' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
