import type { MatchLayout } from '@darts/domain';

/** A group's matches that are played: a knockout's triples have no players and are left out. */
export const playedIndexes = (indexes: readonly number[], layouts: readonly MatchLayout[]) =>
  indexes.filter((index) => (layouts[index]?.playerCount ?? 0) > 0);

/** '1 player a side', '2 players a side', … */
export function playersASide(indexes: readonly number[], layouts: readonly MatchLayout[]): string {
  const counts = [...new Set(indexes.map((index) => layouts[index]?.playerCount ?? 0))];
  if (counts.length !== 1) return 'players a side vary';
  const [count] = counts;
  return `${count} player${count === 1 ? '' : 's'} a side`;
}
