import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOptions } from '@darts/domain';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';
import { changedTables, dumpDatabase } from '../../test/fuzz/db-dump.js';
import { fuzzRoutes, openWrites } from '../../test/fuzz/fuzz-routes.js';
import {
  describeRequest,
  requestsFor,
  type Actor,
  type FuzzRequest,
  type Pools,
} from '../../test/fuzz/fuzz-requests.js';
import { contractProblem, isRefusal, type FuzzResponse } from '../../test/fuzz/oracle.js';
import { createSessions, sessionCookieName } from '../modules/accounts/sessions.js';
import { dataTables } from '../modules/data/tables.js';
import { seedDemoLeague } from '../demo/seed.js';

/**
 * Bad input on every route: generated and mutated bodies, query strings and path values
 * across the contract's route table and the server's other routes, as an anonymous caller, a signed-in
 * account with no access and an administrator. Never a 5xx; always the contract's shape; a refused
 * request changes nothing in the database. `FUZZ_RUNS` sets the number of requests (`npm run fuzz`).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 450);
/**
 * Printed with the figures: `FUZZ_SEED=<seed>` generates the same requests again (ids aside). Else the
 * suites' seed (scripts/test-seed.ts): fixed in `npm test`, a new one under `npm run fuzz`.
 */
const seed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : (fc.readConfigureGlobal().seed ?? Math.floor(Math.random() * 2 ** 31));

/** Writes whose access option is fixed: a signed-in account without it is refused whatever it sends. */
const fixedAccessWrites = new Set([
  'accountAccess',
  'featureUpdate',
  'divisionUpdate',
  'divisionDelete',
  'seasonUpdate',
  'seasonDelete',
  'teamUpdate',
  'teamSeason',
  'teamSeasonDelete',
  'playerAdd',
  'playerChange',
  'playerDelete',
  'gameUpdate',
  'gameDelete',
  'gamesUnplayedDelete',
  'scores',
  'noteAdd',
  'noteUpdate',
  'noteDelete',
  'templateUpdate',
  'templateDelete',
  'templateHealth',
  'templatePropose',
  'tournamentDelete',
  'tournamentPatch',
  'tournamentSaygAdd',
  'tournamentSaygDelete',
  'tournamentPhotoUpload',
  'tournamentPhotoDelete',
  'scoresPhotoUpload',
  'scoresPhotoDelete',
  'saygAnalyse',
  'dataExport',
  'dataImport',
  'liveSocketClose',
  'report',
]);

type Failure = { route: string; request: string; problem: string };

describe.each(testDatabases)('every route fuzzed on %s', (kind) => {
  let server: TestServer;
  let pools: Pools;
  const cookies: Record<Actor, string | undefined> = { anonymous: undefined, readOnly: undefined, admin: undefined };
  const userIds: Partial<Record<Actor, string>> = {};
  const histogram = new Map<number, number>();
  const failures: Failure[] = [];
  let sent = 0;

  async function signIn(actor: Actor) {
    const sessions = createSessions(server.handle.db, server.clock, server.config.sessionSecret);
    const session = await sessions.create(userIds[actor]!);
    cookies[actor] = `${sessionCookieName}=${session.cookieValue}`;
  }

  async function resetAccess() {
    for (const [actor, access] of [
      ['readOnly', {}],
      ['admin', Object.fromEntries(accessOptions.map((o) => [o, {}]))],
    ] as const) {
      await server.handle.db
        .updateTable('appUser')
        .set({ accessLevels: JSON.stringify(access) })
        .where('id', '=', userIds[actor]!)
        .execute();
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    const [readOnly, admin] = [await server.signIn([]), await server.signIn([...accessOptions])];
    for (const [actor, client] of [
      ['readOnly', readOnly],
      ['admin', admin],
    ] as const) {
      const account = await server.handle.db
        .selectFrom('appUser')
        .select('id')
        .where('emailAddress', '=', client.email)
        .executeTakeFirstOrThrow();
      userIds[actor] = account.id;
      cookies[actor] = client.cookie;
    }
    const ids = new Set<string>();
    for (const [, rows] of await dumpDatabase(server.handle.db)) {
      const found = [...new Set(rows.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))];
      for (const id of found.slice(0, 15)) ids.add(id);
    }
    const image = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    pools = {
      ids: [...ids],
      tables: [...dataTables.map((table) => table.name), 'DIVISION', 'nothing', ''],
      emails: [readOnly.email, admin.email, 'nobody@example.org', 'not an address'],
      image: new Uint8Array(image),
    };
  });

  afterAll(async () => {
    const statuses = [...histogram.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `fuzz on ${kind} (FUZZ_SEED=${seed}): ${sent} requests over ${fuzzRoutes.length} routes; statuses ${statuses.join(', ')}`,
    );
    await server?.close();
  });

  async function send(request: FuzzRequest): Promise<FuzzResponse> {
    const headers: Record<string, string> = {};
    const cookie = cookies[request.actor];
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | undefined;
    if (request.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = request.body.text;
    } else if (request.body?.kind === 'raw') {
      headers['content-type'] = request.body.contentType;
      body = request.body.text;
    } else if (request.body?.kind === 'form') {
      const form = new FormData();
      for (const part of request.body.parts) {
        if ('file' in part) form.append(part.name, new Blob([part.file], { type: part.type }), part.fileName);
        else form.append(part.name, part.value);
      }
      body = form;
    }
    const response = await fetch(server.baseUrl + request.url, {
      method: request.route.method,
      headers,
      body,
      redirect: 'manual',
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
      location: response.headers.get('location'),
    };
  }

  /** Refusals the caller's identity alone decides: nothing about the body or the record matters. */
  function refusalProblem(request: FuzzRequest, response: FuzzResponse): string | undefined {
    const { route, actor } = request;
    if (!request.plainPath || route.method === 'GET' || openWrites.has(route.name)) return undefined;
    if (actor === 'anonymous' && response.status !== 401)
      return `an anonymous write answered ${response.status}, not 401`;
    if (actor === 'readOnly' && fixedAccessWrites.has(route.name) && response.status !== 403) {
      return `a write without access answered ${response.status}, not 403`;
    }
    return undefined;
  }

  it(`answers ${runs} generated requests by the contract and changes nothing it refuses`, async () => {
    const requests = fc.oneof(...fuzzRoutes.map((route) => requestsFor(route, pools)));
    let before = await dumpDatabase(server.handle.db);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await send(request);
        sent += 1;
        histogram.set(response.status, (histogram.get(response.status) ?? 0) + 1);
        const after = await dumpDatabase(server.handle.db);
        const problems = [
          contractProblem(request.route, response, request.plainPath),
          refusalProblem(request, response),
          isRefusal(response) && changedTables(before, after).length > 0
            ? `a refused request (${response.status}) changed ${changedTables(before, after).join(', ')}`
            : undefined,
        ].filter((problem): problem is string => problem !== undefined);
        for (const problem of problems)
          failures.push({ route: request.route.name, request: describeRequest(request), problem });
        before = after;
        // Signing in or out replaces the caller's session, and an administrator may change anyone's
        // access: put both back so each actor stays who it is.
        if (request.actor !== 'anonymous' && /^account(Login|Register|Logout)/.test(request.route.name)) {
          await signIn(request.actor);
          before = await dumpDatabase(server.handle.db);
        }
        if (request.route.name === 'accountAccess' && !isRefusal(response)) {
          await resetAccess();
          before = await dumpDatabase(server.handle.db);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    const distinct = new Map<string, Failure>();
    for (const failure of failures) distinct.set(`${failure.route} ${failure.problem.slice(0, 40)}`, failure);
    const lines = [...distinct.values()].map((f) => `${f.route}: ${f.problem.slice(0, 300)}\n    ← ${f.request}`);
    if (lines.length > 0) console.log(`${failures.length} problems, ${lines.length} distinct:\n${lines.join('\n')}`);
    expect(lines).toEqual([]);
  }, 600_000);
});
