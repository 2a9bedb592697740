/** A comparison: negative when `a` comes first. */
export type Comparison<T> = (a: T, b: T) => number;

/** Larger numbers first. */
export function descending<T>(value: (row: T) => number): Comparison<T> {
  return (a, b) => value(b) - value(a);
}

/**
 * Names in alphabetical order, ignoring case, then by exact text. Written out rather than with
 * `localeCompare` so server, browser and tests agree whatever the locale data.
 */
export function byName<T extends { name: string }>(a: T, b: T): number {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.name === b.name ? 0 : a.name < b.name ? -1 : 1;
}

/**
 * Rows sorted by the comparisons in turn, each given `rank` 1..n in that order.
 * Rows that tie on every comparison keep their input order and still get distinct ranks.
 */
export function rankBy<T>(rows: readonly T[], ...comparisons: Array<Comparison<T>>): Array<T & { rank: number }> {
  const order = (a: T, b: T) => {
    for (const compare of comparisons) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
  return [...rows].sort(order).map((row, index) => ({ ...row, rank: index + 1 }));
}
