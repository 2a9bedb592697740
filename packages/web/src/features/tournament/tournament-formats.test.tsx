import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentTexts, type EditTournamentGameDto, type TournamentGameDto } from '@darts/contract';
import { sidesAfterDrawTexts } from '@darts/domain';
import { envelope } from '../../testing/fake-api';
import { aDrawnTournament, aTournament, renderTournament, someSides, tid } from './testing-tournament';
import { withPlacedMatch } from './stage-model';

const manager = ['ManageTournaments', 'EnterTournamentResults'] as const;
const later = (t: TournamentGameDto): TournamentGameDto => ({ ...t, updated: '2025-11-21T21:00:00.0000000Z' });

describe('format settings before the draw (issue #26)', () => {
  it("says why a shape cannot be drawn (the domain's layoutProblem) and keeps Draw off", async () => {
    const { user } = renderTournament(aTournament({ sides: someSides(['Ann', 'Bob', 'Cat']) }), {
      access: [...manager],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Format' }), 'Double elimination');
    expect(screen.getByText('Double elimination needs 4 to 64 sides')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Grand final reset/ })).not.toBeChecked();
  });

  it('saves the format, reset, groups going through and boards with the tournament', async () => {
    const { user, server } = renderTournament(aTournament(), {
      access: [...manager],
      routes: { 'PUT /api/Tournament': envelope(later(aTournament({ format: 'groups', groupAdvance: 1, boards: 3 }))) },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Format' }), 'Groups then knockout');
    await user.clear(screen.getByRole('spinbutton', { name: 'Groups' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Groups' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Go through from each' }), '1');
    await user.type(screen.getByRole('spinbutton', { name: 'Boards at the venue' }), '3');
    expect(screen.getByText('Save the changes first, then draw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    const sent = server.requestsTo('/api/Tournament', 'PUT')[0]!.body as EditTournamentGameDto;
    expect(sent).toMatchObject({ format: 'groups', groupAdvance: 1, boards: 3 });
  });

  it('is not offered to a scorer without ManageTournaments', async () => {
    renderTournament(aTournament(), { access: ['EnterTournamentResults'] });
    await screen.findByRole('region', { name: 'Bracket' });
    expect(screen.queryByRole('heading', { name: 'Format and draw' })).not.toBeInTheDocument();
  });
});

describe('the draw (issue #26)', () => {
  it('asks the server for a seeded draw with the best of per stage, then shows the draw to everyone', async () => {
    const saved = aTournament({ format: 'doubleElimination', sides: someSides(['A', 'B', 'C', 'D', 'E', 'F']) });
    const drawn = later(aDrawnTournament(6, { format: 'doubleElimination' }, 'seeded'));
    const { user, server } = renderTournament(saved, {
      access: [...manager],
      routes: { [`POST /api/Tournament/${tid(1)}/Draw`]: envelope(drawn, { messages: ['Draw made'] }) },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Grand Final' }), '7');
    await user.type(screen.getByRole('spinbutton', { name: 'Winners Final' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Losers Final' }), '3');
    await user.click(screen.getByRole('button', { name: 'Draw by seed' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')[0]!.body).toEqual({
      method: 'seeded',
      roundBestOf: { groups: null, rounds: [null, null, 5], losersRounds: [null, null, null, 3], final: 7 },
    });
    expect(
      await screen.findByText(/^Double elimination · Drawn by seed by Olive Organiser on 21 Nov 2025, \d\d:30:00$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Losers bracket' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Draw made');
  });

  it('shows the draw record to a signed-out watcher', async () => {
    renderTournament(aDrawnTournament(8));
    expect(
      await screen.findByText(/^Knockout · Drawn at random by Olive Organiser on 21 Nov 2025, \d\d:30:00$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
  });

  it("swaps two sides through the server, and shows the server's refusal once a match has started", async () => {
    const drawn = aDrawnTournament(8);
    const { user, server } = renderTournament(drawn, {
      access: [...manager],
      routes: {
        [`POST /api/Tournament/${tid(1)}/Swap`]: envelope(drawn, { warnings: [tournamentTexts.drawLocked] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Swap sides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap sides' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side' }), 'Player 1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Swap with' }), 'Player 8');
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}/Swap`, 'POST')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}/Swap`, 'POST')[0]!.body).toEqual({
      sideA: drawn.sides[0]!.id,
      sideB: drawn.sides[7]!.id,
    });
    const refusal = await screen.findByRole('dialog', { name: 'The sides could not be swapped' });
    expect(refusal).toHaveTextContent(tournamentTexts.drawLocked);
  });

  it("edits a side's seed in its side dialog, saved with the tournament", async () => {
    const { user, server } = renderTournament(aTournament(), {
      access: [...manager],
      routes: { 'PUT /api/Tournament': envelope(later(aTournament())) },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alice' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Seed' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    const sent = server.requestsTo('/api/Tournament', 'PUT')[0]!.body as EditTournamentGameDto;
    expect(sent.sides?.find((s) => s.name === 'Alice')).toMatchObject({ seed: 1 });
  });
});

describe('boards and groups on the page (issue #26)', () => {
  it("sets a match's board by hand (PATCH board) and shows the server's copy", async () => {
    const drawn = { ...aDrawnTournament(4), boards: 4 };
    const round = drawn.round!;
    const withBoard = later({
      ...drawn,
      round: { ...round, matches: round.matches.map((m, i) => (i === 1 ? { ...m, board: 3 } : m)) },
    });
    const { user, server } = renderTournament(drawn, {
      access: [...manager],
      routes: { [`PATCH /api/Tournament/${tid(1)}`]: envelope(withBoard, { messages: ['Board set'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Set the board of match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Board for match 2' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Board' }), 'Board 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')[0]!.body).toEqual({
      board: { matchId: round.matches[1]!.id, board: 3 },
    });
    // On the match's card; the header's overlay link also offers a 'Board 3' option.
    expect(await screen.findByText('Board 3', { selector: ':not(option)' })).toBeInTheDocument();
  });

  it('takes a match off the boards by hand (PATCH board null) and says it is not on a board', async () => {
    const drawn = { ...aDrawnTournament(4), boards: 1 };
    const round = drawn.round!;
    const onBoard = {
      ...drawn,
      round: { ...round, matches: round.matches.map((m, i) => (i === 0 ? { ...m, board: 1 } : m)) },
    };
    const offBoard = later({
      ...drawn,
      round: {
        ...round,
        matches: round.matches.map((m, i) => (i === 0 ? { ...m, offBoard: true } : i === 1 ? { ...m, board: 1 } : m)),
      },
    });
    const { user, server } = renderTournament(onBoard, {
      access: [...manager],
      routes: { [`PATCH /api/Tournament/${tid(1)}`]: envelope(offBoard, { messages: ['Board cleared'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Set the board of match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Board for match 1' });
    const board = within(dialog).getByRole('combobox', { name: 'Board' });
    expect(board).toHaveValue('1');
    expect(board).toHaveAccessibleDescription('A match not on a board gets none by itself until you set one here.');
    await user.selectOptions(board, 'Not on a board');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')[0]!.body).toEqual({
      board: { matchId: round.matches[0]!.id, board: null },
    });
    const first = await screen.findByRole('article', { name: 'Match 1' });
    expect(await within(first).findByText('Not on a board')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Match 2' })).getByText('Board 1')).toBeInTheDocument();
  });

  it("shows each group's table and matches, then the knockout", async () => {
    renderTournament(aDrawnTournament(16, { format: 'groups', groupCount: 4, groupAdvance: 2 }));
    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Group A', 'Group B', 'Group C', 'Group D', 'Knockout']));
    const table = screen.getByRole('table', { name: 'Group A table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label') ?? h.textContent),
    ).toEqual(['#', 'Side', 'Played', 'Won', 'Lost', 'Legs for', 'Legs against', 'Difference', 'Average']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    // Four sides meet each other once: six matches in the group's region.
    expect(within(screen.getByRole('region', { name: 'Group A' })).getAllByRole('article')).toHaveLength(6);
  });
});

describe('the match dialog in every stage (issue #26)', () => {
  /** Match n's entrants as the page shows them. */
  const entrants = (n: number) =>
    within(screen.getByRole('article', { name: `Match ${n}` }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('edits a losers-bracket match: its fed sides shown, its score saved with the tournament and moved on', async () => {
    // 4 sides: winners matches 1–3, losers 4–5, grand final 6; winners round 1 played.
    let night = aDrawnTournament(4, { format: 'doubleElimination' });
    for (const m of [0, 1])
      night = withPlacedMatch(night, { stage: 'round', roundIndex: 0, matchIndex: m }, (x) => ({
        ...x,
        scoreA: 2,
        scoreB: 0,
      }));
    const { user, server } = renderTournament(night, {
      access: [...manager],
      routes: { 'PUT /api/Tournament': envelope(later(night)) },
    });
    await screen.findByRole('article', { name: 'Match 1' });
    // Side A wins each: the B sides drop into the losers bracket.
    const [loserOf1, loserOf2] = night.round!.matches.map((m) => m.sideB!.name!);
    expect(entrants(5)).toEqual(['Winner of match 4', 'Loser of match 3']);
    await user.click(await screen.findByRole('button', { name: 'Edit match 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 4 (Losers Round 1)' });
    // The draw feeds the sides: shown, never picked or removed.
    expect(within(dialog).getByText(loserOf1!)).toBeInTheDocument();
    expect(within(dialog).getByText(loserOf2!)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Side A' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side B score' }), '2');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Best of (legs)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Best of (legs)' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The winner moves on into the losers final.
    expect(entrants(5)).toEqual([loserOf2, 'Loser of match 3']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    const sent = server.requestsTo('/api/Tournament', 'PUT')[0]!.body as EditTournamentGameDto;
    expect(sent.losersRound?.matches[0]).toMatchObject({ scoreA: 1, scoreB: 2 });
  });

  it('edits the grand final, saying where its sides come from', async () => {
    const { user } = renderTournament(aDrawnTournament(4, { format: 'doubleElimination' }), { access: [...manager] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 6' }));
    const final = screen.getByRole('dialog', { name: 'Match 6 (Grand Final)' });
    expect(within(final).getByText('Winner of match 3')).toBeInTheDocument();
    expect(within(final).getByText('Winner of match 5')).toBeInTheDocument();
    await user.click(within(final).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a group match, its winner marked', async () => {
    const { user } = renderTournament(aDrawnTournament(6, { format: 'groups', groupCount: 2, groupAdvance: 1 }), {
      access: [...manager],
    });
    const group = await screen.findByRole('region', { name: 'Group A' });
    await user.click(within(group).getByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Matches)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side A score' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(entrants(1)[0]).toMatch(/2 \(winner\)$/);
  });
});

describe('sides added after the draw (issue #26)', () => {
  /** Adds a side named `name` (playing unless `noShow`) through the Add a side dialog; answers the dialog. */
  async function addSide(user: ReturnType<typeof renderTournament>['user'], name: string) {
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a side' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    return dialog;
  }

  it('before any match: says the draw is undone, and the saved night asks for the draw again', async () => {
    const drawn = aDrawnTournament(4);
    const { user, server } = renderTournament(drawn, {
      access: [...manager, 'ManagePlayers'],
      routes: {
        // Saved, with a warning (success true): the draw is undone.
        'PUT /api/Tournament': {
          ...envelope(later(aTournament({ sides: drawn.sides }))),
          warnings: [tournamentTexts.drawUndone],
        },
      },
    });
    const dialog = await addSide(user, 'Late Larry');
    expect(dialog).toHaveTextContent('adding a side that plays undoes the draw');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Format and draw' });
    expect(within(panel).getByRole('status')).toHaveTextContent(tournamentTexts.drawUndone);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    const sent = server.requestsTo('/api/Tournament', 'PUT')[0]!.body as EditTournamentGameDto;
    expect(sent.sides?.map((side) => side.name)).toContain('Late Larry');
    expect(sent).not.toHaveProperty('draw');
    expect(await screen.findByRole('dialog', { name: 'Saved, with warnings' })).toHaveTextContent(
      tournamentTexts.drawUndone,
    );
  });

  it('once a match has started: refuses a side that would play, in the dialog; a no show may be added', async () => {
    const drawn = aDrawnTournament(4);
    const round = drawn.round!;
    const started = {
      ...drawn,
      round: { ...round, matches: round.matches.map((m, i) => (i === 0 ? { ...m, scoreA: 1 } : m)) },
    };
    const { user } = renderTournament(started, { access: [...manager, 'ManagePlayers'] });
    const dialog = await addSide(user, 'Late Larry');
    expect(dialog).toHaveTextContent('The draw has started: a side added now would not be in the bracket');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(sidesAfterDrawTexts.addedAfterStart)).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /No show/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // The bracket is as drawn.
    expect(within(screen.getByRole('region', { name: 'Bracket' })).queryByText('Late Larry')).not.toBeInTheDocument();
  });
});

describe('best of per stage after the draw (issue #26)', () => {
  it('shows the best of the draw was made with, and keeps each round’s through a change of format', async () => {
    const drawn = aDrawnTournament(8, { roundBestOf: { rounds: [null, 5], final: 7 } });
    // The server lays the night out again in the new format, each stage keeping its best of.
    const relaid = aDrawnTournament(8, {
      format: 'doubleElimination',
      roundBestOf: { rounds: [null, 5, null], final: 7 },
    });
    const { user, server } = renderTournament(drawn, {
      access: [...manager],
      routes: {
        'PUT /api/Tournament': envelope(later(relaid)),
        [`POST /api/Tournament/${tid(1)}/Draw`]: envelope(later(relaid), { messages: ['Draw made'] }),
      },
    });
    expect(await screen.findByRole('spinbutton', { name: 'Semi-Final' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Final' })).toHaveValue(7);
    expect(screen.getByRole('spinbutton', { name: 'Quarter-Final' })).toHaveValue(null);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'Double elimination');
    expect(screen.getByRole('spinbutton', { name: 'Winners Semi-Final' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Winners Final' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Grand Final' })).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')[0]!.body).toEqual({
      method: 'random',
      roundBestOf: { groups: null, rounds: [null, 5, null], losersRounds: [null, null, null, null], final: 7 },
    });
  });

  it('offers a field per round of a double elimination, grouped per bracket, filled with what is stored', async () => {
    const drawn = aDrawnTournament(8, {
      format: 'doubleElimination',
      roundBestOf: { rounds: [null, null, 9], losersRounds: [null, 5, null, 7], final: 11 },
    });
    renderTournament(drawn, { access: [...manager] });
    const winners = await screen.findByRole('group', { name: 'Winners bracket' });
    const losers = screen.getByRole('group', { name: 'Losers bracket' });
    const final = screen.getByRole('group', { name: 'Grand final' });
    const values = (group: HTMLElement) =>
      within(group)
        .getAllByRole<HTMLInputElement>('spinbutton')
        .map((input) => `${input.labels?.[0]?.textContent}: ${input.value}`);
    expect(values(winners)).toEqual(['Winners Quarter-Final: ', 'Winners Semi-Final: ', 'Winners Final: 9']);
    expect(values(losers)).toEqual(['Losers Round 1: ', 'Losers Round 2: 5', 'Losers Round 3: ', 'Losers Final: 7']);
    expect(values(final)).toEqual(['Grand Final: 11']);
  });

  it('draws with per-round values: typed plays, emptied plays the tournament’s, untouched keeps what is stored', async () => {
    // The losers rounds' best of were set through the API, each its own.
    const drawn = aDrawnTournament(8, {
      format: 'doubleElimination',
      roundBestOf: { rounds: [null, null, 9], losersRounds: [null, 5, null, 7], final: 11 },
    });
    const { user, server } = renderTournament(drawn, {
      access: [...manager],
      routes: { [`POST /api/Tournament/${tid(1)}/Draw`]: envelope(later(drawn), { messages: ['Draw made'] }) },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Winners Semi-Final' }), '5');
    await user.clear(screen.getByRole('spinbutton', { name: 'Grand Final' }));
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')[0]!.body).toEqual({
      method: 'random',
      roundBestOf: { groups: null, rounds: [null, 5, 9], losersRounds: [null, 5, null, 7], final: null },
    });
  });

  it('shows a value the server stored since the page opened, and a later Draw that did not touch it keeps it', async () => {
    const saved = aTournament({ format: 'doubleElimination', sides: someSides(['A', 'B', 'C', 'D', 'E', 'F']) });
    // The draw made stores the winners final's 9 as well (set through the API in between).
    const drawn = later(
      aDrawnTournament(6, {
        format: 'doubleElimination',
        roundBestOf: { rounds: [null, null, 9], losersRounds: [null, null, null, 7] },
      }),
    );
    const { user, server } = renderTournament(saved, {
      access: [...manager],
      routes: { [`POST /api/Tournament/${tid(1)}/Draw`]: envelope(drawn, { messages: ['Draw made'] }) },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Losers Final' }), '7');
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Winners Final' })).toHaveValue(9));
    expect(screen.getByRole('spinbutton', { name: 'Losers Final' })).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')).toHaveLength(2));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}/Draw`, 'POST')[1]!.body).toEqual({
      method: 'random',
      roundBestOf: { groups: null, rounds: [null, null, 9], losersRounds: [null, null, null, 7], final: null },
    });
  });

  it('says what a best of outside 1 to 99 is and keeps Draw off', async () => {
    const { user } = renderTournament(aDrawnTournament(8), { access: [...manager] });
    await user.type(await screen.findByRole('spinbutton', { name: 'Final' }), '100');
    expect(screen.getByText('Best of must be a whole number from 1 to 99.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Final' })).toHaveAttribute('aria-invalid', 'true');
  });
});
