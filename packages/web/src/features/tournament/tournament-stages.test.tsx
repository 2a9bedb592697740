import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { roundsOf } from '@darts/domain';
import { findPlacedMatch, placedScorePatch, stagesOf, withPlacedMatch, type StagedDraft } from './stage-model';
import { aDrawnTournament } from './testing-tournament';
import { TournamentStages } from './tournament-stages';
import { withSides } from './tournament-model';

function renderStages(tournament: StagedDraft, props: Partial<Parameters<typeof TournamentStages>[0]> = {}) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <TournamentStages tournament={tournament} {...props} />
    </MemoryRouter>,
  );
  return { ...view, user };
}

/** Plays match `matchIndex` of the stage's round as a 2–0 win for side A. */
const won = (t: StagedDraft, stage: 'round' | 'losersRound' | 'finalRound', roundIndex: number, matchIndex: number) =>
  withPlacedMatch(t, { stage, roundIndex, matchIndex }, (m) => ({ ...m, scoreA: 2, scoreB: 0 }));

describe('a 12-side double elimination (issue #26)', () => {
  const twelve = aDrawnTournament(12, { format: 'doubleElimination', grandFinalReset: true });

  it('shows the winners bracket, the losers bracket and the grand final, the reset only once played', () => {
    renderStages(twelve);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Winners bracket',
      'Losers bracket',
      'Grand final',
    ]);
    const losers = screen.getByRole('region', { name: 'Losers bracket' });
    expect(
      within(losers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Losers Round 1',
      'Losers Round 2',
      'Losers Round 3',
      'Losers Round 4',
      'Losers Round 5',
      'Losers Final',
    ]);
    const final = screen.getByRole('region', { name: 'Grand final' });
    expect(
      within(final)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Grand Final']);
  });

  it('shows the top four seeds’ byes as "{side} — bye", without a score or a button', () => {
    renderStages(twelve, { onStartScoring: () => undefined, onEditMatch: () => undefined });
    const winners = screen.getByRole('region', { name: 'Winners bracket' });
    const byes = within(winners).getAllByText(/— bye$/);
    expect(byes.map((bye) => bye.textContent)).toEqual([
      'Player 1 — bye',
      'Player 4 — bye',
      'Player 3 — bye',
      'Player 2 — bye',
    ]);
    for (const bye of byes) expect(within(bye.closest('article')!).queryByRole('button')).not.toBeInTheDocument();
    // The 4 matches played in round 1 can be scored; byes and empty matches cannot.
    expect(within(winners).getAllByRole('button', { name: /^Start scoring/ })).toHaveLength(4);
  });

  it('says where each side still to come in the losers bracket and grand final comes from, by the numbers shown', () => {
    renderStages(twelve);
    const winners = screen.getByRole('region', { name: 'Winners bracket' });
    const losers = screen.getByRole('region', { name: 'Losers bracket' });
    const final = screen.getByRole('region', { name: 'Grand final' });
    // Winners matches are numbered 1–15 (the final 15), the losers bracket 16–29 (its final 29).
    expect(within(winners).getByRole('article', { name: 'Match 15' })).toBeInTheDocument();
    expect(within(losers).getByRole('article', { name: 'Match 29' })).toBeInTheDocument();
    const grandFinal = within(final).getByRole('article', { name: 'Match 30' });
    expect(within(grandFinal).getByText('Winner of match 15')).toBeInTheDocument();
    expect(within(grandFinal).getByText('Winner of match 29')).toBeInTheDocument();
    // The losers final: the losers semi-final's winner against the winners final's loser.
    const losersFinal = within(losers).getByRole('article', { name: 'Match 29' });
    expect(within(losersFinal).getByText('Winner of match 28')).toBeInTheDocument();
    expect(within(losersFinal).getByText('Loser of match 15')).toBeInTheDocument();
    // Round 1 of the losers bracket: each a bye (a top seed's bye has no loser) passing on a first-round loser.
    const firstRound = [16, 17, 18, 19].map((n) => within(losers).getByRole('article', { name: `Match ${n}` }));
    for (const match of firstRound) expect(match).toHaveTextContent(/^Loser of match ([1-8]) — bye$/);
    // Round 2 takes them through the byes, and the winners quarter-finals' losers (matches 9–12).
    const second = within(losers).getByRole('article', { name: 'Match 20' });
    expect(
      within(second)
        .getAllByText(/^Loser of match \d+$/)
        .map((e) => e.textContent),
    ).toEqual([
      expect.stringMatching(/^Loser of match [1-8]$/),
      expect.stringMatching(/^Loser of match (9|10|11|12)$/),
    ]);
    expect(within(losers).queryByText('–')).not.toBeInTheDocument();
  });

  it('offers Start scoring for a losers-bracket match once both its sides are known, with its id', async () => {
    let played = twelve;
    // Winners rounds 1 and 2 (the byes pass on by themselves): their losers drop into the losers bracket.
    for (const r of [0, 1])
      roundsOf(played.round)[r]!.matches.forEach((match, m) => {
        if (!match.bye) played = won(played, 'round', r, m);
      });
    const onStartScoring = vi.fn();
    const { user } = renderStages(played, { onStartScoring });
    const losers = screen.getByRole('region', { name: 'Losers bracket' });
    const buttons = within(losers).getAllByRole('button', { name: /^Start scoring/ });
    expect(buttons.length).toBeGreaterThan(0);
    await user.click(buttons[0]!);
    expect(onStartScoring).toHaveBeenCalledWith(expect.stringMatching(/^l-\d+-\d+$/));
  });

  it('shows the grand final reset once the losers-bracket side won the grand final', () => {
    let played = twelve;
    const decideAll = (stage: 'round' | 'losersRound') => {
      for (let r = 0; r < roundsOf(played[stage]).length; r += 1)
        roundsOf(played[stage])[r]!.matches.forEach((match, m) => {
          if (!match.bye && match.sideA && match.sideB) played = won(played, stage, r, m);
        });
    };
    decideAll('round');
    decideAll('losersRound');
    played = withPlacedMatch(played, { stage: 'finalRound', roundIndex: 0, matchIndex: 0 }, (m) => ({
      ...m,
      scoreA: 0,
      scoreB: 2,
    }));
    renderStages(played);
    const final = screen.getByRole('region', { name: 'Grand final' });
    expect(
      within(final)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Grand Final', 'Grand Final Reset']);
  });
});

describe('boards (issue #26)', () => {
  it('shows a match’s board, and offers a manager to set it when the venue has boards', async () => {
    const drawn = aDrawnTournament(4);
    const onBoard = withPlacedMatch({ ...drawn, boards: 4 }, { stage: 'round', roundIndex: 0, matchIndex: 1 }, (m) => ({
      ...m,
      board: 3,
    }));
    const onSetBoard = vi.fn();
    const { user } = renderStages(onBoard, { onSetBoard });
    const match = screen.getByRole('article', { name: /^Match 2/ });
    expect(within(match).getByText('Board 3')).toBeInTheDocument();
    await user.click(within(match).getByRole('button', { name: 'Set the board of match 2' }));
    expect(onSetBoard).toHaveBeenCalledWith({ stage: 'round', roundIndex: 0, matchIndex: 1 }, 2);
  });

  it('offers no board button when the venue has no boards', () => {
    renderStages(aDrawnTournament(4), { onSetBoard: () => undefined });
    expect(screen.queryByRole('button', { name: /Set the board/ })).not.toBeInTheDocument();
  });
});

describe('a round at a time on a phone (issue #26)', () => {
  it('picks the shown round by its tab or by Previous and Next', async () => {
    const { user } = renderStages(aDrawnTournament(16));
    const tabs = within(screen.getByRole('tablist', { name: 'Bracket round' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Round 1', 'Quarter-Final', 'Semi-Final', 'Final']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tab', { name: 'Quarter-Final' })).toHaveAttribute('aria-selected', 'true');
    const current = document.getElementById(
      screen.getByRole('tab', { name: 'Quarter-Final' }).getAttribute('aria-controls')!,
    );
    expect(current).toHaveClass('tournament-round-current');
    await user.click(screen.getByRole('tab', { name: 'Final' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 3, name: 'Round 1' }).closest('li')).toHaveClass(
      'tournament-round-away',
    );
  });

  it('shows the round being played first, moving on as rounds finish, and the final once all is decided', () => {
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    let night = aDrawnTournament(8);
    const { rerender } = renderStages(night);
    expect(selected()).toBe('Quarter-Final');
    for (const m of [0, 1, 2, 3]) night = won(night, 'round', 0, m);
    const show = (t: StagedDraft) =>
      rerender(
        <MemoryRouter>
          <TournamentStages tournament={t} />
        </MemoryRouter>,
      );
    show(night);
    expect(selected()).toBe('Semi-Final');
    for (const m of [0, 1]) night = won(night, 'round', 1, m);
    night = won(night, 'round', 2, 0);
    show(night);
    expect(selected()).toBe('Final');
  });

  it("highlights the signed-in player's path and shows its latest round; another side can be followed", async () => {
    let drawn = aDrawnTournament(8);
    drawn = won(drawn, 'round', 0, 0); // Player 1 beats Player 8
    const { user } = renderStages(drawn, { accountName: 'Player 1' });
    expect(screen.getByRole('combobox', { name: 'Follow' })).toHaveDisplayValue('Player 1');
    const followed = document.querySelectorAll('.tournament-match-followed');
    expect(followed).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Semi-Final' })).toHaveAttribute('aria-selected', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Follow' }), 'Player 5');
    expect(document.querySelectorAll('.tournament-match-followed')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Quarter-Final' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the stage model (issue #26)', () => {
  const twelve = aDrawnTournament(12, { format: 'doubleElimination' });

  it('numbers matches on across the stages shown', () => {
    const stages = stagesOf(twelve);
    expect(stages.map((s) => [s.title, s.firstNumber])).toEqual([
      ['Winners bracket', 1],
      ['Losers bracket', 16],
      ['Grand final', 30],
    ]);
  });

  it('names a knockout slot after groups by the number its feeding match is shown with', () => {
    const groups = stagesOf(aDrawnTournament(16, { format: 'groups', groupCount: 4, groupAdvance: 2 }));
    const knockout = groups.find((stage) => stage.stage === 'round')!;
    // 4 groups of 4 play 24 matches: the knockout's quarter-finals are matches 25–28.
    expect(knockout.firstNumber).toBe(25);
    expect(knockout.labels[1]![0]).toEqual({ sideA: 'Winner of match 25', sideB: 'Winner of match 26' });
    expect(knockout.labels[0]![0]).toEqual({ sideA: null, sideB: null });
  });

  it('finds a match by id in any stage, with its legs', () => {
    expect(findPlacedMatch(twelve, 'l-2-1')).toMatchObject({
      stage: 'losersRound',
      roundIndex: 2,
      matchIndex: 1,
      legs: 3,
    });
    expect(findPlacedMatch(twelve, 'f-0-0')).toMatchObject({ stage: 'finalRound', roundIndex: 0, matchIndex: 0 });
  });

  it.each([
    ['round', 0, { round: { match: { sideA: 'a', sideB: 'b', scoreA: 2, scoreB: 1 } } }],
    [
      'losersRound',
      2,
      { losersRound: { nextRound: { nextRound: { match: { sideA: 'a', sideB: 'b', scoreA: 2, scoreB: 1 } } } } },
    ],
    ['finalRound', 1, { finalRound: { nextRound: { match: { sideA: 'a', sideB: 'b', scoreA: 2, scoreB: 1 } } } }],
  ] as const)('PATCHes a %s match down its own chain', (stage, roundIndex, patch) => {
    const match = { sideA: { id: 'a', players: [] }, sideB: { id: 'b', players: [] }, scoreA: 2, scoreB: 1 };
    expect(placedScorePatch({ stage, roundIndex, matchIndex: 0 }, match)).toEqual(patch);
  });

  it('PATCHes a group match by its group id', () => {
    const match = { sideA: { id: 'a', players: [] }, sideB: { id: 'b', players: [] }, scoreA: 1 };
    expect(placedScorePatch({ stage: 'group', groupId: 'g1', roundIndex: 0, matchIndex: 3 }, match)).toEqual({
      group: { id: 'g1', match: { sideA: 'a', sideB: 'b', scoreA: 1, scoreB: 0 } },
    });
  });
});

describe('sides changed after the draw (issue #26)', () => {
  it('undoes a draw nothing was played in, so Draw makes it again with the new sides', () => {
    const drawn = aDrawnTournament(6);
    const next = withSides(drawn, drawn.sides.slice(1), () => 'new');
    expect(next.draw).toBeUndefined();
    expect(next.round).toBeUndefined();
    expect(next.sides).toHaveLength(5);
  });

  it('keeps a draw once a match started', () => {
    const started = won(aDrawnTournament(6), 'round', 0, 1);
    const next = withSides(started, started.sides, () => 'new');
    expect(next.draw).toEqual(started.draw);
  });
});
