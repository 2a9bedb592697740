import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createSayg,
  firstNineTotals,
  formatAverage,
  legAt,
  remainingScore,
  runningAverages,
  scoreBands,
  sideTotals,
  throwHistory,
  type AverageKind,
  type Sayg,
} from '@darts/domain';
import { MatchStatistics } from './match-statistics';
import { joWinsLeg, playMatch, samWinsLeg } from './testing-matches';

const cellsOf = (rowName: RegExp | string) =>
  within(screen.getByRole('row', { name: rowName }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const matchAverages = (sayg: Sayg, kind: AverageKind) =>
  (['home', 'away'] as const).map((side) => formatAverage(sideTotals(sayg, side), kind));

describe('MatchStatistics (spec 2 §2 Match statistics)', () => {
  it("says 'Not started' before anyone throws", () => {
    render(
      <MatchStatistics
        sayg={createSayg({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 3, startingScore: 501 })}
      />,
    );
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows legs won, match darts and the three-dart match average first, labelled, then the one-dart one (issue #23)', async () => {
    const sayg = playMatch([joWinsLeg, samWinsLeg]);
    const user = userEvent.setup();
    render(<MatchStatistics sayg={sayg} />);

    expect(cellsOf(/^Legs won/)).toEqual(['1', '1']);
    expect(cellsOf(/^Match darts/)).toEqual(
      [sideTotals(sayg, 'home').darts, sideTotals(sayg, 'away').darts].map(String),
    );
    const averageSwitch = screen.getByRole('switch', { name: 'One-dart average' });
    expect(averageSwitch).not.toBeChecked();
    expect(cellsOf(/^Match average/)).toEqual(matchAverages(sayg, 'three-dart'));
    expect(screen.getByRole('rowheader', { name: 'Match average (3-dart)' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName('Best of 3 from 501; averages are 3-dart');

    await user.click(averageSwitch);
    expect(averageSwitch).toBeChecked();
    expect(cellsOf(/^Match average/)).toEqual(matchAverages(sayg, 'one-dart'));
    expect(screen.getByRole('rowheader', { name: 'Match average (1-dart)' })).toBeInTheDocument();
  });

  it('shows each leg: winner, average, darts, and the checkout or what remains', () => {
    const sayg = playMatch([joWinsLeg, samWinsLeg], { numberOfLegs: 3 });
    render(<MatchStatistics sayg={sayg} initialAverage="three-dart" />);
    const legTwo = legAt(sayg, 1)!;

    const row = screen.getByRole('row', { name: /^Leg 2/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Won by Sam');
    const [jo, sam] = within(row).getAllByRole('cell');
    expect(jo).toHaveTextContent(`Average${formatAverage(sideTotals(legTwo, 'home'))}`);
    expect(jo).toHaveTextContent(`Darts${sideTotals(legTwo, 'home').darts}`);
    expect(jo).toHaveTextContent(`Remaining${remainingScore(legTwo, 'home')}`);
    expect(sam).toHaveTextContent(`Darts${sideTotals(legTwo, 'away').darts}`);
    expect(sam).toHaveTextContent('Checkout21');
    expect(screen.getByRole('row', { name: /^Leg 1/ })).toHaveTextContent('Won by Jo');
  });

  it('lists every throw under Details: threw, score, remaining, darts or running average', async () => {
    const sayg = playMatch([joWinsLeg, samWinsLeg]);
    const user = userEvent.setup();
    render(<MatchStatistics sayg={sayg} initialAverage="three-dart" />);
    const leg = legAt(sayg, 1)!;
    const history = throwHistory(leg, 'away');

    await user.click(screen.getByRole('switch', { name: 'Details for leg 2' }));
    const table = screen.getByRole('table', { name: 'Sam, leg 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      history.map((r) => [
        `${r.score}${r.isBust ? ' (bust)' : ''}`,
        String(r.scoreSoFar),
        String(r.remaining),
        String(r.dartsSoFar),
      ]),
    );

    const bustIndex = history.findIndex((r) => r.isBust);
    const bust = within(rows[bustIndex]!).getAllByRole('cell')[0]!;
    expect(bust.querySelector('s')).toHaveTextContent(String(history[bustIndex]!.score));

    const ton = within(within(rows[0]!).getAllByRole('cell')[0]!).getByText('100');
    expect(ton).toHaveClass('ms-ton');
    expect(ton).not.toHaveClass('ms-max');

    await user.click(screen.getByRole('radio', { name: 'Running average' }));
    const averages = within(screen.getByRole('table', { name: 'Sam, leg 2' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(averages).toEqual(runningAverages(leg, 'away').map((a) => a?.toFixed(2)));
    expect(
      within(screen.getByRole('table', { name: 'Sam, leg 2' })).getByRole('columnheader', { name: 'Average (3-dart)' }),
    ).toBeInTheDocument();
  });

  it('shows a 180 bold and red', async () => {
    const sayg = playMatch([joWinsLeg]);
    const user = userEvent.setup();
    render(<MatchStatistics sayg={sayg} />);
    await user.click(screen.getByRole('switch', { name: 'Details for leg 1' }));
    const [max] = within(screen.getByRole('table', { name: 'Jo, leg 1' })).getAllByText('180');
    expect(max).toHaveClass('ms-ton', 'ms-max');
  });

  it('adds the first-9 average and the score bands', () => {
    const sayg = playMatch([joWinsLeg, samWinsLeg]);
    render(<MatchStatistics sayg={sayg} />);
    expect(cellsOf(/^First 9 average/)).toEqual(
      (['home', 'away'] as const).map((side) => formatAverage(firstNineTotals(sayg, side), 'three-dart')),
    );
    const [jo] = within(screen.getByRole('row', { name: /^Score bands/ })).getAllByRole('cell');
    const bands = scoreBands(sayg, 'home');
    expect(jo).toHaveTextContent(
      `Tons${bands.tons}100+${bands.hundreds}140+${bands.oneForties}180${bands.oneEighties}Combined${bands.combined}`,
    );
  });

  it("offers 'Widescreen view' only when the page can show it", async () => {
    const onShowWidescreen = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<MatchStatistics sayg={playMatch([joWinsLeg])} />);
    expect(screen.queryByRole('button', { name: 'Widescreen view' })).not.toBeInTheDocument();
    rerender(<MatchStatistics sayg={playMatch([joWinsLeg])} onShowWidescreen={onShowWidescreen} />);
    await user.click(screen.getByRole('button', { name: 'Widescreen view' }));
    expect(onShowWidescreen).toHaveBeenCalledOnce();
  });

  it('shows one column for single-player practice', () => {
    const sayg = playMatch([{ first: 'home', scores: [100, 140, 180, 81], checkoutDarts: 3 }], {
      opponentName: null,
      numberOfLegs: 1,
    });
    render(<MatchStatistics sayg={sayg} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Leg', 'Jo']);
    expect(cellsOf(/^Match average/)).toEqual([formatAverage(sideTotals(sayg, 'home'), 'three-dart')]);
  });
});
