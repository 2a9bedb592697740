import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Keypad } from './keypad';

function renderKeypad() {
  const submitted: number[] = [];
  function Harness() {
    const [entry, setEntry] = useState('');
    return (
      <>
        <output aria-label="Entry">{entry}</output>
        <Keypad entry={entry} onEntryChange={setEntry} onSubmit={(score) => submitted.push(score)} />
      </>
    );
  }
  render(<Harness />);
  return { submitted, user: userEvent.setup() };
}

const key = (name: string) => screen.getByRole('button', { name });
const digits = (...names: number[]) => names.map((n) => key(String(n)));

describe('keypad (spec 2 §2, §5)', () => {
  it('starts with enter and delete disabled and every digit enabled', () => {
    renderKeypad();
    expect(key('Enter score')).toBeDisabled();
    expect(key('Delete last digit')).toBeDisabled();
    for (const digit of digits(0, 1, 2, 3, 4, 5, 6, 7, 8, 9)) expect(digit).toBeEnabled();
    expect(key('Enter score')).toHaveTextContent('⏎');
  });

  it('disables digits that would take the score past 180', async () => {
    const { user } = renderKeypad();
    await user.click(key('1'));
    await user.click(key('8'));
    expect(screen.getByRole('status', { name: 'Entry' })).toHaveTextContent('18');
    expect(key('0')).toBeEnabled();
    for (const digit of digits(1, 2, 3, 4, 5, 6, 7, 8, 9)) expect(digit).toBeDisabled();
    await user.click(key('0'));
    for (const digit of digits(0, 1, 9)) expect(digit).toBeDisabled();
    expect(key('Enter score')).toBeEnabled();
  });

  it('allows 0 as a score but no digit after a leading zero', async () => {
    const { user, submitted } = renderKeypad();
    await user.click(key('0'));
    for (const digit of digits(0, 1, 5, 9)) expect(digit).toBeDisabled();
    await user.click(key('Enter score'));
    expect(submitted).toEqual([0]);
  });

  it('deletes the last digit and enters the typed score', async () => {
    const { user, submitted } = renderKeypad();
    await user.click(key('4'));
    await user.click(key('5'));
    await user.click(key('Delete last digit'));
    await user.click(key('1'));
    await user.click(key('Enter score'));
    expect(submitted).toEqual([41]);
  });

  it('submits a quick score with one tap, and buzzes on every tap', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { user, submitted } = renderKeypad();
    for (const score of [140, 45, 41, 100, 40, 60]) await user.click(key(`Score ${score}`));
    expect(submitted).toEqual([140, 45, 41, 100, 40, 60]);
    expect(vibrate).toHaveBeenCalledTimes(6);
    expect(vibrate).toHaveBeenCalledWith(30);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
