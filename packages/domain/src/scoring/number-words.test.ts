import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberWords } from './number-words.js';

describe('numberWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [7, 'seven'],
    [13, 'thirteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [26, 'twenty-six'],
    [32, 'thirty-two'],
    [41, 'forty-one'],
    [45, 'forty-five'],
    [60, 'sixty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [101, 'one hundred and one'],
    [140, 'one hundred and forty'],
    [170, 'one hundred and seventy'],
    [180, 'one hundred and eighty'],
    [200, 'two hundred'],
    [301, 'three hundred and one'],
    [419, 'four hundred and nineteen'],
    [501, 'five hundred and one'],
  ])('%i is "%s"', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it.each([-1, 502, 1.5, Number.NaN])('refuses %d', (n) => {
    expect(() => numberWords(n)).toThrow(RangeError);
  });

  it('says every number from 0 to 501 in letters, spaces and hyphens, each differently', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 501 }), (n) => {
        expect(numberWords(n)).toMatch(/^[a-z]+([ -][a-z]+)*$/);
      }),
    );
    const all = Array.from({ length: 502 }, (_, n) => numberWords(n));
    expect(new Set(all).size).toBe(502);
  });
});
