/** How one match of a fixture is played: players per side, legs and the starting score. */
export type MatchLayout = { playerCount: number; numberOfLegs: number; startingScore: number };

/** A per-match override as it travels in `matchOptions`; any part may be missing. */
export type MatchOption = {
  playerCount?: number | null;
  numberOfLegs?: number | null;
  startingScore?: number | null;
};

/** A fixture has 8 matches: indexes 0-4 singles, 5-6 pairs, 7 triples. */
export const matchesPerFixture = 8;

/** The groups of a score card: singles 1-5, pairs 6-7, triples 8. */
export const matchGroups = [
  { name: 'Singles', indexes: [0, 1, 2, 3, 4] },
  { name: 'Pairs', indexes: [5, 6] },
  { name: 'Triples', indexes: [7] },
] as const;

export type MatchGroupName = (typeof matchGroups)[number]['name'];

/** The group match `index` is in; indexes past the eighth match are singles. */
export function matchGroupOf(index: number): MatchGroupName {
  return matchGroups.find((group) => (group.indexes as readonly number[]).includes(index))?.name ?? 'Singles';
}

/** The groups of a card of `count` matches, each with its indexes below `count` (extra matches are singles). */
export function matchGroupsOf(count: number): Array<{ name: MatchGroupName; indexes: number[] }> {
  const extra = Array.from({ length: Math.max(0, count - matchesPerFixture) }, (_, i) => matchesPerFixture + i);
  return matchGroups.map((group) => ({
    name: group.name,
    indexes: [...group.indexes.filter((index) => index < count), ...(group.name === 'Singles' ? extra : [])],
  }));
}

const singles = { playerCount: 1, numberOfLegs: 5, startingScore: 501 };
const knockoutSingles = { ...singles, numberOfLegs: 3 };
const pairs = { playerCount: 2, numberOfLegs: 3, startingScore: 501 };
const triples = { playerCount: 3, numberOfLegs: 3, startingScore: 601 };
const knockoutTriples = { playerCount: 0, numberOfLegs: 0, startingScore: 0 };

/**
 * The default layout of match `index`: singles 1 player, 5 legs (3 in a
 * knockout); pairs 2 players, 3 legs; triples 3 players, 3 legs, 601 (nothing at all in a knockout).
 * Indexes past the eighth match are laid out as singles.
 */
export function defaultMatchLayout(index: number, isKnockout: boolean): MatchLayout {
  const group = matchGroupOf(index);
  if (group === 'Pairs') return { ...pairs };
  if (group === 'Triples') return { ...(isKnockout ? knockoutTriples : triples) };
  return { ...(isKnockout ? knockoutSingles : singles) };
}

/** A positive option overrides the default; anything else keeps it. */
const positive = (value: number | null | undefined, fallback: number) => (value && value > 0 ? value : fallback);

/**
 * The layout of match `index` once the fixture's `matchOptions` are applied. As in the reference
 * client, only positive values override: a missing, null or 0 option keeps the default.
 */
export function matchLayout(
  index: number,
  isKnockout: boolean,
  matchOptions: ReadonlyArray<MatchOption | null | undefined> = [],
): MatchLayout {
  const layout = defaultMatchLayout(index, isKnockout);
  const option = matchOptions[index];
  return {
    playerCount: positive(option?.playerCount, layout.playerCount),
    numberOfLegs: positive(option?.numberOfLegs, layout.numberOfLegs),
    startingScore: positive(option?.startingScore, layout.startingScore),
  };
}

/** The default layouts of all eight matches, as a new score card starts. */
export function defaultMatchLayouts(isKnockout: boolean): MatchLayout[] {
  return Array.from({ length: matchesPerFixture }, (_, index) => defaultMatchLayout(index, isKnockout));
}

/** Legs a side needs to win a match: more than half of `numberOfLegs`. */
export function legsToWin(numberOfLegs: number): number {
  return Math.floor(numberOfLegs / 2) + 1;
}

/**
 * The most legs a side can win in a match of `numberOfLegs`: the match stops once a
 * side has the legs to win, so a best of 9 is won 5-x, never 6-x; no legs to play, none won.
 */
export function mostLegsWon(numberOfLegs: number): number {
  return numberOfLegs > 0 ? legsToWin(numberOfLegs) : 0;
}
