import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playRecord } from '../../testing/play-record';
import { ScoreBug } from './score-bug';
import { scoreBugOf } from './score-bug-model';

// Issue #27: the score bug says who is throwing in words as well as by colour and arrow.
describe('ScoreBug', () => {
  it('shows each side by role, the thrower in words, a bust as a bust and the checkout', () => {
    const sayg = playRecord('Jo', 'Sam', [{ first: 'home', scores: [180, 60, 180, 100, 140, 60] }]);
    render(<ScoreBug model={scoreBugOf(sayg)} heading="Board 1" />);
    const bug = screen.getByRole('region', { name: 'Score: Jo v Sam' });
    expect(
      within(bug)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['▶Jo (throwing)', 'Sam']);
    const cells = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Jo')).toEqual(['140 (bust)', '0', '141']);
    expect(cells('Sam')).toEqual(['60', '0', '281']);
    expect(within(bug).getByText('Board 1')).toBeTruthy();
    expect(within(bug).getByText('Checkout', { exact: false }).textContent).toBe('Checkout T20 T19 D12');
  });
});
