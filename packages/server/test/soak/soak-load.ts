import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { poller, scorer, type Poller, type Scorer } from './soak-actors.js';
import { delay, ErrorTally, Samples } from './soak-tally.js';
import { watcher, type Watcher } from './soak-watcher.js';

export type SoakLoadOptions = {
  /** The instances, sharing one database and one Redis; everyone is spread across them in turn. */
  baseUrls: string[];
  /** A session with UseWebSockets, for the watchers' and scorers' sockets and the scorers' saves. */
  cookie: string;
  watchers: number;
  pollers: number;
  scorers: number;
  visitEveryMs: number;
  pollEveryMs: number;
  log?: (line: string) => void;
};

/**
 * The soak's crowd: scorers entering visits, watchers on sockets and
 * pollers over HTTP, all on loopback. `open` creates the records and connects everyone, `start`
 * begins scoring and polling, `finish` stops the scorers and lets the last visit reach everyone,
 * `close` disconnects. Counts and checks are read from `report`.
 */
export async function openSoakLoad(options: SoakLoadOptions) {
  const { baseUrls, cookie, log = () => undefined } = options;
  const at = (i: number) => baseUrls[i % baseUrls.length]!;
  const errors = new ErrorTally();
  const counters = { requests: 0, messages: 0 };
  const delays = { saved: new Samples(), published: new Samples() };
  const staleness = new Samples();
  const byId = new Map<string, Scorer>();
  const context = { errors, counters, delays, visitAt: (id: string, v: number) => byId.get(id)?.enteredAt[v] };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const stop = new AbortController();
  // Every scorer and poller waits on it.
  setMaxListeners(0, stop.signal);
  const running: Promise<void>[] = [];
  let startedAt = 0;
  let finishedAt = 0;

  const scorers: Scorer[] = [];
  const watchers: Watcher[] = [];
  const pollers: Poller[] = [];
  try {
    for (let i = 0; i < options.scorers; i += 1) scorers.push(await scorer(at(i), cookie, context, i));
    for (const s of scorers) byId.set(s.id, s);
    // The records' first publications have reached every instance before anyone subscribes.
    await delay(500);
    log(`${scorers.length} scorers ready; connecting ${options.watchers} watchers`);
    for (let i = 0; i < options.watchers; i += 100) {
      const batch = Array.from({ length: Math.min(100, options.watchers - i) }, (_, j) => {
        const n = i + j;
        return watcher(at(n), cookie, scorers[n % scorers.length]!.id, context, `watcher ${n + 1}`);
      });
      watchers.push(...batch);
      await Promise.all(batch.map((w) => w.subscribe()));
    }
    for (let i = 0; i < options.pollers; i += 1) {
      pollers.push(poller(at(i), scorers[i % scorers.length]!, context, staleness, `poller ${i + 1}`));
    }
  } catch (error) {
    await Promise.all([...watchers, ...scorers].map((s) => s.close()));
    throw error;
  }

  return {
    errors,
    start() {
      startedAt = performance.now();
      loop.enable();
      const { visitEveryMs, pollEveryMs } = options;
      // Spread over the interval, so the crowd does not arrive in one burst.
      for (const [i, s] of scorers.entries()) {
        running.push(s.play(visitEveryMs, (i * visitEveryMs) / scorers.length, stop.signal));
      }
      for (const [i, p] of pollers.entries()) {
        running.push(p.run(pollEveryMs, (i * pollEveryMs) / pollers.length, stop.signal));
      }
    },
    /** Stops scoring, waits until every watcher and poller has the last visit (at most `settleMs`), stops polling. */
    async finish(settleMs = 15_000) {
      stop.abort();
      await Promise.all(running);
      finishedAt = performance.now();
      const deadline = Date.now() + settleMs;
      const behind = () =>
        watchers.filter((w) => {
          const visits = byId.get(w.matchId)!.visits();
          return w.last().saved < visits || w.last().published < visits;
        });
      while (behind().length > 0 && Date.now() < deadline) await delay(100);
      // A last poll each: the final state must be there for every poller.
      await Promise.all(pollers.map((p) => p.poll()));
      loop.disable();
      for (const w of behind()) {
        const { saved, published } = w.last();
        errors.add(
          'watcher behind at the end',
          `${w.name}: saved ${saved}, published ${published} of ${byId.get(w.matchId)!.visits()}`,
        );
      }
      for (const p of pollers.filter((p) => p.seen() < p.match.visits())) {
        errors.add('poller behind at the end', `${p.name}: visit ${p.seen()} of ${p.match.visits()}`);
      }
    },
    report() {
      const seconds = ((finishedAt || performance.now()) - startedAt) / 1000;
      return {
        seconds,
        visits: scorers.reduce((sum, s) => sum + s.visits(), 0),
        requests: counters.requests,
        messages: counters.messages,
        /** Two copies of each visit for every watcher of its match: the socket publish and the save. */
        expectedMessages: watchers.reduce((sum, w) => sum + 2 * byId.get(w.matchId)!.visits(), 0),
        delays,
        staleness,
        watchers: watchers.length,
        pollers: pollers.length,
        scorers: scorers.length,
        /** The load generator's own event-loop delay (ms): large values inflate every delay above. */
        loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
        /** Watchers whose every copy of every visit arrived, in order. */
        complete: watchers.filter((w) => {
          const visits = byId.get(w.matchId)!.visits();
          return w.last().saved === visits && w.last().published === visits;
        }).length,
      };
    },
    ids: () => scorers.map((s) => s.id),
    async close() {
      stop.abort();
      await Promise.allSettled(running);
      await Promise.all([...watchers, ...scorers].map((s) => s.close()));
    },
  };
}

export type SoakLoad = Awaited<ReturnType<typeof openSoakLoad>>;
