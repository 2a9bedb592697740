import fc from 'fast-check';

/** Odd text: control characters, lone surrogates, direction overrides, joiners, markup, SQL, paths. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'e\u0301\u0301\u0301',
  '\u200d\u200b\ufeff',
  '👨‍👩‍👧‍👦🎯',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table division;--",
  '../../etc/passwd',
  '%2e%2e%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '0000-00-00',
  '2026-02-30T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '__proto__',
];

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** A value of the wrong kind for wherever it lands. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(0, -1, 1.5, -0, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[]], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('x'.repeat(70_000), '🎯'.repeat(20_000), deepArray(800)) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }) },
);

/** Property names an attacker likes: prototype pollution, case twins, odd characters. */
const extraKeys = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '\u0000', 'ID', 'Id', 'NAME', 'Name', 'lastUpdated', 'LASTUPDATED'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number }
  | { kind: 'unwrap'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: garbage }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: extraKeys,
      value: fc.oneof(garbage, fc.constant({ isAdmin: true, polluted: 'yes' })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unwrap' as const), at: fc.nat() }) },
);

type Slot = { parent: Record<string | number, unknown> | unknown[]; key: string | number } | { root: true };

/** Every place in `value` a mutation may land: the root, then each property and element. */
function slotsOf(value: unknown, slots: Slot[] = [{ root: true }], depth = 0): Slot[] {
  if (value === null || typeof value !== 'object' || depth > 6) return slots;
  for (const key of Object.keys(value)) {
    const parent = value as Record<string, unknown>;
    slots.push({ parent, key: Array.isArray(value) ? Number(key) : key });
    slotsOf(parent[key], slots, depth + 1);
  }
  return slots;
}

/** Sets an own, enumerable property even when it is called `__proto__`, so JSON.stringify sends it. */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function apply(root: unknown, change: Mutation): unknown {
  const slots = slotsOf(root);
  const slot = slots[change.at % slots.length]!;
  const current = 'root' in slot ? root : (slot.parent as Record<string | number, unknown>)[slot.key];
  const put = (value: unknown) => {
    if ('root' in slot) return value;
    setOwn(slot.parent, slot.key, value);
    return root;
  };
  switch (change.kind) {
    case 'replace':
      return put(change.value);
    case 'drop':
      if ('root' in slot) return undefined;
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else delete (slot.parent as Record<string, unknown>)[slot.key];
      return root;
    case 'extra':
      if (current !== null && typeof current === 'object' && !Array.isArray(current))
        setOwn(current, change.key, change.value);
      return root;
    case 'wrap':
      return put([current]);
    case 'unwrap':
      return put(
        Array.isArray(current)
          ? current[0]
          : current !== null && typeof current === 'object'
            ? Object.values(current)
            : current,
      );
  }
}

/** `valid` as it is, or with one to three mutations: wrong types, missing and extra fields, huge or odd values. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => changes.reduce((current, change) => apply(structuredClone(current), change), value)),
    },
    { weight: 1, arbitrary: garbage },
  );
}

/** Bodies that are not JSON values at all, sent as they are with a JSON content type. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a": NaN}',
    '{"a": Infinity}',
    '[1,]',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '"\\ud800"',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
);
