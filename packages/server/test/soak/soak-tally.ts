/** What goes wrong in a soak run, by kind; every one of them fails the run. */
export type ErrorKind =
  | 'failed request'
  | 'socket error'
  | 'missed update'
  | 'out-of-order update'
  | 'watcher behind at the end'
  | 'poller behind at the end';

/** Counts errors by kind and keeps the first few of each, to print. */
export class ErrorTally {
  private readonly counts = new Map<ErrorKind, number>();
  private readonly examples = new Map<ErrorKind, string[]>();

  add(kind: ErrorKind, example: string, count = 1) {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + count);
    const kept = this.examples.get(kind) ?? [];
    if (kept.length < 5) kept.push(example);
    this.examples.set(kind, kept);
  }

  count(kind?: ErrorKind): number {
    if (kind) return this.counts.get(kind) ?? 0;
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }

  /** Each kind seen, with its count and first examples. */
  list(): Array<{ kind: ErrorKind; count: number; examples: string[] }> {
    return [...this.counts].map(([kind, count]) => ({ kind, count, examples: this.examples.get(kind) ?? [] }));
  }
}

/** A growing list of millisecond samples, kept compact (a 10-minute run gathers hundreds of thousands). */
export class Samples {
  private values = new Float64Array(1024);
  length = 0;

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** The q-quantile (0-1) by nearest rank, or NaN with no samples. */
  quantiles(...qs: number[]): number[] {
    const sorted = this.values.slice(0, this.length).sort();
    return qs.map((q) => (this.length ? sorted[Math.min(this.length - 1, Math.ceil(q * this.length) - 1)]! : NaN));
  }

  max(): number {
    return this.length ? Math.max(...this.quantiles(1)) : NaN;
  }
}

export const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
