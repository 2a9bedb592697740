import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentLimits, type EditTournamentGameDto, type TournamentGameDto } from '@darts/contract';
import { envelope, type FakeRequest } from '../../testing/fake-api';
import { aTournament, renderTournament } from './testing-tournament';

const manager = ['ManageTournaments'] as const;
const resultsOnly = ['EnterTournamentResults'] as const;

/** PUT /api/Tournament answering with what was sent, as the server's copy. */
function savingServer() {
  const sent: EditTournamentGameDto[] = [];
  const route = (request: FakeRequest) => {
    const body = request.body as EditTournamentGameDto;
    sent.push(body);
    const { lastUpdated: _token, ...rest } = body;
    return envelope(
      { ...(rest as TournamentGameDto), updated: '2025-11-21T21:00:00.0000000Z' },
      {
        messages: ['TournamentGame updated'],
      },
    );
  };
  return { sent, routes: { 'PUT /api/Tournament': route } };
}

describe("'Edit details' (spec 2 §6: manageTournaments edits tournament options; §2 heading)", () => {
  it('changes the draft (heading, notes, unsaved) and the page Save sends type, address and notes', async () => {
    const { sent, routes } = savingServer();
    const { user } = renderTournament(aTournament({ notes: 'Board 1' }), { access: [...manager], routes });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const type = within(dialog).getByRole('textbox', { name: 'Type' });
    expect(type).toHaveValue('Singles');
    expect(type).toHaveAttribute('maxLength', String(tournamentLimits.text));
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveAttribute(
      'maxLength',
      String(tournamentLimits.address),
    );
    await user.clear(type);
    await user.type(type, 'Pairs');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '  The Swan ');
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    await user.clear(notes);
    await user.type(notes, 'Bring **your own** darts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pairs at The Swan on');
    expect((await screen.findByText('your own', {}, { timeout: 10_000 })).tagName).toBe('STRONG');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tournament saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'Pairs', address: 'The Swan', notes: 'Bring **your own** darts' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('leaves out a blank type (the heading says tournament) and blank notes', async () => {
    const { sent, routes } = savingServer();
    const { user } = renderTournament(aTournament({ notes: 'Board 1' }), { access: [...manager], routes });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Notes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('tournament at The Crown on');
    expect(screen.queryByText('Board 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tournament saved');
    expect(sent[0]).not.toHaveProperty('type');
    expect(sent[0]).not.toHaveProperty('notes');
    expect(sent[0]?.address).toBe('The Crown');
  });

  it("refuses a blank address ('Address must be provided') and changes nothing", async () => {
    const { user } = renderTournament(aTournament(), { access: [...manager] });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Address must be provided')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    // Cancel: the draft is as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Singles at The Crown on');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('is not offered to accounts that only enter results', async () => {
    renderTournament(aTournament(), { access: [...resultsOnly] });
    await screen.findByRole('region', { name: 'Bracket' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('is hidden in print', async () => {
    renderTournament(aTournament(), { access: [...manager] });
    const button = await screen.findByRole('button', { name: 'Edit details' });
    expect(button.closest('.d-print-none')).not.toBeNull();
  });
});
