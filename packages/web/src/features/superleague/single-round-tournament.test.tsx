import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentGameDto } from '@darts/contract';
import { legsWon, singleRoundSummary, type SideFigures } from '@darts/domain';
import { crownPlayers, renderReport, swanPlayers } from './testing-render';
import { aMatch, aSuperleague, awayWinsLeg, homeWinsLeg, playRecord } from './testing-data';

const first = playRecord('Ann Archer', 'Dan Dale', [homeWinsLeg, awayWinsLeg, homeWinsLeg]);
const second = playRecord('Bea Bell', 'Eve East', [awayWinsLeg, awayWinsLeg]);

/** Three matches: two scored as they went, the third without a record. */
function anEvening() {
  const matches = [
    aMatch('Ann Archer', 'Dan Dale', { saygId: 'sayg-1', scoreA: 2, scoreB: 1 }),
    aMatch('Bea Bell', 'Eve East', { saygId: 'sayg-2', scoreA: 0, scoreB: 2 }),
    aMatch('Cat Cole', 'Fay Fox', { scoreA: 2, scoreB: 0 }),
  ];
  return aSuperleague(matches);
}
const records = { 'sayg-1': first, 'sayg-2': second };

const two = (value: number | null) => (value === null ? '-' : value.toFixed(2));
const figureCells = (f: SideFigures) =>
  [f.legsWon, f.tons, f.hundreds, f.oneForties, f.oneEighties].map(String).concat(two(f.average));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SingleRoundTournament: the summary (spec 2 §2 Single-round report)', () => {
  it("shows each side's figures, totals and both averages as the domain works them out", async () => {
    const tournament = anEvening();
    renderReport(tournament, { records });
    const crown = await screen.findByRole('table', { name: 'Summary: Crown' });
    const swan = screen.getByRole('table', { name: 'Summary: Swan' });

    const expected = singleRoundSummary([
      { match: tournament.round!.matches[0]!, sayg: first },
      { match: tournament.round!.matches[1]!, sayg: second },
      { match: tournament.round!.matches[2]!, sayg: null },
    ]);
    // Issue #22: Tons counts visits of 100 or more, never the combined count (a 180 twice).
    expect(expected.totals.sideA.oneEighties).toBeGreaterThan(0);
    expect(expected.totals.sideA.tons).toBeLessThan(expected.totals.sideA.combined);
    for (const [table, side] of [
      [crown, 'sideA'],
      [swan, 'sideB'],
    ] as const) {
      const rows = within(table).getAllByRole('row');
      expected.rows.forEach((row, i) => {
        expect(cellsOf(rows[i + 1]!).slice(1)).toEqual(figureCells(row[side]));
      });
      const totals = expected.totals[side];
      expect(cellsOf(within(table).getByRole('row', { name: /^Totals/ })).slice(0, 5)).toEqual(
        [totals.legsWon, totals.tons, totals.hundreds, totals.oneForties, totals.oneEighties].map(String),
      );
      expect(cellsOf(within(table).getByRole('row', { name: /^Rounded average/ }))).toEqual([
        two(totals.roundedAverage),
      ]);
      expect(cellsOf(within(table).getByRole('row', { name: /^Darts for windows average/ }))).toEqual([
        two(totals.dartsForWindowsAverage),
      ]);
    }
    // The figures are real ones: Crown's 180 counts double and the legs come from the records.
    expect(expected.totals.sideA.oneEighties).toBeGreaterThan(0);
    expect(expected.totals.sideA.legsWon).toBe(legsWon(first).home + legsWon(second).home + 2);
    expect(cellsOf(within(crown).getAllByRole('row')[1]!)[0]).toBe('Ann Archer');
  });

  it('counts the legs of a record being scored, ahead of the saved match score', async () => {
    const inPlay = aSuperleague([aMatch('Ann Archer', 'Dan Dale', { saygId: 'sayg-1', scoreA: 0, scoreB: 0 })]);
    renderReport(inPlay, { records });
    const crown = await screen.findByRole('table', { name: 'Summary: Crown' });
    expect(cellsOf(within(crown).getAllByRole('row')[1]!)[1]).toBe(String(legsWon(first).home));
  });

  it("says 'No matches' when the draw is empty", async () => {
    renderReport(aSuperleague([]));
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('No matches')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Match report' })).getByText('No matches')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Summary: Crown' })).not.toBeInTheDocument();
  });

  it("warns 'No data available…' for a match without a record, in the leg table and the match log", async () => {
    const tournament = aSuperleague([
      aMatch('Ann Archer', 'Dan Dale', { saygId: 'sayg-1' }),
      aMatch('Cat Cole', 'Fay Fox'),
      aMatch('Bea Bell', 'Eve East', { saygId: 'gone' }),
    ]);
    renderReport(tournament, { records });
    const log = screen.getByRole('region', { name: 'Match log' });
    await within(log).findByRole('table', { name: 'Match 1: Ann Archer v Dan Dale' });
    for (const text of [
      'No data available for the match between Cat Cole and Fay Fox',
      'No data available for the match between Bea Bell and Eve East',
    ]) {
      expect(within(log).getByText(text)).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Leg by leg' })).getByText(text)).toBeInTheDocument();
    }
    expect(within(log).queryByText(/No data available for the match between Ann Archer/)).not.toBeInTheDocument();
  });
});

describe('SingleRoundTournament: the printable match report (spec 2 §2)', () => {
  it('is headed with the organisation, division and gender, host v opponent, and has the sheet columns', async () => {
    renderReport(anEvening(), { records });
    const report = screen.getByRole('region', { name: 'Match report' });
    await within(report).findByText('Ann Archer');
    expect(await within(report).findByRole('heading', { name: 'Riverside Darts League' })).toBeInTheDocument();
    expect(within(report).getByText('Premier (Men)')).toBeInTheDocument();
    expect(within(report).getByText('Crown')).toBeInTheDocument();

    const headings = within(report)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const visits = Math.max(
      ...[first, second].flatMap((s) =>
        Object.values(s.legs).flatMap((l) => [l.home.throws.length, l.away.throws.length]),
      ),
    );
    const numbers = Array.from({ length: visits }, (_, i) => String(i + 1));
    expect(headings).toEqual([
      'Set',
      ...['Ave', 'Players Name', 'Leg', ...numbers, 'AD', 'GS', 'SL', 'Tons'],
      ...['Ave', 'Players Name', ...numbers, 'AD', 'GS', 'SL', 'Tons'],
    ]);
    // Legs won per team: Crown 2 + 0 + 2 (entered), Swan 1 + 2 + 0.
    expect(within(report).getByText(/Crown: Legs won/)).toHaveTextContent('Crown: Legs won: 4');
    expect(within(report).getByText(/Swan: Legs won/)).toHaveTextContent('Swan: Legs won: 3');
  });

  it("highlights the winners only with 'winner' in the query string", async () => {
    const tournament = anEvening();
    const { unmount } = renderReport(tournament, { records });
    let report = screen.getByRole('region', { name: 'Match report' });
    await within(report).findByText('Ann Archer');
    expect(within(report).queryByText('(winner)', { exact: false })).not.toBeInTheDocument();
    unmount();

    renderReport(tournament, { records, url: `/tournament/${tournament.id}?winner` });
    report = screen.getByRole('region', { name: 'Match report' });
    const winners = await within(report).findAllByText('(winner)', { exact: false });
    expect(winners.map((w) => w.parentElement?.textContent)).toEqual([
      'Ann Archer (winner)',
      'Eve East (winner)',
      'Cat Cole (winner)',
    ]);
    expect(winners[0]!.parentElement).toHaveClass('superleague-winner');
  });

  it("prints the chosen copy: 'Print match log' marks the log and opens the browser's print", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReport(anEvening(), { records });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print match log' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Match log' }).closest('[data-print]')).toHaveAttribute(
      'data-print',
      'log',
    );
  });
});

describe('SingleRoundTournament: the master draw (spec 2 §2 Master draw table)', () => {
  const draftOf = (spy: ReturnType<typeof vi.fn>) => spy.mock.lastCall?.[0] as TournamentGameDto;

  it('is read-only without edit rights: names, no pickers, no scoring', async () => {
    renderReport(anEvening(), { records });
    const draw = screen.getByRole('table', { name: 'Master draw' });
    expect(within(draw).getByRole('row', { name: /^1 Ann Archer .* Dan Dale 21 Nov 2025$/ })).toBeInTheDocument();
    // The draw's date, as dates are written (d MMM yyyy), in a column of its own.
    expect(within(draw).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start scoring/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Gender' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Summary: Crown' });
  });

  it('offers each team against the other only, and fixes them once the draw has matches', async () => {
    const { onDraftChange } = renderReport(aSuperleague([], { host: undefined, opponent: undefined }), {
      canEdit: true,
      canManage: true,
    });
    const user = userEvent.setup();
    const host = screen.getByRole('combobox', { name: 'Host' });
    await waitFor(() => expect(host).toBeEnabled());
    await user.selectOptions(host, 'Crown');
    const opponent = screen.getByRole('combobox', { name: 'Opponent' });
    expect(within(opponent).queryByRole('option', { name: 'Crown' })).not.toBeInTheDocument();
    await user.selectOptions(opponent, 'Swan');
    expect(within(host).queryByRole('option', { name: 'Swan' })).not.toBeInTheDocument();
    expect(draftOf(onDraftChange)).toMatchObject({ host: 'Crown', opponent: 'Swan' });

    await user.selectOptions(screen.getByRole('combobox', { name: "Crown's player" }), 'Ann Archer');
    await user.selectOptions(screen.getByRole('combobox', { name: "Swan's player" }), 'Dan Dale');
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    expect(screen.getByRole('combobox', { name: 'Host' })).toBeDisabled();
    expect(screen.getByText(/The teams are fixed while the draw has matches/)).toBeInTheDocument();
  });

  it('adds a match of two players from the teams, each player once per side, playing the bestOf', async () => {
    const { onDraftChange } = renderReport(aSuperleague([aMatch('Ann Archer', 'Dan Dale')], { bestOf: 5 }), {
      canEdit: true,
    });
    const user = userEvent.setup();
    const newHost = await screen.findByRole('combobox', { name: "Crown's player" });
    await waitFor(() => expect(within(newHost).getAllByRole('option')).toHaveLength(crownPlayers.length));
    // Ann already plays for Crown: the new row offers the other two.
    expect(
      within(newHost)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a player…', 'Bea Bell', 'Cat Cole']);
    expect(screen.getByRole('button', { name: 'Add match' })).toBeDisabled();
    await user.selectOptions(newHost, 'Cat Cole');
    await user.selectOptions(screen.getByRole('combobox', { name: "Swan's player" }), swanPlayers[2]!);
    await user.click(screen.getByRole('button', { name: 'Add match' }));

    const round = draftOf(onDraftChange).round!;
    expect(round.matches).toHaveLength(2);
    expect(round.matches[1]).toMatchObject({
      sideA: { name: 'Cat Cole', players: [{ name: 'Cat Cole' }] },
      sideB: { name: 'Fay Fox', players: [{ name: 'Fay Fox' }] },
    });
    expect(round.matchOptions[1]).toEqual({ numberOfLegs: 5, startingScore: 501 });
    expect(screen.getByRole('combobox', { name: "Match 2: host's player" })).toHaveValue(
      round.matches[1]!.sideA!.players[0]!.id,
    );
  });

  it('starts scoring a match by its id, and removes a match only after confirming', async () => {
    const tournament = anEvening();
    const { onStartScoring, onDraftChange } = renderReport(tournament, { records, canEdit: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start scoring match 2' }));
    expect(onStartScoring).toHaveBeenCalledWith(tournament.round!.matches[1]!.id);

    await user.click(screen.getByRole('button', { name: 'Remove match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove match 1' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this match? (Ann Archer v Dan Dale)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDraftChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove match 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove match' }));
    const round = draftOf(onDraftChange).round!;
    expect(round.matches.map((m) => m.sideA?.name)).toEqual(['Bea Bell', 'Cat Cole']);
    expect(round.matchOptions).toHaveLength(2);
  });

  it('lets a manager set the gender and the notes (board numbers); others do not see those fields', async () => {
    const { onDraftChange } = renderReport(anEvening(), { records, canEdit: true, canManage: true });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Women');
    expect(draftOf(onDraftChange).gender).toBe('women');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Board 2');
    expect(draftOf(onDraftChange).notes).toBe('Board 2');
  });

  it("shows each match's legs won in place of v once it has a record or a score", async () => {
    renderReport(anEvening(), { records });
    const draw = screen.getByRole('table', { name: 'Master draw' });
    await waitFor(() =>
      expect(within(draw).getByRole('row', { name: /^1 Ann Archer 2–1 legs Dan Dale/ })).toBeInTheDocument(),
    );
    expect(within(draw).getByRole('row', { name: /^3 Cat Cole 2–0 legs Fay Fox/ })).toBeInTheDocument();
  });
});
