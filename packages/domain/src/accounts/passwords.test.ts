import { describe, expect, it } from 'vitest';
import { isEmailAddress, passwordProblem } from './passwords.js';

describe('passwordProblem', () => {
  it.each([
    ['', 'Choose a password of at least 10 characters'],
    ['123456789', 'Choose a password of at least 10 characters'],
    ['1234567890', undefined],
    ['correct horse battery staple', undefined],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('isEmailAddress', () => {
  it.each([
    ['jo@example.org', true],
    ['jo.bloggs+darts@club.co.uk', true],
    ['jo@example', false],
    ['jo example@x.org', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });
});
