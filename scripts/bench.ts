// `npm run bench`: start-up time, idle memory and throughput of the production server.
//
// Starts the server as `npm start` runs it (node --enable-source-maps packages/server/dist/main.js,
// built first if stale) over a fresh SQLite database with demo data, several times, beside two
// baselines started the same way: a bare Node HTTP server answering one static JSON (the least
// any Node server can cost) and the server run from its TypeScript sources through tsx (how
// `npm start` ran it before issue #10). Then it loads two read endpoints of the built server from
// this machine over loopback: 10 connections for 5 s each. Not a test: numbers depend on the machine.
import autocannon from 'autocannon';
import { startServer, type RunningServer, type StartOptions } from '../e2e/support/server.js';
import { bareHttpServer, printTable, residentKb } from './bench-table.js';

const connections = 10;
const durationSeconds = 5;
const endpoints = ['/api/Account', '/api/Division'];
/** Starts of each server; the median is reported, as a shared machine makes single runs noisy. */
const starts = 3;
/** Issue #10's goals for the built server. */
const goals = { startupMs: 1_000, idleRssMb: 120 };

const candidates: Array<{ name: string; options: StartOptions }> = [
  { name: 'bare node:http server (baseline)', options: { nodeArgs: ['-e', bareHttpServer] } },
  { name: 'server from source through tsx', options: { nodeArgs: ['--import', 'tsx', 'packages/server/src/main.ts'] } },
  { name: 'built server (npm start)', options: {} },
];

const startRows: string[][] = [];
for (const { name, options } of candidates) {
  const measured: Array<{ startupMs: number; idleRssMb: number }> = [];
  for (let run = 0; run < starts; run += 1) {
    const server = await startServer(options);
    try {
      // Let start-up work (migrations, seeding, JIT) settle before reading the resident set.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      measured.push({ startupMs: server.startupMs, idleRssMb: residentKb(server.pid) / 1024 });
    } finally {
      await server.stop();
    }
  }
  const startupMs = median(measured.map((m) => m.startupMs));
  const idleRssMb = median(measured.map((m) => m.idleRssMb));
  startRows.push([name, `${startupMs} ms`, `${idleRssMb.toFixed(1)} MB`]);
}
startRows.push(['goal for the built server', `≤ ${goals.startupMs} ms`, `≤ ${goals.idleRssMb} MB`]);

console.log(`\nCold start (spawn to first answer from GET /api/Site) and idle memory (VmRSS 1 s later),`);
console.log(`median of ${starts} starts each, SQLite with demo data\n`);
printTable(['server', 'cold start', 'idle memory'], startRows);

const server: RunningServer = await startServer();
try {
  const rows: string[][] = [];
  let all2xx = server.firstStatus < 300;
  for (const path of endpoints) {
    const result = await autocannon({ url: server.baseUrl + path, connections, duration: durationSeconds });
    all2xx &&= result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
    rows.push([
      `GET ${path}`,
      Math.round(result.requests.average).toLocaleString('en-GB'),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      `${result['2xx']} / ${result.non2xx} / ${result.errors + result.timeouts}`,
    ]);
  }
  console.log(`\nLoad on the built server: ${connections} connections × ${durationSeconds} s per endpoint, loopback\n`);
  printTable(['endpoint', 'req/s', 'p50', 'p99', '2xx / other / errors'], rows);
  if (!all2xx) {
    console.log('\nNote: some answers were not 2xx; the numbers measure those answers (is the route implemented?).');
  }
} finally {
  await server.stop();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
