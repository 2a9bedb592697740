import { describe, expect, it } from 'vitest';
import { shortenName } from './superleague-name.js';

describe('shortenName', () => {
  it.each([
    ['John Smith', 'J Smith'],
    ['John Paul Smith', 'J P Smith'],
    ['  Mary   Ann  Jones ', 'M A Jones'],
    ['Kent Super League', 'K S League'],
    ['Ruud van Dijk', 'R v Dijk'],
    ['Cher', 'Cher'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(shortenName(name)).toBe(expected);
  });
});
