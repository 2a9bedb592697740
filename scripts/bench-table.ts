// Shared by the `npm run bench` scripts: a plain-text table for the console, the least-work baseline
// server, and a process's resident memory.
import { readFileSync } from 'node:fs';

/** Prints `rows` under `header`: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * A bare Node HTTP server answering one static JSON on PORT and HOST (`node -e`): the least any Node
 * server can cost, the baseline the benches measure the real server beside.
 */
export const bareHttpServer = [
  "require('node:http')",
  ".createServer((q, s) => s.writeHead(200, { 'content-type': 'application/json' }).end('{}'))",
  '.listen(Number(process.env.PORT), process.env.HOST)',
].join('');

/** A process's resident memory (VmRSS) in kB, from /proc. */
export function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
}
