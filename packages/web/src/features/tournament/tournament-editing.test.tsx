import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditTournamentGameDto, TournamentGameDto } from '@darts/contract';
import { envelope, reply, type FakeRequest } from '../../testing/fake-api';
import { aTournament, renderTournament, tid, updated } from './testing-tournament';

const editor = ['EnterTournamentResults'] as const;
const manager = ['ManageTournaments'] as const;

afterEach(() => vi.restoreAllMocks());

const bracket = () => screen.getByRole('region', { name: 'Bracket' });
const card = (n: number) => within(bracket()).getByRole('article', { name: `Match ${n}` });
const entrants = (n: number) =>
  within(card(n))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the match dialog (spec 2 §2 side and match dialogs, §4, §5)', () => {
  it('reads Close until something changes, then Save; a decided match moves its winner on', async () => {
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // A best of 5: scores 0 to 3.
    const options = within(within(dialog).getByRole('combobox', { name: 'Side A score' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['–', '0', '1', '2', '3']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side B score' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entrants(1)).toEqual(['Carol3 (winner)', 'Dan1']);
    expect(entrants(4)).toEqual(['Carol', 'Winner of match 2']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('offers Win or Lose when whole teams play (spec 2 §5)', async () => {
    const teams = aTournament()
      .sides.slice(0, 2)
      .map((side, i) => ({
        id: side.id,
        name: i === 0 ? 'Crown' : 'Swan',
        teamId: tid(400 + i),
        players: [],
        noShow: false,
      }));
    const { user } = renderTournament(aTournament({ sides: teams }), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Final)' });
    const scoreA = within(dialog).getByRole('combobox', { name: 'Side A score' });
    expect(
      within(scoreA)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['–', 'Lose', 'Win']);
    await user.selectOptions(scoreA, 'Win');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side B score' }), 'Lose');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('region', { name: 'Venue winner' })).toHaveTextContent('Crown');
  });

  it("refuses a score without a side: 'Select a side first'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Carol from match 1' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to remove Carol from match 1?');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Select a side first');
    expect(entrants(1)).toEqual(['Carol', 'Dan']);
  });

  it('deletes a match whose last side is removed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 2 (Preliminary)' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Eve from match 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Fred from match 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(bracket()).getAllByRole('article')).toHaveLength(4);
  });

  it('drops the Preliminary heading once no preliminary match is left', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    for (const [a, b] of [
      ['Carol', 'Dan'],
      ['Eve', 'Fred'],
    ]) {
      await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
      await user.click(within(dialog).getByRole('button', { name: `Remove ${a} from match 1` }));
      await user.click(within(dialog).getByRole('button', { name: `Remove ${b} from match 1` }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    }
    expect(within(bracket()).getAllByRole('article')).toHaveLength(3);
    expect(
      within(bracket())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Semi-Final', 'Final']);
  });

  it("refuses a later round's score while an earlier match is undecided (spec 2 §4)", async () => {
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 3 (Semi-Final)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Finish entering data for the previous rounds first');
  });

  it("lets a manager change a match's legs, not below 1 ('Best of is invalid')", async () => {
    const { user } = renderTournament(aTournament(), { access: [...manager] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
    const legs = within(dialog).getByRole('spinbutton', { name: 'Best of (legs)' });
    await user.clear(legs);
    await user.type(legs, '0');
    expect(within(dialog).getByText('Best of is invalid')).toBeInTheDocument();
    await user.clear(legs);
    await user.type(legs, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(card(1)).getByText('Best of 7')).toBeInTheDocument();
    expect(within(card(2)).getByText('Best of 5')).toBeInTheDocument();
  });
});

describe("the tournament's bestOf (spec 2 §4, §5: at least 3, every match's legs rewritten)", () => {
  it('is for managers only', async () => {
    renderTournament(aTournament(), { access: [...editor] });
    await screen.findByRole('region', { name: 'Bracket' });
    expect(screen.queryByRole('spinbutton', { name: 'Best of' })).not.toBeInTheDocument();
  });

  it('rewrites every match and refuses 2', async () => {
    const { user } = renderTournament(aTournament(), { access: [...manager] });
    const input = await screen.findByRole('spinbutton', { name: 'Best of' });
    await user.clear(input);
    await user.type(input, '2');
    expect(screen.getByText('Best of is invalid')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '7');
    for (const n of [1, 3, 5]) expect(within(card(n)).getByText('Best of 7')).toBeInTheDocument();
  });
});

describe('Save (spec 2 §4; contract §19.2)', () => {
  it('sends the draft with the token it was loaded with and takes the server copy', async () => {
    const tournament = aTournament();
    let sent: EditTournamentGameDto | undefined;
    const { user, server } = renderTournament(tournament, {
      access: [...editor],
      routes: {
        'PUT /api/Tournament': (request: FakeRequest) => {
          sent = request.body as EditTournamentGameDto;
          const { lastUpdated: _token, ...rest } = sent;
          const saved: TournamentGameDto = { ...(rest as TournamentGameDto), updated: '2025-11-21T21:00:00.0000000Z' };
          return envelope(saved, { messages: ['TournamentGame updated'] });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tournament saved')).toBeInTheDocument();
    expect(sent?.lastUpdated).toBe(updated);
    expect(sent?.round?.matches[0]).toMatchObject({ scoreA: 3, sideA: { name: 'Carol' } });
    expect(sent?.round?.nextRound?.matches[1]?.sideA?.name).toBe('Carol');
    expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says a stale copy (409) was not saved and keeps the changes', async () => {
    const { user } = renderTournament(aTournament(), {
      access: [...editor],
      routes: {
        'PUT /api/Tournament': reply(409, envelope(undefined, { warnings: ['Someone else updated it before you'] })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Preliminary)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const problem = await screen.findByRole('dialog', { name: 'Could not save tournament details' });
    expect(problem).toHaveTextContent('Someone else saved this tournament after you opened it');
    expect(problem).toHaveTextContent('Someone else updated it before you');
    await user.click(within(problem).getByRole('button', { name: 'Keep my changes' }));
    expect(entrants(1)).toEqual(['Carol3 (winner)', 'Dan']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('refuses a tournament with a problem before sending it', async () => {
    const { user, server } = renderTournament(
      aTournament({ sides: [...aTournament().sides, { id: tid(150), players: [], noShow: false }] }),
      {
        access: [...editor],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not save tournament details' });
    expect(dialog).toHaveTextContent('Please enter a name for this side');
    expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(0);
  });
});

describe('sides (spec 2 §2 Add player, §5)', () => {
  const players = [
    { id: tid(301), name: 'Gina', teamId: tid(400), team: 'Crown' },
    { id: tid(302), name: 'Hal', teamId: tid(400), team: 'Crown' },
    { id: tid(200), name: 'Alice', teamId: tid(400), team: 'Crown' },
  ];
  const divisionData = (others: TournamentGameDto['sides'] = []) => ({
    superleague: false,
    teams: [{ id: tid(400), name: 'Crown' }],
    players,
    fixtures: [
      {
        date: '2025-11-21T00:00:00',
        fixtures: [],
        notes: [],
        tournamentFixtures: [
          {
            id: tid(900),
            address: 'The Swan',
            proposed: false,
            players: [],
            sides: others,
            singleRound: false,
            firstRoundMatches: [],
          },
        ],
      },
    ],
    dataErrors: [],
  });

  it("offers 'Add player' only with ManagePlayers (spec 2 §6)", async () => {
    renderTournament(aTournament(), { access: [...editor], routes: { '/api/Division/Data': divisionData() } });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add player' })).not.toBeInTheDocument();
  });

  it("asks for a name ('Please enter a name for this side') and adds the side to the draw", async () => {
    const { user } = renderTournament(aTournament(), {
      access: [...editor, 'ManagePlayers'],
      routes: { '/api/Division/Data': divisionData() },
    });
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a side' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Alice is already in a side: not offered again.
    await within(dialog).findByRole('checkbox', { name: /Gina/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Alice/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /No show/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a name for this side')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /No show/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Gina/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gina');
    // A side with players cannot pick a team.
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('region', { name: 'Playing' })).getByText('Gina')).toBeInTheDocument();
    // Seven sides: three preliminary matches.
    expect(
      within(bracket())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Preliminary', 'Semi-Final', 'Final']);
    expect(within(bracket()).getAllByRole('article')).toHaveLength(6);
  });

  it("adds two or more players 'as individuals', marking one playing in another tournament that date", async () => {
    const { user } = renderTournament(aTournament(), {
      access: [...editor, 'ManagePlayers'],
      routes: {
        '/api/Division/Data': divisionData([
          { id: tid(901), name: 'Hal', players: [{ id: tid(302), name: 'Hal' }], noShow: false },
        ]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a side' });
    expect(
      await within(dialog).findByRole('checkbox', { name: /Hal.*also playing in another tournament/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add as individuals' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Gina/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Hal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add as individuals' }));
    const playing = screen.getByRole('region', { name: 'Playing' });
    expect(within(playing).getByText('Gina')).toBeInTheDocument();
    expect(within(playing).getByText('Hal')).toBeInTheDocument();
    expect(within(playing).getByText('(also playing in another tournament on this date)')).toBeInTheDocument();
  });

  it('removes a side after asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Remove Fred' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove Fred?');
    expect(within(screen.getByRole('region', { name: 'Playing' })).queryByText('Fred')).not.toBeInTheDocument();
    expect(within(bracket()).getAllByRole('article')).toHaveLength(4);
  });
});

describe('180s and hi-checks (spec 2 §5, §9)', () => {
  it("needs a player, then a checkout from 100 to 170: the score card's rule (issue #22)", async () => {
    const { user } = renderTournament(aTournament(), { access: [...editor] });
    const box = await screen.findByRole('region', { name: 'Hi-checks' });
    await user.click(within(box).getByRole('button', { name: 'Add hi-check' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('Ensure a player is selected first');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Hi-check player' }), 'Bob');
    expect(within(box).getByRole('alert')).toHaveTextContent('Enter the score first');
    const score = within(box).getByRole('spinbutton', { name: 'Hi-check score' });
    await user.type(score, '171');
    expect(within(box).getByRole('alert')).toHaveTextContent('171 is not a hi-check: enter a checkout from 100 to 170');
    await user.clear(score);
    await user.type(score, '169');
    expect(within(box).getByRole('alert')).toHaveTextContent('169 cannot be checked out with three darts');
    await user.clear(score);
    await user.type(score, '161');
    await user.click(within(box).getByRole('button', { name: 'Add hi-check' }));
    expect(within(box).getByRole('listitem')).toHaveTextContent('Bob 161');

    const oneEighties = screen.getByRole('region', { name: '180s' });
    await user.click(within(oneEighties).getByRole('button', { name: 'Add 180' }));
    expect(within(oneEighties).getByRole('alert')).toHaveTextContent('Ensure a player is selected first');
    await user.selectOptions(within(oneEighties).getByRole('combobox', { name: '180 player' }), 'Eve');
    await user.click(within(oneEighties).getByRole('button', { name: 'Add 180' }));
    expect(within(oneEighties).getByRole('listitem')).toHaveTextContent('Eve');
  });
});

describe('unsaved changes (spec 2 §4: deep comparison)', () => {
  it('are not unsaved once undone, and leaving with them asks first', async () => {
    const { user, router } = renderTournament(aTournament(), { access: [...editor] });
    const box = await screen.findByRole('region', { name: '180s' });
    await user.selectOptions(within(box).getByRole('combobox', { name: '180 player' }), 'Eve');
    await user.click(within(box).getByRole('button', { name: 'Add 180' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Remove 180 by Eve' }));
    // Back to what was saved: nothing to warn about.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.selectOptions(within(box).getByRole('combobox', { name: '180 player' }), 'Eve');
    await user.click(within(box).getByRole('button', { name: 'Add 180' }));
    await act(() => router.navigate('/elsewhere'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent('The tournament has changes that have not been saved.');
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/tournament/${tid(1)}`);
  });
});
