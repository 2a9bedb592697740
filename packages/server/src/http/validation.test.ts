import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireObject } from '@darts/contract';
import { ValidationError } from './errors.js';
import { fieldPath, parseOrThrow, preview } from './validation.js';

describe('fieldPath', () => {
  it.each([
    [['name'], 'Name'],
    [['matches', 0, 'homePlayers', 1, 'name'], 'Matches[0].HomePlayers[1].Name'],
    [[], ''],
  ])('%j → %s', (path, expected) => {
    expect(fieldPath(path)).toBe(expected);
  });
});

describe('preview', () => {
  const deep = (depth: number) => {
    let value: unknown = [];
    for (let i = 0; i < depth; i += 1) value = [value];
    return value;
  };

  it.each([
    ['a string', 'three', '"three"'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['a short array', [1, 'a', { b: 2 }], '[1,"a",{"b":2}]'],
    ['nested objects', { a: { b: { c: 1 } } }, '{"a":{"b":{…}}}'],
    ['a long array', [1, 2, 3, 4, 5, 6, 7], '[1,2,3,4,5,…]'],
    ['a 100,000-character string', 'x'.repeat(100_000), `"${'x'.repeat(100)}…"`],
  ])('%s → %s', (_label, value, expected) => {
    expect(preview(value)).toBe(expected);
  });

  it('shows arrays 20,000 deep as [[[…]]] without overflowing the stack', () => {
    expect(preview(deep(20_000))).toBe('[[[…]]]');
  });
});

describe('parseOrThrow', () => {
  const schema = wireObject({ name: z.string(), legs: z.number().int() });

  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { Name: 'x', legs: 3 })).toEqual({ name: 'x', legs: 3 });
  });

  it('lists every field problem with contract-style keys and messages', () => {
    try {
      parseOrThrow(schema, { legs: 'three' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual({
        Name: ['The Name field is required.'],
        Legs: ['The value "three" is not valid for Legs.'],
      });
    }
  });

  it("uses a schema's own text for a missing value", () => {
    const own = wireObject({ home: z.string({ required_error: 'Enter at least a home team' }), away: z.string() });
    try {
      parseOrThrow(own, { away: null });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({
        Home: ['Enter at least a home team'],
        Away: ['The Away field is required.'],
      });
    }
  });

  it("uses a schema's own text for a wrong type, and the generic text otherwise", () => {
    const own = wireObject({
      top: z
        .number({ invalid_type_error: 'Return top must be a whole number' })
        .int('Return top must be a whole number'),
      legs: z.number(),
    });
    try {
      parseOrThrow(own, { top: 'ten', legs: 'three' });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({
        Top: ['Return top must be a whole number'],
        Legs: ['The value "three" is not valid for Legs.'],
      });
    }
  });

  it('names a wrong-typed body nested 20,000 deep without overflowing the stack (issue #16)', () => {
    let body: unknown = [];
    for (let i = 0; i < 20_000; i += 1) body = [body];
    try {
      parseOrThrow(schema, body);
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({ '': ['The value [[[…]]] is not valid for body.'] });
    }
  });

  it('names a missing body', () => {
    try {
      parseOrThrow(schema, undefined);
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({ '': ['A non-empty request body is required.'] });
    }
  });
});
