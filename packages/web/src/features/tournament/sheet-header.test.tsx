import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTournament, renderTournament, tid } from './testing-tournament';

const overlayUrl = (query = '') => `${window.location.origin}/overlay/tournament/${tid(1)}${query}`;

// Issue #27: the tournament sheet's overlay link chooses the board whose match the overlay follows.
describe("the tournament sheet's 'Copy overlay link'", () => {
  it('offers any board and each of the venue’s boards, and copies the chosen board’s link', async () => {
    const { user } = renderTournament(aTournament({ boards: 3 }));
    const board = await screen.findByRole('combobox', { name: 'Overlay board' });
    expect(Array.from((board as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Any board',
      'Board 1',
      'Board 2',
      'Board 3',
    ]);
    const copy = screen.getByRole('button', { name: 'Copy overlay link' });

    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(overlayUrl());
    await user.selectOptions(board, 'Board 2');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(overlayUrl('?board=2'));
    expect(screen.getByText(/Overlay link copied\. Browser source:/)).toBeInTheDocument();
    await user.selectOptions(board, 'Any board');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(overlayUrl());
  });

  it('offers no board choice at a venue without boards', async () => {
    const { user } = renderTournament(aTournament());
    await user.click(await screen.findByRole('button', { name: 'Copy overlay link' }));
    expect(await navigator.clipboard.readText()).toBe(overlayUrl());
    expect(screen.queryByRole('combobox', { name: 'Overlay board' })).not.toBeInTheDocument();
  });
});
