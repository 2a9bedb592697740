// `npm run bench` (first load on a phone): Lighthouse 12.2.3 with its default mobile
// emulation (simulated slow 4G, 4× CPU slowdown) on the demo league's seven routes, beside a minimal
// static page served by a bare node:http server in the same run, because this machine's speed drifts.
// Prints performance, LCP, TBT and CLS per route (median of the runs). Not a test.
//
//   node --import tsx scripts/bench-lighthouse.ts [--runs 1]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/browser.js';
import { startServer, type RunningServer } from '../e2e/support/server.js';
import { printTable } from './bench-table.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;

/** A minimal static page: the least any page can cost. */
const staticPage = [
  "require('node:http')",
  ".createServer((q, s) => s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })",
  '.end(\'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
  "<title>Static</title></head><body><h1>Static page</h1><p>The least a page can be.</p></body></html>'))",
  '.listen(Number(process.env.PORT), process.env.HOST)',
].join('');

type Figures = { performance: number; lcp: number; tbt: number; cls: number };

let server: RunningServer | undefined;
let bare: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: string[][] = [];
try {
  server = await startServer({ env: { SESSION_SECRET: `bench-lighthouse-${randomUUID()}` } });
  bare = await startServer({ nodeArgs: ['-e', staticPage] });
  const routes = await demoRoutes(server.baseUrl);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measured: Array<[string, string]> = [
    ['static page (baseline)', `${bare.baseUrl}/`],
    ...routes.map(([name, path]): [string, string] => [name, `${server!.baseUrl}${path}`]),
  ];
  for (const [name, url] of measured) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(url, chrome.port));
    const median = (pick: (f: Figures) => number) => {
      const sorted = samples.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    rows.push([
      name,
      String(Math.round(median((f) => f.performance) * 100)),
      `${(median((f) => f.lcp) / 1000).toFixed(1)} s`,
      `${Math.round(median((f) => f.tbt))} ms`,
      median((f) => f.cls).toFixed(3),
    ]);
  }
} finally {
  chrome?.kill();
  await bare?.stop();
  await server?.stop();
}

console.log(
  `\nFirst load on a phone (issue #24): Lighthouse 12.2.3 mobile, ${runs} run(s) per route, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
printTable(['route', 'performance', 'LCP', 'TBT', 'CLS'], rows);
console.log('Goals: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.05 on every route.');

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A trace Lighthouse itself failed to record (NO_NAVSTART and the like) is tried again.
    if (attempt < 3) return audit(url, port, attempt + 1);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: lhr.categories.performance?.score ?? NaN,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The seven routes of the issue, on the demo league: found through the API as a visitor would. */
async function demoRoutes(baseUrl: string): Promise<Array<[string, string]>> {
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  type Division = { id: string; name: string; superleague: boolean; deleted?: string };
  const division = (await get<Division[]>('/api/Division')).find((d) => !d.superleague && !d.deleted);
  if (!division) throw new Error('The demo league has no division');
  type DivisionData = {
    fixtures: Array<{
      fixtures: Array<{ id: string; homeScore?: number; awayTeam?: unknown }>;
      tournamentFixtures: Array<{ id?: string; proposed?: boolean }>;
    }>;
  };
  const data = await get<DivisionData>(`/api/Division/Data?divisionId=${division.id}`);
  const fixture = data.fixtures.flatMap((d) => d.fixtures).find((f) => f.awayTeam && f.homeScore !== undefined);
  const tournament = data.fixtures.flatMap((d) => d.tournamentFixtures).find((t) => t.id && !t.proposed);
  // A practice match being scored, for the live page.
  const practice = await fetch(`${baseUrl}/api/Sayg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 3, startingScore: 501, legs: {} }),
  });
  const record = ((await practice.json()) as { result: { id: string } }).result;
  const name = encodeURIComponent(division.name);
  return [
    ['/', '/'],
    ['/division/{id}', `/division/${name}`],
    ['players tab', `/division/${name}/players`],
    ['/score/{id}', fixture ? `/score/${fixture.id}` : '/'],
    ['/tournament/{id}', tournament?.id ? `/tournament/${tournament.id}` : '/'],
    ['/practice', '/practice?yourName=Jo&opponentName=Sam'],
    ['/live/match/{id}', `/live/match/${record.id}`],
  ];
}
