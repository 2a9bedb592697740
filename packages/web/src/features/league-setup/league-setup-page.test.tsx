import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DivisionDto, SeasonDto } from '@darts/contract';
import { envelope, type FakeRequest } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const secretary = aUser(['ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManagePlayers']);
const updated = '2025-11-01T10:00:00.0000000Z';

/** An empty install whose league writes answer like the server, recording what they were sent. */
function emptyLeague(refuse: { team?: string; player?: string } = {}) {
  let next = 0;
  const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
  const divisions: DivisionDto[] = [];
  return leagueRoutes({
    '/api/Account': secretary,
    '/api/Division': () => divisions,
    '/api/Season': [],
    '/api/Team': [],
    'PUT /api/Division': ({ body }: FakeRequest) => {
      const division = { id: id(), name: (body as { name: string }).name, superleague: false, updated };
      divisions.push(division);
      return envelope(division, { messages: ['Division updated'] });
    },
    'PUT /api/Season': ({ body }: FakeRequest) => {
      const edit = body as { name: string; startDate: string; endDate: string; divisionIds: string[] };
      const season: SeasonDto = {
        id: id(),
        name: edit.name,
        startDate: edit.startDate,
        endDate: edit.endDate,
        isCurrent: true,
        divisions: divisions.filter((d) => edit.divisionIds.includes(d.id)),
        updated,
      };
      return envelope(season, { messages: ['Season updated'] });
    },
    'PUT /api/Team': ({ body }: FakeRequest) => {
      const edit = body as { name: string; address: string };
      if (edit.name === refuse.team)
        return envelope(undefined, { errors: [`A team called '${edit.name}' is already in the season`] });
      return envelope({ id: id(), name: edit.name, address: edit.address, updated, seasons: [] });
    },
    'POST /api/Player/:division/:season/:team': ({ body }: FakeRequest) => {
      const name = (body as { name: string }).name;
      if (name === refuse.player) return envelope(undefined, { errors: ['Player cannot be added, not permitted'] });
      return envelope({ id: id(), name: 'team', address: '', updated, seasons: [] });
    },
  });
}

const sent = (requests: FakeRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path)).map((r) => r.body as Record<string, unknown>);

describe('league set-up page (issue #22)', () => {
  it('is not offered to an account without every option it writes with', async () => {
    renderApp('/setup', { routes: leagueRoutes({ '/api/Account': aUser(['ManageSeasons', 'ManageTeams']) }) });
    expect(await screen.findByRole('heading', { name: 'Not permitted' })).toBeInTheDocument();
  });

  it('makes a season and its divisions, then the teams with venues, then their players', async () => {
    const { user, server } = renderApp('/setup', { routes: emptyLeague() });
    expect(await screen.findByRole('heading', { name: 'Set up your league' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Set up your league – Riverside Darts League'));

    await user.click(screen.getByRole('button', { name: 'Save season and divisions' }));
    expect(screen.getByText('Enter a season name')).toBeInTheDocument();
    expect(screen.getByText(/Enter at least one division name/)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await user.type(screen.getByLabelText('Season name'), 'Winter 2025');
    await user.type(screen.getByLabelText('Divisions'), 'Premier{Enter}{Enter}  Division   One ');
    await user.click(screen.getByRole('button', { name: 'Save season and divisions' }));

    expect(await screen.findByRole('heading', { name: 'Teams' })).toHaveFocus();
    expect(sent(server.requests, 'PUT', /Division$/)).toEqual([
      { name: 'Premier', superleague: false },
      { name: 'Division One', superleague: false },
    ]);
    const [season] = sent(server.requests, 'PUT', /Season\/$/);
    expect(season).toMatchObject({
      name: 'Winter 2025',
      startDate: '2025-11-21T00:00:00',
      endDate: '2026-08-20T00:00:00',
      divisionIds: [expect.any(String), expect.any(String)],
    });

    // A name in two boxes is refused before anything is sent, naming its line.
    await user.type(screen.getByLabelText('Teams in Premier'), 'The Crown, 1 High St{Enter}The Bell - 2 Mill Lane');
    await user.type(screen.getByLabelText('Teams in Division One'), 'The Swan{Enter}the crown, 3 Quay');
    await user.click(screen.getByRole('button', { name: 'Save teams' }));
    expect(
      screen.getByText("Line 2 (the crown, 3 Quay): A team called 'the crown' is already in Premier"),
    ).toBeInTheDocument();
    expect(sent(server.requests, 'PUT', /Team\/$/)).toEqual([]);

    await user.clear(screen.getByLabelText('Teams in Division One'));
    await user.type(screen.getByLabelText('Teams in Division One'), 'The Swan{Enter}The Anchor, 3 Quay');
    await user.click(screen.getByRole('button', { name: 'Save teams' }));
    expect(await screen.findByRole('heading', { name: 'Players' })).toHaveFocus();
    expect(sent(server.requests, 'PUT', /Team\/$/).map((t) => [t.name, t.address])).toEqual([
      ['The Crown', '1 High St'],
      ['The Bell', '2 Mill Lane'],
      ['The Swan', ''],
      ['The Anchor', '3 Quay'],
    ]);

    await user.type(screen.getByLabelText('Players of The Crown'), 'Ann{Enter}Bob');
    await user.type(screen.getByLabelText('Players of The Anchor'), 'Cat');
    await user.click(screen.getByRole('button', { name: 'Save players' }));
    expect(await screen.findByRole('heading', { name: 'Your league is set up' })).toBeInTheDocument();
    expect(sent(server.requests, 'POST', /Player/).map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cat']);
    expect(screen.getByText(/has 2 divisions, 4 teams and 3 players/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premier: teams' })).toHaveAttribute(
      'href',
      '/division/Premier/teams/Winter%202025',
    );
  });

  it('keeps what was typed when the server refuses lines, says which, and sends only those again', async () => {
    const { user, server } = renderApp('/setup', { routes: emptyLeague({ team: 'The Bell', player: 'Bob' }) });
    await user.type(await screen.findByLabelText('Season name'), 'Winter 2025');
    await user.type(screen.getByLabelText('Divisions'), 'Premier');
    await user.click(screen.getByRole('button', { name: 'Save season and divisions' }));

    const teams = await screen.findByLabelText('Teams in Premier');
    await user.type(teams, 'The Crown, 1 High St{Enter}The Bell, 2 Mill Lane');
    await user.click(screen.getByRole('button', { name: 'Save teams' }));
    expect(
      await screen.findByText("Line 2 (The Bell, 2 Mill Lane): A team called 'The Bell' is already in the season"),
    ).toBeInTheDocument();
    expect(teams).toHaveValue('The Crown, 1 High St\nThe Bell, 2 Mill Lane');
    expect(teams).toHaveFocus();
    expect(screen.getByText('1 saved')).toBeInTheDocument();

    await user.clear(teams);
    await user.type(teams, 'The Crown, 1 High St{Enter}The Bells, 2 Mill Lane');
    await user.click(screen.getByRole('button', { name: 'Save teams' }));
    await screen.findByRole('heading', { name: 'Players' });
    expect(sent(server.requests, 'PUT', /Team\/$/).map((t) => t.name)).toEqual(['The Crown', 'The Bell', 'The Bells']);

    await user.type(screen.getByLabelText('Players of The Crown'), 'Ann{Enter}Bob');
    await user.click(screen.getByRole('button', { name: 'Save players' }));
    const box = await screen.findByLabelText('Players of The Crown');
    await waitFor(() =>
      expect(
        within(box.parentElement!).getByText('Line 2 (Bob): Player cannot be added, not permitted'),
      ).toBeInTheDocument(),
    );
    expect(box).toHaveValue('Ann\nBob');
  });
});
