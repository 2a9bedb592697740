/** Time comes in through a clock so tests can fix it (STYLE: an injected clock). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put; tests move it with `set`/`advance`. */
export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

let lastStamp = '';
let sequence = 0;

/**
 * An audit timestamp `YYYY-MM-DDThh:mm:ss.fffffffZ`. The last four fraction digits
 * are a per-process sequence, so two writes in the same millisecond still get different
 * concurrency tokens.
 */
export function auditTimestamp(clock: Clock): string {
  const base = clock.now().toISOString().slice(0, 23);
  if (base === lastStamp) {
    sequence += 1;
  } else if (base > lastStamp) {
    lastStamp = base;
    sequence = 0;
  } else {
    // The clock went backwards (tests, NTP): stay monotonic within the process.
    sequence += 1;
  }
  return `${lastStamp}${String(sequence % 10_000).padStart(4, '0')}Z`;
}
