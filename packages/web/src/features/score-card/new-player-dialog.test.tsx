import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, type FakeRoutes } from '../../testing/fake-api';
import { aGame, aScoreCardLeague, renderScoreCard } from './testing-render';

type ScoreCardLeague = ReturnType<typeof aScoreCardLeague>;

const admin = ['ManageScores', 'ManageGames', 'ManagePlayers'] as const;

async function openNewPlayer(routes: (l: ScoreCardLeague) => FakeRoutes = () => ({})) {
  const l = aScoreCardLeague();
  const view = renderScoreCard(l, aGame(l), { access: [...admin], routes: routes(l) });
  await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Match 3 home player' }), 'New player…');
  const dialog = await screen.findByRole('dialog', { name: 'New player for Crown' });
  return { ...view, l, dialog, name: within(dialog).getByRole('textbox', { name: 'Name' }) };
}

describe('New player dialog: problems go once the name is put right (issue #10)', () => {
  it("drops 'Player name cannot be empty' as soon as a name is typed", async () => {
    const { user, dialog, name } = await openNewPlayer();
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(name).toHaveAccessibleDescription('Player name cannot be empty');
    await user.type(name, 'N');
    expect(within(dialog).queryByText('Player name cannot be empty')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("keeps the server's refusal and the name until the name is changed", async () => {
    const { user, dialog, name } = await openNewPlayer((l) => ({
      [`POST /api/Player/${l.division.id}/${l.season.id}/${l.crown.id}`]: {
        success: false,
        errors: ['Nia already plays for this team'],
        warnings: [],
        messages: [],
      },
    }));
    await user.type(name, 'Nia');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nia already plays for this team');
    expect(name).toHaveValue('Nia');
    await user.type(name, 'h');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('New player dialog: the player the server answers with', () => {
  it('is found by the same-name rule the server uses (issue #25: isSameName), runs of spaces and all', async () => {
    const kept = { id: '5c000000-0000-4000-8000-000000000998', name: 'Nia  Jones', captain: false, updated: '' };
    const { user, dialog, name } = await openNewPlayer((l) => ({
      [`POST /api/Player/${l.division.id}/${l.season.id}/${l.crown.id}`]: envelope(
        { ...l.crown, seasons: l.crown.seasons!.map((s) => ({ ...s, players: [...s.players, kept] })) },
        { messages: ['Player already exists with this name, player not added'] },
      ),
    }));
    await user.type(name, 'nia jones');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Match 3 home player' })).toHaveValue(kept.id);
  });
});
