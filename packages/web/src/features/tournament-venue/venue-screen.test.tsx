import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceTournament, drawBracket, legAt, remainingScore } from '@darts/domain';
import { playRecord } from '../../testing/play-record';
import { aNight, keyOf, playedOut, recordBody, renderWithApp, venueSides, withMatch } from './testing-venue';
import { venueMatchesOf, type VenueTournament } from './venue-model';
import { nextUpShown, VenueScreen } from './venue-screen';

const board = (n: number) =>
  within(screen.getByRole('region', { name: 'Now on the boards' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('venue-board'))
    .find((item) => within(item).queryByRole('heading', { level: 3, name: new RegExp(`^Board ${n}\\b`) }))!;
const nextUp = () =>
  within(screen.getByRole('region', { name: 'Next up' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const rounds = () =>
  within(screen.getByRole('region', { name: 'Bracket' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The night with `board` set on the match between a and b, as the server's `assignBoards` does. */
const onBoard = (night: VenueTournament, a: string, b: string, n: number) =>
  withMatch(night, keyOf(night, a, b), (m) => ({ ...m, board: n }));

const show = (night: VenueTournament, routes = {}) =>
  renderWithApp(<VenueScreen tournament={night} indicator={<span>Live</span>} />, routes);

describe('the venue screen of a double elimination (issue #26)', () => {
  // Six sides in a bracket of eight: Alice and Bob (the top of the draw) have byes.
  const drawn = aNight({ format: 'doubleElimination', count: 6, boards: 2, grandFinalReset: true });
  const ready = venueMatchesOf(drawn).filter((m) => m.sideA && m.sideB && !m.match.bye);

  it('shows each board with its match, the ready matches next up in order, and the rounds being played', () => {
    const [first, second] = ready as [(typeof ready)[number], (typeof ready)[number]];
    const night = onBoard(drawn, first.sideA!, first.sideB!, 1);
    show(night);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Singles at The Crown');
    expect(within(board(1)).getByRole('heading', { level: 3 })).toHaveTextContent(`Board 1${first.label} · Best of 3`);
    expect(
      within(board(1))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${first.sideA}legs 0`, `${first.sideB}legs 0`]);
    expect(within(board(2)).getByText('Free')).toBeInTheDocument();
    expect(nextUp()).toEqual([`${second.label}${second.sideA} v ${second.sideB}`]);
    // The winners bracket's first round and the next, the losers bracket's, and the grand final.
    // The losers bracket's first round is all byes (two sides had byes in the winners'), so it is left out.
    expect(rounds()).toEqual([
      'Winners Quarter-Final',
      'Winners Semi-Final',
      'Losers Round 2',
      'Losers Round 3',
      'Grand Final',
    ]);
    expect(screen.queryByText(/^Champion/)).not.toBeInTheDocument();
  });

  it('says where each side still to come is from, naming the match as the screen does', () => {
    show(drawn);
    const bracket = screen.getByRole('region', { name: 'Bracket' });
    expect(within(bracket).getByText('Winner of Winners Quarter-Final, match 2')).toBeInTheDocument();
    // The losers bracket's round 2 takes the first round's losers through its byes, and the semi-finals' losers.
    expect(within(bracket).getAllByText(/^Loser of Winners Quarter-Final, match [23]$/)).toHaveLength(2);
    expect(within(bracket).getAllByText(/^Loser of Winners Semi-Final, match [12]$/)).toHaveLength(2);
    expect(within(bracket).getByText('Winner of Winners Final')).toBeInTheDocument();
    expect(within(bracket).getByText('Winner of Losers Final')).toBeInTheDocument();
    expect(within(bracket).queryByText('To be decided')).not.toBeInTheDocument();
  });

  it('shows legs and live remaining from the match record, the thrower marked', async () => {
    const [first] = ready as [(typeof ready)[number]];
    // Leg 1 to A; in leg 2 B has thrown 60 and A 100, so B is to throw.
    const sayg = playRecord(first.sideA!, first.sideB!, [
      { first: 'home', scores: [180, 60, 180, 60, 141], checkoutDarts: 3 },
      { first: 'away', scores: [60, 100] },
    ]);
    const night = withMatch(onBoard(drawn, first.sideA!, first.sideB!, 1), first.key, (m) => ({
      ...m,
      saygId: 'sayg-1',
      scoreA: 1,
    }));
    show(night, { '/api/Sayg/sayg-1': recordBody(sayg, 'sayg-1') });

    const leg = legAt(sayg, 1)!;
    const needs = await within(board(1)).findAllByText(/^needs/, { exact: false });
    expect(needs).toHaveLength(2);
    expect(
      within(board(1))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${first.sideA}legs 1needs ${remainingScore(leg, 'home')}`,
      `${first.sideB} (to throw)legs 0needs ${remainingScore(leg, 'away')}`,
    ]);
    expect(within(board(1)).getByRole('heading', { level: 3 })).toHaveTextContent('Leg 2');
  });

  it('frees a board when its match is decided and moves the bracket on', () => {
    const [first] = ready as [(typeof ready)[number]];
    const onIt = onBoard(drawn, first.sideA!, first.sideB!, 1);
    show(withMatch(onIt, first.key, (m) => ({ ...m, scoreA: 2, scoreB: 1 })));
    expect(within(board(1)).getByText('Free')).toBeInTheDocument();
    const winners = within(screen.getByRole('region', { name: 'Bracket' })).getAllByText('(winner)');
    expect(winners).toHaveLength(1);
  });

  it('names the champion once the night is played out, the grand final last in the bracket', () => {
    show(playedOut(drawn));
    expect(screen.getByRole('status')).toHaveTextContent(/^Champion: \w+/);
    expect(within(board(1)).getByText('Free')).toBeInTheDocument();
    expect(within(board(2)).getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('No more matches')).toBeInTheDocument();
    expect(rounds()).toEqual(['Winners Final', 'Grand Final']);
  });
});

describe('the venue screen of a knockout laid out before draws existed (no draw, no boards)', () => {
  it("says 'Now playing' for the matches under way, the rest next up", () => {
    // Twelve sides: four preliminary matches, four byes into the quarter-finals.
    const sides = venueSides(12);
    const night = advanceTournament({
      ...aNight({ count: 2 }),
      sides,
      draw: undefined,
      format: undefined,
      round: drawBracket({ sides, bestOf: 3 }),
    });
    const started = withMatch(night, 'round-0-2', (m) => ({ ...m, scoreA: 1 }));
    show(started);
    const playing = screen.getByRole('region', { name: 'Now playing' });
    expect(within(playing).getByRole('heading', { level: 3 })).toHaveTextContent('Preliminary, match 3Best of 3');
    // The four with byes meet in the first two quarter-finals (legacy feeding), ready after the preliminaries.
    expect(nextUp()).toEqual([
      'Preliminary, match 1Eve v Fred',
      'Preliminary, match 2Gina v Hal',
      'Preliminary, match 4Kim v Lou',
      'Quarter-Final, match 1Alice v Bob',
      'and 1 more',
    ]);
    expect(rounds()).toEqual(['Preliminary', 'Quarter-Final']);
  });

  it('lists the first next up and says how many more', () => {
    const sides = venueSides(16);
    show(
      advanceTournament({
        ...aNight({ count: 2 }),
        sides,
        draw: undefined,
        format: undefined,
        round: drawBracket({ sides, bestOf: 3 }),
      }),
    );
    expect(nextUp()).toHaveLength(nextUpShown + 1);
    expect(nextUp().at(-1)).toBe(`and ${8 - nextUpShown} more`);
  });
});

describe('the venue screen of groups feeding a knockout (issue #26)', () => {
  // Twelve sides in three groups of four, the top two of each through to a knockout of eight.
  const drawn = aNight({ format: 'groups', count: 12, groupCount: 3, groupAdvance: 2, boards: 3 });
  const table = (name: string) => screen.getByRole('table', { name });
  const rowsOf = (name: string) =>
    within(table(name))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));

  it('shows the group tables from the domain, the leaders marked, and group matches next up', () => {
    const first = venueMatchesOf(drawn).find((m) => m.key.startsWith('group-'))!;
    const night = withMatch(drawn, first.key, (m) => ({ ...m, scoreA: 2, scoreB: 1 }));
    show(night);
    expect(screen.getByRole('region', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bracket' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Group A',
      'Group B',
      'Group C',
    ]);
    const rows = rowsOf(first.label);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([`${first.sideA} (in a qualifying place)`, '1', '1', '0', '2–1', '+1']);
    expect(rows.find((row) => row[0] === first.sideB)).toEqual([first.sideB, '1', '0', '1', '1–2', '-1']);
    expect(nextUp()[0]).toMatch(/^Group [ABC]/);
  });

  it('shows the knockout once every group match is decided, group winners meeting other groups’ runners-up', () => {
    let night = drawn;
    for (const m of venueMatchesOf(drawn).filter((each) => each.key.startsWith('group-')))
      night = withMatch(night, m.key, (match) => ({ ...match, scoreA: 2, scoreB: 0 }));
    show(night);
    expect(screen.queryByRole('region', { name: 'Groups' })).not.toBeInTheDocument();
    expect(rounds()).toEqual(['Quarter-Final', 'Semi-Final']);
    expect(nextUp().length).toBeGreaterThan(0);
  });
});
