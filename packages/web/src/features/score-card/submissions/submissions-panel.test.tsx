import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { GameDto, GameMatchDto } from '@darts/contract';
import { anEmptyGame } from '../testing-game';
import { SubmissionsPanel } from './index';

const player = (id: string, name: string) => ({ id, name });
const harry = player('h1', 'Harry Home');
const helen = player('h2', 'Helen Home');
const hugh = player('h3', 'Hugh Home');
const alan = player('a1', 'Alan Away');
const amy = player('a2', 'Amy Away');
const ann = player('a3', 'Ann Away');

const match = (
  id: string,
  home: (typeof harry)[],
  away: (typeof harry)[],
  homeScore?: number,
  awayScore?: number,
): GameMatchDto => ({
  id,
  homePlayers: home,
  awayPlayers: away,
  homeScore,
  awayScore,
});

/** Eight matches: five singles, two pairs, one triples. */
const agreedMatches = (): GameMatchDto[] => [
  match('s1', [harry], [alan], 3, 1),
  match('s2', [helen], [amy], 1, 3),
  match('s3', [hugh], [ann], 3, 0),
  match('s4', [harry], [amy], 3, 2),
  match('s5', [helen], [alan], 0, 3),
  match('s6', [harry, helen], [alan, amy], 2, 1),
  match('s7', [hugh, harry], [ann, alan], 1, 2),
  match('s8', [harry, helen, hugh], [alan, amy, ann], 2, 0),
];

const base = anEmptyGame();

function homeSubmission(): GameDto {
  return {
    ...base,
    updated: '2025-11-21T19:30:00.0000000Z',
    editor: 'Hazel Clerk',
    matches: agreedMatches(),
    oneEighties: [harry, alan],
    over100Checkouts: [{ ...helen, score: 120 }],
    home: { ...base.home, manOfTheMatch: helen.id },
  };
}

/** The away clerk's card: match 1's score, match 6's away pair and one 180 differ. */
function awaySubmission(): GameDto {
  const matches = agreedMatches();
  matches[0] = match('s1', [harry], [alan], 3, 2);
  matches[5] = match('s6', [harry, helen], [alan, ann], 2, 1);
  return {
    ...base,
    updated: '2025-11-22T09:05:00.0000000Z',
    editor: 'Alfie Clerk',
    matches,
    oneEighties: [harry],
    over100Checkouts: [{ ...helen, score: 120 }],
    away: { ...base.away, manOfTheMatch: ann.id },
  };
}

/** The card after an unpublish: eight empty matches and nothing else, as the page edits it. */
const emptyDraft = (): GameDto => ({ ...base, matches: Array.from({ length: 8 }, (_, i) => match(`d${i}`, [], [])) });

function renderPanel(game: GameDto, draft: GameDto = emptyDraft()) {
  const changes = vi.fn<(draft: GameDto) => void>();
  function Page() {
    const [current, setCurrent] = useState(draft);
    return (
      <SubmissionsPanel
        game={game}
        draft={current}
        onDraftChange={(next) => {
          changes(next);
          setCurrent(next);
        }}
      />
    );
  }
  const view = render(<Page />);
  const lastDraft = () => changes.mock.lastCall![0];
  return { ...view, user: userEvent.setup(), changes, lastDraft };
}

const bothSubmitted = () => ({ ...base, homeSubmission: homeSubmission(), awaySubmission: awaySubmission() });

async function openComparison(game: GameDto = bothSubmitted(), draft?: GameDto) {
  const view = renderPanel(game, draft);
  await view.user.click(screen.getAllByRole('button', { name: /submission/ })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Submissions' });
  const table = (name: string) => within(dialog).getByRole('table', { name });
  const row = (tableName: string, heading: string) =>
    within(table(tableName))
      .getAllByRole('row')
      .find((tr) => within(tr).queryByRole('rowheader', { name: new RegExp(`^${heading}\\b`) }))!;
  return { ...view, dialog, table, row };
}

/** The highlighted parts of a cell, each saying '(differs)' to screen readers. */
const differingParts = (cell: HTMLElement) =>
  within(cell)
    .queryAllByText('(differs)')
    .map((marker) => marker.parentElement!.textContent);

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('SubmissionsPanel', () => {
  it('renders nothing when the game has no submission', () => {
    const { container } = renderPanel({ ...base });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows who submitted and when on the header buttons', () => {
    renderPanel(bothSubmitted());
    expect(screen.getByRole('button', { name: 'Home submission by Hazel Clerk, 21 Nov 19:30' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Away submission by Alfie Clerk, 22 Nov 09:05' })).toBeInTheDocument();
  });

  it('shows the two submissions side by side with every difference highlighted', async () => {
    const { dialog, table, row } = await openComparison();
    expect(within(dialog).getByText('The submissions differ in 3 places.')).toBeInTheDocument();
    expect(within(table('Singles')).getAllByRole('row')).toHaveLength(6);
    expect(within(table('Pairs')).getAllByRole('row')).toHaveLength(3);
    expect(within(table('Triples')).getAllByRole('row')).toHaveLength(2);

    const first = row('Singles', '1');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1≠ Differs');
    const [home, away] = within(first).getAllByRole('cell');
    expect(home).toHaveTextContent(/^Harry Home3 – to ≠ 1 \(differs\)Alan Away/);
    expect(differingParts(home!)).toEqual(['≠ 1 (differs)']);
    expect(differingParts(away!)).toEqual(['≠ 2 (differs)']);
    expect(within(row('Singles', '2')).queryByText('Differs')).not.toBeInTheDocument();

    const pair = within(row('Pairs', '6')).getAllByRole('cell');
    expect(differingParts(pair[0]!)).toEqual(['≠ Alan Away & Amy Away (differs)']);
    expect(differingParts(pair[1]!)).toEqual(['≠ Alan Away & Ann Away (differs)']);
    expect(within(row('Triples', '8')).queryByText('Differs')).not.toBeInTheDocument();

    const oneEighties = within(row('180s and hi-checks', '180s')).getAllByRole('cell');
    expect(
      within(oneEighties[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Harry Home', '≠ Alan Away (differs)']);
    expect(
      within(oneEighties[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Harry Home']);
    expect(within(row('180s and hi-checks', 'Hi-checks')).queryByText('Differs')).not.toBeInTheDocument();
  });

  it('shows each team’s man of the match from its own submission, n/a for the other', async () => {
    const { row } = await openComparison();
    const [homeOfHome, awayOfHome] = within(row('Man of the match', 'Home')).getAllByRole('cell');
    expect(homeOfHome).toHaveTextContent('Helen Home');
    expect(awayOfHome).toHaveTextContent('n/a');
    const [homeOfAway, awayOfAway] = within(row('Man of the match', 'Away')).getAllByRole('cell');
    expect(homeOfAway).toHaveTextContent('n/a');
    expect(awayOfAway).toHaveTextContent('Ann Away');
    expect(within(awayOfHome!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('merges a single match from either side and shows it as merged', async () => {
    const { user, lastDraft, row } = await openComparison();
    expect(pressed('Use away for match 1')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Use away for match 1' }));

    const draft = lastDraft();
    expect(draft.matches[0]).toMatchObject({
      id: 'd0',
      homePlayers: [harry],
      awayPlayers: [alan],
      homeScore: 3,
      awayScore: 2,
    });
    expect(draft.matches.slice(1)).toEqual(emptyDraft().matches.slice(1));
    expect(pressed('Use away for match 1')).toBe('true');
    expect(pressed('Use home for match 1')).toBe('false');
    expect(within(row('Singles', '1')).getByText('Merged')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Match 1 taken from the away submission.');

    await user.click(screen.getByRole('button', { name: 'Use home for match 1' }));
    expect(lastDraft().matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
    expect(pressed('Use home for match 1')).toBe('true');
    expect(pressed('Use away for match 1')).toBe('false');
  });

  it('merges the 180s and the hi-checks', async () => {
    const { user, lastDraft } = await openComparison();
    await user.click(screen.getByRole('button', { name: 'Use away for the 180s' }));
    expect(lastDraft().oneEighties).toEqual([harry]);
    expect(pressed('Use away for the 180s')).toBe('true');
    expect(pressed('Use home for the 180s')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Use home for the hi-checks' }));
    expect(lastDraft().over100Checkouts).toEqual([{ ...helen, score: 120 }]);
    expect(lastDraft().oneEighties).toEqual([harry]);
    // The submissions agree on the hi-checks, so both sides show as merged.
    expect(pressed('Use home for the hi-checks')).toBe('true');
    expect(pressed('Use away for the hi-checks')).toBe('true');
  });

  it('merges each man of the match from its own team’s submission', async () => {
    const { user, lastDraft } = await openComparison();
    await user.click(screen.getByRole('button', { name: 'Use home for the home man of the match' }));
    expect(lastDraft().home).toEqual({ id: 'team-anchor', name: 'Anchor', manOfTheMatch: helen.id });
    expect(lastDraft().away.manOfTheMatch).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Use away for the away man of the match' }));
    expect(lastDraft().away).toEqual({ id: 'team-bell', name: 'Bell', manOfTheMatch: ann.id });
    expect(pressed('Use home for the home man of the match')).toBe('true');
    expect(pressed('Use away for the away man of the match')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Use away for the home man of the match' })).not.toBeInTheDocument();
  });

  it('accepts every part the submissions agree on and leaves the rest', async () => {
    const { user, lastDraft } = await openComparison();
    await user.click(screen.getByRole('button', { name: 'Accept matching' }));
    const draft = lastDraft();
    const agreed = agreedMatches();
    expect(draft.matches[0]).toMatchObject({ homePlayers: [], awayPlayers: [] });
    expect(draft.matches[5]).toMatchObject({ homePlayers: [], awayPlayers: [] });
    for (const index of [1, 2, 3, 4, 6, 7]) {
      expect(draft.matches[index]).toMatchObject({ ...agreed[index], id: `d${index}` });
    }
    expect(draft.oneEighties).toEqual([]);
    expect(draft.over100Checkouts).toEqual([{ ...helen, score: 120 }]);
    expect([draft.home.manOfTheMatch, draft.away.manOfTheMatch]).toEqual([helen.id, ann.id]);
    expect(pressed('Use home for match 2')).toBe('true');
    expect(pressed('Use home for match 1')).toBe('false');
    expect(pressed('Use away for the 180s')).toBe('false');
    expect(screen.getByRole('status')).toHaveTextContent('Every part the submissions agree on is now in the card.');
  });

  it('with one submission: merges from it, says the other is missing and offers no accept', async () => {
    const { user, dialog, row, lastDraft } = await openComparison({ ...base, homeSubmission: homeSubmission() });
    expect(screen.getByText('No away submission yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Only the home team has submitted so far.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept matching' })).not.toBeInTheDocument();
    expect(within(row('Singles', '1')).getAllByRole('cell')[1]).toHaveTextContent('Not submitted');
    expect(within(dialog).queryByText('Differs')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use home for the 180s' }));
    expect(lastDraft().oneEighties).toEqual([harry, alan]);
  });

  it('shows a part the loaded card already holds as merged', async () => {
    const published = { ...emptyDraft(), matches: agreedMatches(), over100Checkouts: [{ ...helen, score: 120 }] };
    await openComparison(bothSubmitted(), published);
    expect(pressed('Use home for match 2')).toBe('true');
    expect(pressed('Use away for match 2')).toBe('true');
    expect(pressed('Use home for match 1')).toBe('true');
    expect(pressed('Use away for match 1')).toBe('false');
    expect(pressed('Use home for the 180s')).toBe('false');
  });

  it('closes with Close and returns focus to the button that opened it', async () => {
    const { user } = await openComparison();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Home submission/ })).toHaveFocus();
  });

  it('has no accessibility violations axe can find without a browser', async () => {
    await openComparison();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
