import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aLeague } from '../../../testing/fixtures';
import type { DivisionData } from '../division-data';
import { aDivisionData, ids, loadDivisionRoute, renderDivision } from '../testing-data';

beforeAll(loadDivisionRoute);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

type Tournament = DivisionData['fixtures'][number]['tournamentFixtures'][number];

/** A held tournament whose sides are `sides` (a team's id, or player ids); `players` lists no one. */
function aTournament(
  id: string,
  address: string,
  sides: Array<{ teamId: string } | { playerIds: string[] }>,
): Tournament {
  return {
    id,
    address,
    type: 'Singles',
    proposed: false,
    players: [],
    singleRound: false,
    firstRoundMatches: [],
    sides: sides.map((side, index) => ({
      id: `side-${index}`,
      name: `Side ${index}`,
      noShow: false,
      ...('teamId' in side
        ? { teamId: side.teamId, players: [] }
        : { players: side.playerIds.map((player) => ({ id: player, name: player })) }),
    })),
  };
}

/** Three cup nights on 26 Nov: Crown as a team, Bob (of Crown) in a pair, and Alice (Swan) alone. */
const withCupNights = (league: ReturnType<typeof aLeague>) => {
  const data = aDivisionData(league.premier, league.current);
  const day = data.fixtures.find((d) => d.date.startsWith('2025-11-26'))!;
  day.tournamentFixtures.push(
    aTournament('t-team', 'Anchor Arms', [{ teamId: ids.crown }, { teamId: ids.swan }]),
    aTournament('t-pair', 'Bell Arms', [{ playerIds: [ids.alice, ids.bob] }]),
    aTournament('t-alice', 'Crown Arms', [{ playerIds: [ids.alice] }]),
    { address: 'Swan Arms', proposed: true, players: [], sides: [], singleRound: false, firstRoundMatches: [] },
  );
  return data;
};

const tournamentLinks = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('team page (spec 1 §2)', () => {
  it("lists the team's tournaments: as a team, or through one of its players", async () => {
    renderDivision('/division/Premier/team:Crown/Winter%202025', { data: withCupNights });
    await screen.findByRole('heading', { name: 'Crown', level: 2 });
    expect(tournamentLinks('Tournaments of Crown')).toEqual([
      ['Wed 26 Nov: Singles at Anchor Arms', '/tournament/t-team'],
      ['Wed 26 Nov: Singles at Bell Arms', '/tournament/t-pair'],
    ]);
  });

  it('has no tournaments heading for a team that entered none', async () => {
    renderDivision('/division/Premier/team:Anchor/Winter%202025', { data: withCupNights });
    await screen.findByRole('heading', { name: 'Anchor', level: 2 });
    expect(screen.queryByRole('heading', { name: 'Tournaments' })).toBeNull();
  });

  it('shows the name, address, fixtures (P when postponed, - when not played) and players', async () => {
    renderDivision('/division/Premier/team:CROWN/Winter%202025');
    expect(await screen.findByRole('heading', { name: 'Crown', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Crown Arms')).toBeInTheDocument();
    const fixtures = within(screen.getByRole('table', { name: 'Fixtures of Crown' }))
      .getAllByRole('row')
      .slice(1);
    expect(fixtures.map(cells)).toEqual([
      ['Wed 1 Oct', 'Swan', '5', '2', 'Crown'],
      ['Wed 8 Oct', 'Crown', 'P', 'P', 'Anchor'],
    ]);
    expect(within(fixtures[0]!).getByRole('link', { name: 'Wed 1 Oct' })).toHaveAttribute(
      'href',
      `/score/${ids.played}`,
    );
    const players = within(screen.getByRole('table', { name: 'Players of Crown' }));
    expect(players.getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent)).toEqual([
      'Bob Brown',
    ]);
  });

  it('finds the team by id, and shows a missing score as -', async () => {
    renderDivision(`/division/Premier/team:${ids.anchor}`);
    await screen.findByRole('heading', { name: 'Anchor', level: 2 });
    const fixtures = within(screen.getByRole('table', { name: 'Fixtures of Anchor' }))
      .getAllByRole('row')
      .slice(1);
    expect(fixtures.map(cells)).toEqual([
      ['Wed 8 Oct', 'Crown', 'P', 'P', 'Anchor'],
      ['Wed 26 Nov', 'Anchor', '-', '-', 'Swan'],
    ]);
  });

  it("says 'Team could not be found' with a Teams button", async () => {
    renderDivision('/division/Premier/team:Nobody/Winter%202025');
    expect(await screen.findByRole('heading', { name: 'Team could not be found' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Team could not be found' });
    expect(within(section).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'href',
      '/division/Premier/teams/Winter%202025',
    );
  });

  it('offers Edit team and Add player to managers', async () => {
    renderDivision('/division/Premier/team:Crown', { access: ['ManageTeams', 'ManagePlayers'] });
    await screen.findByRole('heading', { name: 'Crown', level: 2 });
    expect(screen.getByRole('button', { name: 'Edit team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add player' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Carl Cole' })).toBeInTheDocument();
  });
});

describe('player page (spec 1 §2)', () => {
  it("shows the player's row, team and fixtures, found by name and team in any case", async () => {
    renderDivision('/division/Premier/player:alice ARCHER@swan/Winter%202025');
    expect(await screen.findByRole('heading', { name: 'Alice Archer captain', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Plays for').querySelector('a')).toHaveAttribute(
      'href',
      '/division/Premier/team:Swan/Winter%202025',
    );
    const row = within(screen.getByRole('table', { name: 'Alice Archer, Winter 2025' })).getAllByRole('row')[1]!;
    expect(cells(row)).toEqual(['1', 'Swan', '3', '2', '1', '8', '66.67', '2', '0', '–', '–']);
    const fixtures = within(screen.getByRole('table', { name: 'Fixtures Alice Archer played in' }))
      .getAllByRole('row')
      .slice(1);
    expect(fixtures.map(cells)).toEqual([['Wed 1 Oct', 'Swan', '5', '2', 'Crown']]);
  });

  it('finds a player by id and lists their tournaments', async () => {
    renderDivision(`/division/Premier/player:${ids.bob}`, {
      data: (league) => {
        const data = aDivisionData(league.premier, league.current);
        data.fixtures[0]!.tournamentFixtures.push({
          id: 'aaaaaaaa-0000-4000-8000-000000000001',
          address: 'Crown Arms',
          date: data.fixtures[0]!.date,
          type: 'Singles',
          proposed: false,
          players: [ids.bob],
          sides: [],
          singleRound: false,
          firstRoundMatches: [],
          winningSide: { id: 's', name: 'Bob Brown', players: [], noShow: false },
        });
        return data;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bob Brown', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wed 8 Oct: Singles at Crown Arms' })).toHaveAttribute(
      'href',
      '/tournament/aaaaaaaa-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('— winner Bob Brown')).toBeInTheDocument();
  });

  it('lists tournaments the player is in a side of', async () => {
    renderDivision('/division/Premier/player:Alice Archer@Swan/Winter%202025', { data: withCupNights });
    await screen.findByRole('heading', { name: 'Alice Archer captain', level: 2 });
    expect(tournamentLinks('Tournaments Alice Archer played in')).toEqual([
      ['Wed 26 Nov: Singles at Bell Arms', '/tournament/t-pair'],
      ['Wed 26 Nov: Singles at Crown Arms', '/tournament/t-alice'],
    ]);
  });

  it("says '{player} could not be found' with a link to the team", async () => {
    renderDivision('/division/Premier/player:Zed Zee@crown/Winter%202025');
    expect(await screen.findByRole('heading', { name: 'Zed Zee could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crown' })).toHaveAttribute(
      'href',
      '/division/Premier/team:Crown/Winter%202025',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Division' })).getByRole('link', { name: 'Player Details' }),
    ).toBeInTheDocument();
  });
});
