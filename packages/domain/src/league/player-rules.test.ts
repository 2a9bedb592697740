import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyId } from '../ids.js';
import { namesFromLines, newPlayerProblem, playerNameProblem } from './player-rules.js';

describe('playerNameProblem', () => {
  it.each([
    ['', 'Player name cannot be empty'],
    ['   ', 'Player name cannot be empty'],
    ['\t\n', 'Player name cannot be empty'],
    [null, 'Player name cannot be empty'],
    [undefined, 'Player name cannot be empty'],
    ['Ann', undefined],
    ['  Ann  ', undefined],
  ])('%j → %s', (name, expected) => {
    expect(playerNameProblem(name)).toBe(expected);
  });
});

describe('newPlayerProblem', () => {
  it.each([
    [{ teamId: '', name: 'Ann' }, 'Please select a team'],
    [{ teamId: null, name: '' }, 'Please select a team'],
    [{ teamId: emptyId, name: 'Ann' }, 'Please select a team'],
    [{ teamId: 't', name: '  ' }, 'Please enter a name'],
    [{ teamId: 't', name: 'Ann' }, undefined],
    [{ teamId: 't', name: '\n \n', multiple: true }, 'Please enter a name'],
    [{ teamId: 't', name: 'Ann\n\nBob', multiple: true }, undefined],
  ])('%j → %s', (input, expected) => {
    expect(newPlayerProblem(input)).toBe(expected);
  });
});

describe('namesFromLines', () => {
  it.each([
    ['Ann\nBob', ['Ann', 'Bob']],
    ['  Ann  \r\n\r\n Bob\r', ['Ann', 'Bob']],
    ['', []],
    ['\n\n', []],
    ['Mary Ann Jones', ['Mary Ann Jones']],
  ])('%j → %j', (text, expected) => {
    expect(namesFromLines(text)).toEqual(expected);
  });

  it('never gives a blank or untrimmed name, and keeps every named line', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const names = namesFromLines(lines.join('\n'));
        for (const name of names) expect(name).toBe(name.trim());
        expect(names.every((name) => name !== '')).toBe(true);
        expect(names.length).toBeLessThanOrEqual(lines.join('\n').split(/\r\n|\r|\n/).length);
      }),
    );
  });
});
