import { dataTexts, type SingleDataResultDto, type TableDto } from '@darts/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, reply, type FakeRoutes } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp, renderAt } from '../../testing/render-app';
import { DataBrowser, enterTableText } from './data-browser';

const divisionId = '11111111-1111-4111-8111-111111111111';
const seasonId = '22222222-2222-4222-8222-222222222222';
const teamId = '33333333-3333-4333-8333-333333333333';
const teamSeasonId = '55555555-5555-4555-8555-555555555555';
const playerId = '66666666-6666-4666-8666-666666666666';

const tables: TableDto[] = ['division', 'season', 'team'].map((name) => ({
  name,
  partitionKey: '/id',
  dataTypeName: name[0]!.toUpperCase() + name.slice(1),
  canImport: false,
  canExport: true,
}));

/** `n` team rows, the third deleted. */
const teamRows = (n: number): SingleDataResultDto[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name: `Team ${i + 1}`,
    divisionId,
    seasonId,
    ...(i === 2 ? { deleted: '2026-02-01T10:00:00Z', remover: 'Sam' } : {}),
  }));

/** A team as the server's View sends it: its season registrations (own ids) embedded, and no `Version`. */
const storedTeam = {
  id: teamId,
  Name: 'Kings Arms',
  Address: '',
  DivisionId: divisionId,
  Seasons: [
    { id: teamSeasonId, SeasonId: seasonId, DivisionId: divisionId, Players: [{ id: playerId, Name: 'Alex' }] },
  ],
  Created: '2026-01-01T00:00:00Z',
  Author: 'Sam',
  _etag: 'secret-looking',
};

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

function renderBrowser(url: string, routes: FakeRoutes = {}) {
  const server = fakeApi({
    'GET /api/Data/Tables': tables,
    'GET /api/Data/Browse/team': envelope(teamRows(23)),
    'GET /api/Data/Browse/season': envelope([]),
    [`GET /api/Data/View/team/${teamId}`]: envelope(storedTeam),
    'GET /api/Data/View/team/:id': envelope(undefined, { errors: [dataTexts.recordNotFound] }),
    ...routes,
  });
  renderAt(
    <>
      <DataBrowser />
      <Address />
    </>,
    { path: '/admin/browser', url },
  );
  return { server, user: userEvent.setup() };
}

describe('data browser', () => {
  it('asks for a table before browsing, then puts table and id in the address', async () => {
    const { user, server } = renderBrowser('/admin/browser');
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    expect(screen.getByRole('alert')).toHaveTextContent(enterTableText);
    expect(server.requestsTo('/api/Data/Browse/')).toHaveLength(0);
    await user.type(screen.getByLabelText('Table'), 'team');
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    expect(address()).toBe('?table=team');
    expect(screen.queryByText(enterTableText)).not.toBeInTheDocument();
    expect(await screen.findByText('Rows 1–10 of 23')).toBeInTheDocument();
  });

  it('lists the tables it may browse', async () => {
    renderBrowser('/admin/browser');
    expect(await screen.findByText('Tables: division, season, team')).toBeInTheDocument();
  });

  it('pages the rows by page and pageSize, linking each id, division and season to its record', async () => {
    const { user } = renderBrowser('/admin/browser?table=team&page=2');
    expect(await screen.findByText('Rows 21–23 of 23')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Rows of team' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Team 21');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByText('Next')).not.toHaveAttribute('href');
    await user.click(within(pages).getByRole('link', { name: 'Previous' }));
    expect(address()).toBe('?table=team&page=1');
    expect(await screen.findByText('Rows 11–20 of 23')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Page 1' }));
    expect(address()).toBe('?table=team');
    const third = screen.getByText('Team 3').closest('li')!;
    expect(third).toHaveTextContent('Deleted 2026-02-01T10:00:00Z by Sam');
    expect(within(third).getByRole('link', { name: divisionId })).toHaveAttribute(
      'href',
      `/admin/browser?table=division&id=${divisionId}`,
    );
    await user.click(within(third).getByRole('link', { name: '00000000-0000-4000-8000-000000000003' }));
    expect(address()).toBe('?table=team&id=00000000-0000-4000-8000-000000000003');
    expect(screen.getByLabelText('Id (optional)')).toHaveValue('00000000-0000-4000-8000-000000000003');
  });

  it('changes the page size from a labelled picker', async () => {
    const { user } = renderBrowser('/admin/browser?table=team');
    await screen.findByText('Rows 1–10 of 23');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(address()).toBe('?table=team&pageSize=50');
    expect(screen.getByText('Rows 1–23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says No rows for an empty table', async () => {
    renderBrowser('/admin/browser?table=season');
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });

  it('shows a refused browse with its error and a way to try again', async () => {
    let refuse = true;
    const { user } = renderBrowser('/admin/browser?table=pub', {
      'GET /api/Data/Browse/pub': () =>
        refuse ? envelope(undefined, { errors: [dataTexts.tableNotFound('pub')] }) : envelope([]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Table not found: pub');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });

  it('shows a server fault with a way to try again', async () => {
    renderBrowser('/admin/browser?table=team', { 'GET /api/Data/Browse/team': reply(500, 'database down') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('database down');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a record without _ or audit properties or empty values, with ids linked to depth 1', async () => {
    renderBrowser(`/admin/browser?table=team&id=${teamId}`);
    expect(await screen.findByRole('heading', { name: `team ${teamId}` })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toContain('Name');
    for (const hidden of ['_etag', 'Created', 'Author', 'Address']) expect(terms).not.toContain(hidden);
    expect(screen.getByText('Kings Arms')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: divisionId });
    // The record's own DivisionId links; the season's (depth 2) does not.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/admin/browser?table=division&id=${divisionId}`);
    expect(screen.queryByRole('link', { name: seasonId })).not.toBeInTheDocument();
  });

  it('shows audit values, empty values and deeper links when switched on, keeping them in the address', async () => {
    const { user } = renderBrowser(`/admin/browser?table=team&id=${teamId}`);
    await screen.findByText('Kings Arms');
    await user.click(screen.getByRole('switch', { name: 'Show audit values' }));
    await user.click(screen.getByRole('switch', { name: 'Show empty values' }));
    await user.selectOptions(screen.getByLabelText('Link ids up to depth'), '2');
    expect(address()).toBe(`?table=team&id=${teamId}&showEmptyValues=true&showAuditValues=true&showIdsUptoDepth=2`);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    for (const shown of ['Created', 'Author', 'Address']) expect(terms).toContain(shown);
    expect(terms).not.toContain('_etag');
    expect(screen.getAllByRole('link', { name: divisionId })).toHaveLength(2);
    expect(screen.getByRole('link', { name: seasonId })).toHaveAttribute(
      'href',
      expect.stringContaining(`table=season&id=${seasonId}`),
    );
  });

  // Issue #28: a team's registration in a season is part of the team record; no table holds it alone.
  it("shows the ids of the rows a record owns (a team's season registrations, their players) unlinked", async () => {
    renderBrowser(`/admin/browser?table=team&id=${teamId}&showIdsUptoDepth=5`);
    const seasons = await screen.findByRole('list', { name: 'Seasons, 1 item' });
    expect(within(seasons).getByText(teamSeasonId)).toBeInTheDocument();
    expect(within(seasons).getByText(playerId)).toBeInTheDocument();
    expect(within(seasons).getByRole('link', { name: seasonId })).toHaveAttribute(
      'href',
      `/admin/browser?table=season&id=${seasonId}&showIdsUptoDepth=5`,
    );
    expect(within(seasons).getByRole('link', { name: divisionId })).toBeInTheDocument();
    for (const own of [teamSeasonId, playerId]) {
      expect(within(seasons).queryByRole('link', { name: own })).not.toBeInTheDocument();
    }
  });

  // Issue #28: this server's records carry no Version, so there is no switch that could never show one.
  it('offers no Show version switch, and answers showVersion=true with No version', async () => {
    renderBrowser(`/admin/browser?table=team&id=${teamId}`);
    await screen.findByText('Kings Arms');
    expect(screen.queryByRole('switch', { name: /version/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/No version/)).not.toBeInTheDocument();
    cleanup();
    renderBrowser(`/admin/browser?table=team&id=${teamId}&showVersion=true`);
    await screen.findByText('Kings Arms');
    expect(screen.getByText('No version: this server does not version its records.')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).not.toContain('Version');
  });

  it('says Record not found with a way back to the table', async () => {
    const { user } = renderBrowser('/admin/browser?table=team&id=44444444-4444-4444-8444-444444444444');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dataTexts.recordNotFound);
    await user.click(within(alert).getByRole('link', { name: 'All rows of team' }));
    expect(address()).toBe('?table=team');
  });
});

describe('data browser in the admin page', () => {
  it('is the Data browser tab for an account with ExportData', async () => {
    renderApp('/admin/browser?table=season', {
      routes: leagueRoutes({
        '/api/Account': aUser(['ExportData']),
        'GET /api/Data/Tables': tables,
        'GET /api/Data/Browse/season': envelope([]),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Data browser', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });
});
