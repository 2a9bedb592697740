import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainStoredLegs, storedRecordSchemas } from './data-records.js';
import { saygLegs } from './sayg.js';

const id = '00000000-0000-4000-8000-000000000001';
const audit = { id, Created: 'c', Author: 'a', Updated: 'u', Editor: 'e', Deleted: null, Remover: null };
const sayg = (Legs: unknown) => ({
  ...audit,
  YourName: 'Ann',
  OpponentName: null,
  NumberOfLegs: 3,
  StartingScore: 501,
  HomeScore: 0,
  AwayScore: null,
  TournamentMatchId: null,
  Legs,
});
/** The record's problems as validation reports them: path and message. */
const problems = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};
/** The stored sayg record's schema with `saygLegs` itself for its legs: what the quick check must agree with. */
const reference = (storedRecordSchemas.recordedscoreasyougo as z.AnyZodObject).extend({ Legs: saygLegs });

const plainLeg = {
  startingScore: 501,
  home: {
    score: 501,
    noOfDarts: 9,
    throws: [
      { score: 180, noOfDarts: 3 },
      { score: 141, noOfDarts: 3 },
      { score: 180, noOfDarts: 3 },
    ],
  },
  away: { score: 100, noOfDarts: 6, throws: [] },
  playerSequence: [
    { value: 'home', text: 'Ann' },
    { value: 'away', text: 'Bob' },
  ],
  currentThrow: null,
};

/** Values near every bound and spelling the legs schema knows. */
const near = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    'home',
    'AWAY',
    'x',
    0,
    1,
    3,
    4,
    -1,
    100,
    101,
    180,
    181,
    600,
    601,
    1001,
    1002,
    1.5,
    'a'.repeat(101),
    [],
    {},
  ),
  fc.integer({ min: -2, max: 1100 }),
);
const side = fc.constantFrom('home', 'away', 'Home', 'AWAY', 'x', '', null, undefined, 3);
const throwValue = fc.oneof(
  fc.record({ score: near, noOfDarts: near }, { requiredKeys: [] }),
  fc.record({ Score: near, noOfDarts: near, extra: near }, { requiredKeys: [] }),
  near,
);
const competitor = fc.oneof(
  fc.record(
    { score: near, noOfDarts: near, throws: fc.oneof(fc.array(throwValue, { maxLength: 4 }), near) },
    { requiredKeys: [] },
  ),
  fc.record({ Score: near, throws: fc.array(throwValue, { maxLength: 2 }) }, { requiredKeys: [] }),
  near,
);
const leg = fc.oneof(
  fc.record(
    {
      startingScore: near,
      home: competitor,
      away: competitor,
      playerSequence: fc.oneof(
        fc.array(fc.record({ value: side, text: near }, { requiredKeys: [] }), { maxLength: 3 }),
        near,
      ),
      currentThrow: side,
      CurrentThrow: side,
      isLastLeg: near,
    },
    { requiredKeys: [] },
  ),
  near,
);
const legs = fc.oneof(
  fc.dictionary(fc.constantFrom('0', '1', '98', '99', '01', 'first', '-1', '__proto__'), leg, { maxKeys: 3 }),
  near,
);

describe('stored sayg legs', () => {
  it('plain legs pass quickly, and a record with them passes as with saygLegs', () => {
    const value = { 0: plainLeg, 1: { ...plainLeg, currentThrow: 'away' } };
    expect(plainStoredLegs(value)).toBe(true);
    expect(problems(storedRecordSchemas.recordedscoreasyougo!, sayg(value))).toEqual([]);
  });

  it.each([
    ['a throw over 180', { 0: { ...plainLeg, away: { throws: [{ score: 181, noOfDarts: 3 }] } } }],
    ['a leg number out of range', { 99: plainLeg }],
    ['no home side', { 0: { ...plainLeg, home: undefined } }],
    ['a side that is neither', { 0: { ...plainLeg, currentThrow: 'left' } }],
    ['missing legs', undefined],
  ])('%s: the same problems as saygLegs gives', (_name, value) => {
    expect(plainStoredLegs(value)).toBe(false);
    const found = problems(storedRecordSchemas.recordedscoreasyougo!, sayg(value));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(problems(reference, sayg(value)));
  });

  it('any legs: the quick check passes only what saygLegs passes, and the record gets the same problems', () => {
    fc.assert(
      fc.property(legs, (value) => {
        if (plainStoredLegs(value)) expect(saygLegs.safeParse(value).success).toBe(true);
        expect(problems(storedRecordSchemas.recordedscoreasyougo!, sayg(value))).toEqual(
          problems(reference, sayg(value)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
