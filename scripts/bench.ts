// `npm run bench`: start-up time, idle memory and throughput of the production server.
//
// Starts the server as `npm start` runs it (node --import tsx packages/server/src/main.ts) over a
// fresh SQLite database with demo data, then loads two read endpoints from this machine over
// loopback: 10 connections for 5 s each. Not a test: numbers depend on the machine.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.js';
import { printTable } from './bench-table.js';

const connections = 10;
const durationSeconds = 5;
const endpoints = ['/api/Account', '/api/Division'];

const server = await startServer();
try {
  // Let start-up work (migrations, seeding, JIT) settle before reading the resident set.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idleRssMb = residentMb(server.pid);

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

  console.log(`\nServer: ${server.baseUrl} (pid ${server.pid}, SQLite, demo data)\n`);
  printTable(
    ['measure', 'value'],
    [
      ['cold start to first answer', `${server.startupMs} ms (GET /api/Site → ${server.firstStatus})`],
      ['idle memory (VmRSS)', `${idleRssMb.toFixed(1)} MB`],
    ],
  );
  console.log(`\nLoad: ${connections} connections × ${durationSeconds} s per endpoint, loopback\n`);
  printTable(['endpoint', 'req/s', 'p50', 'p99', '2xx / other / errors'], rows);
  if (!all2xx) {
    console.log('\nNote: some answers were not 2xx; the numbers measure those answers (is the route implemented?).');
  }
} finally {
  await server.stop();
}

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
