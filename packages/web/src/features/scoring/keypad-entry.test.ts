import { describe, expect, it } from 'vitest';
import { appendDigit, canAppendDigit, canSubmit, removeDigit } from './keypad-entry';

describe('keypad entry (spec 2 §5)', () => {
  it.each([
    ['', 0, true],
    ['', 9, true],
    ['0', 0, false],
    ['0', 5, false],
    ['1', 8, true],
    ['18', 0, true],
    ['18', 1, false],
    ['17', 9, true],
    ['19', 0, false],
    ['99', 0, false],
    ['180', 0, false],
    ['5', 5, true],
  ])('after %j, digit %i is allowed: %s', (entry, digit, allowed) => {
    expect(canAppendDigit(entry, digit)).toBe(allowed);
    expect(appendDigit(entry, digit)).toBe(allowed ? `${entry}${digit}` : entry);
  });

  it('enter waits for a digit; backspace removes the last', () => {
    expect(canSubmit('')).toBe(false);
    expect(canSubmit('0')).toBe(true);
    expect(removeDigit('140')).toBe('14');
    expect(removeDigit('')).toBe('');
  });
});
