import fc from 'fast-check';
import { z } from 'zod';

/** Values the generator may borrow for strings whose name says what they hold (ids, dates). */
export type Hints = { ids: readonly string[] };

const maxDepth = 5;
const dates = ['2026-11-21', '2026-11-21T00:00:00', '2025-01-01T19:30:00Z', '2027-02-29', '2026-13-01', 'today'];

/** A string for a field called `key`: borrowed ids for `…id`, dates for `…date`, else short text. */
function namedString(key: string, hints: Hints, min = 0, max = 40): fc.Arbitrary<string> {
  const lower = key.toLowerCase();
  if (/id$/.test(lower) && hints.ids.length > 0) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hints.ids) }, fc.uuid(), fc.constant(''));
  }
  if (/date|time|updated|since/.test(lower))
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...dates) }, fc.string());
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, min + 40)) });
}

function stringArbitrary(schema: z.ZodString, key: string, hints: Hints): fc.Arbitrary<string> {
  let min = 0;
  let max = 40;
  for (const check of schema._def.checks) {
    if (check.kind === 'uuid') return fc.oneof(fc.constantFrom(...(hints.ids.length ? hints.ids : ['0'])), fc.uuid());
    if (check.kind === 'email') return fc.emailAddress();
    if (check.kind === 'min') min = check.value;
    if (check.kind === 'max') max = Math.min(max, check.value);
    if (check.kind === 'length') [min, max] = [check.value, check.value];
    if (check.kind === 'regex') return fc.stringMatching(check.regex).filter((s) => s.length <= 200);
  }
  return namedString(key, hints, min, Math.max(min, max));
}

function numberArbitrary(schema: z.ZodNumber): fc.Arbitrary<number> {
  let min = -1000;
  let max = 1000;
  let int = false;
  for (const check of schema._def.checks) {
    if (check.kind === 'int') int = true;
    if (check.kind === 'min') min = check.inclusive ? check.value : check.value + (int ? 1 : 0.001);
    if (check.kind === 'max') max = check.inclusive ? check.value : check.value - (int ? 1 : 0.001);
  }
  if (min > max) [min, max] = [max, min];
  return int || schema._def.checks.some((c) => c.kind === 'int')
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/**
 * A fast-check arbitrary of values `schema` would mostly accept (contract zod schemas, zod 3). Effects
 * (transforms, refinements) are generated from their input schema, so some values still fail a
 * refinement — which is fine for a fuzzer. Recursion (z.lazy) stops at a small depth with null.
 */
export function arbitraryOf(schema: z.ZodTypeAny, hints: Hints, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > maxDepth) return fc.constant(null);
  const next = (inner: z.ZodTypeAny, name = key) => arbitraryOf(inner, hints, name, depth + 1);
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind } & Record<string, any>;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString:
      return stringArbitrary(schema as z.ZodString, key, hints);
    case z.ZodFirstPartyTypeKind.ZodNumber:
      return numberArbitrary(schema as z.ZodNumber);
    case z.ZodFirstPartyTypeKind.ZodBigInt:
      return fc.integer();
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return fc.boolean();
    case z.ZodFirstPartyTypeKind.ZodDate:
      return fc.constantFrom(...dates);
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return fc.constant(def.value);
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return fc.constantFrom(...(def.values as string[]));
    case z.ZodFirstPartyTypeKind.ZodNativeEnum:
      return fc.constantFrom(...Object.values(def.values as object));
    case z.ZodFirstPartyTypeKind.ZodNull:
      return fc.constant(null);
    case z.ZodFirstPartyTypeKind.ZodUndefined:
    case z.ZodFirstPartyTypeKind.ZodVoid:
      return fc.constant(undefined);
    case z.ZodFirstPartyTypeKind.ZodAny:
    case z.ZodFirstPartyTypeKind.ZodUnknown:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant({}));
    case z.ZodFirstPartyTypeKind.ZodOptional:
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return fc.option(next(def.innerType), { nil: null, freq: 4 });
    case z.ZodFirstPartyTypeKind.ZodDefault:
    case z.ZodFirstPartyTypeKind.ZodCatch:
    case z.ZodFirstPartyTypeKind.ZodReadonly:
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return next(def.type);
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return next(def.schema);
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      // The pipeline's input side decides what travels on the wire; its output is often the same shape.
      return fc.oneof(next(def.in), next(def.out));
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return next(def.getter());
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const min = def.exactLength?.value ?? def.minLength?.value ?? 0;
      const max = def.exactLength?.value ?? Math.min(def.maxLength?.value ?? 4, min + 4);
      return fc.array(next(def.type), { minLength: min, maxLength: max });
    }
    case z.ZodFirstPartyTypeKind.ZodSet:
      return fc.array(next(def.valueType), { maxLength: 3 });
    case z.ZodFirstPartyTypeKind.ZodTuple:
      return fc.tuple(...(def.items as z.ZodTypeAny[]).map((item) => next(item)));
    case z.ZodFirstPartyTypeKind.ZodRecord:
    case z.ZodFirstPartyTypeKind.ZodMap:
      return fc.dictionary(arbitraryOf(def.keyType, hints, 'key', depth + 1).map(String), next(def.valueType), {
        maxKeys: 3,
      });
    case z.ZodFirstPartyTypeKind.ZodObject: {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const fields = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, next(field, name)]));
      return fc.record(fields);
    }
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      return fc.oneof(...(def.options as z.ZodTypeAny[]).map((option) => next(option)));
    case z.ZodFirstPartyTypeKind.ZodIntersection:
      return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (isPlain(a) && isPlain(b) ? { ...a, ...b } : b));
    default:
      return fc.constant(null);
  }
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
