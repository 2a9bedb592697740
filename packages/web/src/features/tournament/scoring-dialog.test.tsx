import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import type { TournamentScoringSlotProps } from './slots';
import { aTournament, heldPoll, renderTournament, someSides, tid } from './testing-tournament';

const scorer = ['EnterTournamentResults', 'RecordScoresAsYouGo'] as const;
const [alice, bob, carol, dan] = someSides(['Alice', 'Bob', 'Carol', 'Dan']);

/** Four sides drawn into two semi-finals, the second (with its record) on `second`'s board. */
function aNight(second: Partial<TournamentMatchDto>, updated?: string): TournamentGameDto {
  return aTournament({
    sides: [alice!, bob!, carol!, dan!],
    boards: 4,
    ...(updated ? { updated } : {}),
    round: {
      id: tid(10),
      sides: [],
      matches: [
        { id: tid(11), sideA: alice!, sideB: bob! },
        { id: tid(12), sideA: carol!, sideB: dan!, saygId: tid(500), ...second },
      ],
      matchOptions: [{ numberOfLegs: 3 }, { numberOfLegs: 3 }],
      nextRound: { id: tid(20), sides: [], matches: [{ id: tid(21) }], matchOptions: [{ numberOfLegs: 3 }] },
    },
  });
}

const slots = {
  renderScoring: (props: TournamentScoringSlotProps) => (
    <p>
      Scoring {props.sideAName} v {props.sideBName}
    </p>
  ),
};

describe("the scorer's screen names the match's board (issue #26 'Boards')", () => {
  it("shows 'Board 3' by the match's names, and follows the board when it is moved while scoring", async () => {
    const poll = heldPoll(aNight({ board: 1 }, '2025-11-21T21:30:00.0000000Z'));
    const { user } = renderTournament(aNight({ board: 3 }), { access: [...scorer], slots, routes: poll.routes });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carol v Dan' });
    expect(within(dialog).getByText('Board 3')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Scoring Carol v Dan');
    poll.release();
    await waitFor(() => expect(within(dialog).getByText('Board 1')).toBeInTheDocument(), { timeout: 4000 });
    expect(within(dialog).queryByText('Board 3')).not.toBeInTheDocument();
  });

  it('names no board for a match not on one', async () => {
    const { user } = renderTournament(aNight({}), { access: [...scorer], slots });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carol v Dan' });
    expect(dialog).toHaveTextContent('Scoring Carol v Dan');
    expect(within(dialog).queryByText(/^Board \d+$/)).not.toBeInTheDocument();
  });
});
