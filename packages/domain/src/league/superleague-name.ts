/**
 * Superleague sheets shorten names to initials for all but the last word, e.g.
 * `John Paul Smith` → `J P Smith`. Initials keep their case (`van Dijk` → `v Dijk`); spaces are
 * tidied; a single word is left whole.
 */
export function shortenName(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const last = words.pop();
  if (last === undefined) return '';
  return [...words.map((word) => Array.from(word)[0] ?? ''), last].join(' ');
}
