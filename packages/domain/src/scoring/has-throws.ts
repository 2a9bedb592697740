/** The part of a record (domain or wire) that says whether anything was thrown. */
type WithThrows = {
  legs: Record<string, { home: { throws: readonly unknown[] }; away: { throws: readonly unknown[] } }>;
};

/**
 * Whether any throw has been entered in any leg: a record is only kept on the server, and a
 * match only offers its statistics, once it does. Picking
 * who throws first is not a throw.
 */
export function hasThrows(sayg: WithThrows | null | undefined): boolean {
  return Object.values(sayg?.legs ?? {}).some((leg) => leg.home.throws.length + leg.away.throws.length > 0);
}

/**
 * How many visits (a player's turn at the board, one throw entry) the record holds in all its legs:
 * what a scorer is told is waiting to be sent.
 */
export function visitCount(sayg: WithThrows | null | undefined): number {
  return Object.values(sayg?.legs ?? {}).reduce((sum, leg) => sum + leg.home.throws.length + leg.away.throws.length, 0);
}
