import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { aLeague } from '../../testing/fixtures';
import { aTournament, renderTournament, someSides, tid } from './testing-tournament';
import { tournamentPageTitle } from './tournament-page';

const site = 'Riverside Darts League';

describe('tournament page loading (spec 2 §4 Tournament page load, §8)', () => {
  it("says 'Tournament not found' for a 204, with a way home", async () => {
    renderTournament(null);
    expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('says a deleted tournament was deleted, when and by whom, and offers nothing to edit (contract §1.10)', async () => {
    renderTournament(aTournament({ deleted: '2026-11-22T10:15:00.0000000Z', remover: 'Olive Organiser' }), {
      access: ['ManageTournaments'],
    });
    expect(await screen.findByText('This tournament was deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Singles at The Crown, Fri 21 Nov' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Deleted 22 Nov 2026, \d\d:15:00 by Olive Organiser\. It can no longer be changed\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'No seasons found' when the league has none", async () => {
    const league = { ...aLeague(), seasons: [] };
    renderTournament(aTournament(), { league });
    expect(await screen.findByText('No seasons found')).toBeInTheDocument();
  });

  it("says 'Could not find the season for this tournament' for a season the league does not have", async () => {
    renderTournament(aTournament({ seasonId: tid(999) }));
    expect(await screen.findByText('Could not find the season for this tournament')).toBeInTheDocument();
  });

  it('says what the server answered when the tournament could not be read', async () => {
    renderTournament(null, { routes: { [`/api/Tournament/${tid(1)}`]: reply(500, { errors: ['Database down'] }) } });
    expect(await screen.findByText('Tournament could not be found')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
  });
});

describe('page title (spec 2 §2)', () => {
  it.each([
    [aTournament(), 'Singles at The Crown, Fri 21 Nov'],
    [aTournament({ type: undefined }), 'tournament at The Crown, Fri 21 Nov'],
    [aTournament({ singleRound: true, host: 'Crown', opponent: 'Swan' }), 'Crown vs Swan, Fri 21 Nov'],
  ])('%#: %s', (tournament, title) => {
    expect(tournamentPageTitle(tournament)).toBe(title);
  });

  it('titles the tab with the type, address and date', async () => {
    renderTournament(aTournament());
    await waitFor(() => expect(document.title).toBe(`Singles at The Crown, Fri 21 Nov – ${site}`));
  });
});

describe('the bracket sheet (spec 2 §2, §4 Tournament)', () => {
  it('heads the sheet with type, address and date, and shows the notes as markdown', async () => {
    renderTournament(aTournament({ notes: 'Boards in the **back room**' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Singles at The Crown on Fri 21 Nov 2025' }),
    ).toBeInTheDocument();
    // The markdown renderer loads when the notes show (issue #24).
    expect((await screen.findByText('back room', {}, { timeout: 10_000 })).tagName).toBe('STRONG');
  });

  it('draws six sides as a preliminary round, semi-finals and a final, later entrants as winners of earlier matches', async () => {
    renderTournament(aTournament());
    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    expect(bracket).toHaveAttribute('tabindex', '0');
    const rounds = within(bracket)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(rounds).toEqual(['Preliminary', 'Semi-Final', 'Final']);
    // Alice and Bob have byes; the last four meet in the preliminary round.
    expect(
      within(match(bracket, 1))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Carol', 'Dan']);
    expect(
      within(match(bracket, 3))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice', 'Bob']);
    expect(
      within(match(bracket, 4))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Winner of match 1', 'Winner of match 2']);
    expect(
      within(match(bracket, 5))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Winner of match 3', 'Winner of match 4']);
  });

  it('leaves no-shows out of the draw but lists them as playing, marked', async () => {
    const sides = someSides(['Alice', 'Bob', 'Carol', 'Dan', 'Eve']);
    sides[4] = { ...sides[4]!, noShow: true };
    renderTournament(aTournament({ sides }));
    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    expect(
      within(bracket)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Semi-Final', 'Final']);
    expect(within(bracket).queryByText('Eve')).not.toBeInTheDocument();
    const playing = screen.getByRole('region', { name: 'Playing' });
    expect(within(playing).getByText('No show')).toBeInTheDocument();
  });

  it('shows a decided final as the venue winner, the winner marked', async () => {
    const sides = someSides(['Alice', 'Bob']);
    const tournament = aTournament({
      sides,
      round: {
        id: tid(10),
        sides: [],
        matches: [{ id: tid(11), sideA: sides[0], sideB: sides[1], scoreA: 3, scoreB: 1 }],
        matchOptions: [{ numberOfLegs: 5 }],
      },
    });
    renderTournament(tournament);
    const winner = await screen.findByRole('region', { name: 'Venue winner' });
    expect(winner).toHaveTextContent('Alice');
    expect(within(match(screen.getByRole('region', { name: 'Bracket' }), 1)).getByText('(winner)')).toBeInTheDocument();
  });

  it('gives readers no edit controls: no Save, Add player, Edit or Start scoring', async () => {
    renderTournament(aTournament({ oneEighties: [{ id: tid(200), name: 'Alice' }] }));
    await screen.findByRole('region', { name: 'Bracket' });
    expect(screen.getByRole('region', { name: '180s' })).toHaveTextContent('Alice');
    for (const name of ['Save', 'Add player', 'Edit match 1', 'Start scoring match 1', 'Add 180', 'Add hi-check'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('links to the venue screen of the tournament next to Copy link, for readers too', async () => {
    const tournament = aTournament();
    renderTournament(tournament);
    await screen.findByRole('region', { name: 'Bracket' });
    const link = screen.getByRole('link', { name: 'Venue screen' });
    expect(link).toHaveAttribute('href', `/live/tournament/${tournament.id}`);
    expect(screen.getByRole('button', { name: 'Copy link' }).nextElementSibling).toBe(link);
  });
});

describe('the printed sheet: 180s per player, hi-checks one a line', () => {
  const alice = { id: tid(200), name: 'Alice' };
  const bob = { id: tid(201), name: 'Bob' };
  const cat = { id: tid(202), name: 'Cat' };
  const sheet = aTournament({
    oneEighties: [alice, bob, bob, cat, bob, alice],
    over100Checkouts: [
      { ...alice, score: 121 },
      { ...alice, score: 104 },
    ],
  });
  const lines = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists each player once with how many 180s, most first, then by name', async () => {
    renderTournament(sheet);
    const box = await screen.findByRole('region', { name: '180s' });
    expect(lines(box)).toEqual(['Bob × 3', 'Alice × 2', 'Cat']);
    expect(lines(screen.getByRole('region', { name: 'Hi-checks' }))).toEqual(['Alice 121', 'Alice 104']);
  });

  it('prints the same per-player list for an editor, whose screen keeps one removable line per 180', async () => {
    renderTournament(sheet, { access: ['EnterTournamentResults'] });
    const box = await screen.findByRole('region', { name: '180s' });
    expect(within(box).getAllByRole('button', { name: 'Remove 180 by Bob' })).toHaveLength(3);
    const [paper, screenList] = box.querySelectorAll('ul');
    expect(paper).toHaveClass('d-none', 'd-print-block');
    expect(paper).toHaveAttribute('aria-hidden', 'true');
    expect([...paper!.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Bob × 3', 'Alice × 2', 'Cat']);
    expect(screenList).toHaveClass('d-print-none');
    expect(lines(screenList!)).toHaveLength(6);
  });
});

/** The match card numbered `n` within the bracket. */
function match(bracket: HTMLElement, n: number) {
  return within(bracket).getByRole('article', { name: `Match ${n}` });
}
