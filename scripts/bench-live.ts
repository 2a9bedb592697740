// `npm run bench` (live part): how fast a throw reaches watchers, what an idle socket
// costs, the hop between two instances through Redis, and polling under load. Each figure stands
// beside a baseline measured the same way in the same run, because this machine's speed drifts
// (beside the same relay):
// a bare `ws` server that relays every message to every other socket (the least a socket server
// can do), and a bare node:http server answering one static JSON. Not a test.
//
//   node --import tsx scripts/bench-live.ts [--watchers 1000] [--idle 10000]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, type ClientRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { admin, startServer, type RunningServer } from '../e2e/support/server.js';
import { bareHttpServer, printTable, residentKb } from './bench-table.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const watcherCount = option('watchers', 1_000);
const idleCount = option('idle', 10_000);
const publishes = 40;
const redisUrl = process.env.REDIS_URL_BENCH ?? 'redis://127.0.0.1:6379';
/** A sayg record of a leg well under way: what a scorer's page publishes after each visit. */
const payload = {
  id: randomUUID(),
  yourName: 'Sam Scorer',
  opponentName: 'Alex Away',
  numberOfLegs: 5,
  startingScore: 501,
  homeScore: 1,
  awayScore: 1,
  legs: Object.fromEntries(
    [0, 1, 2].map((leg) => [
      String(leg),
      {
        startingScore: 501,
        home: { throws: Array.from({ length: 8 }, (_, i) => ({ score: 41 + i, noOfDarts: 3 })) },
        away: { throws: Array.from({ length: 8 }, (_, i) => ({ score: 45 + i, noOfDarts: 3 })) },
        playerSequence: [
          { value: 'home', text: 'Sam Scorer' },
          { value: 'away', text: 'Alex Away' },
        ],
      },
    ]),
  ),
};

type Target = { url: string; cookie?: string; origin?: string };
type Row = string[];

const rows: Row[] = [];
const notes: string[] = [];

// ── 1 and 2: one instance, beside a bare ws relay ─────────────────────────────────────────────
const relay = await startRelay();
const dataDir = mkdtempSync(join(tmpdir(), 'darts-bench-live-'));
const shared = { SESSION_SECRET: 'bench-live-session-secret-0123456789abcdef', DEMO_DATA: 'false' };
let serverA: RunningServer | undefined;
let serverB: RunningServer | undefined;
try {
  serverA = await startServer({
    env: { ...shared, DATABASE_URL: `sqlite:${join(dataDir, 'shared.sqlite')}`, LIVE_KEEPALIVE_MS: '600000' },
  });
  const cookie = await signIn(serverA.baseUrl);
  const live = (server: RunningServer): Target => ({
    url: `${server.baseUrl.replace(/^http/, 'ws')}/api/Live/?referrer=${server.baseUrl}/bench`,
    cookie,
    origin: server.baseUrl,
  });

  const fanOut = await measureFanOut(live(serverA), live(serverA), watcherCount);
  const relayFanOut = await measureFanOut(relay.target, relay.target, watcherCount);
  rows.push(
    latencyRow(`one throw → ${watcherCount} watchers, one instance`, fanOut, 50),
    latencyRow(`  baseline: bare ws relay`, relayFanOut),
  );

  // Issue #23: the same throw to signed-out watchers on the read-only event stream.
  const streamed = await measureStreamFanOut(live(serverA), serverA.baseUrl, watcherCount);
  rows.push(
    latencyRow(`one throw → ${watcherCount} signed-out watchers, event stream`, streamed, 1_000),
    latencyRow(`  baseline: bare ws relay`, relayFanOut),
  );

  const idle = await measureIdle(live(serverA), serverA.pid, idleCount);
  const relayIdle = await measureIdle(relay.target, relay.pid, idleCount);
  rows.push(
    [`${idle.count} idle sockets, memory per socket`, '', '', `${idle.kbPerSocket.toFixed(1)} KB`, '≤ 30 KB'],
    [`  baseline: bare ws relay`, '', '', `${relayIdle.kbPerSocket.toFixed(1)} KB`, ''],
  );

  // ── 3: publisher on A, watchers on B, through Redis ─────────────────────────────────────────
  if (await redisAnswers(redisUrl)) {
    await serverA.stop();
    const env = { ...shared, DATABASE_URL: `sqlite:${join(dataDir, 'shared.sqlite')}`, REDIS_URL: redisUrl };
    serverA = await startServer({ env });
    serverB = await startServer({ env });
    const crossCookie = await signIn(serverA.baseUrl);
    const on = (server: RunningServer): Target => ({ ...live(server), cookie: crossCookie });
    const cross = await measureFanOut(on(serverA), on(serverB), 100);
    rows.push(latencyRow('one throw on A → 100 watchers on B (Redis)', cross, 100));
    rows.push(
      latencyRow('  baseline: bare ws relay, one process', await measureFanOut(relay.target, relay.target, 100)),
    );
  } else {
    notes.push(`Redis did not answer at ${redisUrl}: the two-instance figure was not measured.`);
  }

  // ── 4: pollers ──────────────────────────────────────────────────────────────────────────────
  const pollServer = serverB ?? serverA;
  const id = randomUUID();
  await fetch(`${pollServer.baseUrl}/api/Live/Update/${id}/Sayg`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: await signIn(pollServer.baseUrl),
      origin: pollServer.baseUrl,
    },
    body: JSON.stringify(payload),
  });
  const polled = await pollLoad(`${pollServer.baseUrl}/api/Live/Update/${id}/Sayg`);
  const bare = await startServer({ nodeArgs: ['-e', bareHttpServer] });
  const bareLoad = await pollLoad(`${bare.baseUrl}/`).finally(() => bare.stop());
  rows.push(
    [`${watcherCount} pollers at 1 request/s each`, `${polled.p50} ms`, `${polled.p99} ms`, polled.summary, '≤ 20 ms'],
    [`  baseline: bare node:http, static JSON`, `${bareLoad.p50} ms`, `${bareLoad.p99} ms`, bareLoad.summary, ''],
  );
} finally {
  await serverB?.stop();
  await serverA?.stop();
  relay.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLive updates (issue #11), loopback, payload ${JSON.stringify(payload).length} bytes, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
printTable(['measure', 'p50', 'p99', 'other', 'target (p99)'], rows);
for (const note of notes) console.log(note);

// ─────────────────────────────────────────────────────────────────────────────────────────────

/** Signs in as the bench server's administrator (who has UseWebSockets); answers the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/Login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ emailAddress: admin.email, password: admin.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => !c.endsWith('='));
  if (!cookie) throw new Error(`Could not sign in to ${baseUrl} (${response.status})`);
  return cookie;
}

function open(target: Target): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (target.cookie) headers.cookie = target.cookie;
    if (target.origin) headers.origin = target.origin;
    const socket = new WebSocket(target.url, { headers, perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed at once (${code})`)));
  });
}

async function openMany(target: Target, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // In batches, so the server's accept queue is not the thing measured.
  for (let i = 0; i < count; i += 200) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(200, count - i) }, () => open(target)))));
  }
  return sockets;
}

/** Milliseconds from a publisher's Update to each watcher's receipt, over `publishes` throws. */
async function measureFanOut(publisherAt: Target, watchersAt: Target, count: number): Promise<number[]> {
  const id = payload.id;
  const watchers = await openMany(watchersAt, count);
  const publisher = await open(publisherAt);
  for (const watcher of watchers) watcher.send(JSON.stringify({ type: 'Subscribed', id }));
  await delay(500);
  const samples: number[] = [];
  let sentAt = 0;
  let pending = 0;
  let done: () => void = () => undefined;
  for (const watcher of watchers) {
    watcher.on('message', (data: Buffer) => {
      // Only updates count (the server's keep-alive Marco is not a throw).
      if (!data.includes('"Update"')) return;
      samples.push(performance.now() - sentAt);
      pending -= 1;
      if (pending === 0) done();
    });
  }
  for (let i = 0; i < publishes; i += 1) {
    const arrived = new Promise<void>((resolve) => (done = resolve));
    pending = watchers.length;
    sentAt = performance.now();
    publisher.send(JSON.stringify({ type: 'Update', id, dataType: 'Sayg', data: { ...payload, homeScore: i } }));
    await Promise.race([arrived, delay(5_000)]);
    await delay(50);
  }
  for (const socket of [publisher, ...watchers]) socket.terminate();
  await delay(300);
  return samples;
}

/**
 * Milliseconds from a publisher's Update to each signed-out watcher's receipt on
 * `GET /api/Live/Events`, over `publishes` throws. Each watcher is a plain HTTP stream.
 */
async function measureStreamFanOut(publisherAt: Target, baseUrl: string, count: number): Promise<number[]> {
  const id = payload.id;
  const url = new URL(`${baseUrl}/api/Live/Events?id=${id}`);
  const requests: ClientRequest[] = [];
  const samples: number[] = [];
  let sentAt = 0;
  let measuring = false;
  let pending = 0;
  let done: () => void = () => undefined;
  const openOne = () =>
    new Promise<void>((resolve, reject) => {
      const request = httpGet(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`event stream answered ${response.statusCode}`));
        resolve();
        response.on('data', (chunk: Buffer) => {
          if (!measuring || !chunk.includes('"Update"')) return;
          samples.push(performance.now() - sentAt);
          pending -= 1;
          if (pending === 0) done();
        });
      });
      request.once('error', reject);
      requests.push(request);
    });
  for (let i = 0; i < count; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, count - i) }, openOne));
  }
  const publisher = await open(publisherAt);
  await delay(500);
  measuring = true;
  for (let i = 0; i < publishes; i += 1) {
    const arrived = new Promise<void>((resolve) => (done = resolve));
    pending = count;
    sentAt = performance.now();
    publisher.send(JSON.stringify({ type: 'Update', id, dataType: 'Sayg', data: { ...payload, homeScore: 100 + i } }));
    await Promise.race([arrived, delay(5_000)]);
    await delay(50);
  }
  publisher.terminate();
  for (const request of requests) request.destroy();
  await delay(300);
  return samples;
}

/** The server's resident memory before and after `count` sockets connect and sit idle. */
async function measureIdle(target: Target, pid: number, count: number) {
  const before = residentKb(pid);
  const sockets = await openMany(target, count).catch((error: Error) => {
    notes.push(`Could not open ${count} sockets (${error.message}); raise ulimit -n.`);
    return [] as WebSocket[];
  });
  await delay(2_000);
  const after = residentKb(pid);
  for (const socket of sockets) socket.terminate();
  await delay(500);
  return { count: sockets.length, kbPerSocket: sockets.length ? (after - before) / sockets.length : 0 };
}

async function pollLoad(url: string) {
  const result = await autocannon({
    url,
    connections: watcherCount,
    overallRate: watcherCount,
    duration: 10,
    headers: { 'if-modified-since': '' },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    summary: `${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
  };
}

function latencyRow(name: string, samples: number[], target?: number): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return [
    name,
    `${at(0.5).toFixed(1)} ms`,
    `${at(0.99).toFixed(1)} ms`,
    `${samples.length} receipts`,
    target === undefined ? '' : `≤ ${target} ms`,
  ];
}

/** A bare ws server that relays every message to every other socket, in a process of its own. */
async function startRelay(): Promise<{ target: Target; pid: number; stop: () => void }> {
  const code = [
    "const { WebSocketServer } = require('ws');",
    'const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });',
    'wss.on("listening", () => console.log(wss.address().port));',
    'wss.on("connection", (s) => s.on("message", (m) => {',
    '  const text = m.toString(); if (!text.includes(\'"Update"\')) return;',
    '  for (const c of wss.clients) if (c !== s && c.readyState === 1) c.send(text);',
    '}));',
  ].join('\n');
  const child: ChildProcess = spawn(process.execPath, ['-e', code], {
    cwd: join(import.meta.dirname, '../packages/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(Number(d))));
  return { target: { url: `ws://127.0.0.1:${port}/` }, pid: child.pid!, stop: () => child.kill() };
}

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
