import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyThrow, startLeg, type ThrowEvent } from '@darts/domain';
import { aMatch, renderPanel } from './testing-scoring';

const side = (name: RegExp | string) => screen.getByRole('region', { name });
const leftFor = (name: string) => within(side(new RegExp(`^${name}`))).getByText(/^\d+ left$/).textContent;
const toThrow = (name: string) => side(`${name}, to throw`);
const legsOf = (name: string) => within(side(new RegExp(`^${name}`))).getByText('Legs').parentElement;
const throwsOf = (name: string) => screen.getByRole('table', { name: `Throws for ${name}` });

/** Scores typed on the keyboard, Enter after each. */
async function type(user: UserEvent, ...scores: number[]) {
  for (const score of scores) await user.keyboard(`${score}{Enter}`);
}

async function start(user: UserEvent, first = 'Jo') {
  await user.click(screen.getByRole('button', { name: first }));
}

afterEach(() => {
  document.cookie = 'sayg-style=; Max-Age=0; Path=/';
});

describe('leg scoring panel (spec 2 §2, §4)', () => {
  it('asks who plays first with one button per player, and highlights who is throwing', async () => {
    const { user } = renderPanel(aMatch());
    expect(screen.getByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sam' })).toBeInTheDocument();
    await start(user, 'Sam');
    expect(toThrow('Sam')).toBeInTheDocument();
    // Heading navigation tells the turn too.
    expect(screen.getByRole('heading', { name: 'Sam, to throw' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jo' })).toBeInTheDocument();
    expect(leftFor('Jo')).toBe('501 left');
  });

  it('offers only the contender without an opponent', () => {
    renderPanel(aMatch({ opponentName: null }));
    expect(screen.getByRole('button', { name: 'Jo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sam' })).not.toBeInTheDocument();
  });

  it('takes scores from the keyboard, announces them, and ignores keys typed into a field', async () => {
    const { user, current } = renderPanel(aMatch());
    await start(user);
    await type(user, 60);
    expect(leftFor('Jo')).toBe('441 left');
    // Announced a frame after the score is painted.
    expect(await screen.findByText('Jo scored 60, 441 left')).toBeInTheDocument();
    expect(toThrow('Sam')).toBeInTheDocument();
    // The throw lists (with the entry row) follow in the frame after the score.
    await screen.findByRole('status', { name: 'Score for Sam' });
    await user.keyboard('4');
    expect(screen.getByRole('status', { name: 'Score for Sam' })).toHaveTextContent('4');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status', { name: 'Score for Sam' })).toHaveTextContent('');
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('26{Enter}');
    expect(screen.getByRole('status', { name: 'Score for Sam' })).toHaveTextContent('');
    expect(current().legs['0']!.away.throws).toEqual([]);
  });

  it('announces each visit in a polite live region: the score, what is left, the next checkout and the leg and match winner', async () => {
    const { user, container } = renderPanel(aMatch({ startingScore: 101, numberOfLegs: 1 }));
    const announcer = () => container.querySelector('[aria-live="polite"].sayg-announcer');
    await start(user);
    await waitFor(() => expect(announcer()).toHaveTextContent('Jo to throw first'));
    await type(user, 61);
    // Sam has 101 left, a checkout: the route the screen suggests is said too.
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Jo scored 61, 40 left\. Sam can check out 101: /));
    const route = screen.getByText(/Checkout for Sam/).parentElement!.textContent.replace(/^.*Checkout /, '');
    expect(announcer()).toHaveTextContent(`Jo scored 61, 40 left. Sam can check out 101: ${route}`);
    await type(user, 0);
    await waitFor(() => expect(announcer()).toHaveTextContent('Sam scored 0, 101 left. Jo can check out 40: D20'));
    await type(user, 40);
    await waitFor(() => expect(announcer()).toHaveTextContent('Jo scored 40, checkout. How many darts?'));
    await user.click(within(screen.getByRole('dialog', { name: 'Checkout' })).getByRole('button', { name: '1' }));
    await waitFor(() =>
      expect(announcer()).toHaveTextContent('Leg to Jo: 40 checkout with 1 dart. Jo wins the match 1–0'),
    );
  });

  it('strikes a bust through without subtracting it, and marks 100+ and 180', async () => {
    const { user } = renderPanel(aMatch({ startingScore: 301 }));
    await start(user);
    await type(user, 180, 100, 81, 0, 60);
    expect(leftFor('Jo')).toBe('40 left');
    const bust = await within(throwsOf('Jo')).findByRole('button', { name: 'Throw 3 for Jo: 60, bust' });
    expect(bust).toContainHTML('<s>60</s>');
    expect(await screen.findByText('Jo scored 60, bust, 40 left')).toBeInTheDocument();
    expect(within(throwsOf('Jo')).getByRole('button', { name: 'Throw 1 for Jo: 180' })).toHaveClass(
      'sayg-ton',
      'sayg-max',
    );
    expect(within(throwsOf('Sam')).getByRole('button', { name: 'Throw 1 for Sam: 100' })).toHaveClass('sayg-ton');
    expect(within(throwsOf('Jo')).getByRole('button', { name: 'Throw 2 for Jo: 81' })).not.toHaveClass('sayg-ton');
  });

  it('shows the reason for a refused score and leaves the leg unchanged', async () => {
    const { user, current } = renderPanel(aMatch());
    await start(user);
    const before = current();
    await type(user, 179);
    expect(screen.getByRole('alert')).toHaveTextContent('179 cannot be scored with three darts');
    expect(current()).toBe(before);
    expect(toThrow('Jo')).toBeInTheDocument();
  });

  it('suggests a checkout for what is left, and none for a bogey number', async () => {
    const { user, unmount } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 61, 32);
    expect(screen.getByText(/Checkout for Jo/).parentElement).toHaveTextContent(/Checkout D20$/);
    await type(user, 0);
    expect(screen.getByText(/Checkout for Sam/).parentElement).toHaveTextContent(/Checkout T19 D6$/);
    unmount();
    const bogey = renderPanel(aMatch({ startingScore: 169 }));
    await start(bogey.user);
    expect(toThrow('Jo')).toBeInTheDocument();
    expect(screen.queryByText(/Checkout for/)).not.toBeInTheDocument();
  });

  it('completes the leg with a 2-dart checkout, then the other player throws first', async () => {
    const { user, current } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 61, 0, 40);
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(within(dialog).getByText('How many darts to checkout?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1' })).toBeEnabled();
    await user.keyboard('5');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(current().legs['0']!.home.throws.at(-1)).toEqual({ score: 40, noOfDarts: 2 });
    expect(current().homeScore).toBe(1);
    expect(toThrow('Sam')).toBeInTheDocument();
    expect(within(side(/^Jo/)).getByText('Legs').parentElement).toHaveTextContent('Legs 1');
    expect(screen.getByText('Jo checked out 40 with 2 darts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change checkout' })).getByRole('button', { name: '1' }),
    );
    expect(screen.getByText('Jo checked out 40 with 1 dart')).toBeInTheDocument();
    expect(current().legs['0']!.home.throws.at(-1)).toEqual({ score: 40, noOfDarts: 1 });
  });

  it.each([
    ['a leg', 3],
    ['the last leg', 1],
  ])('counts %s as won only once the checkout darts are chosen (spec 2 §4)', async (_, numberOfLegs) => {
    const { user, current } = renderPanel(aMatch({ startingScore: 101, numberOfLegs }));
    await start(user);
    await type(user, 61, 0, 40);
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    // The checkout is on the board, but the leg is not won, here or for the page, until the darts are known.
    expect(leftFor('Jo')).toBe('0 left');
    expect(legsOf('Jo')).toHaveTextContent('Legs 0');
    expect(current().homeScore).toBe(0);
    expect(current().legs['0']!.home.throws).toEqual([{ score: 61, noOfDarts: 3 }]);
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    expect(legsOf('Jo')).toHaveTextContent('Legs 1');
    expect(current().homeScore).toBe(1);
    expect(current().legs['0']!.home.throws.at(-1)).toEqual({ score: 40, noOfDarts: 2 });
  });

  it('asks again for the darts of a checkout saved without them, not counting that leg meanwhile', async () => {
    // A record saved mid-dialog by an earlier version: the checkout is in it, the next leg is not.
    const started = startLeg(aMatch({ startingScore: 101 }), 0, 'home');
    const saved = started.ok ? applyThrow(started.value, 'home', 101) : started;
    if (!saved.ok) throw new Error(saved.reason);
    const { user, current } = renderPanel(saved.value);
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(legsOf('Jo')).toHaveTextContent('Legs 0');
    await user.click(within(dialog).getByRole('button', { name: '3' }));
    expect(legsOf('Jo')).toHaveTextContent('Legs 1');
    expect(current().legs['1']).toBeDefined();
  });

  it('undoes the checkout throw when the checkout dialog is closed, and the legs won never change', async () => {
    const { user, current } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 61, 0, 40);
    expect(legsOf('Jo')).toHaveTextContent('Legs 0');
    await user.click(within(screen.getByRole('dialog', { name: 'Checkout' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toThrow('Jo')).toBeInTheDocument();
    expect(leftFor('Jo')).toBe('40 left');
    expect(legsOf('Jo')).toHaveTextContent('Legs 0');
    expect(current().legs['0']!.home.throws).toEqual([{ score: 61, noOfDarts: 3 }]);
    expect(current().homeScore).toBe(0);
    expect(await screen.findByText('Checkout taken back. Jo to throw, 40 left')).toBeInTheDocument();
  });

  it('edits a previous throw, showing the engine’s refusal without changing the leg', async () => {
    const { user, current } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 61, 0);
    await user.click(await screen.findByRole('button', { name: 'Throw 1 for Jo: 61' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit throw 1 for Jo' });
    const score = within(dialog).getByLabelText('Score');
    expect(within(dialog).getByLabelText('No of Darts')).toHaveValue(3);
    await user.clear(score);
    await user.type(score, '179');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('179 cannot be scored with 3 darts');
    expect(current().legs['0']!.home.throws[0]!.score).toBe(61);
    await user.clear(score);
    await user.type(score, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leftFor('Jo')).toBe('41 left');
    await user.click(await screen.findByRole('button', { name: 'Throw 1 for Sam: 0' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit throw 1 for Sam' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes a throw saved with 0 darts and says so (spec 2 §4)', async () => {
    const { user, current } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 61, 20);
    await user.click(await screen.findByRole('button', { name: 'Throw 1 for Sam: 20' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit throw 1 for Sam' });
    const darts = within(dialog).getByLabelText('No of Darts');
    await user.clear(darts);
    await user.type(darts, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(current().legs['0']!.away.throws).toEqual([]);
    expect(await screen.findByText('Throw 1 for Sam removed: no darts. Sam to throw, 101 left')).toBeInTheDocument();
    expect(screen.queryByText(/is now/)).not.toBeInTheDocument();
  });

  it('undoes the last throw and gives the turn back', async () => {
    const { user, current } = renderPanel(aMatch());
    await start(user);
    await type(user, 61, 20);
    await user.click(screen.getByRole('button', { name: 'Undo last throw' }));
    expect(toThrow('Sam')).toBeInTheDocument();
    expect(leftFor('Sam')).toBe('501 left');
    expect(current().legs['0']!.away.throws).toEqual([]);
    expect(await screen.findByText("Took back Sam's 20, 501 left")).toBeInTheDocument();
  });

  it('shows a throw at once and hands it to the caller after it is painted, or at once when the page is hidden', async () => {
    const { user, handedOver } = renderPanel(aMatch());
    await start(user);
    await waitFor(() => expect(handedOver().legs['0']!.currentThrow).toBe('home'));
    const before = handedOver();
    // A synchronous click, as a tap is: the score changes now; the record follows after the paint.
    act(() => screen.getByRole('button', { name: 'Score 60' }).click());
    expect(leftFor('Jo')).toBe('441 left');
    expect(handedOver()).toBe(before);
    await waitFor(() => expect(handedOver().legs['0']!.home.throws).toEqual([{ score: 60, noOfDarts: 3 }]));
    // Leaving the page never strands a throw: it is handed over on pagehide without waiting.
    act(() => screen.getByRole('button', { name: 'Score 45' }).click());
    expect(handedOver().legs['0']!.away.throws).toEqual([]);
    act(() => {
      fireEvent(window, new Event('pagehide'));
    });
    expect(handedOver().legs['0']!.away.throws).toEqual([{ score: 45, noOfDarts: 3 }]);
  });

  it("asks 'Who won the bull?' before a level decider", async () => {
    const { user } = renderPanel(aMatch({ startingScore: 101 }));
    await start(user);
    await type(user, 101);
    await user.click(within(screen.getByRole('dialog', { name: 'Checkout' })).getByRole('button', { name: '3' }));
    expect(toThrow('Sam')).toBeInTheDocument();
    await type(user, 101);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    await user.keyboard('2');
    expect(screen.getByRole('heading', { name: 'Who won the bull?' })).toBeInTheDocument();
    await start(user, 'Sam');
    expect(toThrow('Sam')).toBeInTheDocument();
  });

  it('reports 180s and hi-checks, and finishes the match with a summary and a changeable checkout', async () => {
    const events: ThrowEvent[] = [];
    const { user, current } = renderPanel(aMatch({ startingScore: 301, numberOfLegs: 1 }), {
      onThrowEvents: (e) => events.push(...e),
    });
    await start(user);
    await type(user, 180, 0, 121);
    expect(events).toEqual([{ type: 'one-eighty', side: 'home' }]);
    const checkout = screen.getByRole('dialog', { name: 'Checkout' });
    expect(within(checkout).getByRole('button', { name: '2' })).toBeDisabled();
    await user.click(within(checkout).getByRole('button', { name: '3' }));
    expect(events).toEqual([
      { type: 'one-eighty', side: 'home' },
      { type: 'hi-check', side: 'home', score: 121 },
    ]);
    expect(screen.getByRole('heading', { name: 'Match finished' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Jo 1 6 150.50' })).toBeInTheDocument();
    expect(screen.getByText('Jo checked out 121 with 3 darts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const change = screen.getByRole('dialog', { name: 'Change checkout' });
    expect(within(change).getByRole('button', { name: '1' })).toBeDisabled();
    await user.click(within(change).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Undo last throw' }));
    expect(toThrow('Jo')).toBeInTheDocument();
    expect(current().legs['0']!.home.throws).toEqual([{ score: 180, noOfDarts: 3 }]);
  });

  it('keeps the style in the preferences cookie', async () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const first = renderPanel(aMatch());
    expect(screen.getByRole('region', { name: 'Scoring' })).toHaveClass('sayg-white');
    await first.user.selectOptions(screen.getByLabelText('Style'), 'White on black');
    expect(screen.getByRole('region', { name: 'Scoring' })).toHaveClass('sayg-black');
    expect(set).toHaveBeenCalledWith('sayg-style=sayg-black; Max-Age=31536000; Path=/; SameSite=Lax');
    first.unmount();
    set.mockRestore();
    renderPanel(aMatch());
    expect(screen.getByLabelText('Style')).toHaveDisplayValue('White on black');
  });
});
