import fc from 'fast-check';
import type { FuzzRoute } from './fuzz-routes.js';
import { paramsOf } from './fuzz-routes.js';
import { garbage, mutated, rawBodies } from './mutations.js';
import { arbitraryOf, type Hints } from './zod-arbitrary.js';

export type Actor = 'anonymous' | 'readOnly' | 'admin';

/** One generated request: the route it aims at and what travels on the wire. */
export type FuzzRequest = {
  route: FuzzRoute;
  actor: Actor;
  /** The path with its parameters filled in, already URL-encoded, plus any query string. */
  url: string;
  /** Whether every path value stays one plain segment, so the request surely reaches `route`. */
  plainPath: boolean;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'form'; parts: FormPart[] }
    | { kind: 'raw'; contentType: string; text: string }
    | undefined;
};

export type FormPart =
  { name: string; value: string } | { name: string; file: Uint8Array; fileName: string; type: string };

export type Pools = Hints & {
  tables: readonly string[];
  emails: readonly string[];
  /** A small real image, so an administrator's uploads get past the image reader. */
  image: Uint8Array;
};

/** A path value: `text` is sent as it is (already encoded); `plain` when it is one ordinary segment. */
type Segment = { text: string; plain: boolean };

const plain = (value: string): Segment => ({ text: encodeURIComponent(value), plain: true });
const segmentGarbage: fc.Arbitrary<Segment> = fc.oneof(
  fc.constantFrom<Segment>(
    { text: '..', plain: false },
    { text: '.', plain: false },
    { text: '%2e%2e', plain: false },
    { text: '%2F', plain: false },
    { text: '..%2F..%2Fetc%2Fpasswd', plain: false },
    { text: '%00', plain: false },
    { text: '%ZZ', plain: false },
    { text: '%E0%A4%A', plain: false },
    { text: '', plain: false },
    { text: encodeURIComponent("'; drop table division;--"), plain: true },
    { text: 'abc', plain: true },
    { text: '1%20OR%201%3D1', plain: true },
    { text: 'x'.repeat(1500), plain: true },
    { text: encodeURIComponent('🎯\u202e'), plain: true },
    { text: '00000000-0000-0000-0000-000000000000', plain: true },
  ),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .map((value) => ({ text: encodeURIComponent(value), plain: false })),
);

function segmentFor(name: string, pools: Pools): fc.Arbitrary<Segment> {
  const ids = pools.ids.length ? pools.ids : ['00000000-0000-0000-0000-000000000000'];
  const known = (values: readonly string[]) => fc.constantFrom(...values).map(plain);
  const special: Record<string, fc.Arbitrary<Segment>> = {
    executeDelete: known(['true', 'false', 'TRUE']),
    clearScores: known(['true', 'false', 'False']),
    height: known(['1', '80', '99999', '0', '-1', '1.5', '100000']),
    type: known(['Sayg', 'Tournament', 'sayg', 'Nothing']),
    table: known(pools.tables),
    emailAddress: known(pools.emails),
    since: known(['2026-11-21T11:00:00Z', '2020-01-01', 'yesterday', '9999-99-99']),
  };
  return fc.oneof(
    { weight: 6, arbitrary: special[name] ?? known(ids) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        known(ids),
        fc.uuid().map(plain),
        known(ids).map((s) => ({ ...s, text: s.text.toUpperCase() })),
      ),
    },
    { weight: 2, arbitrary: segmentGarbage },
  );
}

/** A query string: none mostly; for a route with a query schema, its fields (mutated) too. */
function queryFor(route: FuzzRoute, pools: Pools): fc.Arbitrary<string> {
  const fromSchema = route.query
    ? mutated(arbitraryOf(route.query, pools)).map((value) => {
        const params = new URLSearchParams();
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          for (const [key, field] of Object.entries(value)) {
            for (const one of Array.isArray(field) ? field : [field]) {
              params.append(key, (typeof one === 'string' ? one : (JSON.stringify(one) ?? '')).slice(0, 1000));
            }
          }
        }
        return params.toString();
      })
    : fc.constant('');
  const random = fc
    .dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'date', 'divisionId'), fc.string({ maxLength: 8 })),
      garbage,
      {
        maxKeys: 3,
      },
    )
    .map((entries) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(entries))
        params.append(key, (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).slice(0, 1000));
      return params.toString();
    });
  const rawQueries = fc.constantFrom(
    '%',
    'a=%E0%A4%A',
    '__proto__[isAdmin]=true',
    'a[]=1&a[]=2',
    '&&&=',
    'redirectUrl=https://evil.example/',
  );
  return fc
    .oneof(
      { weight: 4, arbitrary: fromSchema },
      { weight: route.query ? 1 : 4, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: random },
      { weight: 1, arbitrary: rawQueries },
    )
    .map((query) => (query ? `?${query}` : ''));
}

function jsonBody(route: FuzzRoute, pools: Pools): fc.Arbitrary<FuzzRequest['body']> {
  const valid = route.body ? arbitraryOf(route.body, pools) : fc.oneof(fc.constant({}), fc.object({ maxDepth: 2 }));
  return fc.oneof(
    {
      weight: 10,
      arbitrary: mutated(valid).map((value) =>
        value === undefined ? undefined : { kind: 'json' as const, text: JSON.stringify(value) ?? 'null' },
      ),
    },
    {
      weight: 1,
      arbitrary: rawBodies.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { kind: 'raw' as const, contentType: 'text/plain', text: 'hello' },
        { kind: 'raw' as const, contentType: 'application/x-www-form-urlencoded', text: 'name=x&__proto__[a]=1&id=' },
        { kind: 'raw' as const, contentType: 'application/xml', text: '<a/>' },
        { kind: 'raw' as const, contentType: 'multipart/form-data; boundary=x', text: '--x\r\nnonsense' },
      ),
    },
  );
}

const textPart = (names: readonly string[], values: fc.Arbitrary<string>) =>
  fc.record({ name: fc.constantFrom(...names), value: values });

function formBody(route: FuzzRoute, pools: Pools): fc.Arbitrary<FuzzRequest['body']> {
  const ids = pools.ids.length ? pools.ids : ['x'];
  const fileContents = fc.oneof(
    fc.constant(pools.image),
    fc.uint8Array({ maxLength: 200 }),
    fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])),
    fc.constant(new Uint8Array(0)),
  );
  const file = (names: readonly string[]) =>
    fc.record({
      name: fc.constantFrom(...names),
      file: fileContents,
      fileName: fc.oneof(fc.constantFrom('photo.png', 'export.zip', '../../x.jpg', ''), fc.string({ maxLength: 12 })),
      type: fc.constantFrom('image/png', 'application/zip', 'text/html', 'application/octet-stream'),
    });
  const text = fc.oneof(
    fc.constantFrom(...ids, 'true', 'false', '', 'division,season', '*'),
    fc.string({ maxLength: 20 }),
  );
  const parts =
    route.bodyKind === 'photo-form'
      ? fc.array(
          fc.oneof(file(['Photo', 'photo', 'PHOTO', 'other']), textPart(['id', 'Id', 'ID', 'photo', 'x'], text)),
          {
            maxLength: 5,
          },
        )
      : fc.array(
          fc.oneof(
            file(['Zip', 'zip', 'file']),
            textPart(['password', 'dryRun', 'DryRun', 'purgeData', 'tables', 'Tables', 'x'], text),
          ),
          { maxLength: 6 },
        );
  return fc.oneof(
    { weight: 6, arbitrary: parts.map((list) => ({ kind: 'form' as const, parts: list })) },
    { weight: 1, arbitrary: jsonBody(route, pools) },
  );
}

/** One line naming a request: who, what, where and (the start of) the body. */
export const describeRequest = (request: FuzzRequest) =>
  `${request.actor} ${request.route.method} ${request.url.slice(0, 200)} ${request.body ? JSON.stringify(request.body).slice(0, 300) : ''}`;

/** Requests for one route: every actor, filled-in paths, queries and bodies (valid, mutated, garbage). */
export function requestsFor(route: FuzzRoute, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...paramsOf(route.path).map((name) => segmentFor(name, pools)));
  const body =
    route.bodyKind === 'json'
      ? jsonBody(route, pools)
      : route.bodyKind === 'none' && route.method === 'GET'
        ? fc.constant(undefined)
        : route.bodyKind === 'none'
          ? fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: jsonBody(route, pools) })
          : formBody(route, pools);
  return fc
    .record({
      actor: fc.constantFrom<Actor>('anonymous', 'readOnly', 'admin'),
      segments,
      query: queryFor(route, pools),
      body,
    })
    .map(({ actor, segments: values, query, body: sent }) => {
      let index = 0;
      const path = route.path.replace(/:(\w+)\??/g, () => values[index++]!.text);
      const request: FuzzRequest = {
        route,
        actor,
        url: path + query,
        plainPath: values.every((segment) => segment.plain),
        body: sent,
      };
      // fast-check prints this for a counterexample instead of the route's zod schemas.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
