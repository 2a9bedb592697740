import { dataTexts, importRequestLimitBytes, type TableDto } from '@darts/contract';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, type Mock } from 'vitest';
import { envelope, reply, type FakeRoutes } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { importTexts } from './data-import';
import { afterSessionTexts } from './import-after-session';

const tables: TableDto[] = [
  { name: 'division', partitionKey: '/id', dataTypeName: 'Division', canImport: true, canExport: false },
  { name: 'team', partitionKey: '/id', dataTypeName: 'Team', canImport: true, canExport: false },
  { name: 'user', partitionKey: '/emailAddress', canImport: false, canExport: false },
];

const imported = (dry: boolean) =>
  envelope(
    { tables: { division: 2, team: 9 } },
    {
      messages: [
        dataTexts.processing('league.example', '21 Nov 2025', 'Sam'),
        dataTexts.importing(dry, 'division', 2),
        dataTexts.importing(dry, 'team', 9),
        dataTexts.error('team 7 has no name'),
      ],
    },
  );
// `envelope` marks an answer with warnings as refused; an import that went through may still warn.
const withWarning = (dry: boolean) => ({ ...imported(dry), warnings: ['2 teams skipped'] });

const aZip = (size?: number) => {
  const file = new File(['PK'], 'league.zip', { type: 'application/zip' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The form the last import sent (the fake server reads JSON bodies only). */
function lastForm(): FormData {
  const calls = (globalThis.fetch as Mock).mock.calls as Array<[string, RequestInit]>;
  return calls.filter(([url]) => String(url).endsWith('/api/Data/Import')).at(-1)![1].body as FormData;
}

function renderImport(routes: FakeRoutes = {}) {
  return renderApp('/admin/import', {
    routes: leagueRoutes({
      '/api/Account': aUser(['ImportData']),
      'GET /api/Data/Tables': tables,
      'POST /api/Data/Import': imported(true),
      ...routes,
    }),
  });
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const zipInput = () => screen.getByLabelText('Zip file');
const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('Import data (/admin/import)', () => {
  it('starts as a dry run without purging, with every table the account may import, under its own title', async () => {
    renderImport();
    expect(await screen.findByRole('heading', { name: 'Import data', level: 1 })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'team' });
    expect(checkbox('Dry run')).toBeChecked();
    expect(checkbox('Purge data')).not.toBeChecked();
    expect(checkbox('Purge data')).toHaveAccessibleDescription(
      'Deletes every existing row of the selected tables before importing. Only for a full export, not a partial one.',
    );
    expect(checkbox('division')).toBeChecked();
    expect(checkbox('team')).toBeChecked();
    expect(checkbox('user (not permitted)')).toBeDisabled();
    expect(checkbox('user (not permitted)')).not.toBeChecked();
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Import data – Admin – Riverside Darts League'));
  });

  it("says 'Select a file first' and sends nothing without a file", async () => {
    const { user, server } = renderImport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.click(importButton());
    expect(screen.getByRole('alert')).toHaveTextContent(importTexts.selectFile);
    expect(server.requestsTo('/api/Data/Import')).toHaveLength(0);
    await user.upload(zipInput(), aZip());
    expect(screen.queryByText(importTexts.selectFile)).not.toBeInTheDocument();
  });

  it("says 'Select some tables to import' and sends nothing without a table", async () => {
    const { user, server } = renderImport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    await user.click(importButton());
    expect(screen.getByRole('alert')).toHaveTextContent(importTexts.selectTables);
    expect(server.requestsTo('/api/Data/Import')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.queryByText(importTexts.selectTables)).not.toBeInTheDocument();
    expect(checkbox('user (not permitted)')).not.toBeChecked();
  });

  it('refuses a file larger than the server accepts before sending it', async () => {
    const { user, server } = renderImport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip(importRequestLimitBytes + 1));
    await user.click(importButton());
    expect(screen.getByRole('alert')).toHaveTextContent(importTexts.tooBig);
    expect(server.requestsTo('/api/Data/Import')).toHaveLength(0);
  });

  it('sends the contract’s multipart fields and shows a dry run’s counts and messages, clearly a DRY RUN', async () => {
    const { user } = renderImport({ 'POST /api/Data/Import': withWarning(true) });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(importButton());
    const result = await screen.findByRole('region', { name: /DRY RUN/ });
    expect(result).toHaveAccessibleName('DRY RUN Nothing was changed: 11 rows would be imported');
    const form = lastForm();
    expect((form.get('Zip') as File).name).toBe('league.zip');
    expect(form.get('password')).toBe('pw');
    expect(form.get('dryRun')).toBe('true');
    expect(form.get('purgeData')).toBe('false');
    expect(form.get('tables')).toBe('division,team');
    const rows = within(
      within(result).getByRole('table', { name: 'Rows that would be imported per table' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['TableRows', 'division2', 'team9']);
    expect(within(result).getByText('DRY RUN: Importing data into team (9 records)')).toHaveClass('text-info-emphasis');
    expect(within(result).getByText('ERROR: team 7 has no name')).toHaveClass('text-danger-emphasis');
    expect(within(result).getByText('2 teams skipped')).toHaveClass('text-warning-emphasis');
    expect(screen.getByRole('heading', { name: /DRY RUN/ })).toHaveFocus();
  });

  it('imports for real with purge when asked, saying what was imported', async () => {
    const { user } = renderImport({ 'POST /api/Data/Import': imported(false) });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(checkbox('division'));
    await user.click(checkbox('Dry run'));
    await user.click(checkbox('Purge data'));
    expect(screen.getByText(/This is not a dry run/)).toBeInTheDocument();
    await user.click(importButton());
    // Asked first: Cancel sends nothing.
    const ask = await screen.findByRole('dialog', { name: importTexts.confirmTitle });
    expect(ask).toHaveTextContent(`${importTexts.confirmSome('team')} ${importTexts.confirmRows}`);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      (globalThis.fetch as Mock).mock.calls.filter(([url]) => String(url).endsWith('/api/Data/Import')),
    ).toHaveLength(0);
    await user.click(importButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: importTexts.confirmButton }),
    );
    const result = await screen.findByRole('region', { name: 'Imported 11 rows' });
    expect(within(result).getByRole('table', { name: 'Rows imported per table' })).toBeInTheDocument();
    expect(screen.queryByText('DRY RUN')).not.toBeInTheDocument();
    const form = lastForm();
    expect(form.get('dryRun')).toBe('false');
    expect(form.get('purgeData')).toBe('true');
    expect(form.get('tables')).toBe('team');
    expect(form.get('password')).toBe('');
  });

  it('asks before purging every table, warning about accounts, and never for a dry run', async () => {
    const { user } = renderImport({
      '/api/Account': aUser(['ImportData', 'ManageAccess']),
      'GET /api/Data/Tables': tables.map((t) => ({ ...t, canImport: true })),
    });
    await screen.findByRole('checkbox', { name: 'user' });
    await user.upload(zipInput(), aZip());
    await user.click(checkbox('Purge data'));
    await user.click(importButton());
    expect(await screen.findByRole('region', { name: /Nothing was changed/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(checkbox('Dry run'));
    await user.click(importButton());
    const ask = await screen.findByRole('dialog', { name: importTexts.confirmTitle });
    expect(ask).toHaveTextContent(importTexts.confirmEvery);
    expect(ask).toHaveTextContent(importTexts.confirmAccounts);
    expect(ask).toHaveTextContent('File: league.zip');
  });

  it('shows the result of a real import that signed the administrator out, instead of Not permitted', async () => {
    let signedIn = true;
    const { user } = renderImport({
      '/api/Account': () => (signedIn ? aUser(['ImportData']) : null),
      'POST /api/Data/Import': () => {
        signedIn = false;
        return imported(false);
      },
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(checkbox('Dry run'));
    await user.click(checkbox('Purge data'));
    await user.click(importButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: importTexts.confirmButton }),
    );
    expect(await screen.findByText(afterSessionTexts.signedOut)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Imported 11 rows' })).toBeInTheDocument();
    expect(screen.getByText(dataTexts.importing(false, 'team', 9))).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Import data' })).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/admin/import')));
    expect(screen.queryByText('Not permitted')).not.toBeInTheDocument();
  });

  it('shows a progress bar and a disabled button while the import runs', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user, server } = renderImport({
      'POST /api/Data/Import': () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    expect(screen.getByRole('progressbar', { name: 'Sending the file and importing' })).toBeInTheDocument();
    // Marked disabled but kept focusable, so focus is not lost while it runs; a second press sends nothing.
    const running = screen.getByRole('button', { name: 'Importing…' });
    expect(running).toHaveAttribute('aria-disabled', 'true');
    expect(running).toHaveFocus();
    await user.click(running);
    expect(server.requestsTo('/api/Data/Import')).toHaveLength(1);
    expect(checkbox('Dry run')).toBeDisabled();
    answer(imported(true));
    expect(await screen.findByRole('region', { name: /DRY RUN/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(importButton()).not.toHaveAttribute('aria-disabled');
  });

  it("shows a refusal's JSON body in 'Could not import data', keeping what was typed and chosen", async () => {
    const { user } = renderImport({
      'POST /api/Data/Import': envelope(undefined, { errors: [dataTexts.passwordIncorrect] }),
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(checkbox('division'));
    await user.click(checkbox('Purge data'));
    await user.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: importTexts.failed });
    expect(within(dialog).getByText(dataTexts.passwordIncorrect)).toHaveClass('text-danger-emphasis');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Focus goes back to the button that sent the file.
    expect(importButton()).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(checkbox('division')).not.toBeChecked();
    expect(checkbox('Purge data')).toBeChecked();
    expect((zipInput() as HTMLInputElement).files?.[0]?.name).toBe('league.zip');
    // Sent again as it stands, file included.
    await user.click(importButton());
    expect(await screen.findByRole('dialog', { name: importTexts.failed })).toBeInTheDocument();
    expect((lastForm().get('Zip') as File).name).toBe('league.zip');
  });

  it('shows a JSON body without envelope lines as JSON', async () => {
    const { user } = renderImport({
      'POST /api/Data/Import': reply(413, { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' }),
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: importTexts.failed });
    expect(dialog).toHaveTextContent('"code": "FST_REQ_FILE_TOO_LARGE"');
  });

  it("shows a raw 500's text as the error", async () => {
    const { user } = renderImport({ 'POST /api/Data/Import': reply(500, 'Unexpected end of zip file') });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: importTexts.failed });
    expect(within(dialog).getByText('Unexpected end of zip file')).toHaveClass('text-danger-emphasis');
  });

  it('shows a lost connection as the error', async () => {
    const { user } = renderImport({ 'POST /api/Data/Import': () => Promise.reject(new TypeError('Failed to fetch')) });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    expect(await screen.findByRole('dialog', { name: importTexts.failed })).toHaveTextContent('Failed to fetch');
  });

  it('hides the last result when an import fails', async () => {
    let refuse = false;
    const { user } = renderImport({
      'POST /api/Data/Import': () =>
        refuse ? envelope(undefined, { errors: [dataTexts.noMetaJson] }) : imported(true),
    });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    await screen.findByRole('region', { name: /DRY RUN/ });
    refuse = true;
    await user.click(importButton());
    await screen.findByRole('dialog', { name: importTexts.failed });
    expect(screen.queryByRole('region', { name: /DRY RUN/ })).not.toBeInTheDocument();
  });

  it('says so while the tables load', () => {
    renderImport({ 'GET /api/Data/Tables': () => new Promise(() => {}) });
    return expect(screen.findByText('Loading the tables…')).resolves.toBeInTheDocument();
  });

  it('says when there are no tables the account may import', async () => {
    renderImport({ 'GET /api/Data/Tables': tables.map((t) => ({ ...t, canImport: false })) });
    expect(await screen.findByText('There are no tables you may import.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('shows a failure to load the tables with Try again', async () => {
    let fail = true;
    const { user } = renderImport({ 'GET /api/Data/Tables': () => (fail ? reply(500, 'database down') : tables) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'team' })).toBeChecked();
  });

  it('is usable from the keyboard', async () => {
    const { user } = renderImport();
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    checkbox('Dry run').focus();
    await user.keyboard(' ');
    expect(checkbox('Dry run')).not.toBeChecked();
    await user.keyboard(' ');
    await user.tab();
    expect(checkbox('Purge data')).toHaveFocus();
    await user.tab();
    expect(importButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /DRY RUN/ })).toHaveFocus();
  });

  it('has no accessibility violations axe can find without a browser, with a result shown', async () => {
    const { user } = renderImport({ 'POST /api/Data/Import': withWarning(true) });
    await screen.findByRole('checkbox', { name: 'team' });
    await user.upload(zipInput(), aZip());
    await user.click(importButton());
    await screen.findByRole('region', { name: /DRY RUN/ });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
