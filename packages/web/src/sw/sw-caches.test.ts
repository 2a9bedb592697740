import { describe, expect, it } from 'vitest';
import { answerMessage, planActivation } from './sw-caches';

const shell = (build: string) => `darts-shell-${build}`;
const others = ['darts-offline-data', 'darts-meta'];

describe('planActivation (issue #23: an open tab keeps the files of its build)', () => {
  it.each([
    {
      case: 'a first install: nothing to delete',
      names: [shell('a'), ...others],
      history: [],
      remove: [],
      kept: [shell('a')],
    },
    {
      case: 'the previous build stays for the tabs still running it',
      names: [shell('a'), shell('b'), ...others],
      current: shell('b'),
      history: [shell('a')],
      remove: [],
      kept: [shell('a'), shell('b')],
    },
    {
      case: 'builds older than the previous one go',
      names: [shell('a'), shell('b'), shell('c'), ...others],
      current: shell('c'),
      history: [shell('a'), shell('b')],
      remove: [shell('a')],
      kept: [shell('b'), shell('c')],
    },
    {
      case: 'an install that never activated goes',
      names: [shell('a'), shell('failed'), shell('b')],
      current: shell('b'),
      history: [shell('a')],
      remove: [shell('failed')],
      kept: [shell('a'), shell('b')],
    },
    {
      case: 'a previous build whose cache the browser evicted: the one before is not kept instead',
      names: [shell('a'), shell('c')],
      current: shell('c'),
      history: [shell('a'), shell('b')],
      remove: [shell('a')],
      kept: [shell('b'), shell('c')],
    },
    {
      case: 'a rollback to a build still cached: the build it replaces is the previous one',
      names: [shell('a'), shell('b')],
      current: shell('a'),
      history: [shell('a'), shell('b')],
      remove: [],
      kept: [shell('b'), shell('a')],
    },
    {
      case: 'after a worker from before the history: what it left is kept this once',
      names: [shell('legacy'), shell('b'), ...others],
      current: shell('b'),
      history: [],
      remove: [],
      kept: [shell('b')],
    },
  ])('$case', ({ names, current = shell('a'), history, remove, kept }) => {
    const plan = planActivation(names, current, history);
    expect(plan.remove).toEqual(remove);
    expect(plan.history.slice(-kept.length)).toEqual(kept);
    expect(plan.history.at(-1)).toBe(current);
    // Never the data copies or the history itself.
    expect(plan.remove.filter((name) => others.includes(name))).toEqual([]);
  });

  it('remembers the last five builds at most', () => {
    const history = ['a', 'b', 'c', 'd', 'e', 'f'].map(shell);
    expect(planActivation([shell('g')], shell('g'), history).history).toEqual(['c', 'd', 'e', 'f', 'g'].map(shell));
  });
});

describe('answerMessage (the page asking the worker)', () => {
  const precached = new Set(['/', '/assets/index-Ab12Cd.js']);
  it.each([
    [{ type: 'SKIP_WAITING' }, { skipWaiting: true }],
    [{ type: 'HAS_FILE', path: '/assets/index-Ab12Cd.js' }, { reply: { hasFile: true } }],
    [{ type: 'HAS_FILE', path: '/assets/index-Old123.js' }, { reply: { hasFile: false } }],
    [{ type: 'HAS_FILE' }, null],
    [{ type: 'SOMETHING_ELSE' }, null],
    ['SKIP_WAITING', null],
    [null, null],
  ])('%o → %o', (data, expected) => {
    expect(answerMessage(data, precached)).toEqual(expected);
  });
});
