import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstProblemField, useFieldProblems, type FieldProblems } from './use-field-problems';

type Values = { name: string; email: string };
const check = (v: Values): FieldProblems<keyof Values> => ({
  ...(v.name.trim() ? {} : { name: 'Enter a name' }),
  ...(v.email.includes('@') ? {} : { email: 'Enter an e-mail address' }),
});

function setUp(initial: Values) {
  return renderHook(({ values }) => useFieldProblems(values, check), { initialProps: { values: initial } });
}

describe('useFieldProblems (issue #10)', () => {
  it('shows nothing until a save is tried, then every problem', () => {
    const hook = setUp({ name: '', email: '' });
    expect(hook.result.current.problems).toEqual({});
    let first: string | undefined;
    act(() => {
      first = hook.result.current.validate(['email', 'name']);
    });
    expect(first).toBe('email');
    expect(hook.result.current.problems).toEqual({ name: 'Enter a name', email: 'Enter an e-mail address' });
  });

  it.each([
    ['the name typed', { name: 'Jo', email: '' }, { email: 'Enter an e-mail address' }],
    ['both typed', { name: 'Jo', email: 'jo@example.org' }, {}],
    [
      'the name typed then emptied again',
      { name: ' ', email: '' },
      { name: 'Enter a name', email: 'Enter an e-mail address' },
    ],
  ])('after a failed save, with %s, shows only what is still wrong', (_, values, expected) => {
    const hook = setUp({ name: '', email: '' });
    act(() => void hook.result.current.validate());
    hook.rerender({ values });
    expect(hook.result.current.problems).toEqual(expected);
  });

  it('lets a valid form be sent', () => {
    const hook = setUp({ name: 'Jo', email: 'jo@example.org' });
    let first: string | undefined = 'not yet';
    act(() => {
      first = hook.result.current.validate();
    });
    expect(first).toBeUndefined();
    expect(hook.result.current.problems).toEqual({});
  });

  it("keeps the server's problem for a field until that field changes", () => {
    const sent = { name: 'Jo', email: 'jo@example.org' };
    const hook = setUp(sent);
    act(() => void hook.result.current.validate());
    act(() => hook.result.current.refuse({ email: 'Already taken' }, sent));
    expect(hook.result.current.problems).toEqual({ email: 'Already taken' });
    hook.rerender({ values: { ...sent, name: 'Joanne' } });
    expect(hook.result.current.problems).toEqual({ email: 'Already taken' });
    hook.rerender({ values: { ...sent, email: 'jo2@example.org' } });
    expect(hook.result.current.problems).toEqual({});
  });

  it("lets the server's verdict stand in for the browser's checks until the next save", () => {
    const sent = { name: 'Jo', email: 'jo@example.org' };
    const hook = setUp(sent);
    act(() => void hook.result.current.validate());
    act(() => hook.result.current.refuse({ email: 'Already taken' }, sent));
    hook.rerender({ values: { ...sent, name: '' } });
    expect(hook.result.current.problems).toEqual({ email: 'Already taken' });
    act(() => void hook.result.current.validate());
    expect(hook.result.current.problems).toEqual({ name: 'Enter a name' });
  });

  it('names the first field with a problem, in form order', () => {
    expect(firstProblemField({ email: 'x', name: 'y' }, ['name', 'email'])).toBe('name');
    expect(firstProblemField({}, ['name', 'email'])).toBeUndefined();
  });
});
