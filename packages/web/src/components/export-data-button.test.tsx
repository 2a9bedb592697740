import { QueryClientProvider } from '@tanstack/react-query';
import type { AccessOption } from '@darts/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { ClockProvider } from '../lib/clock';
import { useAccount } from '../lib/session';
import { envelope, fakeApi, reply, type FakeRoutes } from '../testing/fake-api';
import { aSite, aUser } from '../testing/fixtures';
import { testNow } from '../testing/render-app';
import { exportFileName, ExportDataButton, unableToExport } from './export-data-button';

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** Downloads started by a link's click: the file name and the bytes. */
function captureDownloads() {
  const saved: { name: string; bytes: Promise<Uint8Array> }[] = [];
  let blob = new Blob();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:x'), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, bytes: bytesOf(blob) });
  });
  return saved;
}

/** Says when the account has been read, so a test can tell "hidden" from "not yet shown". */
function AccountLoaded() {
  return useAccount().isLoading ? null : <p>Account loaded</p>;
}

const tables = { tournamentgame: ['7a000000-0000-4000-8000-000000000001'] };

function renderButton(access: AccessOption[] | null, routes: FakeRoutes = {}) {
  const server = fakeApi({
    '/api/Site': aSite({ name: 'Riverside: "Darts" League' }),
    '/api/Account': access ? aUser(access) : null,
    'POST /api/Data/Export': envelope({ tables: { tournamentgame: 1 }, zip: btoa('PK zip') }),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ClockProvider now={testNow}>
        <main>
          <AccountLoaded />
          <ExportDataButton tables={tables} />
        </main>
      </ClockProvider>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

describe('export file name', () => {
  it.each([
    ['My League', 'My League 2025-11-21.zip'],
    ['Riverside: "Darts" League', 'Riverside Darts League 2025-11-21.zip'],
    ['a/b\\c*d?e<f>g|h', 'a b c d e f g h 2025-11-21.zip'],
    ['  ..hidden  ', 'hidden 2025-11-21.zip'],
    ['', 'League data 2025-11-21.zip'],
  ])('%s → %s', (site, name) => {
    expect(exportFileName(site, testNow())).toBe(name);
  });
});

describe('per-page Export data button (spec 2 §7 Data export)', () => {
  it('is hidden without ExportData', async () => {
    renderButton(['ManageTournaments']);
    await screen.findByText('Account loaded');
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
  });

  it('is hidden from a signed-out visitor', async () => {
    renderButton(null);
    await screen.findByText('Account loaded');
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
  });

  it("exports this page's records with no password and no deleted rows, downloading the zip named after the site and day", async () => {
    const downloads = captureDownloads();
    const { server, user } = renderButton(['ExportData']);
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toEqual({
      password: '',
      includeDeletedEntries: false,
      tables,
    });
    expect(downloads.map((d) => d.name)).toEqual(['Riverside Darts League 2025-11-21.zip']);
    expect(new TextDecoder().decode(await downloads[0]!.bytes)).toBe('PK zip');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is busy while the export runs', async () => {
    let answer: (value: unknown) => void = () => {};
    captureDownloads();
    const { user, server } = renderButton(['ExportData'], {
      'POST /api/Data/Export': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    // Marked disabled but kept focusable, so focus is not lost while it runs; a second press sends nothing.
    const running = screen.getByRole('button', { name: 'Exporting…' });
    expect(running).toHaveAttribute('aria-disabled', 'true');
    expect(running).toHaveFocus();
    await user.click(running);
    expect(server.requestsTo('/api/Data/Export')).toHaveLength(1);
    answer(envelope({ tables: {}, zip: btoa('x') }));
    expect(await screen.findByRole('button', { name: 'Export data' })).not.toHaveAttribute('aria-disabled');
  });

  it("says 'Unable to export data' with the server's errors", async () => {
    const { user } = renderButton(['ExportData'], {
      'POST /api/Data/Export': envelope(undefined, { errors: ['Table not found: nonsense'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    const dialog = await screen.findByRole('dialog', { name: unableToExport });
    expect(dialog).toHaveTextContent('Table not found: nonsense');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export data' })).toHaveFocus();
  });

  it("shows a server fault's text as the error", async () => {
    const { user } = renderButton(['ExportData'], { 'POST /api/Data/Export': reply(500, 'disk full') });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(await screen.findByRole('dialog', { name: unableToExport })).toHaveTextContent('disk full');
  });

  it('says so when the server sent no zip', async () => {
    const { user } = renderButton(['ExportData'], { 'POST /api/Data/Export': envelope({ tables: {} }) });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(await screen.findByRole('dialog', { name: unableToExport })).toHaveTextContent(
      'The server sent no zip file',
    );
  });
});
