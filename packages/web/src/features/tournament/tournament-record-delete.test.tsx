import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import { envelope, reply, type FakeRequest } from '../../testing/fake-api';
import { aTournament, renderTournament, someSides, tid } from './testing-tournament';

const editor = ['EnterTournamentResults'] as const;
const manager = ['ManageTournaments'] as const;
const [alice, bob, carol, dan] = someSides(['Alice', 'Bob', 'Carol', 'Dan']) as [
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
];
const later = '2025-11-21T21:00:00.0000000Z';

/** Four sides with a saved draw: the first semi-final won 3–1 with a leg-by-leg record, then the final. */
function aKnockout(firstSemi: Partial<TournamentMatchDto> = { saygId: tid(500) }): TournamentGameDto {
  return aTournament({
    sides: [alice, bob, carol, dan],
    round: {
      id: tid(10),
      sides: [],
      matches: [
        { id: tid(11), sideA: alice, sideB: bob, scoreA: 3, scoreB: 1, ...firstSemi },
        { id: tid(12), sideA: carol, sideB: dan },
      ],
      matchOptions: [{ numberOfLegs: 5 }, { numberOfLegs: 5 }],
      nextRound: {
        id: tid(20),
        sides: [],
        matches: [{ id: tid(21), sideA: alice }],
        matchOptions: [{ numberOfLegs: 5 }],
      },
    },
  });
}

const deletePath = (clearScores: boolean) => `/api/Tournament/${tid(1)}/${tid(11)}/${clearScores}`;
const card = (n: number) =>
  within(screen.getByRole('region', { name: 'Bracket' })).getByRole('article', { name: `Match ${n}` });
const entrants = (n: number) =>
  within(card(n))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The server's answer to the delete: the tournament without the record. */
function deleted(clearScores: boolean) {
  return (request: FakeRequest) => {
    const clear = request.path.endsWith('/true');
    const tournament = aKnockout(clear ? { scoreA: 0, scoreB: 0 } : {});
    return envelope(
      { ...tournament, updated: later },
      {
        messages: [
          clearScores
            ? 'Sayg deleted and removed from match. Match scores reset'
            : 'Sayg deleted and removed from match',
        ],
      },
    );
  };
}

async function openConfirmation(user: ReturnType<typeof renderTournament>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
  const matchDialog = screen.getByRole('dialog', { name: 'Match 1 (Semi-Final)' });
  await user.click(within(matchDialog).getByRole('button', { name: 'Delete leg-by-leg record' }));
  return screen.getByRole('dialog', { name: 'Delete leg-by-leg record' });
}

describe("deleting a match's leg-by-leg record (spec 2 §4, §5; contract §19.1, §19.5)", () => {
  it('is offered to an editor for a match with a record only', async () => {
    const { user } = renderTournament(aKnockout(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 2' }));
    const second = screen.getByRole('dialog', { name: 'Match 2 (Semi-Final)' });
    expect(within(second).queryByRole('button', { name: 'Delete leg-by-leg record' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Edit match 1' }));
    const first = screen.getByRole('dialog', { name: 'Match 1 (Semi-Final)' });
    expect(first).toHaveTextContent('This match has a leg-by-leg record.');
    expect(within(first).getByRole('button', { name: 'Delete leg-by-leg record' })).toBeInTheDocument();
  });

  it('is offered to a manager too', async () => {
    const { user } = renderTournament(aKnockout(), { access: [...manager] });
    expect(await openConfirmation(user)).toHaveTextContent('Delete the leg-by-leg record of Alice v Bob');
  });

  it('is not offered to someone who cannot edit results (no match editor at all)', async () => {
    renderTournament(aKnockout(), { access: ['UploadPhotos'] });
    expect(await screen.findByRole('link', { name: 'Watch match 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit match 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete leg-by-leg record' })).not.toBeInTheDocument();
  });

  it('asks first, naming the match, and Cancel sends nothing', async () => {
    const { user, server } = renderTournament(aKnockout(), { access: [...editor] });
    const confirm = await openConfirmation(user);
    expect(confirm).toHaveTextContent('Delete the leg-by-leg record of Alice v Bob (match 1)?');
    const clear = within(confirm).getByRole('checkbox', { name: 'Also clear the match score' });
    expect(clear).not.toBeChecked();
    expect(clear).toHaveFocus();
    expect(clear).toHaveAccessibleDescription('The score 3–1 is kept unless this is ticked; ticked, it becomes 0–0.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Watch match 1' })).toBeInTheDocument();
  });

  it('keeps the score when the box is not ticked and takes the returned tournament', async () => {
    const { user, server } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: { [`DELETE ${deletePath(false)}`]: deleted(false) },
    });
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sayg deleted and removed from match')).toBeInTheDocument();
    expect(server.requestsTo(deletePath(false), 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch match 1' })).not.toBeInTheDocument();
    expect(entrants(1)).toEqual(['Alice3 (winner)', 'Bob1']);
    expect(entrants(3)).toEqual(['Alice', 'Winner of match 2']);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    // The match editor no longer offers it.
    await user.click(screen.getByRole('button', { name: 'Edit match 1' }));
    expect(screen.queryByRole('button', { name: 'Delete leg-by-leg record' })).not.toBeInTheDocument();
  });

  it('clears the score when ticked (clearScores true): the winner leaves the final', async () => {
    const { user, server } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: { [`DELETE ${deletePath(true)}`]: deleted(true) },
    });
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Also clear the match score' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sayg deleted and removed from match. Match scores reset')).toBeInTheDocument();
    expect(server.requestsTo(deletePath(true), 'DELETE')).toHaveLength(1);
    expect(server.requestsTo(deletePath(false), 'DELETE')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Watch match 1' })).not.toBeInTheDocument();
    expect(entrants(1)).toEqual(['Alice0', 'Bob0']);
    expect(entrants(3)).toEqual(['Winner of match 1', 'Winner of match 2']);
  });

  it('is busy while the delete runs: Deleting…, Cancel and Escape do nothing', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: { [`DELETE ${deletePath(false)}`]: () => new Promise((resolve) => (answer = resolve)) },
    });
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('button', { name: 'Deleting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete leg-by-leg record' })).toBeInTheDocument();
    answer(deleted(false)({ path: deletePath(false) } as FakeRequest));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Watch match 1' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the tournament as it was", async () => {
    const { user } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: {
        [`DELETE ${deletePath(false)}`]: envelope(undefined, { warnings: ['Match does not have a sayg id'] }),
      },
    });
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const problem = await screen.findByRole('dialog', { name: 'Could not delete the leg-by-leg record' });
    expect(problem).toHaveTextContent('Match does not have a sayg id');
    await user.click(within(problem).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'Watch match 1' })).toBeInTheDocument();
    expect(entrants(1)).toEqual(['Alice3 (winner)', 'Bob1']);
  });

  it("shows a server error's envelope ('Match not found')", async () => {
    const { user } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: {
        [`DELETE ${deletePath(true)}`]: reply(500, envelope(undefined, { errors: ['Match not found'] })),
      },
    });
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Also clear the match score' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const problem = await screen.findByRole('dialog', { name: 'Could not delete the leg-by-leg record' });
    expect(problem).toHaveTextContent('Match not found');
  });

  it("keeps the page's other unsaved changes", async () => {
    const { user } = renderTournament(aKnockout(), {
      access: [...editor],
      routes: { [`DELETE ${deletePath(false)}`]: deleted(false) },
    });
    const box = await screen.findByRole('region', { name: '180s' });
    await user.selectOptions(within(box).getByRole('combobox', { name: '180 player' }), 'Carol');
    await user.click(within(box).getByRole('button', { name: 'Add 180' }));
    const confirm = await openConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sayg deleted and removed from match')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch match 1' })).not.toBeInTheDocument();
    expect(within(box).getByRole('listitem')).toHaveTextContent('Carol');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it("asks to save or cancel the match dialog's own changes first", async () => {
    const { user, server } = renderTournament(aKnockout(), { access: [...editor] });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Match 1 (Semi-Final)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side B score' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete leg-by-leg record' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Save or cancel the changes to this match first');
    expect(screen.queryByRole('dialog', { name: 'Delete leg-by-leg record' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });
});
