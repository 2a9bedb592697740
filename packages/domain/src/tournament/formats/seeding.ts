import type { TournamentSide } from '../types.js';

/**
 * The sides in a fair random order (issue #26 "Draw": Fisher–Yates), drawn with `rng` returning
 * numbers in [0, 1): every order is equally likely when `rng` is uniform.
 */
export function shuffleSides<S>(sides: readonly S[], rng: () => number): S[] {
  const shuffled = [...sides];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

/** The seeds of the first-round matches' upper sides for `matches` matches, seeds 1 and 2 in opposite halves. */
function upperSeeds(matches: number): number[] {
  if (matches <= 1) return [1];
  return upperSeeds(matches / 2).flatMap((seed, i) =>
    i % 2 === 0 ? [seed, matches + 1 - seed] : [matches + 1 - seed, seed],
  );
}

/**
 * The seed on each line of a bracket of `size` lines (a power of two), top line first (issue #26:
 * seed 1 and 2 meet only in the final; seed x meets size + 1 − x first, so the missing sides of a
 * short field give the byes to the top seeds). For 16: 1,16,8,9,5,12,4,13,3,14,6,11,7,10,2,15.
 */
export function seedLine(size: number): number[] {
  if (size < 2) return size === 1 ? [1] : [];
  return upperSeeds(size / 2).flatMap((seed) => [seed, size + 1 - seed]);
}

/** The sides in seed order (issue #26 seeded draw): sides with a `seed` first by seed, then the unseeded as given. */
export function seededOrder<S extends Pick<TournamentSide, 'seed'>>(sides: readonly S[]): S[] {
  const seeded = sides.filter((side) => typeof side.seed === 'number');
  const unseeded = sides.filter((side) => typeof side.seed !== 'number');
  return [...seeded.sort((a, b) => a.seed! - b.seed!), ...unseeded];
}

/** The bracket size for `count` entrants: the smallest power of two at least `count` (and at least 2). */
export function bracketSize(count: number): number {
  return 2 ** Math.max(1, Math.ceil(Math.log2(Math.max(count, 1))));
}
