import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSameName, nameKey } from './name-key.js';

describe('nameKey', () => {
  it.each([
    ['Ann Smith', 'ann smith', true],
    ['  Ann   Smith ', 'ANN SMITH', true],
    ['Ann\tSmith', 'Ann Smith', true],
    ['Ann Smith', 'Ann Smyth', false],
    ['The Crown', 'Crown', false],
  ])('%j and %j are the same name: %s', (a, b, same) => {
    expect(isSameName(a, b)).toBe(same);
  });

  it('is unchanged by case and surrounding space, and keys a key to itself', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(nameKey(` ${name.toUpperCase()} `)).toBe(nameKey(name.toUpperCase()));
        expect(nameKey(nameKey(name))).toBe(nameKey(name));
      }),
    );
  });
});
