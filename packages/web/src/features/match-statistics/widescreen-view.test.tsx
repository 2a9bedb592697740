import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  applyThrow,
  formatAverage,
  legAt,
  nextLeg,
  remainingScore,
  sideTotals,
  throwHistory,
  type MatchOptions,
  type Outcome,
  type Sayg,
} from '@darts/domain';
import { joWinsLeg, playMatch, samWinsLeg, type LegScript } from './testing-matches';
import { WidescreenView } from './widescreen-view';

const ok = <T,>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.value;
};

/** Jo throws first; Jo's seventh visit (60 on 49) is a bust; Sam is to throw. */
const inPlay = () => playMatch([{ first: 'home', scores: [60, 45, 100, 26, 140, 41, 81, 60, 45, 100, 26, 22, 60] }]);

const column = (name: string) => screen.getByRole('region', { name });

describe('WidescreenView (spec 2 §2 widescreen view)', () => {
  it("shows each side's last 5 throws, busts struck through, and the big remaining score", () => {
    const sayg = inPlay();
    const leg = legAt(sayg, 0)!;
    render(<WidescreenView sayg={sayg} />);

    const jo = column('Jo');
    const throws = within(within(jo).getByRole('list', { name: 'Last 5 throws' })).getAllByRole('listitem');
    const last5 = throwHistory(leg, 'home').slice(-5);
    expect(throws.map((item) => item.textContent)).toEqual(last5.map((r) => `${r.score}${r.isBust ? ' (bust)' : ''}`));
    expect(throws.at(-1)!.querySelector('s')).toHaveTextContent('60');
    expect(within(throws[0]!).getByText('140')).toHaveClass('ms-ton');
    expect(within(jo).getByText(String(remainingScore(leg, 'home')))).toBeInTheDocument();
    expect(within(column('Sam')).getByText(String(remainingScore(leg, 'away')))).toBeInTheDocument();
    expect(within(column('Sam')).getByText('To throw')).toBeInTheDocument();
    expect(within(jo).getByText(`${sideTotals(leg, 'home').darts}`, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Best of 3 / from 501 / Leg 1')).toBeInTheDocument();
  });

  it('celebrates the winner of a finished leg until someone throws in the next', () => {
    const finished = playMatch([joWinsLeg]);
    const { rerender, container } = render(<WidescreenView sayg={finished} />);
    // Drawn, not the 🎉 character: a kiosk without a colour emoji font would show an empty box.
    const party = within(column('Jo')).getByRole('img', { name: 'Party' });
    expect(party.tagName.toLowerCase()).toBe('svg');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(within(column('Jo')).getByText('Winner')).toBeInTheDocument();
    expect(within(column('Sam')).queryByRole('img', { name: 'Party' })).not.toBeInTheDocument();
    expect(within(column('Sam')).getByText(String(remainingScore(legAt(finished, 0)!, 'away')))).toBeInTheDocument();

    const nextUntouched = ok(nextLeg(finished));
    rerender(<WidescreenView sayg={nextUntouched} />);
    expect(within(column('Jo')).getByRole('img', { name: 'Party' })).toBeInTheDocument();
    expect(screen.getByText('Best of 3 / from 501 / Leg 1')).toBeInTheDocument();

    const started: Sayg = ok(applyThrow(nextUntouched, 'away', 60));
    rerender(<WidescreenView sayg={started} />);
    expect(screen.queryByRole('img', { name: 'Party' })).not.toBeInTheDocument();
    expect(screen.getByText('Best of 3 / from 501 / Leg 2')).toBeInTheDocument();
    expect(within(column('Sam')).getByText(String(remainingScore(legAt(started, 1)!, 'away')))).toBeInTheDocument();
  });

  it('shows the three-dart averages, labelled, and switches every one to one-dart when one is pressed (issue #23)', async () => {
    const sayg = inPlay();
    const leg = legAt(sayg, 0)!;
    const user = userEvent.setup();
    render(<WidescreenView sayg={sayg} />);
    const legAverage = within(column('Jo')).getByRole('button', { name: /^Leg average/ });
    const samMatchAverage = within(column('Sam')).getByRole('button', { name: /^Match average/ });

    expect(legAverage).toHaveAttribute('aria-pressed', 'false');
    expect(legAverage).toHaveTextContent(`Leg average (3-dart)${formatAverage(sideTotals(leg, 'home'), 'three-dart')}`);
    expect(samMatchAverage).toHaveTextContent(`(3-dart)${formatAverage(sideTotals(sayg, 'away'), 'three-dart')}`);

    await user.click(legAverage);
    expect(legAverage).toHaveAttribute('aria-pressed', 'true');
    expect(legAverage).toHaveTextContent(`Leg average (1-dart)${formatAverage(sideTotals(leg, 'home'), 'one-dart')}`);
    expect(samMatchAverage).toHaveTextContent(`(1-dart)${formatAverage(sideTotals(sayg, 'away'), 'one-dart')}`);

    await user.click(samMatchAverage);
    expect(legAverage).toHaveAttribute('aria-pressed', 'false');
  });

  it("gives the 'To throw' badge a line of its own, so the thrower's name keeps its whole row (issue #23)", () => {
    const sayg = playMatch([{ first: 'home', scores: [60] }], { yourName: 'Becky Roberts', opponentName: 'Sam' });
    render(<WidescreenView sayg={sayg} fullBleed />);
    const becky = column('Becky Roberts');
    const name = within(becky).getByRole('heading', { name: 'Becky Roberts' });
    expect(within(column('Sam')).getByText('To throw')).toBeInTheDocument();
    expect(within(becky).queryByText('To throw')).not.toBeInTheDocument();
    // Sam's badge is not in the row that holds Sam's name and legs won, and is read after them.
    const samName = within(column('Sam')).getByRole('heading', { name: 'Sam' });
    const badge = within(column('Sam')).getByText('To throw');
    expect(badge.parentElement).not.toBe(samName.parentElement);
    expect(samName.compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name).toHaveTextContent(/^Becky Roberts$/);
  });

  it.each<[string, LegScript[], Partial<MatchOptions>, string]>([
    ['Jo 2–1 over 3 legs', [joWinsLeg, samWinsLeg, joWinsLeg], {}, 'Jo wins the match 2–1'],
    ['Sam 3–0 over 5 legs', [samWinsLeg, samWinsLeg, samWinsLeg], { numberOfLegs: 5 }, 'Sam wins the match 3–0'],
    [
      'one player over 1 leg',
      [{ first: 'home', scores: [180, 180, 141] }],
      { numberOfLegs: 1, opponentName: null },
      'Match over, 1 leg',
    ],
  ])('says plainly who won the match once a side has the legs to win: %s', (_, legs, options, text) => {
    render(<WidescreenView sayg={playMatch(legs, options)} fullBleed />);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('says nothing of a winner while the match is still to be won: 2–0 over 5 legs', () => {
    render(<WidescreenView sayg={playMatch([joWinsLeg, joWinsLeg], { numberOfLegs: 5 })} fullBleed />);
    expect(within(column('Jo')).getByText('Winner')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/wins the match/)).not.toBeInTheDocument();
  });

  it('shows one column without an opponent, and the starting score before a throw', () => {
    const sayg = playMatch([{ first: 'home', scores: [] }], {
      opponentName: null,
      numberOfLegs: 1,
      startingScore: 301,
    });
    render(<WidescreenView sayg={sayg} initialAverage="one-dart" />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Jo']);
    expect(within(column('Jo')).getByText('301')).toBeInTheDocument();
    expect(within(column('Jo')).getByRole('button', { name: /^Leg average/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Best of 1 / from 301 / Leg 1')).toBeInTheDocument();
  });
});
